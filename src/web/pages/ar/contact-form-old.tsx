/**
 * `/ar/contact-form-old` (decision 0011): the older contact form in Arabic, with Arabic validation
 * messages. The English page's component and `meta` with the page's Arabic texts (its own and the
 * forms' messages) in this module's `handle`.
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { contactAr } from "#web/i18n/messages/contact.ar.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";

export { default, meta } from "#web/features/contact/contact-form-old-page.tsx";

export const handle: I18nHandle = { messages: { ar: { ...contactAr, ...validationAr } } };
