/**
 * Regulator reference data (docs/product.md §2 "Regulator exam pages", §3 "Reference data", §9): the five Gulf
 * healthcare regulators, their public exam pages, price ranges, result times, exam durations, and
 * specialties with their exams. Used by the regulator pages, the navbar, the inquiry form's exam
 * options, the registration wizard and the demo seed.
 *
 * Where the data comes from:
 * - MOH and NHRA specialty names and order are the spec's own lists (§2); SCFHS has 14 specialty
 *   groups ("about 14", §2); DHA keeps the four categories of §3 (Physicians, Dentists, Nursing,
 *   Allied Health) and DHP the Qatar groups of §3 (Doctors, Dentistry, Pharmacy, Laboratory,
 *   Radiology, Nursing and others).
 * - The spec shows no exam lists (and for DHA and DHP none at all), so the exam names are a
 *   realistic catalogue built from each regulator's professional titles: MOH by level (Registrar,
 *   Senior Registrar, technicians), SCFHS by its licensing exams (SMLE, SDLE, SPLE, SNLE and the
 *   Saudi Licensing Exam titles), DHA and DHP by the usual Gulf licensing titles (General
 *   Practitioner, Specialist, Consultant; dentists; nurses and midwives; pharmacists; allied health).
 *   They are unique within a regulator. Replace them with the provider's real list when it exists.
 * - Price ranges, result times and durations are §9's figures; where §9 gives no duration (DHA,
 *   SCFHS apart from three exams) the page shows §1's general range of 2.5 to 4.5 hours.
 *   No per-exam prices, question counts or pass marks are given: the spec has none, and guessing
 *   them would mislead candidates.
 */

import type { ExamChoice } from "./exam-catalog.ts";
import { REGULATOR_CODES, REGULATOR_LINK, type RegulatorCode } from "./regulator-links.ts";

// The exam pages' functions over one regulator, without the data (decision 0005: pages that get
// their regulator from the loader do not download every regulator's catalogue).
export {
  type ExamChoice,
  type ExamInfo,
  examCatalog,
  examChoiceHref,
  examCount,
  examLevel,
} from "./exam-catalog.ts";
// The codes live beside the page links, which the catalogue reads (one direction, no import cycle).
export { REGULATOR_CODES, type RegulatorCode } from "./regulator-links.ts";

// The shapes live in their own module, which exam-catalog.ts reads without this data (no cycle).
export type { ExamOverride, Regulator, Specialty } from "./regulator-types.ts";

import type { Regulator } from "./regulator-types.ts";

/** How the regulator exams are taken: generic guidance, true of every exam on these pages. */
export const EXAM_FORMAT = "Computer-based, multiple-choice questions, taken at a Prometric test center";

/** Duration of SCFHS SPLE, SMLE and SDLE since 1 March 2023 (docs/product.md §9). */
const SCFHS_LONG_EXAM = { duration: "4 hours 30 minutes (since 1 March 2023)" } as const;
/** Result time of the SCFHS Saudi Licensing Exam (SLE) titles (docs/product.md §9). */
const SLE_TITLE = { resultTime: "2 to 6 weeks" } as const;

