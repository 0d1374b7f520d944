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
