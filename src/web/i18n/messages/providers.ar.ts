/**
 * The Arabic of `providers.en.ts`: loaded with the `AppProviders` layout route, which the Arabic
 * forms (`/ar/Contact-us`, `/ar/register`, `/ar/status`) use too. See `ar.ts` for how the Arabic
 * is written.
 */
import type { ArabicOf } from "./catalog.ts";
import type { providersEn } from "./providers.en.ts";

export const providersAr: ArabicOf<typeof providersEn> = {
  "close.notification": "إغلاق الإشعار",
  "close.dialog": "إغلاق النافذة",
  "close.other": "إغلاق",
  "select.options": "الخيارات",
};
