/**
 * Display and error rules of the test-centers feature (docs/product.md §2 "Test-center dashboard", §8 "Test
 * centers" and "Test-center students"), kept free of React so they can be unit-tested.
 */
import { ApiError } from "#web/lib/api.ts";

/** docs/product.md §8 "Test centers": a failure without a message of its own. */
export const TEST_CENTERS_UNEXPECTED = "An unexpected error occurred.";
/** docs/product.md §8 "Test centers": a registration refused without the server's text. */
export const TEST_CENTER_REGISTER_FAILED = "An error occurred. Please try again.";
/** docs/product.md §8 "Test-center students": the center has no candidates. */
export const NO_CENTER_STUDENTS = "No students found for this test center.";
/** docs/product.md §2 "Test-center dashboard": the heading when the center's name is not known. */
export const UNKNOWN_TEST_CENTER = "Unknown Test Center";

/**
 * The message shown when loading test centers failed (docs/product.md §8 "Test centers"): the error's own
 * message (the server's text, "Failed to fetch test centers." or a lost connection), else
 * 'An unexpected error occurred.'. A generic "Request failed (500)." is not a message worth showing.
 */
export function testCentersErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return (error.fromServer || error.status === 0) && error.message.trim() !== ""
      ? error.message
      : TEST_CENTERS_UNEXPECTED;
  }
  return error instanceof Error && error.message.trim() !== "" ? error.message : TEST_CENTERS_UNEXPECTED;
}

/** True for a 401 or 403 answer, which sends the test-center dashboard to /404 (docs/product.md §6, §8). */
export const isDenied = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The center id of the `:testCenterId` URL segment: a positive whole number, else null. */
export function parseCenterId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The heading of a center's dashboard: its name, else 'Unknown Test Center' (docs/product.md §2). */
export const centerTitle = (name: string | null | undefined): string =>
  name?.trim() ? name.trim() : UNKNOWN_TEST_CENTER;
