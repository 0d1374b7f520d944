import { and, eq, isNull, or, sql } from "drizzle-orm";
import { students } from "#server/db/schema.ts";
import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import { acceptSheetBodies, sheetBody } from "#server/lib/sheet-file.ts";
import { deniedResponses, errorResponses, idParam } from "#shared/kit/schemas.ts";
import {
  importResultsQuerySchema,
  importResultsResponseSchema,
  RESULT_FILE_MAX_BYTES,
  recordResultsBodySchema,
  recordResultsResponseSchema,
} from "#shared/sittings/results.ts";
import { matchRows, readResultFile } from "./result-file.ts";
import { centerToday, recordResults, recordResultsIn, rosterKeys, sittingForResults } from "./results.ts";

const tags = ["sittings"];

/**
 * Exam results of a sitting (docs/product.md §11 "Results", decision 0024): admins record any
 * sitting's, a test_center user its own center's; auditors read them on the roster
 * (`src/shared/access/policy.ts`). The import takes the file as the request body (`text/csv` or the
 * xlsx type, at most {@link RESULT_FILE_MAX_BYTES}), so no multipart parser is needed.
 */
export const resultRoutes: ClockedRoutes = async (app, options) => {
  const { db, now = Date.now } = options;

  // Result files arrive as they are; this plugin's scope only (encapsulated).
  acceptSheetBodies(app, RESULT_FILE_MAX_BYTES);

  /** Records results: 200 with how many were recorded and moved; 400/404 naming the entry; 409 not yet started or cancelled. */
  app.put(
    "/api/sittings/:id/results",
    {
      schema: {
        tags,
        params: idParam("id"),
        body: recordResultsBodySchema,
        response: {
          200: recordResultsResponseSchema,
          ...errorResponses(400, 404, 409),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const result = await recordResults(
        db,
        request.params.id,
        request.body.results,
        request.actor(),
        new Date(now()),
        { source: "roster" },
      );
      return { success: true as const, ...result };
    },
  );

  /**
   * Imports the delivery company's result file. `dryRun=true` (the default) changes nothing and
   * lists every row with what it matched, problem rows first; `dryRun=false` applies the rows that
   * match (problem rows are left out and listed again) in one transaction.
   */
  app.post(
    "/api/sittings/:id/results/import",
    {
      bodyLimit: RESULT_FILE_MAX_BYTES,
      schema: {
        tags,
        params: idParam("id"),
        querystring: importResultsQuerySchema,
        response: {
          200: importResultsResponseSchema,
          ...errorResponses(400, 404, 409, 413),
          ...deniedResponses,
        },
      },
    },
    async (request) => {
      const { type, body } = sheetBody(request.headers["content-type"], request.body);
      const file = await readResultFile(body, type);
      const at = new Date(now());
      const actor = request.actor();
      const { dryRun } = request.query;
      return db.transaction(async (tx) => {
        const sitting = await sittingForResults(tx, request.params.id, actor, at);
        const roster = await rosterKeys(tx, sitting.id);
        const rows = await matchRows(file, roster, centerToday(at), async (keys) => {
          const [hit] = await tx
            .select({ id: students.id })
            .from(students)
            .where(
              and(
                isNull(students.deletedAt),
                or(
                  keys.reference ? eq(students.reference, keys.reference) : undefined,
                  keys.nationalId
                    ? sql`lower(${students.nationalId}) = lower(${keys.nationalId})`
                    : undefined,
                  keys.passport
                    ? sql`lower(${students.passportNumber}) = lower(${keys.passport})`
                    : undefined,
                ),
              ),
            )
            .limit(1);
          return hit !== undefined;
        });
        const ok = rows.filter((row) => row.problem === null);
        let applied = { recorded: 0, moved: 0 };
        if (!dryRun && ok.length > 0) {
          applied = await recordResultsIn(
            tx,
            sitting.id,
            ok.map((row) => ({
              studentId: row.studentId!,
              outcome: row.outcome!,
              score: row.score,
              receivedOn: row.receivedOn!,
            })),
            actor,
            at,
            { source: "import" },
          );
        }
        return {
          success: true as const,
          dryRun,
          rows,
          matched: ok.length,
          problems: rows.length - ok.length,
          ...applied,
        };
      });
    },
  );
};
