/**
 * `/ar` (decision 0011): the landing page in Arabic. The English page's component and `meta` with the
 * page's Arabic texts in this module's `handle`, so only the Arabic page downloads them.
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { homeAr } from "#web/i18n/messages/home.ar.ts";

export { default, meta } from "#web/features/home/home-page.tsx";
export { landingLoader as loader } from "#web/features/home/landing-data.ts";

export const handle: I18nHandle = { messages: { ar: homeAr } };
