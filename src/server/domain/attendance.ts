/**
 * A sitting's roster with exam-day attendance (docs/product.md §11 "Check-in", decision 0025): the
 * one read that the check-in screen, the Excel attendance sheet and the PDF attendance sheet all
 * use, so they list the same candidates, in the same order, with the same statuses.
 */
import type { Db, Tx } from "#server/db/client.ts";
import { seatBookings, students } from "#server/db/schema.ts";
import { candidateIdentity, seatHolders } from "#server/domain/live-seat.ts";
import type { AttendanceEntry, AttendanceStatus, IdType } from "#shared/sittings/check-in.ts";

/** The identity document a candidate shows: the national ID when given, else the passport. */
export function candidateId(row: { nationalId: string | null; passportNumber: string | null }): {
  idType: IdType | null;
  idNumber: string | null;
} {
  if (row.nationalId) return { idType: "national_id", idNumber: row.nationalId };
  if (row.passportNumber) return { idType: "passport", idNumber: row.passportNumber };
  return { idType: null, idNumber: null };
}

/**
 * The candidates holding a seat in sitting `sittingId` (live bookings, offers not yet claimed left
 * out), by name, each with its line on the attendance sheet (1…n), identity document and
 * attendance (`expected` until checked in or marked absent).
 */
export async function sittingAttendance(db: Db | Tx, sittingId: number): Promise<AttendanceEntry[]> {
  const rows = await seatHolders(
    db
      .select({
        ...candidateIdentity,
        bookingId: seatBookings.id,
        examCategory: students.examCategory,
        examName: students.examName,
        attendance: seatBookings.attendance,
        checkedInAt: seatBookings.checkedInAt,
        checkedInBy: seatBookings.checkedInBy,
      })
      .from(seatBookings)
      .$dynamic(),
    sittingId,
  );
  return rows.map(({ nationalId, passportNumber, attendance, checkedInAt, ...row }, index) => ({
    ...row,
    line: index + 1,
    ...candidateId({ nationalId, passportNumber }),
    status: (attendance ?? "expected") satisfies AttendanceStatus,
    checkedInAt: checkedInAt?.toISOString() ?? null,
  }));
}

/** How many of `roster` have each status. */
export function attendanceCounts(roster: readonly Pick<AttendanceEntry, "status">[]) {
  const counts = { expected: 0, present: 0, late: 0, absent: 0 };
  for (const entry of roster) counts[entry.status]++;
  return counts;
}
