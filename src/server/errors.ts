/** HTTP statuses a user's mistake can produce (DEVELOPERS.md "status codes"). */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

/**
 * An error a handler throws for a user's mistake. The error handler turns it into
 * `{ success: false, message, field? }` with its status and headers; anything else becomes a bare 500.
 */
export class AppError extends Error {
  readonly statusCode: ClientErrorStatus;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  /** More fields of the body beside `success`, `message` and `field` (e.g. a 409's `warnings`). */
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: ClientErrorStatus,
    message: string,
    field?: string,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.field = field;
    this.headers = headers;
    this.extra = extra;
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = "Authentication required.") => new AppError(401, message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
