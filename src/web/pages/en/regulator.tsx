/**
 * The five regulator exam pages in English (docs/product.md §2): the page's component, `loader` and
 * `meta` with its English texts in this module's `handle`, so that the Arabic twins
 * (`pages/ar/regulator.tsx`), which re-export the same page, do not download them (decision 0005).
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { regulatorEn } from "#web/i18n/messages/regulator.en.ts";

export { regulatorLoader as loader } from "#web/features/regulators/regulator-data.ts";
export { default, meta } from "#web/features/regulators/regulator-page.tsx";

export const handle: I18nHandle = { messages: { en: regulatorEn } };
