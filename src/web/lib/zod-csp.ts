/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out with a caught
 * `new Function("")` when the first object schema is built. Our Content Security Policy has no
 * `'unsafe-eval'`, so the browser refuses the probe and reports a CSP violation (README
 * "Security"); zod's jitless mode skips the probe and the compiler. Imported first by `root.tsx`,
 * so it runs before any schema module on every page and navigation.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` (zod/v4/core `globalConfig`, which
 * `config()` writes to); setting the flag there directly keeps zod itself out of the landing page's
 * JS (importing even `config` pulled in a 4 kB shared chunk). `tests/e2e/csp.spec.ts` fails if a
 * zod update moves it. The forms parse a few dozen fields: compiled parsers gain nothing there.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
