/**
 * The one way a public page shows a validation or API message in its own language (decision 0011): the
 * registration wizard, the status page and the two contact forms all go through here.
 *
 * The shared schemas (`#shared/registration/registration.ts`, `shared/registration/status.ts`, `shared/inquiries/contact-forms.ts`, `shared/kit/text-fields.ts`)
 * carry the specification's exact English messages, which the English pages show unchanged and the
 * API keeps answering; an explicit zod message overrides any error map, so a per-locale error map
 * would never be consulted. Instead an Arabic page recognises each English message, by its whole
 * text or by its shape, and shows the `validation.*` catalogue's text for it (`validation.ar.ts`,
 * carried by the Arabic routes that have a form), naming the field as the Arabic form labels it. A
 * message it does not know is shown as the server wrote it.
 */
import type { I18n } from "@lingui/core";
import { EXAM_CHOICE_TEXTS } from "#shared/catalogue/exam-choice.ts";
import { INTL_LOCALE, type Locale } from "#shared/site/locales.ts";
import { TEXTS } from "#shared/texts/common.ts";
import { CONTACT_FORM_TEXTS, CONTACT_SUCCESS } from "#shared/texts/contact-forms.ts";
import { STATUS_TEXTS } from "#shared/texts/status.ts";
import { localeOf } from "./i18n.ts";
import type { MessageKey } from "./messages/catalog.ts";

/** A catalogue message and its values: what an English message becomes on an Arabic page. */
export interface LocalisedMessage {
  id: MessageKey;
  values: Record<string, string | number>;
}

/** Messages known by their whole English text, each text once (one Arabic for one English text). */
const EXACT = new Map<string, MessageKey>([
  // The registration wizard (docs/product.md §5, §8) and its schema.
  [TEXTS.stepIncomplete, "validation.stepIncomplete"],
  [TEXTS.registrationFailedRetry, "validation.retry"],
  ["Please enter a valid email address", "validation.email"],
  ["Please enter a valid phone number.", "validation.phone"],
  ["Please choose a country from the list.", "validation.countryList"],
  ["Please provide a National ID or a Passport Number.", "validation.idOrPassport"],
  ["Please choose a US state from the list.", "validation.usStateList"],
  ["Please enter a valid US ZIP code (12345 or 12345-6789).", "validation.zip"],
  ["Please choose a specialty of the chosen exam category.", "validation.specialtyOfCategory"],
  ["Please choose an exam of the chosen specialty.", "validation.examOfSpecialty"],
  [EXAM_CHOICE_TEXTS.retired, "validation.examRetired"],
  // The status lookup's checks and the API's answers.
  ...(Object.keys(STATUS_TEXTS) as (keyof typeof STATUS_TEXTS)[]).map(
    (key) => [STATUS_TEXTS[key] as string, `validation.status.${key}` as const] as const,
  ),
  // The two contact forms (docs/product.md §5 "Inquiry form", "Old contact form", §8) and their answer.
  [CONTACT_FORM_TEXTS.examRequired, "validation.contact.examRequired"],
  [CONTACT_FORM_TEXTS.examNotListed, "validation.contact.examList"],
  [CONTACT_FORM_TEXTS.fullNameRequired, "validation.contact.fullNameRequired"],
  [CONTACT_FORM_TEXTS.emailRequired, "validation.contact.emailRequired"],
  [CONTACT_FORM_TEXTS.phoneRequired, "validation.contact.phoneRequired"],
  [CONTACT_FORM_TEXTS.jobRequired, "validation.contact.jobRequired"],
  [CONTACT_FORM_TEXTS.nationalityRequired, "validation.contact.nationalityRequired"],
  [CONTACT_FORM_TEXTS.subjectRequired, "validation.contact.subjectRequired"],
  [CONTACT_FORM_TEXTS.oldEmailInvalid, "validation.contact.oldEmailInvalid"],
  [CONTACT_FORM_TEXTS.messageRequired, "validation.contact.messageRequired"],
  [CONTACT_FORM_TEXTS.sendFailed, "validation.contact.sendFailed"],
  [CONTACT_SUCCESS, "validation.contact.sent"],
]);

