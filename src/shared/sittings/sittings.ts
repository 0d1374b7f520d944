/**
 * Contracts of sittings and seats (docs/product.md §10 "Sittings", decision 0022): a sitting is one
 * exam session at one test center (date, start time, duration, seats, the exams it takes, when
 * booking opens and closes, the candidates' change deadline, a status); a seat is one candidate's
 * booking in it. Times are the center's local wall-clock time (`SITTING_TIME_ZONE`).
 */
import { z } from "zod";
import { optionalText, positiveId, successAnswer } from "#shared/kit/schemas.ts";
import { calendarDate, oneLineText } from "#shared/kit/text-fields.ts";
import { REGULATOR_CODES } from "#shared/reference/regulators.ts";
import { examResultSchema } from "./results.ts";

/** A sitting's life: staff prepare a draft, publish it (candidates see its seats), close or cancel it. */
export const SITTING_STATUSES = ["draft", "published", "closed", "cancelled"] as const;
export type SittingStatus = (typeof SITTING_STATUSES)[number];

/**
 * The time zone the sittings' dates and times are read in when the server compares them with now
 * (the booking window, the change deadline, "until the start"). Every center of the provider today
 * keeps Arabia Standard Time (UTC+3, no daylight saving); decision 0022 says what a center in
 * another zone needs.
 */
export const SITTING_TIME_ZONE = "Asia/Riyadh";
/** UTC offset of {@link SITTING_TIME_ZONE} in minutes (it keeps no daylight saving time). */
export const SITTING_UTC_OFFSET_MINUTES = 180;

/**
 * An instant (ISO) as the centers' wall-clock date and time, the clock the sittings' start times are
 * in (decision 0022, "Time zone"), in `intlLocale` (`INTL_LOCALE`): "Tuesday, 22 December 2026 at
 * 11:00", "الثلاثاء، 22 ديسمبر 2026 في 11:00". Used for the change deadline and a seat offer's
 * "held until" on the status page and in the e-mail, so neither reads in UTC nor in the reader's zone.
 * Anything that is not an instant is returned as given.
 */
export function formatCenterDateTime(iso: string, intlLocale: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale, {
    dateStyle: "full",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: SITTING_TIME_ZONE,
  }).format(instant);
}

/** Most seats one sitting may offer (a large hall). */
export const SITTING_SEATS_MAX = 1000;
/** Most candidates one bulk booking may seat (a full hall). */
export const BOOKING_MAX_STUDENTS = SITTING_SEATS_MAX;
/** Default hours before the start until which a candidate may move or give back the seat. */
export const DEFAULT_CHANGE_DEADLINE_HOURS = 48;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time `HH:MM` (24 h). */
export const startTimeSchema = oneLineText({ label: "Start time", max: 5 }).regex(HH_MM, {
  error: "Start time must be a time (HH:MM, 24 h).",
});

const instantSchema = z.iso
  .datetime({ offset: true, error: "Must be a date and time (ISO 8601 with a time zone)." })
  .nullish()
  .transform((value) => value ?? null);

/** The fields a sitting is made of, as staff send them (create: all required ones; edit: any). */
const sittingFields = {
  date: calendarDate({ label: "Date", required: "Date is required." }),
  startTime: startTimeSchema,
  durationMinutes: z.coerce
    .number({ error: "Duration must be a number of minutes." })
    .int("Duration must be a whole number of minutes.")
    .min(15, "Duration must be at least 15 minutes.")
    .max(720, "Duration must be at most 720 minutes."),
  seats: z.coerce
    .number({ error: "Seats must be a number." })
    .int("Seats must be a whole number.")
    .min(1, "A sitting needs at least 1 seat.")
    .max(SITTING_SEATS_MAX, `A sitting has at most ${SITTING_SEATS_MAX} seats.`),
  /** The regulator whose exams it takes (`SCFHS`, …); null: every regulator. */
  examCategory: z.enum(REGULATOR_CODES, "Please choose an exam category.").nullish(),
  /** One exam of that regulator; null: all of its exams. */
  examName: optionalText("Exam name", 200),
  room: optionalText("Room", 100),
  notes: optionalText("Notes", 1000, "multi"),
  /** From when candidates may book (ISO 8601); null: as soon as it is published. */
  bookingOpensAt: instantSchema,
  /** Until when candidates may book (ISO 8601); null: until the change deadline. */
  bookingClosesAt: instantSchema,
  changeDeadlineHours: z.coerce
    .number({ error: "The change deadline must be a number of hours." })
    .int("The change deadline must be a whole number of hours.")
    .min(0, "The change deadline cannot be negative.")
    .max(720, "The change deadline is at most 720 hours (30 days)."),
};

/** `POST /api/sittings` body. A test_center user may create sittings of its own center only. */
export const createSittingBodySchema = z.object({
  testCenterId: positiveId,
  ...sittingFields,
  changeDeadlineHours: sittingFields.changeDeadlineHours.default(DEFAULT_CHANGE_DEADLINE_HOURS),
  status: z.enum(["draft", "published"], "A new sitting is a draft or published.").default("draft"),
});
export type CreateSittingBody = z.input<typeof createSittingBodySchema>;

