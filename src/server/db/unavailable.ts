import { DatabaseStoppedError } from "./pglite-stop.ts";

/**
 * Whether an error means the database could not be reached or did not answer in time (as opposed
 * to a bug or a refused statement): the request may succeed if retried later, so the API answers
 * 503 with `Retry-After` (plugins/error-handler.ts), and health reports 503.
 */

/** Messages pg and pg-pool use for a lost, refused or timed-out connection. */
const UNAVAILABLE_MESSAGES = [
  "Query read timeout",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/** Socket errors of a database connection. */
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57014 (statement timeout), 57P01-57P03 (server
 * shutting down or starting), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || code === "57014" || /^57P0[1-3]$/.test(code) || code === "53300";
}

/** True when `error` (or one of its causes, as Drizzle wraps driver errors) is a database outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    // The embedded database stopped after PostgreSQL aborted (pglite-stop.ts).
    if (current instanceof DatabaseStoppedError) return true;
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && (UNAVAILABLE_ERRNOS.has(e.code) || isUnavailableSqlState(e.code))) {
      return true;
    }
    if (
      typeof e.message === "string" &&
      UNAVAILABLE_MESSAGES.some((m) => (e.message as string).startsWith(m))
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying a request refused for a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 body when the database does not answer (the API's error shape). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not answering; please try again in a few seconds.";

/** SQLSTATE 53100 `disk_full`: PostgreSQL could not extend a file (either database). */
export const DISK_FULL = "53100";
/** System error codes of a write that found no room: no space left, disk quota exceeded. */
const STORAGE_ERRNOS = new Set(["ENOSPC", "EDQUOT"]);

/**
 * Why `error` (or one of its causes) means a write found no room on a disk, or null when it does
 * not: SQLSTATE 53100 from either database, ENOSPC/EDQUOT from a file the server writes (the
 * outbox's `.eml` files), or the embedded database stopped because its disk was full. A storage
 * outage, never a bug: the API answers 507 to a write (503 to a read) with `Retry-After`, and
 * health reports it (decision 0015). The reason names no path and no data.
 */
export function storageFullReason(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if (current instanceof DatabaseStoppedError) {
      return current.state.storage ? `the embedded database stopped: ${current.state.reason}` : null;
    }
    const code = (current as { code?: unknown }).code;
    if (code === DISK_FULL) return "the database refused a write for lack of disk space (SQLSTATE 53100)";
    if (typeof code === "string" && STORAGE_ERRNOS.has(code)) return `a file write found no room (${code})`;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when `error` is a storage outage (`storageFullReason` names it). */
export function isStorageFull(error: unknown): boolean {
  return storageFullReason(error) !== null;
}
