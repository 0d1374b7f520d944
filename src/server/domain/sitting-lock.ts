/**
 * A sitting's row locked for the rest of a transaction (decision 0022): every seat write takes
 * this lock first, so writes to one sitting's seats run one after another.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { sittings, testCenters } from "#server/db/schema.ts";
import { sittingBookingRules } from "#server/domain/live-seat.ts";

/** The sitting `id` (with its center's name), locked `FOR UPDATE`; undefined when there is none. */
export async function lockSittingRow(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: sittings.id,
      testCenterId: sittings.testCenterId,
      testCenter: testCenters.name,
      date: sittings.date,
      startTime: sittings.startTime,
      seats: sittings.seats,
      booked: sittings.booked,
      status: sittings.status,
      ...sittingBookingRules,
    })
    .from(sittings)
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
    .where(eq(sittings.id, id))
    .for("update", { of: sittings });
  return row;
}
