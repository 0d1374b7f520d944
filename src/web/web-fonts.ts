/**
 * The web fonts at a navigation (decision 0014). A first visit paints in the
 * metric-matched fallbacks and downloads the fonts on `load` (`web-fonts-script.ts`); text is never
 * redrawn in another font under a reader who has not asked for a new page (the swap rewrapped
 * lines at phone width), so they come in front when the reader moves to another page.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Mounted once in the app shell: puts the web fonts in front (`html[data-fonts]`) at the first
 * navigation (the page changes then anyway; a layout shift right after a click is not counted as
 * one). A face not downloaded yet is `font-display: optional`: it waits for the next page rather
 * than swapping in.
 */
export function useWebFontsFromNavigation(): void {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (pathname !== firstPath) document.documentElement.dataset.fonts = "";
  }, [pathname, firstPath]);
}
