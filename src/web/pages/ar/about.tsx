/**
 * `/ar/about` (decision 0011): the About page in Arabic. The English page's component and `meta` with
 * the page's Arabic texts in this module's `handle`.
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { aboutAr } from "#web/i18n/messages/about.ar.ts";

export { default, meta } from "#web/features/about/about-page.tsx";

export const handle: I18nHandle = { messages: { ar: aboutAr } };
