import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "#server/db/client.ts";
import type { PublishedCatalogueCache } from "#server/domain/catalogue.ts";
import {
  type CatalogueEntity,
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
  type DraftRow,
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

/**
 * Where each entity's draft writes live (`/api/catalogue/<path>`), the word their answers use, and
 * the parent a new row goes under (its id is the body's `<parent>_id`).
 */
const ROUTED = {
  regulator: { path: "regulators", label: "Regulator" },
  specialty: { path: "specialties", label: "Specialty", parent: "regulator" },
  exam: { path: "exams", label: "Exam", parent: "specialty" },
  program: { path: "programs", label: "Program" },
  course: { path: "courses", label: "Course", parent: "program" },
  partner: { path: "partners", label: "Partner" },
} as const satisfies Record<CatalogueEntity, { path: string; label: string; parent?: CatalogueEntity }>;
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

  /**
   * `PUT /api/catalogue/<path>/:id`: edits a row of `entity` in the draft with the body's fields;
   * 404 unknown id; `check` (given the row before) may refuse first with a 400.
   */
  function editRoute<Body extends z.ZodType<Record<string, unknown>>>(
    entity: CatalogueEntity,
    body: Body,
    check?: (tx: Tx, before: DraftRow, values: z.output<Body>, rowId: number) => Promise<void>,
  ) {
    const { path, label } = ROUTED[entity];
    app.put(
      `/api/catalogue/${path}/:id`,
      { schema: { tags: ["catalogue"], params: id, body, response: writeResponses } },
      async (request) => {
        const values = request.body as z.output<Body>;
        const rowId = request.params.id;
        const refuse = check && ((tx: Tx, before: DraftRow) => check(tx, before, values, rowId));
        return saved(`${label} saved in the draft.`)(
          await updateRow(db, request.actor(), entity, rowId, values, refuse),
        );
      },
    );
  }

  /**
   * `POST /api/catalogue/<path>`: adds a row of `entity` to the draft under the parent whose id is
   * the body's `<parent>_id` (last unless `sort_order`); 400 on an unknown parent, or as `check` refuses.
   */
  function addRoute<Body extends z.ZodType<Record<string, unknown>>>(
    entity: "specialty" | "exam" | "course",
    body: Body,
    check: (tx: Tx, values: z.output<Body>) => Promise<void>,
  ) {
    const { path, label, parent } = ROUTED[entity];
    const column = `${parent}_id`;
    app.post(
      `/api/catalogue/${path}`,
      { schema: { tags: ["catalogue"], body, response: writeResponses } },
      async (request) => {
        const body = request.body as z.output<Body>;
        const { [column]: parentId, ...values } = body;
        const under = { column, entity: parent, id: parentId as number };
        return saved(`${label} added to the draft.`)(
          await createRow(db, request.actor(), entity, under, values, (tx) => check(tx, body)),
        );
      },
    );
  }

  /** `DELETE /api/catalogue/<path>/:id`: hides a row of `entity` in the draft (soft; undo brings it back); `check` may refuse. */
  function removeRoute(entity: CatalogueEntity, check?: (tx: Tx, rowId: number) => Promise<void>) {
    const { path, label } = ROUTED[entity];
    app.delete(
      `/api/catalogue/${path}/:id`,
      { schema: { tags: ["catalogue"], params: id, response: writeResponses } },
      async (request) => {
        const rowId = request.params.id;
        return saved(`${label} removed from the draft.`)(
          await deleteRow(db, request.actor(), entity, rowId, check && ((tx) => check(tx, rowId))),
        );
      },
    );
  }

  /** Edits a regulator's names, texts, facts and price range in the draft. 400 `{message, field}`; 404. */
  editRoute("regulator", regulatorEditSchema);

  /** Adds a specialty to a regulator (last unless `sort_order`). 400 on an unknown regulator or a taken name. */
  addRoute("specialty", specialtyCreateSchema, (tx, body) =>
    assertSpecialtyNameFree(tx, body.regulator_id, body.name_en),
  );

  /** Renames or reorders a specialty in the draft. 400 on a name another of the regulator's has. */
  editRoute("specialty", specialtyEditSchema, (tx, before, body, rowId) =>
    assertSpecialtyNameFree(tx, before.regulator_id as number, body.name_en, rowId),
  );

  /** Removes an empty specialty from the draft (soft). 409 while it has exams: retire them instead. */
  removeRoute("specialty", assertSpecialtyEmpty);

  /**
   * Adds an exam to a specialty (names in both languages; price, duration and result time optional:
   * the regulator's apply). 400 on an unknown specialty or a name the regulator already has.
   */
  addRoute("exam", examCreateSchema, (tx, body) => assertExamNameFree(tx, body.specialty_id, body.name_en));

  /**
   * Edits an exam in the draft; `active: false` retires it (not bookable once published; candidates
   * who chose it keep it), `true` restores it. 400 on a name another exam of the regulator has.
   */
  editRoute("exam", examEditSchema, (tx, before, body, rowId) =>
    assertExamNameFree(tx, before.specialty_id as number, body.name_en, rowId),
  );

  /** Edits a course page's heading, intro and description in the draft. */
  editRoute("program", programEditSchema);

  /** Adds a course to a program. 400 on an unknown program or a code another course has. */
  addRoute("course", courseCreateSchema, (tx, body) => assertCourseCodeFree(tx, body.code));

  /** Edits a course in the draft (title, price, hours, sessions, prerequisites, outcomes, certificate, picture). */
  editRoute("course", courseEditSchema, (tx, _before, body, rowId) =>
    assertCourseCodeFree(tx, body.code, rowId),
  );

  /** Removes a course from the draft (soft; undo brings it back). */
  removeRoute("course");

  /** Edits a partner of the landing's row in the draft. */
  editRoute("partner", partnerEditSchema);

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
