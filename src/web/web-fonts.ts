/**
 * When the web fonts are drawn (issue 15 §2–3, decision 0014). A first visit paints in the
 * metric-matched fallbacks of `fonts.css` and downloads the fonts after hydration (which starts
 * on the window's `load`, decision 0012), so they never compete with the first paint; they are
 * put in front (`html[data-fonts]`) at the next navigation, and before the first paint of every
 * later page load, when the files are in the browser's cache. Text is never redrawn in another
 * font under a reader who has not asked for a new page: the swap rewrapped lines at phone width.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Locale } from "#shared/locales.ts";

/** localStorage key: set once this browser has downloaded the web fonts. */
export const WEB_FONTS_KEY = "web-fonts";

/** The families of `fonts.css` each language draws in (Arabic pages take Latin glyphs from Inter). */
const FAMILIES: Record<Locale, readonly string[]> = {
  en: ["Inter Variable"],
  ar: ["Inter Variable", "IBM Plex Sans Arabic"],
};

/**
 * Inline in `<head>`, before the first paint: the web fonts in front when an earlier page
 * downloaded them. Storage can be off (private modes): then the fallbacks stay until a navigation.
 */
export const WEB_FONTS_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)}))document.documentElement.dataset.fonts=""}catch(e){}`;

const showWebFonts = () => {
  document.documentElement.dataset.fonts = "";
};

/**
 * Downloads the faces of `fonts.css` that the language draws in: the ones a page would download
 * once the fonts are in front. Resolves when all have loaded; rejects when one fails.
 */
export function downloadWebFonts(locale: Locale): Promise<unknown> {
  const wanted = new Set(FAMILIES[locale]);
  const loads: Promise<FontFace>[] = [];
  document.fonts.forEach((face) => {
    if (wanted.has(face.family.replace(/^["']|["']$/g, ""))) loads.push(face.load());
  });
  return Promise.all(loads);
}

/**
 * Mounted once in the app shell: downloads the page language's fonts after hydration, remembers
 * that they are cached, and puts them in front at the next navigation (the page changes then
 * anyway; a layout shift right after a click is not counted as one).
 */
export function useWebFonts(locale: Locale): void {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);

  useEffect(() => {
    if (typeof document.fonts?.forEach !== "function") return;
    downloadWebFonts(locale).then(
      () => {
        try {
          localStorage.setItem(WEB_FONTS_KEY, "1");
        } catch {
          // Storage off: the fonts come in at the next navigation only.
        }
      },
      // A font that cannot be fetched (offline, blocked): the fallbacks are the design too.
      () => undefined,
    );
  }, [locale]);

  useEffect(() => {
    if (pathname !== firstPath) showWebFonts();
  }, [pathname, firstPath]);
}
