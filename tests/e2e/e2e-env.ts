/** Settings shared by the browser tests and their server. */
export const E2E_ADMIN = { username: "e2e-admin", password: "E2eAdmin123" } as const;

/** This run's PostgreSQL database (only used when TEST_DATABASE_URL is set). */
export const e2eDatabaseName = () => `exam_e2e_${process.env.E2E_RUN_ID ?? "local"}`;

/**
 * The e2e server's signing secret (`JWT_SECRET`), so a browser test can sign what the server signs
 * with it, such as an admission letter's QR code (docs/product.md §11 "Check-in").
 */
export const E2E_JWT_SECRET = "e2e-secret-that-is-long-enough-for-hs256-0123456789";