/**
 * `PATCH /api/sittings/{id}` body: any of the fields, and the status draft/published/closed
 * (cancelling is `POST /api/sittings/{id}/cancel`, which decides about the booked candidates).
 */
export const updateSittingBodySchema = z
  .object({
    ...sittingFields,
    status: z.enum(["draft", "published", "closed"], "Status must be draft, published or closed."),
  })
  .partial();
export type UpdateSittingBody = z.input<typeof updateSittingBodySchema>;

/** A sitting as the API returns it. `booked` counts the seats held now; `free` = seats − booked. */
export const sittingSchema = z.object({
  id: z.number().int(),
  testCenterId: z.number().int(),
  testCenter: z.string(),
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  seats: z.number().int(),
  booked: z.number().int(),
  free: z.number().int(),
  status: z.enum(SITTING_STATUSES),
  examCategory: z.string().nullable(),
  examName: z.string().nullable(),
  room: z.string().nullable(),
  notes: z.string().nullable(),
  bookingOpensAt: z.string().nullable(),
  bookingClosesAt: z.string().nullable(),
  changeDeadlineHours: z.number().int(),
  createdAt: z.string(),
});
export type Sitting = z.infer<typeof sittingSchema>;

export const sittingResponseSchema = successAnswer({ sitting: sittingSchema });

/** `GET /api/sittings` query: one center (a test_center user always sees its own), a date range, a status. */
export const sittingListQuerySchema = z.object({
  testCenterId: positiveId.optional(),
  from: calendarDate({ label: "From" }).optional(),
  to: calendarDate({ label: "To" }).optional(),
  status: z.enum(SITTING_STATUSES, "Unknown sitting status.").optional(),
});
export const sittingListResponseSchema = successAnswer({
  sittings: z.array(sittingSchema),
});

/** The longest range `GET /api/sittings/calendar` answers (a month grid is six weeks at most). */
export const CALENDAR_RANGE_DAYS_MAX = 62;

/**
 * One sitting as the month calendar draws it (`GET /api/sittings/calendar`): its chip's time and
 * fill, status and link, and its center (named from the centers list the page already has). Only
 * these seven fields: the all-centers month holds hundreds of sittings, and the full shape (18
 * fields, three timestamps, the center's name joined in) made it the slowest staff answer
 * (bench/README.md, "Sittings").
 */
export const calendarSittingSchema = z.object({
  id: z.number().int(),
  testCenterId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  seats: z.number().int(),
  booked: z.number().int(),
  status: z.enum(SITTING_STATUSES),
});
export type CalendarSitting = z.infer<typeof calendarSittingSchema>;

/** `GET /api/sittings/calendar` query: one center (a test_center user always sees its own) and a date range. */
export const sittingCalendarQuerySchema = z
  .object({
    testCenterId: positiveId.optional(),
    from: calendarDate({ label: "From", required: "From is required." }),
    to: calendarDate({ label: "To", required: "To is required." }),
  })
  // A month grid spans at most six weeks; a longer range is not a calendar's question.
  .refine(
    ({ from, to }) => {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      return days >= 0 && days <= CALENDAR_RANGE_DAYS_MAX;
    },
    { error: `To must be on or after From, at most ${CALENDAR_RANGE_DAYS_MAX} days later.`, path: ["to"] },
  );
export const sittingCalendarResponseSchema = successAnswer({
  sittings: z.array(calendarSittingSchema),
});

/** A candidate as a line of a sitting's lists (the roster, "Add candidates", the waiting list): who, which exam. */
const candidateLine = {
  reference: z.string(),
  fullName: z.string(),
  examCategory: z.string(),
  examName: z.string(),
};

