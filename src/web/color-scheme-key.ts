/**
 * localStorage key of the colour scheme choice (Mantine's manager). Its own module: the browser
 * tests read it in Node, where the theme's build-time brand (`__BRAND__`) is not defined.
 */
export const COLOR_SCHEME_KEY = "exam-portal-color-scheme";
