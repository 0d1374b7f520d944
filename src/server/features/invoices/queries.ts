/**
 * Invoice data access (docs/product.md §3 "Invoice", §4, §7). Creating an invoice and confirming one each run
 * in one transaction with the candidate's `student_events` row; confirming also moves the
 * candidate to Invoice_Confirmed.
 */
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import { type Page, type PageQuery, withPage } from "#server/db/paging.ts";
import { invoices, students } from "#server/db/schema.ts";
import { countAsOfSnapshot, statementSnapshot } from "#server/db/snapshot-count.ts";
import type { Actor } from "#server/domain/actor.ts";
import { lockLiveRow } from "#server/domain/live-rows.ts";
import { recordStudentEvents } from "#server/domain/student-events.ts";
import { conflict, notFound } from "#server/errors.ts";
import { enqueueStudentEmails } from "#server/mail/outbox.ts";
import {
  hasReached,
  mayCreateInvoice,
  milestoneState,
  type StudentState,
} from "#shared/candidates/pipeline.ts";
import type { CreateInvoice, Invoice } from "#shared/invoices/invoices.ts";

/** Columns → wire names of docs/product.md §3 (the one mapping place for invoices). */
const invoiceColumns = {
  id: invoices.id,
  studentId: invoices.studentId,
  invoiceNumber: invoices.invoiceNumber,
  BankInvoiceNumber: invoices.bankInvoiceNumber,
  paymentDate: invoices.paymentDate,
  bank: invoices.bank,
  invoiceEmail: invoices.invoiceEmail,
  invoiceMobilePhone: invoices.invoiceMobilePhone,
  invoicerName: invoices.invoicerName,
  amount: invoices.amount,
  currency: invoices.currency,
  reference: invoices.reference,
  SecondReference: invoices.secondReference,
  createdBy: invoices.createdBy,
  confirmed: invoices.confirmed,
  confirmedBy: invoices.confirmedBy,
  confirmed_at: invoices.confirmedAt,
  created_at: invoices.createdAt,
  studentFullName: students.fullName,
  national_id: students.nationalId,
};

type InvoiceRow = Omit<Invoice, "confirmed_at" | "created_at"> & {
  confirmed_at: Date | null;
  created_at: Date;
};

const toWire = (row: InvoiceRow): Invoice => ({
  ...row,
  confirmed_at: row.confirmed_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

function selectInvoices(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.studentId))
    .where(and(isNull(invoices.deletedAt), where));
}

/** The live invoices of a candidate, newest first. 404 when the candidate is unknown or deleted. */
export async function listStudentInvoices(db: Db, studentId: number): Promise<Invoice[]> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.deletedAt)));
  if (!student) throw notFound("Student not found.");
  const rows = await selectInvoices(db, eq(invoices.studentId, studentId)).orderBy(
    desc(invoices.createdAt),
    desc(invoices.id),
  );
  return rows.map(toWire);
}

/** One page of all live invoices of live candidates, newest first, and their total. */
export async function listInvoices(db: Db, query: PageQuery): Promise<Page<Invoice>> {
  const liveStudent = isNull(students.deletedAt);
  const rows = await withPage(
    db
      .select({ ...invoiceColumns, snapshot: statementSnapshot })
      .from(invoices)
      .innerJoin(students, eq(students.id, invoices.studentId))
      .where(and(isNull(invoices.deletedAt), liveStudent))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .$dynamic(),
    query,
  );
  // Counting half a million invoices is kept per MVCC snapshot (see countAsOfSnapshot); the
  // page's own snapshot tells whether the kept total still holds.
  const total = await countAsOfSnapshot(
    db,
    "invoices",
    async (snapshot) => {
      const [row] = await db
        .select({ total: count(), snapshot })
        .from(invoices)
        .innerJoin(students, eq(students.id, invoices.studentId))
        .where(and(isNull(invoices.deletedAt), liveStudent));
      return { snapshot: row?.snapshot ?? null, value: row?.total ?? 0 };
    },
    rows[0]?.snapshot,
  );
  return { rows: rows.map(({ snapshot: _, ...row }) => toWire(row)), total };
}

/**
 * The live candidate `id` (its id and state), locked until the transaction ends so that its state
 * cannot change under the invoice write; undefined when unknown or deleted.
 */
