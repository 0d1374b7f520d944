/**
 * A registration refused as a duplicate (decision 0019). The answer keeps the seed's words
 * ("Duplicate entry '…' for field nationalId", docs/product.md §8), which tell whoever sends a stranger's
 * national ID that the stranger is registered; instead of hiding it, the portal makes asking
 * expensive and tells the candidate: the answer costs the client several requests of its public
 * budget (routes.ts), and the candidate whose detail it was hears that someone tried, at most once
 * a day, at the address they registered with.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox, students, testCenters } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { enabledSql } from "#server/mail/outbox.ts";

/** The details a live candidate holds alone (the unique indexes of `students`), by wire name. */
export type DuplicateField = "email" | "nationalId" | "passportNumber";

const COLUMNS = {
  email: students.email,
  nationalId: students.nationalId,
  passportNumber: students.passportNumber,
} as const satisfies Record<DuplicateField, unknown>;

/** True for a field name that is one of {@link DuplicateField}. */
export const isDuplicateField = (field: string): field is DuplicateField => Object.hasOwn(COLUMNS, field);

/**
 * 409 "Duplicate entry '<value>' for field <field>": a live candidate already holds `value` in
 * `field` (compared without case, as the unique indexes do).
 */
export class DuplicateRegistration extends AppError {
  readonly duplicateField: DuplicateField;
  readonly value: string;

  constructor(field: DuplicateField, value: string) {
    super(409, `Duplicate entry '${value}' for field ${field}`, field);
    this.duplicateField = field;
    this.value = value;
  }
}

/** Hours between two notices to one candidate, at least. */
export const ATTEMPT_NOTICE_INTERVAL_HOURS = 24;

/**
 * Queues the `registration_attempt` notice to the live candidate holding `value` in `field`: to the
 * address they registered with, in their language, with their own snapshot, the attempt's time
 * (`attemptedAt`) and `field`, nothing typed in the attempt. Nothing is queued when no live
 * candidate holds it, when staff switched the notice off in the candidate's language, or when the
 * candidate got one in the last {@link ATTEMPT_NOTICE_INTERVAL_HOURS} h (whatever its delivery
 * became): so repeated attempts, also concurrent ones on several replicas (the candidate's row is
 * locked while the check and the insert run), cannot flood their mailbox. Resolves with the
 * candidate's id when a notice was queued, else null.
 */
export async function queueAttemptNotice(
  db: Db,
  field: DuplicateField,
  value: string,
  attemptedAt: Date,
): Promise<number | null> {
  const column = COLUMNS[field];
  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(sql`lower(${column}) = lower(${value})`, isNotNull(column), isNull(students.deletedAt)))
      .limit(1)
      .for("no key update");
    if (!holder) return null;
    // A new statement after the lock: it sees the notice a concurrent attempt committed meanwhile.
    const inserted = await tx.execute(sql`
      insert into ${emailOutbox} (student_id, kind, locale, to_address, params, dedupe_key)
      select ${students.id}, 'registration_attempt'::email_kind, ${students.locale}, ${students.email},
        jsonb_build_object(
          'studentId', ${students.id}, 'reference', ${students.reference},
          'firstName', ${students.firstName}, 'fullName', ${students.fullName},
          'examName', ${students.examName}, 'examCategory', ${students.examCategory},
          'testCenter', ${testCenters.name},
          'attemptedAt', ${attemptedAt.toISOString()}::text, 'matchedField', ${field}::text
        ),
        ${`registration_attempt:${holder.id}:${attemptedAt.getTime()}`}
      from ${students} left join ${testCenters} on ${testCenters.id} = ${students.testCenterId}
      where ${eq(students.id, holder.id)} and ${enabledSql("registration_attempt", sql`${students.locale}`)}
        and not exists (
          select 1 from ${emailOutbox} where ${emailOutbox.studentId} = ${holder.id}
            and ${emailOutbox.kind} = 'registration_attempt'
            and ${emailOutbox.createdAt} > now() - ${ATTEMPT_NOTICE_INTERVAL_HOURS} * interval '1 hour')
      on conflict (dedupe_key) do nothing
      returning id`);
    return (inserted as unknown as { rows: unknown[] }).rows.length > 0 ? holder.id : null;
  });
}
