/**
 * What the server's log may hold (README "Security"): never request bodies, SQL text or
 * parameters, passwords, hashes, tokens or candidates' personal data. Drizzle wraps a failed query
 * as `DrizzleQueryError` whose message, `query` and `params` carry the SQL and every value, and the
 * database error beneath it has a `detail` such as "Failing row contains (...)": all of that stays
 * out. Errors keep their type, codes and stack frames; database errors their SQL state and the
 * names of the constraint, table and column.
 */
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { type DestinationStream, type LoggerOptions, pino } from "pino";

/** Where log lines go; the tests pass a stream that collects them. */
export type LogDestination = DestinationStream;

/** SQLSTATE: five digits or capital letters (e.g. 23505). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Codes that are identifiers, not data: SQLSTATEs, FST_*, ERR_*, ECONNREFUSED... */
const CODE = /^[A-Z][A-Z0-9_]{1,63}$|^[0-9A-Z]{5}$/;
/** Names of database objects (constraint, table, column, schema) and server routines. */
const IDENTIFIER = /^[\w$.-]{1,128}$/;
/**
 * Error types whose messages are written by the engine or Fastify about the code, not built from
 * the request's values ("Cannot read properties of undefined (reading 'id')"). Every other message
 * may quote input (SyntaxError of JSON.parse, Node's ERR_INVALID_ARG_TYPE "Received ...", database
 * messages such as `invalid input syntax for type integer: "..."`), so it is left out.
 */
const MESSAGE_SAFE_TYPES = new Set(["TypeError", "ReferenceError", "RangeError"]);
const MAX_CAUSE_DEPTH = 4;

/** The stack frames of an error (`    at fn (file:line:col)`), without the message it starts with. */
function stackFrames(error: Error): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  // The message can span lines (Drizzle's "Failed query: ...\nparams: ..."): cut it off whole
  // when the stack starts with it, then keep only frame lines.
  const rest = error.stack.startsWith(header) ? error.stack.slice(header.length) : error.stack;
  const frames = rest.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.map((line) => line.trim()).join("\n") : undefined;
}

function pick(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

/**
 * Serialises an error for the log keeping only fields that cannot carry user data: `type`, `code`,
 * `statusCode`, the database's `sqlState`, `constraint`, `table`, `column`, `schema`, `routine`,
 * the message of engine errors only (`MESSAGE_SAFE_TYPES`), stack frames, zod issue codes and
 * paths, and the same for its `cause` chain.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (error === null || typeof error !== "object") return { type: typeof error };
  const e = error as Record<string, unknown> & Partial<Error>;
  const isDatabaseError = typeof e.code === "string" && SQLSTATE.test(e.code);
  // The drivers' error classes are minified or generic ("O", "error"): name them by what they are.
  const type = isDatabaseError
    ? "DatabaseError"
    : (e.constructor as { name?: string } | undefined)?.name || pick(e.name, IDENTIFIER) || "Object";
  const out: Record<string, unknown> = { type };
  const code = pick(e.code, CODE);
  if (code) out.code = code;
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  if (isDatabaseError) {
    out.sqlState = e.code;
    for (const field of ["constraint", "table", "column", "schema", "routine", "severity"] as const) {
      const value = pick(e[field], IDENTIFIER);
      if (value) out[field] = value;
    }
  }
  if (MESSAGE_SAFE_TYPES.has(type) && typeof e.message === "string") out.message = e.message.slice(0, 300);
  if (Array.isArray(e.issues)) {
    // A ZodError (e.g. a response that does not match its schema): which rule failed where.
    out.issues = e.issues.slice(0, 10).map((issue: { code?: unknown; path?: unknown }) => ({
      code: pick(issue.code, IDENTIFIER),
      path: Array.isArray(issue.path)
        ? issue.path.filter((p) => typeof p === "number" || IDENTIFIER.test(String(p)))
        : [],
    }));
  }
  if (error instanceof Error) {
    const stack = stackFrames(error);
    if (stack) out.stack = stack;
  }
  if (e.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/**
 * The request as logged: method, the matched route's pattern for API routes (`/api/students/:id`,
 * never the values in the path), otherwise the path, always without the query string (filters
 * such as `?full_name=` or `?email=` name candidates), and the client address.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const route = request.routeOptions?.url;
  const path = (request.url ?? "").split("?")[0]?.slice(0, 200);
  return {
    method: request.method,
    url: route?.startsWith("/api") ? route : path,
    remoteAddress: request.ip,
  };
}

/**
 * Paths pino replaces with "[redacted]" wherever they are logged by hand (one level deep with
 * `*.`): credentials, tokens, bodies and SQL parameters.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "headers.cookie",
  "*.headers.authorization",
  "*.headers.cookie",
  "authorization",
  "cookie",
  ...[
    "password",
    "newPassword",
    "currentPassword",
    "passwordHash",
    "password_hash",
    "token",
    "jwt",
    "body",
    "params",
    "query",
    "detail",
  ].flatMap((key) => [key, `*.${key}`]),
];

/** Fastify's logger options: level, redaction, the safe serialisers, and the destination. */
export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions["logger"] {
  const options: LoggerOptions & { stream?: LogDestination } = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest as (req: unknown) => Record<string, unknown>,
    },
  };
  // Synchronous to stdout (one write per line; a request writes one line): pino's default writes
  // later, which let "Server listening at" land after the start-up banner meant to be last.
  options.stream = stream ?? pino.destination({ dest: 1, sync: true });
  return options as FastifyServerOptions["logger"];
}