async function lockLiveStudent(tx: Tx, id: number) {
  const [student] = await tx
    .select({ id: students.id, state: students.state })
    .from(students)
    .where(and(eq(students.id, id), isNull(students.deletedAt)))
    .for("update");
  return student;
}

/**
 * Creates an invoice for a candidate in state Invoice (docs/product.md §4: Create Invoice is offered only
 * then) with an `invoice_created` event. Errors: 404 unknown candidate; 409 `studentId` when the
 * candidate is in another state; 409 `invoiceNumber` when a live invoice has that number.
 */
export async function createInvoice(db: Db, input: CreateInvoice, actor: Actor): Promise<Invoice> {
  try {
    return await db.transaction(async (tx) => {
      const student = await lockLiveStudent(tx, input.studentId);
      if (!student) throw notFound("Student not found.");
      if (!mayCreateInvoice(student.state)) {
        throw conflict(
          `An invoice can be created only for a student in state ${milestoneState("invoiced")} (this student is ${student.state}).`,
          "studentId",
        );
      }
      const [created] = await tx
        .insert(invoices)
        .values({
          studentId: input.studentId,
          invoiceNumber: input.invoiceNumber,
          bankInvoiceNumber: input.BankInvoiceNumber,
          paymentDate: input.paymentDate,
          bank: input.bank,
          invoiceEmail: input.invoiceEmail,
          invoiceMobilePhone: input.invoiceMobilePhone,
          invoicerName: input.invoicerName,
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          secondReference: input.SecondReference,
          createdBy: actor.username,
          createdById: actor.id,
        })
        .returning({ id: invoices.id });
      await recordStudentEvents(tx, actor, "invoice_created", [
        {
          studentId: input.studentId,
          changes: {
            invoiceNumber: { from: null, to: input.invoiceNumber },
            amount: { from: null, to: `${input.amount} ${input.currency}` },
          },
        },
      ]);
      await enqueueStudentEmails(tx, "invoice_issued", [input.studentId], {
        scope: created!.id,
        extra: { invoiceNumber: input.invoiceNumber, amount: input.amount, currency: input.currency },
      });
      const [row] = await selectInvoices(tx, eq(invoices.id, created!.id));
      return toWire(row!);
    });
  } catch (error) {
    const { code, constraint } = pgErrorInfo(error);
    if (code === UNIQUE_VIOLATION && constraint === "invoices_number_unique") {
      throw conflict(`Invoice number '${input.invoiceNumber}' is already used.`, "invoiceNumber");
    }
    throw error;
  }
}

/**
 * Confirms an invoice and, in the same transaction, moves its candidate to Invoice_Confirmed (the
 * state that marks the payment) with an `invoice_confirmed` event (docs/product.md §4). A candidate already there or past it keeps
 * its state (confirming a late invoice must not send them back). Errors: 404 unknown invoice or
 * deleted candidate; 409 already confirmed.
 */
export async function confirmInvoice(db: Db, invoiceId: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const { id, studentId, confirmed, invoiceNumber } = invoices;
    const fields = { id, studentId, confirmed, number: invoiceNumber };
    const invoice = await lockLiveRow(tx, invoices, invoiceId, fields, "Invoice not found.");
    if (invoice.confirmed) throw conflict("This invoice is already confirmed.", "confirmed");
    const student = await lockLiveStudent(tx, invoice.studentId);
    if (!student) throw notFound("The student of this invoice no longer exists.");

    await tx
      .update(invoices)
      .set({ confirmed: true, confirmedBy: actor.username, confirmedById: actor.id, confirmedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    const toState: StudentState = hasReached(student.state, "paid") ? student.state : milestoneState("paid");
    if (toState !== student.state) {
      await tx
        .update(students)
        .set({ state: toState, updatedAt: new Date() })
        .where(eq(students.id, student.id));
    }
    await recordStudentEvents(tx, actor, "invoice_confirmed", [
      {
        studentId: student.id,
        fromState: student.state,
        toState,
        changes: { invoiceNumber: { from: null, to: invoice.number } },
      },
    ]);
    await enqueueStudentEmails(tx, "payment_confirmed", [student.id], {
      scope: invoice.id,
      extra: { invoiceNumber: invoice.number },
    });
    const [row] = await selectInvoices(tx, eq(invoices.id, invoiceId));
    return { invoice: toWire(row!), studentState: toState };
  });
}
