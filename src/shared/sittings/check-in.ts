/**
 * Contracts of exam-day check-in (docs/product.md §11 "Check-in", decision 0025): staff at the
 * center check candidates in by the admission letter's QR code or their reference, on the
 * sitting's day; after the start plus a grace period an arrival is late; closing the sitting marks
 * the rest absent. The refusals carry a `reason` the check-in screen words in its own language.
 */
import { z } from "zod";
import { errorBodySchema, positiveId, successAnswer } from "#shared/kit/schemas.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";
import { sittingSchema } from "./sittings.ts";

/** What a seat's attendance may be recorded as (`seat_bookings.attendance`). */
export const ATTENDANCE_MARKS = ["present", "late", "absent"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
/** What the roster shows: a recorded mark, or `expected` while none is. */
export const ATTENDANCE_STATUSES = ["expected", ...ATTENDANCE_MARKS] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Default minutes after the start until which an arrival counts as on time (`CHECK_IN_GRACE_MINUTES`). */
export const DEFAULT_CHECK_IN_GRACE_MINUTES = 30;

/**
 * Why a check-in was refused, for the screen's words (en/ar catalogues):
 * `invalid_code` a code that is not a genuine admission code (tampered, forged, unreadable);
 * `unknown_reference` no candidate has the reference; `not_booked` the candidate holds no seat in
 * this sitting; `wrong_sitting` their seat is in another sitting today; `wrong_day` their letter or
 * seat is for another day; `old_letter` the letter was printed for a seat they no longer hold;
 * `not_today` this sitting is not today; `closed` check-in of this sitting was closed;
 * `cancelled` the sitting is cancelled.
 */
export const CHECK_IN_REFUSALS = [
  "invalid_code",
  "unknown_reference",
  "not_booked",
  "wrong_sitting",
  "wrong_day",
  "old_letter",
  "not_today",
  "closed",
  "cancelled",
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/** The reference as typed: trimmed, upper-cased (references are `EX-26-7K3QF9`). */
const referenceSchema = oneLineText({ label: "Reference", max: 64 })
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => value.length > 0, "Reference is required.");

/**
 * `POST /api/sittings/{id}/check-ins` body: the admission letter's QR text (`code`) or the
 * candidate's `reference`, exactly one; `at`, when the device recorded the check-in (ISO 8601), for
 * a check-in queued while offline: accepted when it is not in the future and at most
 * {@link CHECK_IN_BACKDATE_HOURS} hours old, else the server's time is used.
 */
export const checkInBodySchema = z
  .object({
    reference: referenceSchema.optional(),
    code: z
      .string()
      .trim()
      .min(1, "Code is required.")
      .max(1024, "This is not an admission code.")
      .optional(),
    at: z.iso.datetime({ offset: true, error: "Must be a date and time (ISO 8601)." }).optional(),
  })
  .refine((body) => (body.reference === undefined) !== (body.code === undefined), {
    error: "Send the letter's code or the candidate's reference (one of them).",
    path: ["reference"],
  });
export type CheckInBody = z.input<typeof checkInBodySchema>;

/** How far back a queued check-in's own time is believed (a device offline for a whole sitting). */
export const CHECK_IN_BACKDATE_HOURS = 12;

/** The identity document a candidate registered with: a national ID, else a passport. */
export const ID_TYPES = ["national_id", "passport"] as const;
export type IdType = (typeof ID_TYPES)[number];

/** One booked candidate of a sitting with attendance (the check-in screen, the attendance sheets). */
export const attendanceEntrySchema = z.object({
  /** Line on the attendance sheet (1…n, by name): the candidate's place in the room's list. */
  line: z.number().int(),
  studentId: z.number().int(),
  bookingId: z.number().int(),
  reference: z.string(),
  fullName: z.string(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  examCategory: z.string(),
  examName: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** A sitting as the check-in screen shows it, with its attendance counts. */
export const checkInSittingSchema = sittingSchema
  .pick({
    id: true,
    testCenterId: true,
    testCenter: true,
    date: true,
    startTime: true,
    durationMinutes: true,
    room: true,
    examCategory: true,
    examName: true,
  })
  .extend({
    status: z.string(),
    /** ISO instant after which an arrival is late (start + grace). */
    lateAfter: z.string(),
    /** ISO instant staff closed check-in; null while open. */
    closedAt: z.string().nullable(),
    counts: z.object({
      expected: z.number().int(),
      present: z.number().int(),
      late: z.number().int(),
      absent: z.number().int(),
    }),
  });
export type CheckInSitting = z.infer<typeof checkInSittingSchema>;

/** `GET /api/check-in/today` query: the center (a test_center user: always its own). */
export const checkInTodayQuerySchema = z.object({ testCenterId: positiveId.optional() });
/** Today's sittings (the center's wall clock) of a center, or of every center for an admin without one. */
export const checkInTodayResponseSchema = successAnswer({
  /** Today at the centers, YYYY-MM-DD. */
  date: z.string(),
  sittings: z.array(checkInSittingSchema),
});

/** `GET /api/sittings/{id}/attendance`: the sitting and its roster with attendance. */
export const attendanceResponseSchema = successAnswer({
  sitting: checkInSittingSchema,
  roster: z.array(attendanceEntrySchema),
});

/** A successful check-in: the candidate to compare with the ID card, and whether it was already done. */
export const checkInResponseSchema = successAnswer({
  /** True when the candidate was already checked in: nothing was recorded again. */
  alreadyCheckedIn: z.boolean(),
  candidate: attendanceEntrySchema,
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** A refused check-in: the message, the field, and the `reason` the screen words. */
export const checkInRefusalSchema = errorBodySchema.extend({
  reason: z.enum(CHECK_IN_REFUSALS),
  /** For `wrong_sitting`/`wrong_day`: the date and time of the sitting the seat or letter is for. */
  seatDate: z.string().optional(),
  seatTime: z.string().optional(),
});
export type CheckInRefusalBody = z.infer<typeof checkInRefusalSchema>;

/** `POST /api/sittings/{id}/attendance/close`: how many were marked absent. */
export const closeAttendanceResponseSchema = successAnswer({
  /** Candidates marked absent by this call. */
  markedAbsent: z.number().int(),
  /** True when check-in was already closed: nothing changed. */
  alreadyClosed: z.boolean(),
  closedAt: z.string(),
});

/**
 * `POST /api/sittings/{id}/attendance/reopen` answer (docs/product.md §11 "Check-in", decision
 * 0028): how many absences the close had marked were reverted to expected.
 */
export const reopenAttendanceResponseSchema = successAnswer({
  /** Candidates the close had marked absent, expected again. */
  revertedAbsent: z.number().int(),
});

/** The late threshold of a sitting: its start plus `graceMinutes`. */
export function lateAfter(start: Date, graceMinutes: number): Date {
  return new Date(start.getTime() + graceMinutes * 60_000);
}

/** Today's date at the centers (YYYY-MM-DD) for instant `now`, given the centers' UTC offset in minutes. */
export function centerDay(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
