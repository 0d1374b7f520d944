/** Inserting candidates straight into the database, for tests that need many or in given states. */

import type { Db } from "#server/db/client.ts";
import { students } from "#server/db/schema.ts";
import { registrationToRow } from "#server/domain/student-mapping.ts";
import { numberedReference } from "#server/lib/candidate-reference.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { type RegistrationInput, registrationSchema } from "#shared/registration/registration.ts";

export interface CandidateOptions {
  /** Factory number of the first candidate (numbers must be unique within a database). */
  from: number;
  testCenterId: number;
  state?: StudentState;
  /** Registration time of the i-th candidate; default: one minute apart, oldest first. */
  registrationDate?: (i: number) => Date;
  overrides?: (n: number) => Partial<RegistrationInput>;
}

/** Inserts `count` valid candidates in batches of 500; returns their ids in insertion order. */
export async function insertCandidates(db: Db, count: number, options: CandidateOptions): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(start + 500, count); i++) {
      const n = options.from + i;
      const payload = buildRegistration(n, { test_center: options.testCenterId, ...options.overrides?.(n) });
      const state = options.state ?? "Not_Confirmed";
      rows.push({
        // Numbered by the factory number: a random one could clash within a batch of thousands.
        ...registrationToRow(registrationSchema.parse(payload), null, numberedReference(n)),
        state,
        confirmed: state !== "Not_Confirmed",
        registrationDate: options.registrationDate?.(i) ?? new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      });
    }
    const inserted = await db.insert(students).values(rows).returning({ id: students.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * A supply of fresh candidates at the context's center, numbered on from `from` so that every call
 * gets new ones (their own e-mails and IDs): `supply(ctx, count, state)`.
 */
export function candidateSupply(from: number) {
  let next = from;
  return async (ctx: { db: Db; testCenterId: number }, count = 1, state?: CandidateOptions["state"]) => {
    const ids = await insertCandidates(ctx.db, count, { from: next, testCenterId: ctx.testCenterId, state });
    next += count;
    return ids;
  };
}
