import { ApiError } from "./api.ts";

/**
 * {@link ApiError.messageOr} of any thrown value: the server's own message when `error` is an
 * `ApiError` that carries one, else `fallback`. A module of its own (not a static of `ApiError`) so
 * the landing page, whose login form uses the API client, does not download it (JS budget of `/`).
 */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.messageOr(fallback) : fallback;
}
