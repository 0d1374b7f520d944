/**
 * The font stacks of the theme (`theme.ts`); the faces are in `fonts.css` (self-hosted from
 * Fontsource, decision 0013), which also puts the web fonts in front once they are cached
 * (`html[data-fonts]`, `web-fonts.ts`, decision 0014) and gives Arabic documents their own stack.
 */
import "./fonts.css";

/**
 * The theme's stack: Inter's metric-matched fallback, then the system's sans-serif. The web font
 * itself comes first only under `html[data-fonts]` (`fonts.css`).
 */
export const FONT_FAMILY =
  '"Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif';
