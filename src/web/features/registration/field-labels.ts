import type { RegistrationField } from "#shared/registration/registration.ts";

/**
 * The wizard's label of each payload field (docs/product.md §3 wire names → what the candidate reads). The
 * step components label their inputs from here, and messages that name a field (a duplicate, docs/product.md
 * §8) use the same words, so a message never shows a developer key such as `nationalId`.
 */
export const FIELD_LABELS: Readonly<Record<RegistrationField, string>> = {
  firstName: "First name",
  lastName: "Last name",
  fullName: "Full name",
  nationalId: "National ID",
  passportNumber: "Passport number",
  governmentIdIssuingCountry: "Government ID issuing country",
  email: "Email",
  phone: "Phone",
  dob: "Date of birth",
  city: "City",
  country: "Country",
  state: "State",
  postalCode: "Postal code",
  nationality: "Nationality",
  mailingAddress: "Mailing address",
  potentialWorkPlace: "Potential workplace",
  requestedDateRange: "Requested date range",
  gender: "Gender",
  degree: "Degree",
  BSC_university: "BSC university",
  MSC_university: "MSC university",
  PHD_university: "PHD university",
  registered_from: "Registered from",
  test_center: "Test center",
  Trail_month: "Test month",
  examCategory: "Exam category",
  examSpecialty: "Exam specialty",
  examName: "Exam name",
};

/** The label of a field the server named, or the name itself when the wizard has no such field. */
export function fieldLabel(field: string): string {
  return Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field as RegistrationField] : field;
}
