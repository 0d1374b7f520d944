/**
 * The inline script that decides when the web fonts are drawn (decision 0014),
 * written into every built page's `<head>` by `scripts/inline-web-fonts.ts` (not rendered by
 * React, so the string is in no bundle; React 19 skips unknown tags in `<head>` when it hydrates)
 * and hashed into the CSP like the other inline scripts. It runs before the first paint:
 *
 * - fonts recorded as downloaded: puts them in front (`html[data-fonts]`, `fonts.css`);
 * - otherwise, once the window has loaded and the first paint is on screen
 *   (`after-first-paint-script.ts`): downloads the faces of the page's
 *   language by `<html lang>` (`FontFace.load()`, every weight the pages use: Inter; on Arabic
 *   pages IBM Plex Sans Arabic too) and records them; they are drawn from the next page on.
 *
 * Storage off (private modes): nothing is recorded; the fallbacks stay until a navigation
 * (`useWebFontsFromNavigation`). A font that cannot be fetched: the fallbacks are the design too.
 */

import { AFTER_FIRST_PAINT } from "./after-first-paint-script.ts";

/** localStorage key: set once this browser has downloaded the web fonts. */
export const WEB_FONTS_KEY = "web-fonts";

/** The families of `fonts.css` a page downloads, by its `<html lang>`, as a regular-expression alternation. */
const FAMILIES = { en: "Inter Variable", ar: "Inter Variable|IBM Plex Sans Arabic" } as const;

/** The script's text (ES5, no dependencies). */
export const WEB_FONTS_SCRIPT = `try{var d=document.documentElement,k=${JSON.stringify(WEB_FONTS_KEY)};if(localStorage.getItem(k))d.dataset.fonts="";else(${AFTER_FIRST_PAINT})(function(){var w=new RegExp('^"?('+(d.lang==="ar"?${JSON.stringify(FAMILIES.ar)}:${JSON.stringify(FAMILIES.en)})+')"?$'),l=[];document.fonts.forEach(function(f){if(w.test(f.family))l.push(f.load())});Promise.all(l).then(function(){localStorage.setItem(k,"1")},function(){})})}catch(e){}`;
