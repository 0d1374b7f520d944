import { notFound } from "#server/errors.ts";
import { getPagedList, pagedList } from "#server/lib/paged-list.ts";
import { type DbRoutes, sessionSchema } from "#server/lib/route-plugin.ts";
import { sendXlsx, xlsxDownloadSchema } from "#server/lib/xlsx-stream.ts";
import {
  confirmationCountsSchema,
  STUDENT_EXPORT_FILE,
  studentDetailResponseSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListResponseSchema,
} from "#shared/candidates/candidates.ts";
import { deniedResponses, idParam } from "#shared/kit/schemas.ts";
import { studentWorkbookStream } from "./export.ts";
import { confirmationCounts, countStudents, findStudent, listStudents } from "./queries.ts";

/**
 * One page of candidates: the 11 dashboard filters, `page` (1-based), `pageSize` (default 8, max
 * 100), newest `registration_date` first. Body: the array; header `X-Total-Count`: all matches.
 */
const studentList = pagedList("students", "/api/students", studentListQuerySchema, studentListResponseSchema);

/** Candidate read routes of the back office (docs/product.md §7). */
export const studentRoutes: DbRoutes = async (app, { db }) => {
  getPagedList(app, studentList, (query) => listStudents(db, query));

  /**
   * Excel export of the whole filtered result (docs/product.md §2, §9): the dashboard's 11 filters, every
   * match (not one page), streamed as `AllStudentData.xlsx` with sheet `Students` and the table's
   * columns. Header `X-Total-Count`: the number of rows the file will hold (for progress).
   */
  app.get(
    "/api/students/export",
    {
      schema: {
        tags: ["students"],
        querystring: studentExportQuerySchema,
        ...xlsxDownloadSchema,
      },
    },
    async (request, reply) => {
      const total = await countStudents(db, request.query);
      const stream = studentWorkbookStream(db, request.query, (error) =>
        request.log.error({ err: error }, "student export failed"),
      );
      reply.header("X-Total-Count", String(total));
      return sendXlsx(reply, STUDENT_EXPORT_FILE, stream);
    },
  );

  /** Confirmed and not-confirmed counts (docs/product.md §3). */
  app.get(
    "/api/students/count/confirmation-status",
    { schema: { tags: ["students"], response: { 200: confirmationCountsSchema, ...deniedResponses } } },
    async () => confirmationCounts(db),
  );

  /** One candidate: `{success, student, message}`; 404 when unknown or deleted. */
  app.get(
    "/api/students/:id",
    { schema: sessionSchema(["students"], { params: idParam("id") }, studentDetailResponseSchema, 400, 404) },
    async (request) => {
      const student = await findStudent(db, request.params.id);
      if (!student) throw notFound("Student not found.");
      return { success: true as const, student, message: "Student found." };
    },
  );
};
