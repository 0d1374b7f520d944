import { z } from "zod";
import { type ExamCatalogue, examChoiceIssue } from "#shared/catalogue/exam-choice.ts";
import { optionalText, PG_INT_MAX, savedAnswer } from "#shared/kit/schemas.ts";
import { calendarDate, email, oneLineText, requiredText } from "#shared/kit/text-fields.ts";
import { COUNTRIES, UNITED_STATES } from "#shared/reference/countries.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { examsOf, REGULATOR_CODES, specialtiesOf } from "#shared/reference/regulators.ts";
import { US_STATES } from "#shared/reference/us-states.ts";
import { LOCALES } from "#shared/site/locales.ts";

/** Gender options (docs/product.md §3). */
export const GENDERS = ["Male", "Female"] as const;
/** Degree options (docs/product.md §3); each needs the universities of its level and below (docs/product.md §5). */
export const DEGREES = ["BSC", "MSC", "PHD"] as const;

/** The university fields, one per degree level, in {@link DEGREES} order. */
export const UNIVERSITY_FIELDS = ["BSC_university", "MSC_university", "PHD_university"] as const;
export type UniversityField = (typeof UNIVERSITY_FIELDS)[number];

/**
 * The universities a degree asks for (docs/product.md §5): BSC needs BSC_university, MSC also MSC_university,
 * PHD all three. None for a missing or unknown degree.
 */
export function requiredUniversities(degree: unknown): UniversityField[] {
  const level = DEGREES.indexOf(degree as (typeof DEGREES)[number]);
  return UNIVERSITY_FIELDS.slice(0, level + 1);
}
/**
 * Where the candidate registers from (docs/product.md §3: "two registration-place options with values 1 and 2").
 * The labels are ours: the spec gives only the values.
 */
export const REGISTRATION_PLACES = [
  { value: "1", label: "Online (self-registration)" },
  { value: "2", label: "In person at a test center" },
] as const;

/** The label of a `registered_from` value ({@link REGISTRATION_PLACES}), or the value itself. */
export const registrationPlaceLabel = (value: string) =>
  REGISTRATION_PLACES.find((p) => p.value === value)?.label ?? value;

/** A phone number as typed: digits, spaces, parentheses and dashes, an optional leading +. */
export const PHONE = /^\+?[0-9 ()-]{6,30}$/;

/** Latest date of birth accepted (docs/product.md §5). */
export const DOB_MAX = "2006-12-31";
/** Earliest date of birth accepted: January 1, a hundred years before the current year (docs/product.md §5). */
export const dobMin = (today = new Date()) => `${today.getUTCFullYear() - 100}-01-01`;

const required = (label: string, max = 200) => requiredText({ label, max });

/**
 * Field rules of the registration payload (docs/product.md §3), one per field, wire names. Cross-field rules
 * (ID or passport, degree → universities, US-only state/postal code, regulator → specialty → exam)
 * live in {@link registrationCrossFieldIssues} so that the wizard can check one step at a time.
 */
export const registrationFieldsSchema = z.object({
  firstName: required("First name", 100),
  lastName: required("Last name", 100),
  fullName: required("Full name"),
  nationalId: optionalText("National ID", 50),
  passportNumber: optionalText("Passport number", 50),
  governmentIdIssuingCountry: optionalText("Government ID issuing country", 100),
  email: email({
    required: "Email is required.",
    invalid: "Please enter a valid email address",
    tooLong: "Email must be 254 characters or fewer.",
  }),
  phone: required("Phone number", 30).regex(PHONE, "Please enter a valid phone number."),
  dob: calendarDate({ label: "Date of birth" })
    .refine((v) => v <= DOB_MAX, `Date of birth must be on or before ${DOB_MAX}.`)
    .refine((v) => v >= dobMin(), { error: () => `Date of birth must be on or after ${dobMin()}.` }),
  city: required("City", 100),
  country: required("Country", 100).refine(
    (v) => (COUNTRIES as readonly string[]).includes(v),
    "Please choose a country from the list.",
  ),
  state: optionalText("State", 100),
  postalCode: optionalText("Postal code", 20),
  nationality: optionalText("Nationality", 100),
  mailingAddress: optionalText("Mailing address", 300),
  potentialWorkPlace: optionalText("Potential workplace", 200),
  requestedDateRange: required("Requested date range", 100),
  gender: z.enum(GENDERS, "Please choose a gender."),
  degree: z.enum(DEGREES, "Please choose a degree."),
  BSC_university: optionalText("BSC university"),
  MSC_university: optionalText("MSC university"),
  PHD_university: optionalText("PHD university"),
  registered_from: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z.enum(
      REGISTRATION_PLACES.map((p) => p.value),
      "Please choose where you are registering from.",
    ),
  ),
  test_center: z.coerce
    .number({ error: "Please choose a test center." })
    .int("Please choose a test center.")
    .positive("Please choose a test center.")
    .max(PG_INT_MAX, "Please choose a test center."),
  Trail_month: z.enum(TRIAL_MONTHS, "Please choose a test month."),
  examCategory: z.enum(REGULATOR_CODES, "Please choose an exam category."),
  examSpecialty: required("Exam specialty"),
  examName: required("Exam name"),
});

