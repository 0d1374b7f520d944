/**
 * The one line printed when start-up (or a command-line tool) fails on an unexpected error. A
 * failed query's own message names its SQL parameters (Drizzle's "Failed query: … params: …"),
 * which can hold a password hash or personal data (README "Several replicas on one PostgreSQL database": a start-up race printed the first
 * admin's hash), so only the driver's reason is shown.
 */
export function startupFailureMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    if (!(current instanceof Error)) return String(current);
    const cause = current.cause;
    if (!current.message.startsWith("Failed query:")) return current.message;
    if (cause === undefined) return "a database query failed";
    current = cause;
  }
  return "a database query failed";
}
