/**
 * `/ar/Contact-us` (decision 0011): the Book Exam inquiry form in Arabic, with Arabic validation
 * messages; the inquiry is sent with `locale: "ar"`. The English page's component and `meta` with
 * the page's Arabic texts (its own and the forms' messages) in this module's `handle`, and the
 * Arabic of the regulators' data (the specialty a regulator page's Book Now writes in the message).
 */
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { contactAr } from "#web/i18n/messages/contact.ar.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";

export { default, meta } from "#web/features/contact/contact-us-page.tsx";

export const handle: I18nHandle = {
  messages: { ar: { ...contactAr, ...validationAr } },
  texts: { ar: regulatorDataAr },
};
