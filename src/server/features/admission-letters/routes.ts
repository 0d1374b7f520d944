import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import type { Actor } from "#server/domain/actor.ts";
import {
  attendancePdf,
  type LetterContext,
  letterFileName,
  letterPdf,
  letterSeat,
  sittingCenter,
  sittingLettersPdf,
} from "#server/domain/admission-letters.ts";
import { forbidden, notFound } from "#server/errors.ts";
import { pdfBodySchema, sendPdf } from "#server/lib/pdf-response.ts";
import { deniedResponses, errorResponses, idParam } from "#shared/kit/schemas.ts";

/** What the letter routes need besides the database. */
export interface AdmissionLetterRouteOptions {
  db: Db;
  letters: LetterContext;
}

const tags = ["exam day"];

/** Route schema of a PDF answer: 200 the file; 400 bad id, 404, 401/403. */
const pdfSchema = {
  tags,
  params: idParam("id"),
  produces: ["application/pdf"],
  response: { 200: pdfBodySchema, ...errorResponses(400, 404), ...deniedResponses },
};

/** Admin and auditor: every center; a test_center user: its own center's (403 another's). */
function requireCenter(actor: Actor, testCenterId: number): void {
  if (actor.role === "admin" || actor.role === "auditor") return;
  if (actor.role === "test_center" && actor.testCenterId === testCenterId) return;
  throw forbidden("You may only print the papers of your own test center.");
}

/**
 * The exam-day papers for staff (docs/product.md §11 "Admission letter", decision 0023): a
 * candidate's admission letter, a sitting's letters in one streamed PDF, and a sitting's attendance
 * sheet. Admin and auditor: every center; a test_center user: its own center's
 * (`src/shared/access/policy.ts`).
 */
export const admissionLetterRoutes: FastifyPluginAsyncZod<AdmissionLetterRouteOptions> = async (
  app,
  options,
) => {
  const { db, letters } = options;

  /**
   * The candidate's admission letter from their live seat, in their language (one A4 page); its QR
   * code signs that booking. 404 "No seat is booked for this candidate." without a live seat (or an
   * unknown or deleted candidate); 403 another center's candidate for a test_center user.
   */
  app.get("/api/students/:id/admission-letter.pdf", { schema: pdfSchema }, async (request, reply) => {
    const seat = await letterSeat(db, request.params.id);
    if (!seat) throw notFound("No seat is booked for this candidate.");
    requireCenter(request.actor(), seat.testCenterId);
    return sendPdf(reply, letterFileName(seat.reference), await letterPdf(letters, seat));
  });

  /**
   * Every booked candidate's letter of the sitting as ONE PDF, a page each in booking order and
   * each in its candidate's language, streamed as it is drawn. 404 unknown sitting; 403 another
   * center's for a test_center user.
   */
  app.get("/api/sittings/:id/admission-letters.pdf", { schema: pdfSchema }, async (request, reply) => {
    const center = await sittingCenter(db, request.params.id);
    if (center === null) throw notFound("Sitting not found.");
    requireCenter(request.actor(), center);
    const doc = sittingLettersPdf(db, letters, request.params.id);
    doc.on("error", (error) => request.log.error({ err: error }, "admission letters: stream failed"));
    return sendPdf(reply, `admission-letters-sitting-${request.params.id}.pdf`, doc);
  });

  /**
   * The sitting's attendance sheet: its candidates by name, numbered, with reference, identity
   * document's last digits, status and a signature column. 404 unknown sitting; 403 as above.
   */
  app.get("/api/sittings/:id/attendance.pdf", { schema: pdfSchema }, async (request, reply) => {
    const center = await sittingCenter(db, request.params.id);
    if (center === null) throw notFound("Sitting not found.");
    requireCenter(request.actor(), center);
    return sendPdf(
      reply,
      `attendance-sitting-${request.params.id}.pdf`,
      await attendancePdf(db, letters, request.params.id),
    );
  });
};
