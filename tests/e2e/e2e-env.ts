import { existsSync } from "node:fs";

/**
 * Debian's full Chromium, for the file that opens PDFs in tabs (the shell has no PDF viewer) and
 * the one that times staff pages against /404 (staff-speed.spec.ts, in the browser staff use).
 */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH`, else Debian's headless shell
 * (`apt-get install chromium-headless-shell`, the same Chromium without the browser's window and
 * UI layers: Playwright's own default for headless runs), else `FULL_CHROMIUM_PATH`. The full
 * browser in `--headless` spent ~0.55 s of CPU on each new page and ~0.7 s on loading /404, the
 * shell about a third of that (measured side by side); every test opens a page of its own.
 * The shell has no PDF viewer: a tab opened on a PDF stays blank (admission-letters.spec.ts).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : FULL_CHROMIUM_PATH);

/** The switches every browser of the tests starts with (no sandbox, GPU, background traffic or first-run UI). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * `launchOptions` of a file that needs Debian's full Chromium (`test.use({ launchOptions:
 * FULL_CHROMIUM })`): the admission letters' PDF tab and staff-speed's timings.
 */
export const FULL_CHROMIUM = { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Settings shared by the browser tests and their server. */
export const E2E_ADMIN = { username: "e2e-admin", password: "E2eAdmin123" } as const;

/**
 * How many browser workers run at once, each against a server (and database) of its own on port
 * `E2E_PORT + its parallel index` (playwright.config.ts). Two on the 2-core machine.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** A server's PostgreSQL database (only used when TEST_DATABASE_URL is set), by its run id. */
export const e2eDatabaseName = (runId = process.env.E2E_RUN_ID ?? "local") => `exam_e2e_${runId}`;

/** The run id of this run's server `index` (one server per worker). */
export const e2eServerRunId = (index: number) => `${process.env.E2E_RUN_ID ?? "local"}_${index}`;

/**
 * The e2e server's signing secret (`JWT_SECRET`), so a browser test can sign what the server signs
 * with it, such as an admission letter's QR code (docs/product.md §11 "Check-in").
 */
export const E2E_JWT_SECRET = "e2e-secret-that-is-long-enough-for-hs256-0123456789";
