/**
 * What the Arabic browser files share (decision 0011): every Arabic text the pages show, the
 * 360 px phone they must fit, and the page opener (dark scheme unless told).
 */
import type { Page } from "@playwright/test";
import { ar as shellAr } from "#web/i18n/messages/ar.ts";
import { contactAr } from "#web/i18n/messages/contact.ar.ts";
import { homeAr } from "#web/i18n/messages/home.ar.ts";
import { loginAr } from "#web/i18n/messages/login.ar.ts";
import { registerAr } from "#web/i18n/messages/register.ar.ts";
import { regulatorAr } from "#web/i18n/messages/regulator.ar.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";
import { openInScheme } from "./helpers.ts";

/** Every Arabic text the pages show. */
export const ar = {
  ...shellAr,
  ...homeAr,
  ...statusAr,
  ...registerAr,
  ...loginAr,
  ...regulatorAr,
  ...validationAr,
  ...contactAr,
};

/** The phone every Arabic page must fit without scrolling sideways. */
export const ARABIC_PHONE = { width: 360, height: 780 };

/** Opens `path`, by default in the dark scheme. */
export const openArabic = (page: Page, path: string, scheme: "dark" | "light" = "dark") =>
  openInScheme(page, path, scheme);
