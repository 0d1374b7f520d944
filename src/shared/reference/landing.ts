/**
 * Content of the landing page (spec §1 "Public pages"): carousel slides, the Healthcare
 * Professionals gallery, the program families and the partners row. Images live under
 * `public/images/<area>/`; replacing a file with the same name replaces the picture.
 */

/** An image with its alternative text. */
export type Picture = { readonly image: string; readonly alt: string };

/** One carousel slide (5, spec §1). */
export type Slide = Picture & { readonly title: string; readonly text: string };

/** The five carousel slides; the first is the landing's largest paint (spec §1, §9). */
export const CAROUSEL_SLIDES: readonly Slide[] = [
  {
    image: "/images/carousel/slide-1.svg",
    alt: "Teal illustration with a medical cross",
    title: "Gulf healthcare licensing exams",
    text: "Book Prometric exams for SCFHS, DHA, DHP, MOH and NHRA at an authorized test venue.",
  },
  {
    image: "/images/carousel/slide-2.svg",
    alt: "Blue illustration with a heartbeat line",
    title: "Register in four steps",
    text: "Your details, contact, education and the exam you want: we confirm your seat and date.",
  },
  {
    image: "/images/carousel/slide-3.svg",
    alt: "Indigo illustration with an open book",
    title: "Management certification programs",
    text: "HR, supply chain and project management certificates taught by practitioners.",
  },
  {
    image: "/images/carousel/slide-4.svg",
    alt: "Green illustration with a bar chart",
    title: "GAT certificates for trainers and teams",
    text: "Training design, quality, competency-based programs and training of trainers.",
  },
  {
    image: "/images/carousel/slide-5.svg",
    alt: "Violet illustration with a check mark",
    title: "English tests and teacher programs",
    text: "GAT English tests and programs for teachers and school directors.",
  },
];

/** The Healthcare Professionals gallery (spec §1). */
export const HEALTHCARE_PROFESSIONS: readonly (Picture & { readonly name: string })[] = [
  { name: "Nurse", image: "/images/gallery/nurse.svg", alt: "Illustration for nurses: a medical cross" },
  {
    name: "Pharmacist",
    image: "/images/gallery/pharmacist.svg",
    alt: "Illustration for pharmacists: a package",
  },
  { name: "Doctor", image: "/images/gallery/doctor.svg", alt: "Illustration for doctors: a heartbeat line" },
  { name: "Dentist", image: "/images/gallery/dentist.svg", alt: "Illustration for dentists: a check mark" },
  {
    name: "Physiotherapist",
    image: "/images/gallery/physiotherapist.svg",
    alt: "Illustration for physiotherapists: a person",
  },
];

/** A program family or certificate shown as a card. */
export type Program = {
  readonly code: string;
  readonly name: string;
  readonly summary: string;
};

/** Management Certification Programs (spec §1) and the pages they lead to. */
export const MANAGEMENT_PROGRAMS: readonly (Program & Picture & { readonly path: string })[] = [
  {
    code: "HRCP",
    name: "HR Certification Programs",
    summary: "Eight HR certificates from HR Fundamentals to the HR Executive Certificate.",
    path: "/Programs/hr",
    image: "/images/programs/hrcp.svg",
    alt: "Illustration for HR programs: a person",
  },
  {
    code: "SCCP",
    name: "Supply Chain Certification Programs",
    summary: "Procurement, operations, lean and quality, and supply chain management.",
    path: "/SupplyChain",
    image: "/images/programs/sccp.svg",
    alt: "Illustration for supply chain programs: a package",
  },
  {
    code: "PMCP",
    name: "Project Management Certification Program",
    summary: "39 hours along the PMBOK knowledge areas, towards the PMP exam.",
    path: "/PMP",
    image: "/images/programs/pmcp.svg",
    alt: "Illustration for project management: a check mark",
  },
];

/** A GAT certificate and the text of its dialog (spec §1: overview and code). */
export type GatCertificate = Program & { readonly overview: string };

/** GAT Certificates (spec §1), each opening a dialog. */
export const GAT_CERTIFICATES: readonly GatCertificate[] = [
  {
    code: "TDC",
    name: "Training Design Certificate",
    summary: "Design training that changes what people do at work.",
    overview:
      "Covers needs analysis, learning objectives, course structure, activities and assessment. Participants design a complete short course for their own organisation and leave with a facilitator guide and participant materials.",
  },
  {
    code: "QC",
    name: "Quality Certificate",
    summary: "Quality management for training and service teams.",
    overview:
      "Introduces quality management principles, process mapping, key performance indicators and continual improvement cycles, applied to training centres and healthcare service teams preparing for accreditation audits.",
  },
  {
    code: "CBP",
    name: "Competency-Based Programs Certificate",
    summary: "Build programs around measurable competencies.",
    overview:
      "Shows how to define competency frameworks, write performance criteria and build assessments that prove competence, so programs can be mapped to job roles and licensing requirements.",
  },
  {
    code: "PC-TOT",
    name: "Professional Certificate in Training of Trainers",
    summary: "Deliver engaging, effective training sessions.",
    overview:
      "A practical training-of-trainers program: adult learning principles, presentation and facilitation skills, managing groups, giving feedback and evaluating sessions. Each participant delivers and is assessed on a micro-teaching session.",
  },
];

/** Teachers and School Directors programs (spec §1). */
export const TEACHER_PROGRAMS: readonly Program[] = [
  {
    code: "TEFL",
    name: "Teaching English as a Foreign Language",
    summary:
      "Methods for teaching English to Arabic-speaking learners: lesson planning, skills and classroom management.",
  },
  {
    code: "TCLIL",
    name: "Teaching Content and Language Integrated Learning",
    summary: "Teaching science, mathematics and other subjects through English while building language.",
  },
  {
    code: "MCTK",
    name: "Modern Classroom Teaching Knowledge",
    summary: "For teachers and school directors: active learning, assessment for learning and digital tools.",
  },
];

/** English tests (spec §1). */
export const ENGLISH_TESTS: readonly Program[] = [
  {
    code: "GAT-A",
    name: "GAT English Test – Academic",
    summary: "For study in English-medium universities and programs.",
  },
  {
    code: "GAT-P",
    name: "GAT English Test – Professional",
    summary: "For workplace English in healthcare and business.",
  },
  {
    code: "B-GAT",
    name: "Basic GAT English Test",
    summary: "A first benchmark of general English for learners and employers.",
  },
];

/** A partner in the partners row: an external link with an original wordmark (spec §1: 3 links). */
export type Partner = Picture & { readonly name: string; readonly url: string };

/** The partners row: Prometric (the exam-delivery company) and two training partners (spec §1). */
export const PARTNERS: readonly Partner[] = [
  {
    name: "Prometric",
    url: "https://www.prometric.com",
    image: "/images/partners/prometric.svg",
    alt: "Prometric",
  },
  {
    name: "Technical and Vocational Training Corporation",
    url: "https://www.tvtc.gov.sa",
    image: "/images/partners/tvtc.svg",
    alt: "TVTC",
  },
  {
    name: "Project Management Institute",
    url: "https://www.pmi.org",
    image: "/images/partners/pmi.svg",
    alt: "PMI",
  },
];
