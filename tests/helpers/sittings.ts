import { expect } from "vitest";
import type { Role } from "#shared/access/roles.ts";
import type { TestContext } from "#tests/helpers/test-app.ts";

/**
 * The sitting the API tests start from (docs/product.md §10): published, Monday 14 December 2026
 * from 09:00 for 4 hours, 10 seats, every exam. A test overrides what it is about.
 */
export const SITTING_DEFAULTS = {
  date: "2026-12-14",
  startTime: "09:00",
  durationMinutes: 240,
  seats: 10,
  status: "published",
} as const;

/**
 * Creates a sitting through `POST /api/sittings` as `role`: SITTING_DEFAULTS at the context's
 * center, `values` over them (docs/product.md §10); the sitting as the API answers it.
 */
export async function createSitting(
  ctx: TestContext,
  values: Record<string, unknown> = {},
  role: Role = "admin",
) {
  const response = await ctx.callAs(role, "POST", "/api/sittings", {
    testCenterId: ctx.testCenterId,
    ...SITTING_DEFAULTS,
    ...values,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().sitting as { id: number; seats: number; booked: number; free: number };
}
