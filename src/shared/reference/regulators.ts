/**
 * Regulator reference data: the five Gulf healthcare regulators, their public exam pages,
 * price ranges, result times, exam durations, and specialties with their exams.
 *
 * MOH and NHRA specialty names and order are the spec's own lists. The spec does not show
 * the exam lists (nor the DHA and DHP ones at all), so the exam names are realistic
 * placeholders of the kind each regulator licenses; they are unique within a regulator.
 */
import type { Country } from "./countries.ts";

/** The five regulator codes, in the order SCFHS, DHA, DHP, MOH, NHRA (spec §2). */
export const REGULATOR_CODES = ["SCFHS", "DHA", "DHP", "MOH", "NHRA"] as const;

/** One of the five regulator codes. */
export type RegulatorCode = (typeof REGULATOR_CODES)[number];

/** A specialty (or specialty group) and the exams a candidate can book under it. */
export type Specialty = {
  readonly name: string;
  readonly exams: readonly string[];
};

/** A regulator with its public exam page and catalogue. */
export type Regulator = {
  readonly code: RegulatorCode;
  /** Short English name of the regulator. */
  readonly name: string;
  readonly country: Country;
  /** Public route of the regulator exam page (exact spelling of spec §2). */
  readonly path: string;
  /** USD price range for the structured product data. */
  readonly priceRangeUsd: { readonly low: number; readonly high: number };
  readonly resultTime: string;
  readonly examDuration: string;
  readonly specialties: readonly Specialty[];
};

/** Rating value of the regulator pages' structured product data, "about 4.5" (spec §2, §9). */
export const REGULATOR_RATING = 4.5;

/** The five regulators with page route, price range, result time, duration and exams (spec §2, §3, §9). */
export const REGULATORS = [
  {
    code: "SCFHS",
    name: "Saudi Commission for Health Specialties",
    country: "Saudi Arabia",
    path: "/Prometric-Exams-for-the-Saudi-commission-for-Health-Specialties-(SCFHS)",
    priceRangeUsd: { low: 120, high: 1100 },
    resultTime:
      "7 to 10 business days on the SCFHS website; Saudi Licensing Exam (SLE) titles 2 to 6 weeks; practice exam score report by email within 24 hours",
    examDuration: "SPLE, SMLE and SDLE last 4 hours 30 minutes (from 1 March 2023)",
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
    code: "DHA",
    name: "Dubai Health Authority",
    country: "United Arab Emirates",
    path: "/Prometric-Exams-for-the-Dubai-Health-Authority-(DHA)",
    priceRangeUsd: { low: 109, high: 1010 },
    resultTime: "7 to 10 business days",
    // Spec §9 gives no DHA duration; this is the general range of spec §1.
    examDuration: "2.5 to 4.5 hours",
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
          "Medical Laboratory Technologist",
          "Radiographer",
          "Dental Hygienist",
          "Clinical Dietitian",
          "Occupational Therapist",
          "Respiratory Therapist",
        ],
      },
    ],
  },
  {
    code: "DHP",
    name: "Department of Healthcare Professions",
    country: "Qatar",
    path: "/Prometric-Exams-for-the-Department-of-Healthcare-Professions-(DHP)",
    priceRangeUsd: { low: 103, high: 1030 },
    resultTime: "7 to 10 business days",
    examDuration: "3 to 4.5 hours",
    specialties: [
      {
        name: "Doctors",
        exams: [
          "General Practitioner",
          "Resident Physician",
          "Specialist Internal Medicine",
          "Specialist Pediatrics",
          "Specialist General Surgery",
          "Specialist Family Medicine",
          "Associate Consultant Internal Medicine",
        ],
      },
      {
        name: "Dentistry",
        exams: [
          "General Dentist",
          "Specialist Orthodontics",
          "Specialist Oral Surgery",
          "Dental Hygienist",
          "Dental Assistant",
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
        exams: ["Radiographer", "Sonographer", "CT Technologist", "MRI Technologist"],
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
    code: "MOH",
    name: "Kuwait Ministry of Health",
    country: "Kuwait",
    path: "/Prometric-Exams-for-the-Kuwait-Ministry-of-Health-(MOH)",
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
    code: "NHRA",
    name: "National Health Regulatory Authority",
    country: "Bahrain",
    path: "/Prometric-Exams-for-the-National-Health-Regulatory-Authority-(NHRA)",
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

/** Exam choices of the inquiry (Book Exam) form, one per regulator (spec §3). */
export const INQUIRY_EXAM_OPTIONS = ["DHA Exam", "SCFHS Exam", "DHP Exam", "MOH Exam", "NHRA Exam"] as const;

/** One entry of {@link INQUIRY_EXAM_OPTIONS}. */
export type InquiryExamOption = (typeof INQUIRY_EXAM_OPTIONS)[number];

/** The regulator with this code (exact, case-sensitive), or undefined for an unknown code. */
export function findRegulator(code: string): Regulator | undefined {
  return REGULATORS.find((regulator) => regulator.code === code);
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