/** The five regulators with page route, price range, result time, duration and exams (docs/product.md §2, §3, §9). */
export const REGULATORS = [
  {
    ...REGULATOR_LINK.SCFHS,
    country: "Saudi Arabia",
    summary:
      "The Saudi Commission for Health Specialties classifies and registers the healthcare practitioners of Saudi Arabia. Candidates sit its licensing exams (SMLE, SDLE, SPLE, SNLE and the Saudi Licensing Exam titles of each profession) at Prometric test centers.",
    priceRangeUsd: { low: 120, high: 1100 },
    resultTime: "7 to 10 business days, on the SCFHS website",
    resultNotes: [
      "Saudi Licensing Exam (SLE) titles: 2 to 6 weeks",
      "Practice exams: score report by email within 24 hours",
    ],
    examDuration: "2.5 to 4.5 hours, depending on the exam",
    durationNotes: ["SPLE, SMLE and SDLE: 4 hours 30 minutes (since 1 March 2023)"],
    examOverrides: {
      "Saudi Medical Licensing Exam (SMLE)": SCFHS_LONG_EXAM,
      "Saudi Dental Licensing Exam (SDLE)": SCFHS_LONG_EXAM,
      "Saudi Pharmacist Licensure Exam (SPLE)": SCFHS_LONG_EXAM,
      "Saudi Licensing Exam - Laboratory Specialist": SLE_TITLE,
      "Saudi Licensing Exam - Radiology Specialist": SLE_TITLE,
      "Saudi Licensing Exam - Physiotherapy": SLE_TITLE,
      "Saudi Licensing Exam - Respiratory Therapy": SLE_TITLE,
      "Saudi Licensing Exam - Anesthesia Technology": SLE_TITLE,
      "Saudi Licensing Exam - Emergency Medical Services": SLE_TITLE,
      "Saudi Licensing Exam - Clinical Nutrition": SLE_TITLE,
      "Saudi Licensing Exam - Optometry": SLE_TITLE,
      "Saudi Licensing Exam - Health Administration": SLE_TITLE,
      "Saudi Licensing Exam - Public Health": SLE_TITLE,
    },
    specialties: [
      {
        name: "Medicine",
        exams: [
          "Saudi Medical Licensing Exam (SMLE)",
          "General Practitioner",
          "Specialist Internal Medicine",
          "Specialist Pediatrics",
          "Specialist General Surgery",
          "Specialist Obstetrics & Gynecology",
          "Specialist Family Medicine",
          "Consultant Internal Medicine",
        ],
      },
      {
        name: "Dentistry",
        exams: [
          "Saudi Dental Licensing Exam (SDLE)",
          "General Dentist",
          "Specialist Orthodontics",
          "Specialist Endodontics",
          "Specialist Prosthodontics",
          "Dental Hygienist",
        ],
      },
      {
        name: "Pharmacy",
        exams: [
          "Saudi Pharmacist Licensure Exam (SPLE)",
          "Pharmacist",
          "Clinical Pharmacist",
          "Pharmacy Technician",
        ],
      },
      {
        name: "Nursing",
        exams: [
          "Saudi Nursing Licensing Exam (SNLE)",
          "Registered Nurse",
          "Nurse Specialist",
          "Midwife",
          "Nursing Technician",
        ],
      },
      {
        name: "Laboratory",
        exams: [
          "Saudi Licensing Exam - Laboratory Specialist",
          "Medical Laboratory Technologist",
          "Medical Laboratory Technician",
        ],
      },
      {
        name: "Radiology",
        exams: [
          "Saudi Licensing Exam - Radiology Specialist",
          "Radiologic Technologist",
          "Radiology Technician",
          "Ultrasound Specialist",
        ],
      },
      {
        name: "Physiotherapy",
        exams: ["Saudi Licensing Exam - Physiotherapy", "Physiotherapist", "Physiotherapy Technician"],
      },
      {
        name: "Respiratory Therapy",
        exams: [
          "Saudi Licensing Exam - Respiratory Therapy",
          "Respiratory Therapist",
          "Respiratory Therapy Technician",
        ],
      },
      {
        name: "Anesthesia Technology",
        exams: [
          "Saudi Licensing Exam - Anesthesia Technology",
          "Anesthesia Technologist",
          "Anesthesia Technician",
        ],
      },
      {
        name: "Emergency Medical Services",
        exams: [
          "Saudi Licensing Exam - Emergency Medical Services",
          "Paramedic",
          "Emergency Medical Technician",
        ],
      },
      {
        name: "Nutrition",
        exams: ["Saudi Licensing Exam - Clinical Nutrition", "Clinical Dietitian", "Nutrition Technician"],
      },
      {
        name: "Optometry",
        exams: ["Saudi Licensing Exam - Optometry", "Optometrist", "Optician"],
      },
      {
        name: "Health Administration",
        exams: [
          "Saudi Licensing Exam - Health Administration",
          "Health Administration Specialist",
          "Health Information Management Specialist",
          "Medical Records Technician",
        ],
      },
      {
        name: "Public Health",
        exams: [
          "Saudi Licensing Exam - Public Health",
          "Public Health Specialist",
          "Epidemiology Specialist",
          "Infection Control Specialist",
          "Environmental Health Technician",
        ],
      },
    ],
  },
  {
    // The spec lists no DHA exams: a catalogue from the DHA's professional titles, under the four
    // categories of docs/product.md §3 (pharmacists are filed under Allied Health, as in that list).
    ...REGULATOR_LINK.DHA,
    country: "United Arab Emirates",
    summary:
      "The Dubai Health Authority licenses the physicians, dentists, nurses, midwives, pharmacists and allied health professionals who work in Dubai's health facilities. Applicants sit a computer-based licensing assessment for their professional title at a Prometric test center.",
    priceRangeUsd: { low: 109, high: 1010 },
    resultTime: "7 to 10 business days",
    // docs/product.md §9 gives no DHA duration; this is the general range of docs/product.md §1.
    examDuration: "2.5 to 4.5 hours, depending on the exam",
    specialties: [
      {
        name: "Physicians",
        exams: [
          "General Practitioner",
          "Specialist Internal Medicine",
          "Specialist Pediatrics",
          "Specialist General Surgery",
          "Specialist Obstetrics & Gynecology",
          "Specialist Family Medicine",
          "Specialist Emergency Medicine",
          "Consultant Internal Medicine",
        ],
      },
      {
        name: "Dentists",
        exams: [
          "General Dentist",
          "Specialist Orthodontics",
          "Specialist Endodontics",
          "Specialist Periodontics",
          "Specialist Prosthodontics",
          "Specialist Pediatric Dentistry",
          "Specialist Oral and Maxillofacial Surgery",
        ],
      },
      {
        name: "Nursing",
        exams: ["Registered Nurse", "Registered Midwife", "Assistant Nurse", "Practical Nurse"],
      },
      {
        name: "Allied Health",
        exams: [
          "Pharmacist",
          "Physiotherapist",
          "Radiographer",
          "Medical Laboratory Technologist",
          "Optometrist",
          "Clinical Dietitian",
          "Dental Hygienist",
          "Respiratory Therapist",
        ],
      },
    ],
  },
  {
    // The spec lists no DHP exams: a catalogue from the professional titles Qatar's Department of
    // Healthcare Professions licenses, under the Qatar groups of docs/product.md §3.
    ...REGULATOR_LINK.DHP,
    country: "Qatar",
    summary:
      "The Department of Healthcare Professions of Qatar's Ministry of Public Health licenses the physicians, dentists, pharmacists, nurses and allied health practitioners of Qatar. Applicants sit a computer-based qualifying exam for their professional title at a Prometric test center.",
    priceRangeUsd: { low: 103, high: 1030 },
    resultTime: "7 to 10 business days",
    examDuration: "3 to 4.5 hours",
    specialties: [
      {
        name: "Doctors",
        exams: [
          "General Practitioner",
          "Specialist Internal Medicine",
          "Specialist Pediatrics",
          "Specialist General Surgery",
          "Specialist Obstetrics & Gynecology",
          "Specialist Family Medicine",
          "Associate Consultant Internal Medicine",
          "Consultant Internal Medicine",
        ],
      },
      {
        name: "Dentistry",
        exams: [
          "General Dentist",
          "Specialist Orthodontics",
          "Specialist Endodontics",
          "Specialist Periodontics",
          "Specialist Oral Surgery",
          "Dental Hygienist",
        ],
      },
      {
        name: "Pharmacy",
        exams: ["Pharmacist", "Clinical Pharmacist", "Pharmacy Technician"],
      },
      {
        name: "Laboratory",
        exams: [
          "Clinical Laboratory Scientist",
          "Medical Laboratory Technologist",
          "Medical Laboratory Technician",
        ],
      },
      {
        name: "Radiology",
        exams: ["Radiographer", "Sonographer", "Nuclear Medicine Technologist", "Radiation Therapist"],
      },
      {
        name: "Nursing",
        exams: ["Registered Nurse", "Registered Midwife", "Nurse Specialist", "Assistant Nurse"],
      },
      {
        name: "Allied Health",
        exams: [
          "Physiotherapist",
          "Occupational Therapist",
          "Respiratory Therapist",
          "Clinical Dietitian",
          "Optometrist",
          "Speech and Language Therapist",
          "Audiologist",
          "Paramedic",
        ],
      },
    ],
  },
  {
    ...REGULATOR_LINK.MOH,
    country: "Kuwait",
    summary:
      "Kuwait's Ministry of Health assesses the doctors, dentists, nurses and technicians it licenses to practice in Kuwait. Its exams are set by specialty and level, from Registrar and Senior Registrar to technician, and are taken at Prometric test centers.",
    priceRangeUsd: { low: 115, high: 1090 },
    resultTime: "5 to 10 business days",
    examDuration: "2.5 to 3.5 hours",
    specialties: [
      {
        name: "Anesthesia",
        exams: ["Registrar Anesthesia", "Senior Registrar Anesthesia", "Anesthesia Technician"],
      },
      {
        name: "Nursing",
        exams: ["Registered Nurse", "Registered Midwife", "Assistant Nurse"],
      },
      {
        name: "Chinese Acupuncture",
        exams: ["Chinese Acupuncture Practitioner", "Senior Chinese Acupuncture Practitioner"],
      },
      {
        name: "General Surgery",
        exams: ["Registrar General Surgery", "Senior Registrar General Surgery", "Operating Room Technician"],
      },
      {
        name: "Dermatology",
        exams: ["Registrar Dermatology", "Senior Registrar Dermatology"],
      },
      {
        name: "Diagnostic Radiology",
        exams: [
          "Registrar Diagnostic Radiology",
          "Senior Registrar Diagnostic Radiology",
          "Radiology Technician",
        ],
      },
      {
        name: "Emergency Medicine",
        exams: [
          "Registrar Emergency Medicine",
          "Senior Registrar Emergency Medicine",
          "Emergency Medical Technician",
        ],
      },
      {
        name: "Endocrinology",
        exams: ["Registrar Endocrinology", "Senior Registrar Endocrinology"],
      },
      {
        name: "ENT",
        exams: ["Registrar ENT", "Senior Registrar ENT", "Audiology Technician"],
      },
      {
        name: "Family Medicine",
        exams: ["General Practitioner", "Registrar Family Medicine", "Senior Registrar Family Medicine"],
      },
      {
        name: "Dentistry",
        exams: [
          "General Dentist",
          "Registrar Dentistry",
          "Senior Registrar Dentistry",
          "Dental Hygienist",
          "Dental Technician",
        ],
      },
      {
        name: "Gastroenterology",
        exams: ["Registrar Gastroenterology", "Senior Registrar Gastroenterology", "Endoscopy Technician"],
      },
      {
        name: "Hematology",
        exams: ["Registrar Hematology", "Senior Registrar Hematology"],
      },
      {
        name: "Anatomic Pathology",
        exams: [
          "Registrar Anatomic Pathology",
          "Senior Registrar Anatomic Pathology",
          "Histopathology Technician",
        ],
      },
      {
        name: "Intensive Care",
        exams: ["Registrar Intensive Care", "Senior Registrar Intensive Care"],
      },
      {
        name: "Internal Medicine",
        exams: ["Registrar Internal Medicine", "Senior Registrar Internal Medicine"],
      },
      {
        name: "Microbiology & Laboratory",
        exams: [
          "Registrar Microbiology",
          "Senior Registrar Microbiology",
          "Medical Laboratory Technologist",
          "Medical Laboratory Technician",
        ],
      },
      {
        name: "Nephrology",
        exams: ["Registrar Nephrology", "Senior Registrar Nephrology", "Dialysis Technician"],
      },
      {
        name: "Neurology",
        exams: ["Registrar Neurology", "Senior Registrar Neurology", "Neurophysiology Technician"],
      },
      {
        name: "Obstetrics & Gynecology",
        exams: ["Registrar Obstetrics & Gynecology", "Senior Registrar Obstetrics & Gynecology"],
      },
    ],
  },
  {
    ...REGULATOR_LINK.NHRA,
    country: "Bahrain",
    summary:
      "Bahrain's National Health Regulatory Authority licenses the healthcare professionals of the Kingdom of Bahrain. Applicants sit a computer-based licensing exam in their specialty at a Prometric test center.",
    priceRangeUsd: { low: 105, high: 1000 },
    resultTime: "7 to 10 business days",
    examDuration: "2.5 to 3.5 hours",
    specialties: [
      {
        name: "Anesthesia",
        exams: ["Specialist Anesthesia", "Consultant Anesthesia", "Anesthesia Technician"],
      },
      {
        name: "Nursing",
        exams: ["Registered Nurse", "Registered Midwife", "Practical Nurse"],
      },
      {
        name: "Audiology",
        exams: ["Audiologist", "Audiology Technician"],
      },
      {
        name: "CSS / Infection Control",
        exams: ["Central Sterile Services Technician", "Infection Control Practitioner"],
      },
      {
        name: "Dentistry",
        exams: ["General Dentist", "Dental Hygienist", "Dental Assistant"],
      },
      {
        name: "Dental Specialties",
        exams: [
          "Specialist Orthodontics",
          "Specialist Endodontics",
          "Specialist Periodontics",
          "Specialist Prosthodontics",
          "Specialist Oral and Maxillofacial Surgery",
        ],
      },
      {
        name: "Paramedics & Emergency",
        exams: ["Paramedic", "Emergency Medical Technician", "Specialist Emergency Medicine"],
      },
      {
        name: "Internal Medicine & Specialties",
        exams: [
          "General Practitioner",
          "Specialist Internal Medicine",
          "Specialist Cardiology",
          "Specialist Gastroenterology",
          "Specialist Nephrology",
          "Consultant Internal Medicine",
        ],
      },
      {
        name: "Surgery",
        exams: [
          "Specialist General Surgery",
          "Specialist Orthopedic Surgery",
          "Specialist Urology",
          "Consultant General Surgery",
          "Operating Room Technician",
        ],
      },
      {
        name: "Radiology",
        exams: ["Specialist Radiology", "Radiographer", "Sonographer"],
      },
      {
        name: "Physiotherapy & Occupational Therapy",
        exams: ["Physiotherapist", "Occupational Therapist", "Physiotherapy Assistant"],
      },
    ],
  },
] as const satisfies readonly Regulator[];

