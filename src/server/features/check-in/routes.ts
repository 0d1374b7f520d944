import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { type Actor, scopedCenterId } from "#server/domain/actor.ts";
import type { AdmissionCodes } from "#server/lib/admission-codes.ts";
import { idempotentWrite } from "#server/lib/idempotency.ts";
import { type ClockedOptions, sessionSchema } from "#server/lib/route-plugin.ts";
import { sendXlsx, xlsxDownloadSchema } from "#server/lib/xlsx-stream.ts";
import { deniedResponses, errorResponses, idempotencyHeaders, idParam } from "#shared/kit/schemas.ts";
import {
  attendanceResponseSchema,
  checkInBodySchema,
  checkInRefusalSchema,
  checkInResponseSchema,
  checkInTodayQuerySchema,
  checkInTodayResponseSchema,
  closeAttendanceResponseSchema,
  reopenAttendanceResponseSchema,
} from "#shared/sittings/check-in.ts";
import { attendanceWorkbookStream } from "./export.ts";
import {
  checkIn,
  closeAttendance,
  reopenAttendance,
  requireCenterAccess,
  sittingAttendanceView,
  sittingForSheet,
  todaySittings,
} from "./queries.ts";

/** What the check-in routes need besides the database. */
export interface CheckInRouteOptions extends ClockedOptions {
  /** Reads the admission letters' QR codes (`lib/admission-codes.ts`). */
  codes: AdmissionCodes;
  /** Minutes after the start until which an arrival is on time (`CHECK_IN_GRACE_MINUTES`). */
  graceMinutes: number;
}

const tags = ["check-in"];
/** A refusal body: plain errors, or a check-in refusal with its `reason`. */
const refusal = checkInRefusalSchema.or(errorResponses(400)[400]);

/**
 * Exam-day check-in (docs/product.md §11 "Check-in", decision 0025): a center's sittings of today
 * with their rosters and attendance, check-in by the letter's QR code or the reference, closing a
 * sitting (the rest absent) and the attendance sheet as Excel. Admins any center, a test_center
 * user its own, auditors read (`src/shared/access/policy.ts`).
 */
export const checkInRoutes: FastifyPluginAsyncZod<CheckInRouteOptions> = async (app, options) => {
  const { db, codes, graceMinutes, now = Date.now } = options;

  /** Today's sittings (the centers' wall clock) of a center (a test_center user: its own; an admin without one: all). */
  app.get(
    "/api/check-in/today",
    {
      schema: sessionSchema(tags, { querystring: checkInTodayQuerySchema }, checkInTodayResponseSchema, 400),
    },
    async (request) => {
      const actor = request.actor();
      const testCenterId = scopedCenterId(actor, request.query.testCenterId);
      if (testCenterId !== undefined) requireCenterAccess(actor, testCenterId);
      return {
        success: true as const,
        ...(await todaySittings(db, testCenterId, new Date(now()), graceMinutes)),
      };
    },
  );

  /** A sitting and its roster with each candidate's attendance; 404 unknown; 403 another center's. */
  app.get(
    "/api/sittings/:id/attendance",
    { schema: sessionSchema(tags, { params: idParam("id") }, attendanceResponseSchema, 400, 404) },
    async (request) => ({
      success: true as const,
      ...(await sittingAttendanceView(db, request.params.id, request.actor(), graceMinutes)),
    }),
  );

  /**
   * Checks a candidate in by `{code}` (the letter's QR text) or `{reference}`: 200 with the
   * candidate (`alreadyCheckedIn` true for a repeat, which records nothing). An `Idempotency-Key`
   * (a queued offline check-in, decision 0019) replays the first answer. Refusals carry `reason`.
   */
  app.post(
    "/api/sittings/:id/check-ins",
    {
      schema: {
        tags,
        params: idParam("id"),
        headers: idempotencyHeaders,
        body: checkInBodySchema,
        response: {
          200: checkInResponseSchema,
          400: refusal,
          404: refusal,
          409: checkInRefusalSchema,
          ...errorResponses(422),
          ...deniedResponses,
        },
      },
    },
    async (request, reply) =>
      idempotentWrite(db, request, reply, "POST /api/sittings/:id/check-ins", async (tx) => ({
        status: 200,
        body: {
          success: true as const,
          ...(await checkIn(tx, request.params.id, request.body, request.actor(), new Date(now()), {
            codes,
            graceMinutes,
          })),
        },
      })),
  );

  /**
   * `POST /api/sittings/:id/attendance/<action>`: `write` on the sitting at the app's clock,
   * answered as `{ success: true, ...its result }`. 404 unknown sitting; 409 as `write` refuses.
   */
  function attendanceWrite(
    action: string,
    answer: z.ZodType,
    write: (db: Db, id: number, actor: Actor, at: Date) => Promise<object>,
  ) {
    app.post(
      `/api/sittings/:id/attendance/${action}`,
      { schema: sessionSchema(tags, { params: idParam("id") }, answer, 400, 404, 409) },
      async (request) => ({
        success: true as const,
        ...(await write(db, request.params.id, request.actor(), new Date(now()))),
      }),
    );
  }

  /** Closes the sitting's check-in: the candidates not checked in are marked absent. */
  attendanceWrite("close", closeAttendanceResponseSchema, closeAttendance);

  /**
   * Re-opens a closed sitting's check-in on its day (admins; decision 0028): the absences the close
   * marked are expected again. 409 not closed, cancelled, or not the sitting's day.
   */
  attendanceWrite("reopen", reopenAttendanceResponseSchema, reopenAttendance);

  /** The attendance sheet as Excel: `Attendance_{date}_{time}_{center}.xlsx`. */
  app.get(
    "/api/sittings/:id/attendance.xlsx",
    {
      schema: {
        tags,
        params: idParam("id"),
        ...xlsxDownloadSchema,
        response: { ...xlsxDownloadSchema.response, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const sitting = await sittingForSheet(db, request.params.id, request.actor());
      const stream = attendanceWorkbookStream(db, sitting.id, (error) =>
        request.log.error({ err: error }, "attendance sheet failed"),
      );
      const name = `Attendance_${sitting.date}_${sitting.startTime.replace(":", "")}_${sitting.testCenter}.xlsx`;
      return sendXlsx(reply, name, stream);
    },
  );
};
