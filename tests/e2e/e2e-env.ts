/** Settings shared by the browser tests and their server. */
export const E2E_ADMIN = { username: "e2e-admin", password: "E2eAdmin123" } as const;

/** This run's PostgreSQL database (only used when TEST_DATABASE_URL is set). */
export const e2eDatabaseName = () => `exam_e2e_${process.env.E2E_RUN_ID ?? "local"}`;
