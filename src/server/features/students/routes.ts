import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../shared/errors.ts";
import {
  confirmationCountsSchema,
  idParamsSchema,
  studentDetailResponseSchema,
  studentListQuerySchema,
  studentListResponseSchema,
} from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { confirmationCounts, findStudent, listStudents } from "./queries.ts";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

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
        response: { 200: studentListResponseSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const { students, total } = await listStudents(db, request.query);
      reply.header("X-Total-Count", String(total));
      return students;
    },
  );

  /** Confirmed and not-confirmed counts (spec §3). */
  app.get(
    "/api/students/count/confirmation-status",
    { schema: { tags: ["students"], response: { 200: confirmationCountsSchema, ...denied } } },
    async () => confirmationCounts(db),
  );

  /** One candidate: `{success, student, message}`; 404 when unknown or deleted. */
  app.get(
    "/api/students/:id",
    {
      schema: {
        tags: ["students"],
        params: idParamsSchema,
        response: { 200: studentDetailResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const student = await findStudent(db, request.params.id);
      if (!student) throw notFound("Student not found.");
      return { success: true as const, student, message: "Student found." };
    },
  );
};
