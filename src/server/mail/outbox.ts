/**
 * Queueing candidates' e-mails (decision 0010): a message is written to `email_outbox` inside the
 * transaction of the change that causes it, so it exists exactly when the change does (a rolled-back
 * change queues nothing; a committed one cannot lose its message). The worker delivers it later.
 */
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { emailOutbox, emailSettings, students, testCenters } from "#server/db/schema.ts";
import { PIPELINE, type StudentState } from "#shared/candidates/pipeline.ts";
import type { EmailKind } from "#shared/mail/outbox.ts";
import { isSettingKind } from "#shared/mail/settings.ts";
import type { Locale } from "#shared/site/locales.ts";

/** What a template may show: a snapshot of the candidate (and invoice) when the message was queued. */
export type EmailParams = Record<string, string | number | null>;

/**
 * SQL true unless an admin switched `kind` off in `locale` (E-mail screen, `email_settings`): a
 * disabled message is not queued at all, inside the cause's transaction. Kinds without settings
 * always are. `locale` is SQL: the candidate's own column (a message is queued in the language the
 * candidate registered in, decision 0011) or a value.
 */
export function enabledSql(kind: EmailKind, locale: SQL) {
  if (!isSettingKind(kind)) return sql`true`;
  return sql`not exists (select 1 from ${emailSettings} where ${emailSettings.kind} = ${kind}::email_kind
    and ${emailSettings.locale} = ${locale} and not ${emailSettings.enabled})`;
}

/** The e-mail a move into `state` sends, if any (its record's `email` in pipeline.ts). */
export function stateEmailKind(state: StudentState): EmailKind | undefined {
  return PIPELINE[state].email ?? undefined;
}

/**
 * Queues the message of `kind` to each live candidate of `studentIds`, inside the caller's
 * transaction, in one statement (it runs in every registration and state change). Each message has
 * a dedupe key (`<kind>:<studentId>`, with `scope` such as an invoice id, or for `exam_details` a
 * digest of the exam's date, time and place): queueing it again is a no-op, so a candidate moved
 * back and forth hears once and a changed exam is a new message. `exam_details` is queued only for
 * candidates with an exam date and location. The snapshot (`params`) is the candidate's reference,
 * names and exam as they are now, plus `extra` (invoice number, amount, ...). Each message is in the
 * candidate's language (`students.locale`), and that language's `email_settings` decide whether it
 * is queued.
 */
export async function enqueueStudentEmails(
  tx: Tx,
  kind: EmailKind,
  studentIds: readonly number[],
  options: { extra?: EmailParams; scope?: string | number; holdUntil?: Date } = {},
): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const exam = kind === "exam_details";
  const suffix = exam
    ? sql`':' || left(encode(sha256(convert_to(concat_ws('|', ${students.examDate}::text, ${students.examTime}, ${students.examLocation}), 'UTF8')), 'hex'), 16)`
    : sql`${options.scope === undefined ? "" : `:${options.scope}`}::text`;
  const result = await tx.execute(sql`
    ${candidateMessageHead(kind, options.holdUntil)}
        'examDate', ${students.examDate}::text,
        'examTime', ${students.examTime}, 'examLocation', ${students.examLocation},
        'testCenter', ${testCenters.name}
      ) || ${JSON.stringify(options.extra ?? {})}::jsonb,
      ${`${kind}:`}::text || ${students.id} || ${suffix}
    from ${students} left join ${testCenters} on ${testCenters.id} = ${students.testCenterId}
    where ${inArray(students.id, [...studentIds])} and ${isNull(students.deletedAt)} and ${enabledSql(kind, sql`${students.locale}`)}
      ${exam ? sql`and ${students.examDate} is not null and ${students.examLocation} is not null` : sql``}
    on conflict (dedupe_key) do nothing
    returning id`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}

/**
 * The head of `insert into email_outbox … select … from students` for a message of `kind` to a
 * candidate: in their language, to their address, its `params` opened with their reference, names
 * and exam (the caller adds the rest of `jsonb_build_object(`, its extra and the dedupe key).
 */
export function candidateMessageHead(kind: EmailKind, holdUntil?: Date): SQL {
  return sql`insert into ${emailOutbox} (student_id, kind, locale, to_address, next_attempt_at, params, dedupe_key)
    select ${students.id}, ${kind}::email_kind, ${students.locale}, ${students.email},
      ${holdUntil ? sql`${holdUntil.toISOString()}::timestamptz` : sql`now()`},
      jsonb_build_object(
        'studentId', ${students.id}, 'reference', ${students.reference},
        'firstName', ${students.firstName}, 'fullName', ${students.fullName},
        'examName', ${students.examName}, 'examCategory', ${students.examCategory},`;
}

/** A new registration's candidate, as the registration has it at hand. */
export interface NewCandidate {
  id: number;
  email: string;
  reference: string;
  firstName: string;
  fullName: string;
  examName: string;
  /** The regulator's code (`DHA`): the e-mail names the regulator in the candidate's language. */
  examCategory: string;
  testCenter: string | null;
  /** The language the candidate registered in: the message's. */
  locale: Locale;
}

/**
 * Queues "registration received" from the values the registration already holds: one insert with
 * no read of the candidate back (measured: the INSERT ... SELECT of `enqueueStudentEmails` costs a
 * registration on the embedded database about 1 ms, a plain insert about 0.2 ms); it only looks up
 * whether an admin switched the message off (nothing is queued then, and the registration goes on).
 */
export async function enqueueRegistrationEmail(tx: Tx, candidate: NewCandidate): Promise<void> {
  const { id, email, locale, ...snapshot } = candidate;
  const params = { studentId: id, ...snapshot, examDate: null, examTime: null, examLocation: null };
  await tx.execute(sql`
    insert into ${emailOutbox} (student_id, kind, locale, to_address, params, dedupe_key)
    select ${id}, 'registration_received'::email_kind, ${locale}, ${email}, ${JSON.stringify(params)}::jsonb,
      ${`registration_received:${id}`}
    where ${enabledSql("registration_received", sql`${locale}`)}
    on conflict (dedupe_key) do nothing`);
}

/**
 * Queues the e-mail that a move into `state` sends (if any) to the candidates that moved; with
 * `holdUntil`, not due before then (an undoable move: decision 0029). Returns the ids of the
 * messages it queued (none for a message queued before under the same dedupe key).
 */
export async function enqueueStateEmails(
  tx: Tx,
  state: StudentState,
  studentIds: readonly number[],
  holdUntil?: Date,
): Promise<number[]> {
  const kind = stateEmailKind(state);
  return kind ? enqueueStudentEmails(tx, kind, studentIds, { holdUntil }) : [];
}

/**
 * Withdraws held messages of a change that was undone (decision 0029): still queued ones become
 * `withdrawn`, never sent, and give up their dedupe key (suffixed `:undone:<id>`), so a later real
 * move queues the message again. Returns how many were withdrawn.
 */
export async function withdrawHeldEmails(tx: Tx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(emailOutbox)
    .set({
      status: "withdrawn",
      dedupeKey: sql`${emailOutbox.dedupeKey} || ':undone:' || ${emailOutbox.id}`,
      lastError: "Not sent: the change was undone.",
      lockedUntil: null,
      lockedBy: null,
    })
    .where(and(inArray(emailOutbox.id, [...ids]), eq(emailOutbox.status, "queued")))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