/** One booked candidate of a sitting's roster. */
export const rosterEntrySchema = z.object({
  studentId: z.number().int(),
  ...candidateLine,
  state: z.string(),
  bookedAt: z.string(),
  bookedBy: z.string().nullable(),
  /** The candidate's result in this sitting, once recorded (docs/product.md §11 "Results"). */
  result: examResultSchema.nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const sittingDetailResponseSchema = sittingResponseSchema.extend({
  roster: z.array(rosterEntrySchema),
});

/**
 * One candidate waiting for a seat at a sitting's center (`GET /api/sittings/{id}/waiting`): of
 * that center, holding no seat, not yet at Exam_Details (Confirmed, Invoice or Invoice_Confirmed),
 * and taking an exam the sitting takes.
 */
export const waitingCandidateSchema = z.object({
  id: z.number().int(),
  ...candidateLine,
  state: z.string(),
  /** The wizard's `Trail_month` (the month the candidate asked for). */
  trialMonth: z.string(),
  registrationDate: z.string(),
});
export type WaitingCandidate = z.infer<typeof waitingCandidateSchema>;
export const waitingCandidatesResponseSchema = successAnswer({
  candidates: z.array(waitingCandidateSchema),
});
/** Most waiting candidates one answer lists (a full hall). */
export const WAITING_LIST_MAX = SITTING_SEATS_MAX;

const bookingIdsSchema = z
  .array(positiveId, { error: "Please select at least one candidate." })
  .min(1, "Please select at least one candidate.")
  .max(BOOKING_MAX_STUDENTS, `At most ${BOOKING_MAX_STUDENTS} candidates can be booked at once.`)
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /api/sittings/{id}/bookings` body. A candidate holding a seat in another sitting is moved
 * (that seat is freed in the same transaction); one already in this sitting keeps the seat.
 */
export const bookSeatsBodySchema = z.object({ studentIds: bookingIdsSchema });
export const bookSeatsResponseSchema = successAnswer({
  /** Every candidate of the request now holding a seat in this sitting. */
  booked: z.array(z.number().int()),
  /** Seats still free after the booking. */
  free: z.number().int(),
});
/** The 409 of a booking that does not fit: nothing was booked; `free` seats remain. */
export const seatsConflictSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
  free: z.number().int(),
});

/**
 * `POST /api/sittings/{id}/cancel` body: where its booked candidates go: another sitting
 * (`moveTo`, which must have room for all of them) or back to the pool (`moveTo` null: their
 * seat and exam date are cleared and they wait to be booked again).
 */
export const cancelSittingBodySchema = z.object({
  moveTo: positiveId.nullish().transform((value) => value ?? null),
});

/** The start of a sitting (`date` YYYY-MM-DD, `startTime` HH:MM in {@link SITTING_TIME_ZONE}) as an instant. */
export function sittingStart(date: string, startTime: string): Date {
  const local = Date.parse(`${date}T${startTime}:00Z`);
  return new Date(local - SITTING_UTC_OFFSET_MINUTES * 60_000);
}

/** At most this many free seats in a month show as "few" to candidates. */
export const FEW_SEATS = 5;

/** `GET /api/availability` query: a center id and an exam name (as the wizard sends them). */
export const availabilityQuerySchema = z.object({
  testCenter: positiveId,
  exam: oneLineText({ label: "Exam", max: 200 }).min(1, "Exam is required."),
});

/** One month of the next 12: can a candidate get a seat, without telling how many. */
export const availabilityMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** The month's `Trail_month` wire value; null for February, which the registration never offered. */
  trialMonth: z.string().nullable(),
  open: z.boolean(),
  /** `none`: no seat; `few`: at most {@link FEW_SEATS}; `available`: more. */
  level: z.enum(["none", "few", "available"]),
});
export type AvailabilityMonth = z.infer<typeof availabilityMonthSchema>;
export const availabilityResponseSchema = successAnswer({
  months: z.array(availabilityMonthSchema),
});

/** Until when a candidate may move or give back a seat: `changeDeadlineHours` before the start. */
export function changeDeadline(date: string, startTime: string, changeDeadlineHours: number): Date {
  return new Date(sittingStart(date, startTime).getTime() - changeDeadlineHours * 3_600_000);
}

/** The seat a candidate holds, as the status page shows it. */
export const candidateSeatSchema = z.object({
  sittingId: z.number().int(),
  ...sittingSchema.pick({ date: true, startTime: true, durationMinutes: true, testCenter: true, room: true })
    .shape,
  /** ISO instant until which the candidate may move or give back the seat. */
  changeUntil: z.string(),
  /** True while now is before `changeUntil`. */
  canChange: z.boolean(),
});
export type CandidateSeat = z.infer<typeof candidateSeatSchema>;

/** Another sitting the candidate may move the seat to (no seat counts: decision 0022). */
export const seatOptionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  room: z.string().nullable(),
});
export const seatOptionsResponseSchema = successAnswer({
  sittings: z.array(seatOptionSchema),
});

/** `POST /api/status/seat` body: the status link's token and the sitting to move to. */
export const moveSeatBodySchema = z.object({
  t: oneLineText({ label: "Link", max: 2048 }).min(1),
  sittingId: positiveId,
});
/** `POST /api/status/seat/release` body: the status link's token. */
export const releaseSeatBodySchema = z.object({ t: oneLineText({ label: "Link", max: 2048 }).min(1) });

/** `GET /api/waiting-list` query (decision 0022, "Waiting list"): a center and a month (YYYY-MM). */
export const waitingListQuerySchema = z.object({
  testCenterId: positiveId,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM."),
});

/** One candidate on a waiting list, in order. */
export const waitingEntrySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  studentId: z.number().int(),
  ...candidateLine,
  /** `waiting`, or `offered` while a seat is held for them. */
  status: z.string(),
  offeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;
export const waitingListResponseSchema = successAnswer({
  entries: z.array(waitingEntrySchema),
});

/** `PATCH /api/waiting-list/{id}`: the entry's new place (1 = first); the others shift. */
export const reorderWaitingBodySchema = z.object({
  position: z.coerce
    .number()
    .int("Position must be a whole number.")
    .min(1, "Position starts at 1.")
    .max(100000),
});

/** `POST /api/seat-offers/claim`: the token of the offer's link. */
export const claimOfferBodySchema = z.object({ t: oneLineText({ label: "Link", max: 2048 }).min(1) });
