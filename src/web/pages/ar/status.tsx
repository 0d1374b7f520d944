/**
 * `/ar/status` (decision 0011): the candidate's status page in Arabic. The English page's component and
 * `meta` with the page's Arabic texts in this module's `handle`, and the Arabic of the regulators'
 * data (the registered exam's specialty).
 */
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";

export { default, meta } from "#web/features/status/status-page.tsx";

export const handle: I18nHandle = {
  messages: { ar: { ...statusAr, ...validationAr } },
  texts: { ar: regulatorDataAr },
};
