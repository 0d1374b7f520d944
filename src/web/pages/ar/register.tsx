/**
 * `/ar/register` (decision 0011): the registration wizard in Arabic, with Arabic validation messages.
 * The English page's component and `meta` with the wizard's Arabic texts in this module's `handle`.
 * The regulators, specialties and exams come in Arabic with the published catalogue (decision 0034).
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { registerAr } from "#web/i18n/messages/register.ar.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";

export { default, meta } from "#web/features/registration/register-page.tsx";

export const handle: I18nHandle = {
  messages: { ar: { ...registerAr, ...validationAr } },
};