/** Registration payload as sent by the wizard (docs/product.md §3, wire names). */
export type RegistrationInput = z.input<typeof registrationFieldsSchema>;
/** Registration payload after validation: trimmed, optional blanks as null, test_center a number. */
export type Registration = z.output<typeof registrationFieldsSchema>;
export type RegistrationField = keyof RegistrationInput;

type Issue = { field: RegistrationField; message: string };

/**
 * How the exam choice is checked: against the reference data (`true`), not at all (`false`: the
 * server checks it against the published catalogue, or the browser has not loaded it yet), or
 * against a published catalogue (a retired exam refused; decision 0034).
 */
export type ExamCheck = { examChoice?: boolean | ExamCatalogue };
type Loose = Partial<Record<RegistrationField, unknown>>;

const filled = (v: unknown) => (typeof v === "string" ? v.trim() !== "" : v !== null && v !== undefined);

/**
 * Rules that span several fields (docs/product.md §5): national ID or passport; BSC needs BSC_university, MSC
 * also MSC_university, PHD all three; state and postal code only (and then required) for the
 * United States; specialty belongs to the exam category and exam name to the specialty.
 * Works on raw (unvalidated) values so the wizard can call it on a half-filled form. The exam
 * choice ({@link ExamCheck}): the server's registration and candidate edit leave it out
 * (`examChoice: false`) and check it against the published catalogue in the handler; the wizard
 * and the edit form pass the published catalogue they fetched (decision 0034); the seed and the
 * candidate import keep the reference data (`true`, the default).
 */
export function registrationCrossFieldIssues(v: Loose, { examChoice = true }: ExamCheck = {}): Issue[] {
  const issues: Issue[] = [];
  if (!filled(v.nationalId) && !filled(v.passportNumber)) {
    issues.push({ field: "nationalId", message: "Please provide a National ID or a Passport Number." });
  }
  for (const field of requiredUniversities(v.degree)) {
    if (!filled(v[field])) {
      issues.push({ field, message: `${field.replace("_university", "")} university is required.` });
    }
  }
  if (v.country === UNITED_STATES) {
    const state = typeof v.state === "string" ? v.state.trim() : "";
    if (!state) issues.push({ field: "state", message: "State is required for the United States." });
    else if (!US_STATES.some((s) => s.name === state || s.code === state)) {
      issues.push({ field: "state", message: "Please choose a US state from the list." });
    }
    const postal = typeof v.postalCode === "string" ? v.postalCode.trim() : "";
    if (!postal)
      issues.push({ field: "postalCode", message: "Postal code is required for the United States." });
    else if (!/^\d{5}(-\d{4})?$/.test(postal)) {
      issues.push({
        field: "postalCode",
        message: "Please enter a valid US ZIP code (12345 or 12345-6789).",
      });
    }
  } else {
    if (filled(v.state)) issues.push({ field: "state", message: "State applies only to the United States." });
    if (filled(v.postalCode)) {
      issues.push({ field: "postalCode", message: "Postal code applies only to the United States." });
    }
  }
  if (!examChoice) return issues;
  const category = typeof v.examCategory === "string" ? v.examCategory : "";
  const specialty = typeof v.examSpecialty === "string" ? v.examSpecialty.trim() : "";
  const exam = typeof v.examName === "string" ? v.examName.trim() : "";
  if (examChoice !== true) {
    // Only what is filled in: the field rules report a missing part.
    if (!category || !specialty) return issues;
    const issue = examChoiceIssue(examChoice, {
      examCategory: category,
      examSpecialty: specialty,
      examName: exam,
    });
    if (issue && (issue.field !== "examName" || exam)) issues.push(issue);
    return issues;
  }
  if (category && specialty && !specialtiesOf(category).includes(specialty)) {
    issues.push({
      field: "examSpecialty",
      message: "Please choose a specialty of the chosen exam category.",
    });
  } else if (category && specialty && exam && !examsOf(category, specialty).includes(exam)) {
    issues.push({ field: "examName", message: "Please choose an exam of the chosen specialty." });
  }
  return issues;
}

