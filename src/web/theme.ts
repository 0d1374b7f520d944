import { createTheme } from "@mantine/core";

/** The portal's Mantine theme; the colour scheme defaults to dark (spec §1). */
export const theme = createTheme({
  primaryColor: "teal",
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif",
  headings: { fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
});

/** localStorage key of the colour scheme choice (Mantine's manager). */
export const COLOR_SCHEME_KEY = "exam-portal-color-scheme";
