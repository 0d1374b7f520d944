/** A PostgreSQL error's SQLSTATE and constraint, whichever driver raised it (Drizzle wraps them). */
export function pgErrorInfo(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === "string" ? e.constraint : undefined };
    }
    current = e.cause;
  }
  return {};
}

export const UNIQUE_VIOLATION = "23505";
