/**
 * Runs before each `api` test file. The `api` files share their modules within a worker
 * (vitest.config.ts, `isolate: false`), so what a server module keeps in memory would pass from one
 * file's database to the next: each file starts from none, as it would in a process of its own.
 * - The seat availability cache (decision 0022): keyed by center id and exam, which every file's
 *   fresh database numbers alike.
 */
import { beforeAll } from "vitest";
import { invalidateAvailability } from "#server/features/sittings/availability.ts";

beforeAll(() => {
  invalidateAvailability();
});