/** Exam choices of the inquiry (Book Exam) form, one per regulator (docs/product.md §3). */
export const INQUIRY_EXAM_OPTIONS = ["DHA Exam", "SCFHS Exam", "DHP Exam", "MOH Exam", "NHRA Exam"] as const;

/** One entry of {@link INQUIRY_EXAM_OPTIONS}. */
export type InquiryExamOption = (typeof INQUIRY_EXAM_OPTIONS)[number];

/** The regulator with this code (exact, case-sensitive), or undefined for an unknown code. */
export function findRegulator(code: string): Regulator | undefined {
  return REGULATORS.find((regulator) => regulator.code === code);
}

/**
 * The regulator whose exam page is at `pathname`, ignoring case, a trailing slash and
 * percent-encoding (`%28DHA%29`); undefined for any other path.
 */
export function findRegulatorByPath(pathname: string): Regulator | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot be a regulator path; compare it as it is.
  }
  const wanted = decoded.replace(/\/+$/, "").toLowerCase();
  return REGULATORS.find((regulator) => regulator.path.toLowerCase() === wanted);
}

/** Specialty names of a regulator in display order; [] for an unknown code. */
export function specialtiesOf(code: string): string[] {
  return findRegulator(code)?.specialties.map((specialty) => specialty.name) ?? [];
}

