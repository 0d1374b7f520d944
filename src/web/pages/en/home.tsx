/**
 * `/` (decision 0011): the landing page in English. The page's component, `loader` and `meta` with
 * its English texts in this module's `handle`, so that the Arabic twin (`pages/ar/home.tsx`), which
 * re-exports the same page, does not download them (decision 0005).
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { homeEn } from "#web/i18n/messages/home.en.ts";

export { default, meta } from "#web/features/home/home-page.tsx";
export { landingLoader as loader } from "#web/features/home/landing-data.ts";

export const handle: I18nHandle = { messages: { en: homeEn } };
