/**
 * The five regulator exam pages in Arabic (decision 0011), `/ar/Prometric-Exams-...`: the English pages'
 * component, `loader` and `meta` with the pages' Arabic texts in this module's `handle`; the Arabic
 * of the regulator's reference data comes in the page's data (`regulator-data.ts`, decision 0005).
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { regulatorAr } from "#web/i18n/messages/regulator.ar.ts";

export { regulatorLoader as loader } from "#web/features/regulators/regulator-data.ts";
export { default, meta } from "#web/features/regulators/regulator-page.tsx";

export const handle: I18nHandle = { messages: { ar: regulatorAr } };
