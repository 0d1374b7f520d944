/**
 * What a live seat is, said once (docs/product.md §10 "Sittings and seats"): a booking neither
 * released nor an offer still waiting to be claimed (`held_until` set). Rosters, attendance,
 * results, letters and reminders all count the same seats because they all use these conditions.
 */
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { seatBookings, sittings, students, testCenters } from "#server/db/schema.ts";

/** A live seat, and every one of `also` (undefined ones are left out). */
export function liveSeat(...also: (SQL | undefined)[]): SQL {
  return and(isNull(seatBookings.releasedAt), isNull(seatBookings.heldUntil), ...also)!;
}

/** A live seat in sitting `sittingId` (its roster), and every one of `also`. */
export function liveSeatIn(sittingId: number, ...also: (SQL | undefined)[]): SQL {
  return liveSeat(eq(seatBookings.sittingId, sittingId), ...also);
}

/**
 * A booking that is the candidate's current one (a seat or an offer): not released, and its attempt
 * not concluded by a retake (docs/product.md §11 "Retake", decision 0028). A concluded seat stays on
 * its sitting's roster ({@link liveSeatIn}) but is no longer the seat its candidate holds; the
 * unique index `seat_bookings_one_live_seat` says the same.
 */
export function currentBooking(...also: (SQL | undefined)[]): SQL {
  return and(isNull(seatBookings.releasedAt), isNull(seatBookings.concludedAt), ...also)!;
}

/** The seat candidate `studentId` holds now (live, not concluded by a retake), and every one of `also`. */
export function liveSeatOf(studentId: number, ...also: (SQL | undefined)[]): SQL {
  return liveSeat(eq(seatBookings.studentId, studentId), isNull(seatBookings.concludedAt), ...also);
}

/**
 * The columns of a sitting that decide whether a candidate may book it (docs/product.md §10): the
 * exam it is for and its booking window and change deadline.
 */
export const sittingBookingRules = {
  examCategory: sittings.examCategory,
  examName: sittings.examName,
  bookingOpensAt: sittings.bookingOpensAt,
  bookingClosesAt: sittings.bookingClosesAt,
  changeDeadlineHours: sittings.changeDeadlineHours,
};

/** What identifies a seat's candidate on rosters, sheets and letters (docs/product.md §11). */
export const candidateIdentity = {
  studentId: students.id,
  reference: students.reference,
  fullName: students.fullName,
  nationalId: students.nationalId,
  passportNumber: students.passportNumber,
};

/** Where and when a sitting takes place (select with `testCenters` joined): letters, check-in, the status page. */
export const sittingPlace = {
  testCenterId: sittings.testCenterId,
  testCenter: testCenters.name,
  date: sittings.date,
  startTime: sittings.startTime,
  durationMinutes: sittings.durationMinutes,
  room: sittings.room,
};

/**
 * A select of `seatBookings` (in dynamic mode) narrowed to the live seats of sitting `sittingId`
 * that also meet `also`, joined to their candidates (`students`), by name. Rosters, the attendance
 * sheet and the results all read the roster through it.
 */
export function seatHolders<Q extends PgSelect>(query: Q, sittingId: number, ...also: (SQL | undefined)[]) {
  return query
    .innerJoin(students, eq(students.id, seatBookings.studentId))
    .where(liveSeatIn(sittingId, ...also))
    .orderBy(asc(students.fullName), asc(students.id));
}

/**
 * A select of `seatBookings` (in dynamic mode) narrowed to the live seat of candidate `studentId`
 * (at most one), joined to its sitting (`sittings`) and the sitting's center (`testCenters`).
 */
export function seatOf<Q extends PgSelect>(query: Q, studentId: number) {
  return query
    .innerJoin(sittings, eq(sittings.id, seatBookings.sittingId))
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
    .where(liveSeatOf(studentId));
}
