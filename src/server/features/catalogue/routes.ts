import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import type { PublishedCatalogueCache } from "#server/domain/catalogue.ts";
import {
  courseCreateSchema,
  courseEditSchema,
  draftCatalogueSchema,
  draftWriteSchema,
  examCreateSchema,
  examEditSchema,
  historySchema,
  partnerEditSchema,
  programEditSchema,
  publicCatalogue,
  publishAnswerSchema,
  publishedCatalogueSchema,
  regulatorEditSchema,
  specialtyCreateSchema,
  specialtyEditSchema,
  undoAnswerSchema,
} from "#shared/catalogue/catalogue.ts";
import { deniedResponses, errorResponses, idParam } from "#shared/kit/schemas.ts";
import {
  assertCourseCodeFree,
  assertExamNameFree,
  assertSpecialtyEmpty,
  assertSpecialtyNameFree,
  createRow,
  deleteRow,
  publishDraft,
  readDraft,
  readHistory,
  undoLastChange,
  updateRow,
} from "./queries.ts";

/** How long browsers and proxies may reuse `GET /api/catalogue` before asking again (seconds). */
const PUBLIC_MAX_AGE = 60;

const id = idParam("id");
const writeResponses = { 200: draftWriteSchema, ...deniedResponses, ...errorResponses(400, 404, 409) };
const saved = (message: string) => (write: { id: number; revision: number }) => ({
  success: true as const,
  message,
  ...write,
});

