/**
 * The browser's API client: JSON in and out, the session's bearer token attached, errors turned into
 * `ApiError` with the server's `message` and `field`. Any 401 or 403 ends the session and hands
 * control to the handler the app registered (normally: go to /login, spec §8), unless the caller
 * asks to handle it itself.
 */
import { clearSession, getSession } from "./session.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;
  /** True when `message` is the server's own text (the body's `message`), not a generic one. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, field?: string, retryAfter?: number, fromServer = false) {
    super(message);
    this.status = status;
    this.field = field;
    this.retryAfter = retryAfter;
    this.fromServer = fromServer;
  }
}

type SessionLostHandler = (status: 401 | 403) => void;
let onSessionLost: SessionLostHandler = () => {
  window.location.assign("/login");
};

/** Registers what happens after a 401/403 ended the session (the app navigates to /login). */
export function setSessionLostHandler(handler: SessionLostHandler) {
  onSessionLost = handler;
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Query parameters; empty strings, null and undefined are left out (spec §7: non-empty only). */
  query?: Record<string, string | number | null | undefined>;
  signal?: AbortSignal;
  /** `handle`: throw on 401/403 without ending the session or navigating (login form, pages with their own rule). */
  onDenied?: "end-session" | "handle";
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** Calls `path` (`/api/...`); resolves with the parsed JSON body, rejects with `ApiError`. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && String(value).trim() !== "")
      url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "No response from the server. Please check your connection and try again.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, field } = (body ?? {}) as { message?: string; field?: string };
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    const error = new ApiError(
      response.status,
      message ?? `Request failed (${response.status}).`,
      field,
      retryAfter,
      typeof message === "string",
    );
    if ((response.status === 401 || response.status === 403) && options.onDenied !== "handle") {
      clearSession();
      onSessionLost(response.status);
    }
    throw error;
  }
  return { data: body as T, headers: response.headers, status: response.status };
}

export interface DownloadOptions {
  query?: ApiOptions["query"];
  signal?: AbortSignal;
  /** Called as bytes arrive: bytes so far, and the `X-Total-Count` header (rows) when sent. */
  onProgress?: (received: number, totalRows: number | undefined) => void;
  /** As in {@link ApiOptions}: `handle` leaves a 401/403 to the caller. */
  onDenied?: "end-session" | "handle";
}

/**
 * Downloads a file from `path` (`/api/...`) with the session's token, reporting progress as the
 * stream arrives, and resolves with its contents. Errors as {@link api}: `ApiError` with the
 * server's message; a 401/403 ends the session.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<Blob> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && String(value).trim() !== "")
      url.searchParams.set(key, String(value));
  }
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "No response from the server. Please check your connection and try again.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
    if ((response.status === 401 || response.status === 403) && options.onDenied !== "handle") {
      clearSession();
      onSessionLost(response.status);
    }
    throw new ApiError(
      response.status,
      body?.message ?? `Request failed (${response.status}).`,
      body?.field,
      undefined,
      typeof body?.message === "string",
    );
  }
  const totalHeader = Number(response.headers.get("X-Total-Count"));
  const totalRows =
    Number.isFinite(totalHeader) && response.headers.has("X-Total-Count") ? totalHeader : undefined;
  if (!response.body) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  options.onProgress?.(0, totalRows);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress?.(received, totalRows);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get("Content-Type") ?? undefined });
}

/** Offers `blob` to the user as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
