/**
 * Pure rules of the registration wizard (docs/product.md §4, §5, §8): the form's empty values, which fields a
 * change resets, which step holds a field, and how a failed submission is explained to the candidate.
 * No React here, so the rules are unit-tested on their own.
 */
import type { InvitePrefill } from "#shared/inquiries/inquiries.ts";
import { UNITED_STATES } from "#shared/reference/countries.ts";
import { type ExamChoice, REGULATOR_CODES, type RegulatorCode } from "#shared/reference/regulators.ts";
import {
  REGISTRATION_STEPS,
  type RegistrationField,
  registrationFieldsSchema,
  requiredUniversities,
  stepIssues,
} from "#shared/registration/registration.ts";
import type { Locale } from "#shared/site/locales.ts";
import { duplicateEntryMessage, TEXTS } from "#shared/texts/common.ts";
import { ApiError } from "#web/lib/api.ts";
import { MONTHS, monthName } from "#web/lib/exam-months.ts";
import { fieldLabel } from "./field-labels.ts";

/** The wizard's form state: every payload field (docs/product.md §3, wire names) as a string, "" when not given. */
export type RegistrationFormValues = Record<RegistrationField, string>;

/** A problem on one field, as `registrationIssues` and `stepIssues` report it. */
export type FieldIssue = { field: RegistrationField; message: string };

/** Initial values: every field of the payload, empty. */
export const EMPTY_VALUES = Object.fromEntries(
  Object.keys(registrationFieldsSchema.shape).map((field) => [field, ""]),
) as RegistrationFormValues;

/** Number of wizard steps (docs/product.md §2). */
export const STEP_COUNT = REGISTRATION_STEPS.length;

/** Progress bar value in percent for a 0-based step: progress = step/4 with steps counted from 1 (docs/product.md §9). */
export const progressOf = (active: number) => ((active + 1) / STEP_COUNT) * 100;

/** True when state and postal code apply (docs/product.md §2 note, §4). */
export const isUnitedStates = (country: string) => country === UNITED_STATES;

/**
 * University fields the wizard shows: those the chosen degree asks for (`requiredUniversities`,
 * docs/product.md §5). No degree yet: only the BSC one (every degree needs it).
 */
export function universitiesFor(degree: string): RegistrationField[] {
  const required = requiredUniversities(degree);
  return required.length > 0 ? required : ["BSC_university"];
}

/**
 * The other fields a change of `field` to `value` clears (docs/product.md §4): country away from the United
 * States clears state and postal code; a new exam category clears specialty and exam name; a new
 * specialty clears exam name. Nothing is cleared when the value did not change. A lower degree
 * clears nothing: the universities it hides keep their text, so switching the degree away and back
 * loses nothing, and {@link withoutHiddenFields} keeps them out of the checks and the payload.
 */
export function dependentResets(
  field: RegistrationField,
  value: string,
  previous: RegistrationFormValues,
): Partial<RegistrationFormValues> {
  if (previous[field] === value) return {};
  switch (field) {
    case "country":
      return isUnitedStates(value) ? {} : { state: "", postalCode: "" };
    case "examCategory":
      return { examSpecialty: "", examName: "" };
    case "examSpecialty":
      return { examName: "" };
    default:
      return {};
  }
}

/** The universities a degree hides (docs/product.md §5 asks only for the degree's own and lower ones). */
const hiddenUniversities = (degree: string) =>
  (["MSC_university", "PHD_university"] as const).filter((field) => !universitiesFor(degree).includes(field));

/**
 * The values as they are checked and sent: a university the chosen degree does not show is sent
 * empty (the form keeps its text in case the degree comes back, decision 0002). Same object when
 * nothing is hidden.
 */
export function withoutHiddenFields(values: RegistrationFormValues): RegistrationFormValues {
  const hidden = hiddenUniversities(values.degree).filter((field) => values[field] !== "");
  if (hidden.length === 0) return values;
  return { ...values, ...Object.fromEntries(hidden.map((field) => [field, ""])) };
}

/**
 * The part of an invitation's fields (`inviteFieldsOf`) that may fill the form (decision 0002):
 * only fields still empty that the person has not touched (focused or typed in), so text typed
 * while the invitation was on its way is never overwritten or mixed with it ("DanielDan"). An exam
 * category already chosen stays.
 */
export function invitePatch(
  invited: Partial<RegistrationFormValues>,
  current: RegistrationFormValues,
  touched: (field: keyof RegistrationFormValues) => boolean,
): Partial<RegistrationFormValues> {
  const patch: Partial<RegistrationFormValues> = {};
  for (const [field, value] of Object.entries(invited) as [keyof RegistrationFormValues, string][]) {
    if (value && current[field] === "" && !touched(field)) patch[field] = value;
  }
  return patch;
}

/**
 * The wizard step recorded in a history entry's state (`{ wizardStep }`, decision 0002): 0 for
 * none or anything else, so a fresh visit starts at step 1.
 */