/** Exam names of one specialty of a regulator; [] for an unknown code or specialty. */
export function examsOf(code: string, specialty: string): string[] {
  const found = findRegulator(code)?.specialties.find((s) => s.name === specialty);
  return found ? [...found.exams] : [];
}

/** The catalogue's own spelling of `value` among `names`, ignoring case and outer spaces. */
const spelledAs = (names: readonly string[], value: string | null) => {
  const wanted = value?.trim().toLowerCase();
  return wanted ? names.find((name) => name.toLowerCase() === wanted) : undefined;
};

/**
 * The choice a query string (`location.search`) carries, in the catalogue's spelling whatever the
 * case; null without a known regulator. An unknown specialty or exam is dropped with what follows.
 */
export function readExamChoice(search: string): ExamChoice | null {
  const query = new URLSearchParams(search);
  const regulator = spelledAs(REGULATOR_CODES, query.get("regulator")) as RegulatorCode | undefined;
  if (!regulator) return null;
  const specialty = spelledAs(specialtiesOf(regulator), query.get("specialty"));
  if (!specialty) return { regulator };
  const exam = spelledAs(examsOf(regulator, specialty), query.get("exam"));
  return exam ? { regulator, specialty, exam } : { regulator, specialty };
}

/** The inquiry form's exam option of a regulator ("SCFHS" → "SCFHS Exam", docs/product.md §3). */
export function inquiryOptionOf(code: RegulatorCode): InquiryExamOption | undefined {
  return INQUIRY_EXAM_OPTIONS.find((option) => option === `${code} Exam`);
}
