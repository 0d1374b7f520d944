import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deniedResponses, errorBodySchema } from "../../../shared/errors.ts";
import {
  confirmationCountsSchema,
  idParamsSchema,
  STUDENT_EXPORT_FILE,
  studentDetailResponseSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListResponseSchema,
} from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { attachment, XLSX_TYPE } from "../../lib/xlsx-stream.ts";
import { studentWorkbookStream } from "./export.ts";
import { confirmationCounts, countStudents, findStudent, listStudents } from "./queries.ts";

/** Candidate read routes of the back office (spec §7). */
export const studentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * One page of candidates: the 11 dashboard filters, `page` (1-based), `pageSize` (default 8, max
   * 100), newest `registration_date` first. Body: the array; header `X-Total-Count`: all matches.
   */
  app.get(
    "/api/students",
    {
      schema: {
        tags: ["students"],
        querystring: studentListQuerySchema,
        response: { 200: studentListResponseSchema, 400: errorBodySchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { students, total } = await listStudents(db, request.query);
      reply.header("X-Total-Count", String(total));
      return students;
    },
  );

  /**
   * Excel export of the whole filtered result (spec §2, §9): the dashboard's 11 filters, every
   * match (not one page), streamed as `AllStudentData.xlsx` with sheet `Students` and the table's
   * columns. Header `X-Total-Count`: the number of rows the file will hold (for progress).
   */
  app.get(
    "/api/students/export",
    {
      schema: {
        tags: ["students"],
        querystring: studentExportQuerySchema,
        produces: [XLSX_TYPE],
        response: { 200: z.unknown().describe("The .xlsx file"), 400: errorBodySchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      const total = await countStudents(db, request.query);
      const stream = studentWorkbookStream(db, request.query, (error) =>
        request.log.error({ err: error }, "student export failed"),
      );
      return reply
        .header("Content-Type", XLSX_TYPE)
        .header("Content-Disposition", attachment(STUDENT_EXPORT_FILE))
        .header("Cache-Control", "no-store")
        .header("X-Total-Count", String(total))
        .send(stream);
    },
  );

  /** Confirmed and not-confirmed counts (spec §3). */
  app.get(
    "/api/students/count/confirmation-status",
    { schema: { tags: ["students"], response: { 200: confirmationCountsSchema, ...deniedResponses } } },
    async () => confirmationCounts(db),
  );

  /** One candidate: `{success, student, message}`; 404 when unknown or deleted. */
  app.get(
    "/api/students/:id",
    {
      schema: {
        tags: ["students"],
        params: idParamsSchema,
        response: {
          200: studentDetailResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const student = await findStudent(db, request.params.id);
      if (!student) throw notFound("Student not found.");
      return { success: true as const, student, message: "Student found." };
    },
  );
};
