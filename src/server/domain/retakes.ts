/**
 * Whether a candidate may book a retake on the same registration (docs/product.md §11 "Retake",
 * decision 0028): read by the status page (which offers it) and by the retake write itself
 * (`features/sittings/retakes.ts`). Read-only.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { invoices, seatBookings, studentEvents } from "#server/db/schema.ts";
import { latestResult } from "#server/domain/exam-results.ts";
import { hasReached, milestoneState, type StudentState } from "#shared/candidates/pipeline.ts";

/** The state a retake returns to: the one an invoice is issued in (pipeline.ts, `invoiced`). */
export const RETAKE_STATE: StudentState = milestoneState("invoiced");

/** What a retake is allowed from: a fail or an absence whose result was sent. */
export type RetakeEligibility = "allowed" | "no_result" | "passed" | "booked";

/**
 * Whether candidate `studentId` in `state` may book a retake now (see the module), read from the
 * latest result and whether its seat is already concluded by a retake.
 */
export async function retakeEligibility(
  db: Db | Tx,
  studentId: number,
  state: StudentState,
): Promise<{ eligibility: RetakeEligibility; result: Awaited<ReturnType<typeof latestResult>> }> {
  const result = await latestResult(db, studentId);
  if (!result) return { eligibility: "no_result", result };
  if (result.outcome === "pass") return { eligibility: "passed", result };
  // The attempt's seat concluded: a retake of this result was booked already (whatever the state).
  const [seat] = await db
    .select({ concludedAt: seatBookings.concludedAt })
    .from(seatBookings)
    .where(eq(seatBookings.id, result.bookingId));
  if (seat?.concludedAt) return { eligibility: "booked", result };
  return { eligibility: hasReached(state, "result_sent") ? "allowed" : "no_result", result };
}

/**
 * SQL true for an invoice of the candidate's current attempt: made after their latest retake, if
 * any (decision 0028). A paid invoice of an earlier attempt does not pay for the retake, so the
 * move rule "Invoice Confirmed needs a paid invoice" (docs/product.md §4) does not count it.
 */
export function invoiceOfCurrentAttempt(): SQL {
  return sql`${invoices.createdAt} > coalesce((select max(${studentEvents.createdAt}) from ${studentEvents}
    where ${studentEvents.studentId} = ${invoices.studentId} and ${studentEvents.type} = 'retake_booked'), '-infinity'::timestamptz)`;
}