export function stepOfHistory(state: unknown): number {
  const step = (state as { wizardStep?: unknown } | null)?.wizardStep;
  return typeof step === "number" && Number.isInteger(step) && step >= 0 && step < STEP_COUNT ? step : 0;
}

/**
 * The step the wizard may show for a wanted one: the first earlier step that is not complete, else
 * `wanted`. Browser Forward (or a stale history entry) never skips a step's gate.
 */
export function reachableStep(wanted: number, values: RegistrationFormValues): number {
  for (let step = 0; step < wanted; step++) {
    if (stepIssues(step, withoutHiddenFields(values)).length > 0) return step;
  }
  return wanted;
}

/** The exam fields of the form (what a regulator page's link chooses, `examChoiceOf`). */
export type ExamFields = Pick<RegistrationFormValues, "examCategory" | "examSpecialty" | "examName">;

/** A regulator-page link's choice as one string, to know whether the draft already holds it. */
export const examLinkKey = (choice: ExamFields) =>
  [choice.examCategory, choice.examSpecialty, choice.examName].join("\u001f");

/**
 * The exam fields of a choice (an invitation's regulator). Set together, so the resets of docs/product.md §4
 * (a new category clears specialty and exam) do not undo them; absent parts become "".
 */
export function examFieldsOf(choice: ExamChoice): ExamFields {
  return {
    examCategory: choice.regulator,
    examSpecialty: choice.specialty ?? "",
    examName: choice.exam ?? "",
  };
}

/**
 * What an inquiry's invitation (`GET /api/register/invite`, docs/product.md §2 "Inquiries page") fills in: first name
 * (the first word of the full name), last name (the rest), the full name as given, e-mail, phone,
 * and the exam category when the inquiry named a known regulator (specialty and exam stay empty).
 */
export function inviteFieldsOf(
  prefill: InvitePrefill,
): Partial<
  Pick<RegistrationFormValues, "firstName" | "lastName" | "fullName" | "email" | "phone" | "examCategory">
> {
  const fullName = prefill.full_name.trim().replace(/\s+/g, " ");
  const [firstName = "", ...rest] = fullName.split(" ");
  const regulator = REGULATOR_CODES.find((code: RegulatorCode) => code === prefill.regulator);
  return {
    firstName,
    lastName: rest.join(" "),
    fullName,
    email: prefill.email.trim(),
    phone: prefill.phone.trim(),
    ...(regulator ? examFieldsOf({ regulator }) : {}),
  };
}

/** A `Trail_month` in the page's language (moved to `web/lib/exam-months.ts`: the status page's retake uses it too). */
export { monthName };

/**
 * The example under "Requested date range": the first half of next month, so it always lies after
 * `today` (docs/product.md §5 shows "June 1-15, 2025", a date now past), e.g. "December 1-15, 2026"; in
 * Arabic "1-15 ديسمبر 2026".
 */
export function exampleDateRange(today = new Date(), locale: Locale = "en"): string {
  const next = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 1));
  const englishMonth = MONTHS[next.getUTCMonth()] ?? "";
  if (locale === "en") return `${englishMonth} 1-15, ${next.getUTCFullYear()}`;
  return `1-15 ${monthName(englishMonth, locale)} ${next.getUTCFullYear()}`;
}

/** 0-based index of the step that shows `field`, or -1 for a name no step holds. */
export function stepOfField(field: string): number {
  return REGISTRATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
}

/** The earliest step holding one of the issues' fields, or -1 when there are none. */
export function firstStepWithIssues(issues: readonly FieldIssue[]): number {
  const steps = issues.map((issue) => stepOfField(issue.field)).filter((step) => step >= 0);
  return steps.length ? Math.min(...steps) : -1;
}

/** Form errors (`{field: message}`) from issues, the first message of each field winning. */
export function errorsOf(issues: readonly FieldIssue[]): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const { field, message } of issues) errors[field] ??= message;
  return errors;
}

/** What the wizard shows after a failed `POST /api/FormRegister`: the message and the field at fault, if known. */
export type RegistrationFailure = { message: string; field?: string };

/**
 * Explains a failed registration (docs/product.md §8): a duplicate (409, or any message containing
 * "duplicate entry") names the field by its form label; no response gives the retry message; any
 * other server message is shown as is, with the field the server named (400).
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (!(error instanceof ApiError)) return { message: TEXTS.registrationFailedRetry };
  if (error.status === 0) return { message: TEXTS.registrationFailedRetry };
  if (error.status === 409 || /duplicate entry/i.test(error.message)) {
    // The server names the field in `field`; older answers only in the text ("... for field X").
    const field = error.field ?? /field:?\s*'?([A-Za-z_]+)/i.exec(error.message)?.[1];
    // The spec's sentence, naming the field as the form labels it ("National ID", not "nationalId").
    return field ? { message: duplicateEntryMessage(fieldLabel(field)), field } : { message: error.message };
  }
  return error.field ? { message: error.message, field: error.field } : { message: error.message };
}