/** `POST /api/FormRegister` answer; `reference` is ours (docs/product.md §2 "Student registration"), the rest the spec's. */
export const registrationResponseSchema = savedAnswer({
  id: z.number().int(),
  /** The candidate's registration reference, `EX-26-7K3QF9` (`candidate-reference.ts`). */
  reference: z.string(),
});

/** The full server-side rule set: field rules, then cross-field rules (docs/product.md §5). */
export const registrationSchema = registrationFieldsSchema.superRefine((value, ctx) => {
  for (const issue of registrationCrossFieldIssues(value)) {
    ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  }
});

/**
 * `POST /api/FormRegister`'s body: the registration plus, optionally, `invite`, the token of the
 * invitation link an inquirer registers with (docs/product.md §2 "Inquiries page"; an invalid token is ignored), and
 * `locale`, the language the candidate registered in (`en` or `ar`, default `en`; decision 0011):
 * their e-mails are written in it and link to that language's status page. The exam choice is
 * checked by the server against the published catalogue (decision 0034), not here.
 */
export const registrationRequestSchema = registrationFieldsSchema
  .extend({
    invite: oneLineText({ label: "Invitation", max: 2048 }).optional(),
    locale: z.enum(LOCALES, `Language must be one of: ${LOCALES.join(", ")}.`).default("en"),
  })
  .superRefine((value, ctx) => {
    for (const issue of registrationCrossFieldIssues(value, { examChoice: false })) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  });

/**
 * All problems of a (possibly half-filled) registration, field rules and cross-field rules, in
 * field order. Used by the wizard's step gating and by tests.
 */
export function registrationIssues(values: Loose, check: ExamCheck = {}): Issue[] {
  const parsed = registrationFieldsSchema.safeParse(values);
  const fieldIssues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ field: i.path[0] as RegistrationField, message: i.message }));
  return [...fieldIssues, ...registrationCrossFieldIssues(values, check)];
}

/**
 * The four visible wizard steps (docs/product.md §2) and the fields each one shows. Each step is gated on
 * exactly its own fields: the old system's checks were offset from the steps (docs/product.md §5); this is the
 * corrected behaviour.
 */
export const REGISTRATION_STEPS = [
  {
    title: "Personal & Identity Information",
    fields: [
      "firstName",
      "lastName",
      "fullName",
      "nationalId",
      "passportNumber",
      "governmentIdIssuingCountry",
      "dob",
      "gender",
      "nationality",
    ],
  },
  {
    title: "Contact Information",
    fields: ["email", "phone", "country", "state", "postalCode", "city", "mailingAddress"],
  },
  {
    title: "Education & Professional",
    fields: ["degree", "BSC_university", "MSC_university", "PHD_university", "potentialWorkPlace"],
  },
  {
    title: "Exam Details",
    fields: [
      "examCategory",
      "examSpecialty",
      "examName",
      "Trail_month",
      "requestedDateRange",
      "test_center",
      "registered_from",
    ],
  },
] as const satisfies readonly { title: string; fields: readonly RegistrationField[] }[];

/** Problems on the fields of one wizard step (0-based index). Empty when the step may be left. */
export function stepIssues(step: number, values: Loose, check: ExamCheck = {}): Issue[] {
  const fields: readonly RegistrationField[] = REGISTRATION_STEPS[step]?.fields ?? [];
  return registrationIssues(values, check).filter((i) => fields.includes(i.field));
}
