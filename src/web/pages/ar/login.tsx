/**
 * `/ar/login` (decision 0011): the staff login page in Arabic. The English page's component and `meta`
 * with the page's Arabic texts in this module's `handle`; the back office it leads to is English.
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { loginAr } from "#web/i18n/messages/login.ar.ts";

export { default, meta } from "#web/features/auth/login-page.tsx";

export const handle: I18nHandle = { messages: { ar: loginAr } };
