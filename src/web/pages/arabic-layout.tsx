import { Outlet } from "react-router";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { ar } from "#web/i18n/messages/ar.ts";

/**
 * The layout route of the Arabic pages (`/ar`, `/ar/status`; decision 0011): it renders the page as it
 * is and carries the shell's Arabic (navbar, drawer, footer) in its `handle`, which the root reads to set the language
 * (`<html lang="ar" dir="rtl">`, Lingui, Mantine's direction). Only the Arabic pages load it.
 */
export const handle: I18nHandle = { locale: "ar", messages: { ar } };

export default function ArabicLayout() {
  return <Outlet />;
}
