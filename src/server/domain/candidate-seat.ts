/**
 * The seat a candidate holds now, with its sitting's facts (docs/product.md §10): what the status
 * page shows and what the candidate's own seat changes start from. Read-only; the seat writes live
 * in `features/sittings`.
 */
import type { Db, Tx } from "#server/db/client.ts";
import { seatBookings, sittings } from "#server/db/schema.ts";
import { seatOf, sittingPlace } from "#server/domain/live-seat.ts";

/** A live seat and its sitting. */
export interface HeldSeat {
  bookingId: number;
  sittingId: number;
  testCenterId: number;
  testCenter: string;
  /** YYYY-MM-DD and HH:MM, the center's wall clock. */
  date: string;
  startTime: string;
  durationMinutes: number;
  room: string | null;
  changeDeadlineHours: number;
}

/** The live seat of candidate `studentId`, or null. */
export async function heldSeat(db: Db | Tx, studentId: number): Promise<HeldSeat | null> {
  const [row] = await seatOf(
    db
      .select({
        bookingId: seatBookings.id,
        sittingId: sittings.id,
        ...sittingPlace,
        changeDeadlineHours: sittings.changeDeadlineHours,
      })
      .from(seatBookings)
      .$dynamic(),
    studentId,
  ).limit(1);
  return row ?? null;
}
