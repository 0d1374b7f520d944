/**
 * Factories for realistic candidates, test centers and inquiries: one set used by the demo seed
 * and by the tests (STYLE.md §9). Deterministic: the same `n` always gives the same values.
 */

import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { REGULATORS, type Specialty } from "#shared/reference/regulators.ts";
import type { RegistrationInput } from "#shared/registration/registration.ts";

const FIRST_NAMES = [
  "Aisha",
  "Omar",
  "Fatima",
  "Yousef",
  "Maryam",
  "Khalid",
  "Noura",
  "Ahmed",
  "Sara",
  "Hassan",
  "Layla",
  "Ali",
  "Reem",
  "Tariq",
  "Huda",
  "Ibrahim",
  "Joseph",
  "Maria",
  "Priya",
  "Rahul",
];
const LAST_NAMES = [
  "Al-Harbi",
  "Haddad",
  "Al-Qahtani",
  "Mansour",
  "Al-Mutairi",
  "Saleh",
  "Nasser",
  "Farouk",
  "Al-Shammari",
  "Khoury",
  "Rahman",
  "Santos",
  "Nair",
  "Kumar",
  "Al-Dosari",
  "Aziz",
];
const CITIES: [string, string][] = [
  ["Riyadh", "Saudi Arabia"],
  ["Jeddah", "Saudi Arabia"],
  ["Dubai", "United Arab Emirates"],
  ["Doha", "Qatar"],
  ["Kuwait City", "Kuwait"],
  ["Manama", "Bahrain"],
  ["Cairo", "Egypt"],
  ["Amman", "Jordan"],
  ["Manila", "Philippines"],
  ["Kochi", "India"],
];
const UNIVERSITIES = [
  "King Saud University",
  "Cairo University",
  "University of Jordan",
  "Qatar University",
  "Kuwait University",
  "Arabian Gulf University",
  "University of the Philippines",
  "Manipal University",
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** A valid registration payload (docs/product.md §3 wire names), unique per `n` (email, national ID, passport). */
export function buildRegistration(n: number, overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const firstName = pick(FIRST_NAMES, n);
  const lastName = pick(LAST_NAMES, n * 7 + 3);
  const [city, country] = pick(CITIES, n * 3 + 1);
  const regulator = pick(REGULATORS, n);
  const specialty = pick<Specialty>(regulator.specialties, n * 5 + 2);
  const degree = pick(["BSC", "BSC", "MSC", "PHD"] as const, n);
  const year = 1970 + (n % 35);
  const month = String((n % 12) + 1).padStart(2, "0");
  const day = String((n % 27) + 1).padStart(2, "0");
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    nationalId: n % 6 === 3 ? "" : `NID${String(100000 + n)}`,
    passportNumber: n % 3 === 0 ? `P${String(5000000 + n)}` : "",
    governmentIdIssuingCountry: country,
    email: `${firstName}.${lastName}.${n}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
    phone: `+9665${String(10000000 + n * 37).slice(-8)}`,
    dob: `${year}-${month}-${day}`,
    city,
    country,
    state: "",
    postalCode: "",
    nationality: country,
    mailingAddress: `${(n % 90) + 10} King Fahd Road, ${city}`,
    potentialWorkPlace: pick(
      ["Ministry hospital", "Private clinic", "University hospital", "Primary care center"],
      n,
    ),
    requestedDateRange: `${pick(TRIAL_MONTHS, n)} 1-15, 2027`,
    gender: n % 2 === 0 ? "Female" : "Male",
    degree,
    BSC_university: pick(UNIVERSITIES, n),
    MSC_university: degree === "BSC" ? "" : pick(UNIVERSITIES, n + 1),
    PHD_university: degree === "PHD" ? pick(UNIVERSITIES, n + 2) : "",
    registered_from: n % 4 === 0 ? "2" : "1",
    test_center: 1,
    Trail_month: pick(TRIAL_MONTHS, n),
    examCategory: regulator.code,
    examSpecialty: specialty.name,
    examName: pick(specialty.exams, n),
    ...overrides,
  };
}

/** Demo test centers (Gulf venues of the provider). */
export const DEMO_TEST_CENTERS = [
  {
    name: "Riyadh Olaya Test Center",
    address: "Olaya Street, Al Olaya, Riyadh 12214, Saudi Arabia",
    contact: "+966 11 460 0000",
  },
  {
    name: "Jeddah Tahlia Test Center",
    address: "Tahlia Street, Al Andalus, Jeddah 23326, Saudi Arabia",
    contact: "+966 12 660 0000",
  },
  {
    name: "Dubai Healthcare City Test Center",
    address: "Building 64, Dubai Healthcare City, Dubai, UAE",
    contact: null,
  },
] as const;

/** A valid inquiry (docs/product.md §3 "Inquiry"), unique per `n`. */
export function buildInquiry(n: number) {
  const firstName = pick(FIRST_NAMES, n + 4);
  const lastName = pick(LAST_NAMES, n + 9);
  return {
    examName: pick(["DHA Exam", "SCFHS Exam", "DHP Exam", "MOH Exam", "NHRA Exam"], n),
    fullName: `${firstName} ${lastName}`,
    email: `${firstName}.${n}@example.org`.toLowerCase(),
    phone: `+9715${String(20000000 + n * 13).slice(-8)}`,
    currentJob: pick(["Staff nurse", "General practitioner", "Pharmacist", "Lab technician", "Dentist"], n),
    nationality: pick(["Egyptian", "Indian", "Filipino", "Jordanian", "Saudi"], n),
    message: n % 2 === 0 ? "Which dates are available next month?" : null,
  };
}
