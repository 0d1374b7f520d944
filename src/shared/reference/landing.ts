/**
 * Content of the landing page (docs/product.md §1 "Public pages"): carousel slides, the Healthcare
 * Professionals gallery, the program families and the partners row. Images live under
 * `public/images/<area>/`; replacing a file with the same name replaces the picture. The texts
 * (titles, summaries, alternative texts) are in the web app's catalogues, one per language
 * (`src/web/i18n/messages/`, decision 0011), under the ids named here.
 */

/** One carousel slide (5, docs/product.md §1): its texts are `slide.<n>.title`, `.text` and `.alt`. */
export type Slide = { readonly n: 1 | 2 | 3 | 4 | 5; readonly image: string };

/** The five carousel slides; the first is the landing's largest paint (docs/product.md §1, §9). */
export const CAROUSEL_SLIDES: readonly Slide[] = [
  { n: 1, image: "/images/carousel/slide-1.svg" },
  { n: 2, image: "/images/carousel/slide-2.svg" },
  { n: 3, image: "/images/carousel/slide-3.svg" },
  { n: 4, image: "/images/carousel/slide-4.svg" },
  { n: 5, image: "/images/carousel/slide-5.svg" },
];

/** A profession of the gallery: its texts are `profession.<id>` and `profession.<id>.alt`. */
export type Profession = {
  readonly id: "nurse" | "pharmacist" | "doctor" | "dentist" | "physiotherapist";
  readonly image: string;
};

/** The Healthcare Professionals gallery (docs/product.md §1). */
export const HEALTHCARE_PROFESSIONS: readonly Profession[] = [
  { id: "nurse", image: "/images/gallery/nurse.svg" },
  { id: "pharmacist", image: "/images/gallery/pharmacist.svg" },
  { id: "doctor", image: "/images/gallery/doctor.svg" },
  { id: "dentist", image: "/images/gallery/dentist.svg" },
  { id: "physiotherapist", image: "/images/gallery/physiotherapist.svg" },
];

/** Management programs (`program.<code>.name`, `.summary`, `.alt`) and the pages they lead to. */
export type ManagementProgram = {
  readonly code: "HRCP" | "SCCP" | "PMCP";
  readonly path: string;
  readonly image: string;
};

/** Management Certification Programs (docs/product.md §1). */
export const MANAGEMENT_PROGRAMS: readonly ManagementProgram[] = [
  { code: "HRCP", path: "/Programs/hr", image: "/images/programs/hrcp.svg" },
  { code: "SCCP", path: "/SupplyChain", image: "/images/programs/sccp.svg" },
  { code: "PMCP", path: "/PMP", image: "/images/programs/pmcp.svg" },
];

/** Hours of the project management program (docs/product.md §1), counted in its summary. */
export const PMCP_HOURS = 39;

/** A GAT certificate: code, and its texts `program.<code>.name`, `.summary`, `.overview` (docs/product.md §1). */
export type GatCertificate = { readonly code: "TDC" | "QC" | "CBP" | "PC-TOT" };

/** GAT Certificates (docs/product.md §1), each opening a dialog. */
export const GAT_CERTIFICATES: readonly GatCertificate[] = [
  { code: "TDC" },
  { code: "QC" },
  { code: "CBP" },
  { code: "PC-TOT" },
];

/** A program shown as a card: code, and its texts `program.<code>.name` and `.summary`. */
export type Program = {
  readonly code: GatCertificate["code"] | "TEFL" | "TCLIL" | "MCTK" | "GAT-A" | "GAT-P" | "B-GAT";
};

/** Teachers and School Directors programs (docs/product.md §1). */
export const TEACHER_PROGRAMS: readonly Program[] = [{ code: "TEFL" }, { code: "TCLIL" }, { code: "MCTK" }];

/** English tests (docs/product.md §1). */
export const ENGLISH_TESTS: readonly Program[] = [{ code: "GAT-A" }, { code: "GAT-P" }, { code: "B-GAT" }];

/**
 * A partner in the partners row: an external link with an original wordmark (docs/product.md §1: 3 links);
 * its name is `partner.<id>`, the logo's alternative text its wordmark.
 */
export type Partner = {
  readonly id: "prometric" | "tvtc" | "pmi";
  readonly url: string;
  readonly image: string;
  readonly alt: string;
};

/** The partners row: Prometric (the exam-delivery company) and two training partners (docs/product.md §1). */
export const PARTNERS: readonly Partner[] = [
  {
    id: "prometric",
    url: "https://www.prometric.com",
    image: "/images/partners/prometric.svg",
    alt: "Prometric",
  },
  { id: "tvtc", url: "https://www.tvtc.gov.sa", image: "/images/partners/tvtc.svg", alt: "TVTC" },
  { id: "pmi", url: "https://www.pmi.org", image: "/images/partners/pmi.svg", alt: "PMI" },
];
