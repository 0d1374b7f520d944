/**
 * A candidate's latest exam result (docs/product.md §11 "Results"): what the status page shows once
 * the result was sent, and what a retake starts from. Read-only; results are written by
 * `features/sittings`.
 */
import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { examResults } from "#server/db/schema.ts";
import type { ExamOutcome } from "#shared/sittings/results.ts";

/** The newest recorded result of candidate `studentId` (with its sitting and seat booking), or null. */
export async function latestResult(db: Db | Tx, studentId: number) {
  const [row] = await db
    .select({
      outcome: examResults.outcome,
      score: examResults.score,
      receivedOn: examResults.receivedOn,
      sittingId: examResults.sittingId,
      bookingId: examResults.bookingId,
    })
    .from(examResults)
    .where(eq(examResults.studentId, studentId))
    .orderBy(desc(examResults.recordedAt), desc(examResults.id))
    .limit(1);
  return row ? { ...row, outcome: row.outcome as ExamOutcome } : null;
}
