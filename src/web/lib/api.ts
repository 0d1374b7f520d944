/**
 * The browser's API client: JSON in and out, the session's bearer token attached, errors turned into
 * `ApiError` with the server's `message` and `field`. Any 401 or 403 ends the session and hands
 * control to the handler the app registered (normally: go to /login, docs/product.md §8), unless the caller
 * asks to handle it itself.
 */
import { clearSession, getSession } from "./session.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;
  /** True when `message` is the server's own text (the body's `message`), not a generic one. */
  readonly fromServer: boolean;
  /** The parsed error body as the server sent it (e.g. a 409's `warnings`); undefined when none. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    field?: string,
    retryAfter?: number,
    fromServer = false,
    body?: unknown,
  ) {
    super(message);
    this.status = status;
    this.field = field;
    this.retryAfter = retryAfter;
    this.fromServer = fromServer;
    this.body = body;
  }

  /**
   * The server's own message (docs/product.md §8 "the server message"), else `fallback`: a generic
   * "Request failed (…)" or a lost connection is not worth showing.
   */
  messageOr(fallback: string): string {
    return this.fromServer && this.message.trim() !== "" ? this.message : fallback;
  }
}

type SessionLostHandler = (status: 401 | 403) => void;
let onSessionLost: SessionLostHandler = () => {
  window.location.assign("/login");
};

/** Ends the session after a 401/403 and hands over to the registered handler (docs/product.md §8). */
export function endSessionAfterDenied(status: 401 | 403) {
  clearSession();
  onSessionLost(status);
}

/** Registers what happens after a 401/403 ended the session (the app navigates to /login). */
export function setSessionLostHandler(handler: SessionLostHandler) {
  onSessionLost = handler;
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Query parameters; empty strings, null and undefined are left out (docs/product.md §7: non-empty only). */
  query?: Record<string, string | number | null | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`, lib/idempotency-key.ts). */
  headers?: Record<string, string>;
  /** A file sent as the body as it is (a result import), with its content type; instead of `body`. */
  file?: { body: Blob; contentType: string };
  /** `handle`: throw on 401/403 without ending the session or navigating (login form, pages with their own rule). */
  onDenied?: "end-session" | "handle";
  /** The browser cache's mode (`no-cache`: revalidate a cached answer, e.g. by its ETag). */
  cache?: RequestCache;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/**
 * Sends `path` (`/api/...`) with the query, JSON body and the session's bearer token, and resolves
 * with the answer when it is a success. Rejects with `ApiError`: status 0 when there was no answer,
 * else the body's `message` (`fromServer`) or 'Request failed (status).', its `field` and
 * `Retry-After`. A 401/403 ends the session unless `onDenied` is `handle`. Used by {@link api} and
 * the file downloads (`download.ts`).
 */
export async function request(path: string, options: ApiOptions = {}): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && String(value).trim() !== "")
      url.searchParams.set(key, String(value));
  }
  // JSON is what the API answers, and its errors on the file downloads too (they ignore Accept).
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.file) headers["Content-Type"] = options.file.contentType;
  else if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.file
        ? options.file.body
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "No response from the server. Please check your connection and try again.");
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  const { message, field } = (body ?? {}) as { message?: string; field?: string };
  const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
  const error = new ApiError(
    response.status,
    message ?? `Request failed (${response.status}).`,
    field,
    retryAfter,
    typeof message === "string",
    body ?? undefined,
  );
  if ((response.status === 401 || response.status === 403) && options.onDenied !== "handle") {
    endSessionAfterDenied(response.status);
  }
  throw error;
}

/** Calls `path` (`/api/...`); resolves with the parsed JSON body, rejects with `ApiError` (see {@link request}). */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const response = await request(path, options);
  const body: unknown = await response.json().catch(() => null);
  return { data: body as T, headers: response.headers, status: response.status };
}

/** Calls `path` like {@link api} and checks the answer's body with `schema`: its parsed value. */
export async function apiParsed<Schema extends { parse(data: unknown): unknown }>(
  schema: Schema,
  path: string,
  options: ApiOptions = {},
): Promise<ReturnType<Schema["parse"]>> {
  return schema.parse((await api<unknown>(path, options)).data) as ReturnType<Schema["parse"]>;
}

/** A query's `retry`: once for a passing failure, never for an answer that will not change (4xx). */
export const retryUnlessClientError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);
