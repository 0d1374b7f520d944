/**
 * The wizard's texts in the page's language (issue 15): field labels, options and the validation
 * messages. The schemas (`#shared/registration.ts`, `#shared/text.ts`) carry the specification's
 * exact English messages, which the English page shows unchanged and the API keeps; an explicit
 * zod message overrides any error map, so the Arabic page recognises each message by its English
 * shape and shows the catalogue's `reg.error.*` text for it, with the field named as the Arabic
 * form labels it. A message it does not know (a rate limit's, say) is shown as the server wrote it.
 */
import type { I18n } from "@lingui/core";
import { INTL_LOCALE, type Locale } from "#shared/locales.ts";
import { MESSAGES } from "#shared/messages.ts";
import type { RegistrationField } from "#shared/registration.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import type { MessageKey } from "#web/i18n/messages/catalog.ts";

/** A catalogue message and its values: what an English message becomes on an Arabic page. */
export interface LocalisedMessage {
  id: MessageKey;
  values: Record<string, string | number>;
}

/** Messages known by their whole English text. */
const EXACT: Record<string, MessageKey> = {
  [MESSAGES.stepIncomplete]: "reg.error.stepIncomplete",
  [MESSAGES.registrationFailedRetry]: "reg.error.retry",
  "Please enter a valid email address": "reg.error.email",
  "Please enter a valid phone number.": "reg.error.phone",
  "Please choose a country from the list.": "reg.error.countryList",
  "Please provide a National ID or a Passport Number.": "reg.error.idOrPassport",
  "Please choose a US state from the list.": "reg.error.usStateList",
  "Please enter a valid US ZIP code (12345 or 12345-6789).": "reg.error.zip",
  "Please choose a specialty of the chosen exam category.": "reg.error.specialtyOfCategory",
  "Please choose an exam of the chosen specialty.": "reg.error.examOfSpecialty",
};

/**
 * Messages known by their shape, in the order tried (the United States rules before the general
 * "is required."). `date` captures a `YYYY-MM-DD` bound, `max` a length; the field's label always
 * comes from the field, never from the English text.
 */
const SHAPES: readonly { pattern: RegExp; id: MessageKey; needsField: boolean }[] = [
  {
    pattern: /^Registration failed\. Duplicate entry found in field: (?<label>.+)$/,
    id: "reg.error.duplicate",
    needsField: false,
  },
  { pattern: / is required for the United States\.$/, id: "reg.error.usRequired", needsField: true },
  { pattern: / applies only to the United States\.$/, id: "reg.error.usOnly", needsField: true },
  { pattern: / is required\.$/, id: "reg.error.required", needsField: true },
  { pattern: / must be (?<max>\d+) characters or fewer\.$/, id: "reg.error.tooLong", needsField: true },
  { pattern: / contains characters that are not allowed\.$/, id: "reg.error.notAllowed", needsField: true },
  { pattern: / must be a date \(YYYY-MM-DD\)\.$/, id: "reg.error.dateFormat", needsField: true },
  { pattern: / must be a real date \(YYYY-MM-DD\)\.$/, id: "reg.error.realDate", needsField: true },
  {
    pattern: /^Date of birth must be on or before (?<date>\d{4}-\d{2}-\d{2})\.$/,
    id: "reg.error.dobMax",
    needsField: false,
  },
  {
    pattern: /^Date of birth must be on or after (?<date>\d{4}-\d{2}-\d{2})\.$/,
    id: "reg.error.dobMin",
    needsField: false,
  },
  { pattern: /^Please choose /, id: "reg.error.choose", needsField: true },
];

/** The label id of a wizard field. */
export const fieldLabelId = (field: RegistrationField) => `reg.field.${field}` as const;

/**
 * The catalogue message for an English validation or registration message about `field` (the
 * field it is shown under; undefined for the alert above the buttons), or null when the message
 * is not one of ours. `formatDate` writes a `YYYY-MM-DD` bound in the page's language.
 */
export function registrationMessage(
  i18n: I18n,
  field: RegistrationField | undefined,
  message: string,
  formatDate: (isoDate: string) => string,
): LocalisedMessage | null {
  const exact = EXACT[message];
  if (exact) return { id: exact, values: {} };
  for (const shape of SHAPES) {
    const match = shape.pattern.exec(message);
    if (!match) continue;
    if (shape.needsField && !field) return null;
    const values: Record<string, string | number> = {};
    const groups = match.groups ?? {};
    if (field) values.label = i18n._(fieldLabelId(field));
    else if (groups.label) values.label = groups.label;
    if (groups.max) values.max = Number(groups.max);
    if (groups.date) values.date = formatDate(groups.date);
    return { id: shape.id, values };
  }
  return null;
}

/** A calendar day (`YYYY-MM-DD`) in the page's language: "31 ديسمبر 2006". */
const formatDay = (locale: Locale) => (isoDate: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * A message about `field` as the page shows it: unchanged on English pages (the specification's
 * exact words), the catalogue's text on Arabic ones when the message is one of ours.
 */
export function localiseRegistrationMessage(
  i18n: I18n,
  field: RegistrationField | undefined,
  message: string,
) {
  const locale = localeOf(i18n);
  if (locale === "en") return message;
  const localised = registrationMessage(i18n, field, message, formatDay(locale));
  return localised ? i18n._(localised.id, localised.values) : message;
}