/** A message known by its shape: `label`, `max`, `date` and `seconds` are captured where they vary. */
interface Shape {
  pattern: RegExp;
  id: MessageKey;
  /** The message names a field, so it is only localised with that field's (translated) label. */
  needsLabel: boolean;
}

/**
 * Messages known by their shape, in the order tried (the United States rules before the general
 * "is required."). The label always comes from the field the message is shown under, never from
 * the English text (except the duplicate-entry alert, which names the field itself).
 */
const SHAPES: readonly Shape[] = [
  {
    pattern: /^Registration failed\. Duplicate entry found in field: (?<label>.+)$/,
    id: "validation.duplicate",
    needsLabel: false,
  },
  {
    pattern: /^Too many requests: try again in (?<seconds>\d+) seconds\.$/,
    id: "validation.tooManyRequests",
    needsLabel: false,
  },
  { pattern: / is required for the United States\.$/, id: "validation.usRequired", needsLabel: true },
  { pattern: / applies only to the United States\.$/, id: "validation.usOnly", needsLabel: true },
  { pattern: / is required\.$/, id: "validation.required", needsLabel: true },
  { pattern: / must be (?<max>\d+) characters or fewer\.$/, id: "validation.tooLong", needsLabel: true },
  { pattern: /^At most (?<max>\d+) characters, please\.$/, id: "validation.tooLongShort", needsLabel: false },
  { pattern: / contains characters that are not allowed\.$/, id: "validation.notAllowed", needsLabel: true },
  {
    pattern: / contains characters that are not allowed \(control, bidi or zero-width\)\.$/,
    id: "validation.refusedCharacters",
    needsLabel: true,
  },
  { pattern: / must be one line\.$/, id: "validation.oneLine", needsLabel: true },
  { pattern: / must be a date \(YYYY-MM-DD\)\.$/, id: "validation.dateFormat", needsLabel: true },
  { pattern: / must be a real date \(YYYY-MM-DD\)\.$/, id: "validation.realDate", needsLabel: true },
  {
    pattern: /^Date of birth must be on or before (?<date>\d{4}-\d{2}-\d{2})\.$/,
    id: "validation.dobMax",
    needsLabel: false,
  },
  {
    pattern: /^Date of birth must be on or after (?<date>\d{4}-\d{2}-\d{2})\.$/,
    id: "validation.dobMin",
    needsLabel: false,
  },
  { pattern: /^Please choose /, id: "validation.choose", needsLabel: true },
];

/**
 * The catalogue message for an English validation or API message, or null when the message is not
 * one of ours. `label` is the page's own (translated) label of the field the message is shown
 * under (undefined for an alert above the form); `formatDate` writes a `YYYY-MM-DD` bound in the
 * page's language.
 */
export function validationMessage(
  message: string,
  label: string | undefined,
  formatDate: (isoDate: string) => string,
): LocalisedMessage | null {
  const exact = EXACT.get(message);
  if (exact) return { id: exact, values: {} };
  for (const shape of SHAPES) {
    const match = shape.pattern.exec(message);
    if (!match) continue;
    if (shape.needsLabel && label === undefined) return null;
    const values: Record<string, string | number> = {};
    const groups = match.groups ?? {};
    if (label !== undefined) values.label = label;
    else if (groups.label) values.label = groups.label;
    if (groups.max) values.max = Number(groups.max);
    if (groups.seconds) values.seconds = Number(groups.seconds);
    if (groups.date) values.date = formatDate(groups.date);
    return { id: shape.id, values };
  }
  return null;
}

/** A calendar day (`YYYY-MM-DD`) in `locale`: "31 ديسمبر 2006". */
const formatDay = (locale: Locale) => (isoDate: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * A validation or API message as the page shows it: unchanged on English pages (the
 * specification's exact words), the catalogue's text on Arabic ones when the message is one of
 * ours, else as it came. `label` names the field it is shown under, in the page's language.
 */
export function localiseMessage(i18n: I18n, message: string, label?: string): string {
  const locale = localeOf(i18n);
  if (locale === "en") return message;
  const localised = validationMessage(message, label, formatDay(locale));
  return localised ? i18n._(localised.id, localised.values) : message;
}
