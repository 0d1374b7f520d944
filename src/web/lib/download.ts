/**
 * File downloads from the API (the Excel exports), apart from `api.ts` so that the public pages,
 * which load the API client, do not download this.
 */
import { type ApiOptions, request } from "./api.ts";

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
 * stream arrives, and resolves with its contents. The request and its errors are the API client's
 * ({@link request}): `ApiError` with the server's message; a 401/403 ends the session.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<Blob> {
  const response = await request(path, {
    query: options.query,
    signal: options.signal,
    onDenied: options.onDenied,
  });
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