/**
 * The catalogue (docs/product.md §13 "The catalogue", decision 0034): the published version for
 * everyone, and the draft with its edits, publication, undo and history for staff (admins write,
 * auditors read; the policy table). `catalogue` is the process's cache of the published version.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: PublishedCatalogueCache }> = async (
  app,
  { db, catalogue },
) => {
  /**
   * The published catalogue in English and Arabic, with prices: regulators (facts, price range),
   * specialties with their bookable `exams` (and `retired_exams` by name), course programs with
   * their courses, partners. `ETag` is the catalogue version; `If-None-Match` with it gets 304.
   * Cacheable for a minute.
   */
  app.get(
    "/api/catalogue",
    {
      schema: {
        tags: ["catalogue"],
        security: [],
        response: { 200: publishedCatalogueSchema, 304: z.null().describe("Not modified") },
      },
    },
    async (request, reply) => {
      const publication = await catalogue.get();
      const etag = `"catalogue-${publication.version}"`;
      reply.header("ETag", etag).header("Cache-Control", `public, max-age=${PUBLIC_MAX_AGE}`);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return publicCatalogue(publication.tree, publication.version, publication.publishedAt);
    },
  );

  /** The draft (every exam with its `active` flag), the published version and whether the draft differs. */
  app.get(
    "/api/catalogue/draft",
    { schema: { tags: ["catalogue"], response: { 200: draftCatalogueSchema, ...deniedResponses } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return readDraft(db);
    },
  );

  /** The newest 200 changes of the draft (who, when, row before and after) and 50 publications. */
  app.get(
    "/api/catalogue/history",
    { schema: { tags: ["catalogue"], response: { 200: historySchema, ...deniedResponses } } },
    async () => readHistory(db),
  );

  /** Edits a regulator's names, texts, facts and price range in the draft. 400 `{message, field}`; 404. */
  app.put(
    "/api/catalogue/regulators/:id",
    { schema: { tags: ["catalogue"], params: id, body: regulatorEditSchema, response: writeResponses } },
    async (request) =>
      saved("Regulator saved in the draft.")(
        await updateRow(db, request.actor(), "regulator", request.params.id, request.body),
      ),
  );

  /** Adds a specialty to a regulator (last unless `sort_order`). 400 on an unknown regulator or a taken name. */
  app.post(
    "/api/catalogue/specialties",
    { schema: { tags: ["catalogue"], body: specialtyCreateSchema, response: writeResponses } },
    async (request) => {
      const { regulator_id, ...values } = request.body;
      return saved("Specialty added to the draft.")(
        await createRow(
          db,
          request.actor(),
          "specialty",
          { column: "regulator_id", id: regulator_id, entity: "regulator" },
          values,
          (tx) => assertSpecialtyNameFree(tx, regulator_id, values.name_en),
        ),
      );
    },
  );

  /** Renames or reorders a specialty in the draft. 400 on a name another of the regulator's has. */
  app.put(
    "/api/catalogue/specialties/:id",
    { schema: { tags: ["catalogue"], params: id, body: specialtyEditSchema, response: writeResponses } },
    async (request) =>
      saved("Specialty saved in the draft.")(
        await updateRow(db, request.actor(), "specialty", request.params.id, request.body, (tx, before) =>
          assertSpecialtyNameFree(tx, before.regulator_id as number, request.body.name_en, request.params.id),
        ),
      ),
  );

  /** Removes an empty specialty from the draft (soft). 409 while it has exams: retire them instead. */
  app.delete(
    "/api/catalogue/specialties/:id",
    { schema: { tags: ["catalogue"], params: id, response: writeResponses } },
    async (request) =>
      saved("Specialty removed from the draft.")(
        await deleteRow(db, request.actor(), "specialty", request.params.id, (tx) =>
          assertSpecialtyEmpty(tx, request.params.id),
        ),
      ),
  );

  /**
   * Adds an exam to a specialty (names in both languages; price, duration and result time optional:
   * the regulator's apply). 400 on an unknown specialty or a name the regulator already has.
   */
  app.post(
    "/api/catalogue/exams",
    { schema: { tags: ["catalogue"], body: examCreateSchema, response: writeResponses } },
    async (request) => {
      const { specialty_id, ...values } = request.body;
      return saved("Exam added to the draft.")(
        await createRow(
          db,
          request.actor(),
          "exam",
          { column: "specialty_id", id: specialty_id, entity: "specialty" },
          values,
          (tx) => assertExamNameFree(tx, specialty_id, values.name_en),
        ),
      );
    },
  );

  /**
   * Edits an exam in the draft; `active: false` retires it (not bookable once published; candidates
   * who chose it keep it), `true` restores it. 400 on a name another exam of the regulator has.
   */
  app.put(
    "/api/catalogue/exams/:id",
    { schema: { tags: ["catalogue"], params: id, body: examEditSchema, response: writeResponses } },
    async (request) =>
      saved("Exam saved in the draft.")(
        await updateRow(db, request.actor(), "exam", request.params.id, request.body, (tx, before) =>
          assertExamNameFree(tx, before.specialty_id as number, request.body.name_en, request.params.id),
        ),
      ),
  );

  /** Edits a course page's heading, intro and description in the draft. */
  app.put(
    "/api/catalogue/programs/:id",
    { schema: { tags: ["catalogue"], params: id, body: programEditSchema, response: writeResponses } },
    async (request) =>
      saved("Program saved in the draft.")(
        await updateRow(db, request.actor(), "program", request.params.id, request.body),
      ),
  );

  /** Adds a course to a program. 400 on an unknown program or a code another course has. */
  app.post(
    "/api/catalogue/courses",
    { schema: { tags: ["catalogue"], body: courseCreateSchema, response: writeResponses } },
    async (request) => {
      const { program_id, ...values } = request.body;
      return saved("Course added to the draft.")(
        await createRow(
          db,
          request.actor(),
          "course",
          { column: "program_id", id: program_id, entity: "program" },
          values,
          (tx) => assertCourseCodeFree(tx, values.code),
        ),
      );
    },
  );

  /** Edits a course in the draft (title, price, hours, sessions, prerequisites, outcomes, certificate, picture). */
  app.put(
    "/api/catalogue/courses/:id",
    { schema: { tags: ["catalogue"], params: id, body: courseEditSchema, response: writeResponses } },
    async (request) =>
      saved("Course saved in the draft.")(
        await updateRow(db, request.actor(), "course", request.params.id, request.body, (tx) =>
          assertCourseCodeFree(tx, request.body.code, request.params.id),
        ),
      ),
  );

  /** Removes a course from the draft (soft; undo brings it back). */
  app.delete(
    "/api/catalogue/courses/:id",
    { schema: { tags: ["catalogue"], params: id, response: writeResponses } },
    async (request) =>
      saved("Course removed from the draft.")(
        await deleteRow(db, request.actor(), "course", request.params.id),
      ),
  );

  /** Edits a partner of the landing's row in the draft. */
  app.put(
    "/api/catalogue/partners/:id",
    { schema: { tags: ["catalogue"], params: id, body: partnerEditSchema, response: writeResponses } },
    async (request) =>
      saved("Partner saved in the draft.")(
        await updateRow(db, request.actor(), "partner", request.params.id, request.body),
      ),
  );

  /** Makes the draft the published catalogue (the next version), in one transaction. */
  app.post(
    "/api/catalogue/publish",
    { schema: { tags: ["catalogue"], response: { 200: publishAnswerSchema, ...deniedResponses } } },
    async (request) => {
      const version = await publishDraft(db, request.actor());
      catalogue.forget();
      return { success: true as const, message: `Catalogue version ${version} published.`, version };
    },
  );

  /** Undoes the newest change of the draft not yet undone. 409 when there is none. */
  app.post(
    "/api/catalogue/undo",
    {
      schema: {
        tags: ["catalogue"],
        response: { 200: undoAnswerSchema, ...deniedResponses, ...errorResponses(409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Last change undone in the draft; publish to show it.",
      ...(await undoLastChange(db, request.actor())),
    }),
  );
};
