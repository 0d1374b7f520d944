/**
 * The five regulator exam pages in Arabic (decision 0011), `/ar/Prometric-Exams-...`: the English pages'
 * component and `meta` with the pages' Arabic texts and the Arabic of the regulators' reference
 * data in this module's `handle`.
 */
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { regulatorAr } from "#web/i18n/messages/regulator.ar.ts";

export { default, loader, meta } from "#web/features/regulators/regulator-page.tsx";

export const handle: I18nHandle = { messages: { ar: regulatorAr }, texts: { ar: regulatorDataAr } };
