/**
 * The font stacks of the theme (`theme.ts`); the faces are in `fonts.css` (self-hosted from
 * Fontsource, decision 0013), which also gives Arabic documents their own stack.
 */
import "./fonts.css";

/** Latin text: Inter, then its metric-matched fallback, then the system's sans-serif. */
export const FONT_FAMILY =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif';
