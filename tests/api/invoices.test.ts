/**
 * Invoices (docs/product.md §3, §4, §5, §7, §8): created only in state Invoice, amounts as exact decimals,
 * unique numbers, and confirmation moving the candidate to Invoice_Confirmed in one transaction.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, students } from "#server/db/schema.ts";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { Invoice } from "#shared/invoices/invoices.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let next = 1;
let invoiceNo = 1;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function candidate(state: Parameters<typeof insertCandidates>[2]["state"] = "Invoice") {
  const [id] = await insertCandidates(ctx.db, 1, { from: next++, testCenterId: ctx.testCenterId, state });
  return id!;
}

const validInvoice = (studentId: number) => ({
  studentId,
  invoiceNumber: `INV-T-${invoiceNo++}`,
  BankInvoiceNumber: "BNK-1",
  paymentDate: "2026-11-01",
  bank: "Saudi National Bank",
  invoiceEmail: "billing@example.com",
  invoiceMobilePhone: "+966 50 123 4567",
  invoicerName: "Billing Office",
  amount: "1250.5",
  currency: "SAR",
  reference: "REF-1",
  SecondReference: "",
  username: "ignored",
});

async function create(body: unknown, role: "admin" | "auditor" = "admin") {
  return ctx.callAs(role, "POST", "/api/invoices/create-invoice", body as object);
}

async function confirm(id: number, role: "admin" | "auditor" = "admin") {
  return ctx.callAs(role, "PATCH", `/api/invoices/update-invoice/${id}`, {
    confirmed: true,
    username: "ignored",
  });
}

async function stateOf(id: number) {
  const [row] = await ctx.db.select({ state: students.state }).from(students).where(eq(students.id, id));
  return row!.state;
}

async function historyOf(id: number) {
  const response = await ctx.getAs("admin", `/api/students/${id}/events`);
  return response.json<StudentEvent[]>();
}

describe("POST /api/invoices/create-invoice", () => {
  it("creates an invoice for a candidate in state Invoice, amount as an exact 2-decimal string", async () => {
    const studentId = await candidate();
    const body = validInvoice(studentId);
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    const { invoice } = response.json<{ invoice: Invoice }>();
    expect(invoice).toMatchObject({
      studentId,
      invoiceNumber: body.invoiceNumber,
      amount: "1250.50",
      currency: "SAR",
      SecondReference: null,
      createdBy: "admin-user",
      confirmed: false,
      confirmedBy: null,
      confirmed_at: null,
    });
    const [column] = await ctx.db
      .select({ type: sql<string>`pg_typeof(${invoices.amount})::text` })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(column!.type).toBe("numeric");
    expect((await historyOf(studentId))[0]).toMatchObject({
      type: "invoice_created",
      actor_username: "admin-user",
      changes: { invoiceNumber: { from: null, to: body.invoiceNumber } },
    });
  });

  it.each([
    [{ invoiceNumber: "  " }, "invoiceNumber", "Invoice number is required."],
    [{ amount: "" }, "amount", "Amount is required."],
    [{ amount: "12,50" }, "amount", "Amount must be a number."],
    [{ amount: "abc" }, "amount", "Amount must be a number."],
    [{ amount: "0" }, "amount", "Amount must be greater than zero."],
    [{ amount: "-5" }, "amount", "Amount must be greater than zero."],
    [{ amount: "10.005" }, "amount", "Amount can have at most 2 decimals."],
    [{ amount: "99999999999" }, "amount", "Amount must be at most 9999999999.99."],
    [{ currency: "XYZ" }, "currency", "Please choose a currency."],
    [{ invoiceEmail: "nope" }, "invoiceEmail", "Please enter a valid email address"],
  ])("refuses %j with 400 naming the field, creating nothing", async (patch, field, message) => {
    const studentId = await candidate();
    const response = await create({ ...validInvoice(studentId), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await ctx.db.select().from(invoices).where(eq(invoices.studentId, studentId))).toEqual([]);
  });

  it("accepts a JSON number amount", async () => {
    const response = await create({ ...validInvoice(await candidate()), amount: 99.9 });
    expect(response.json().invoice.amount).toBe("99.90");
  });

  it.each(["Not_Confirmed", "Confirmed", "Invoice_Confirmed", "Done"] as const)(
    "refuses a candidate in state %s with 409",
    async (state) => {
      const response = await create(validInvoice(await candidate(state)));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, field: "studentId" });
    },
  );

  it("refuses a duplicate invoice number with 409 naming invoiceNumber", async () => {
    const first = validInvoice(await candidate());
    expect((await create(first)).statusCode).toBe(201);
    const response = await create({ ...validInvoice(await candidate()), invoiceNumber: first.invoiceNumber });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: "invoiceNumber" });
  });

  it("answers 404 for an unknown candidate", async () => {
    expect((await create(validInvoice(99_999))).statusCode).toBe(404);
  });

  it("lets an auditor create one too (docs/product.md §1), recorded with the auditor as its creator", async () => {
    const studentId = await candidate();
    const response = await create(validInvoice(studentId), "auditor");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().invoice).toMatchObject({ createdBy: "auditor-user", confirmed: false });
    expect((await historyOf(studentId))[0]).toMatchObject({
      type: "invoice_created",
      actor_username: "auditor-user",
      actor_user_id: ctx.users.auditor.id,
    });
  });
});

describe("PATCH /api/invoices/update-invoice/{id}", () => {
  async function invoiceFor(state: Parameters<typeof insertCandidates>[2]["state"] = "Invoice") {
    const studentId = await candidate("Invoice");
    const { invoice } = (await create(validInvoice(studentId))).json<{ invoice: Invoice }>();
    if (state !== "Invoice") await ctx.db.update(students).set({ state }).where(eq(students.id, studentId));
    return { studentId, invoice };
  }

  it("confirms the invoice and moves the candidate to Invoice_Confirmed with an event", async () => {
    const { studentId, invoice } = await invoiceFor();
    const response = await confirm(invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Invoice confirmed successfully",
      stateMessage: "Student state updated to Invoice_Confirmed",
      studentState: "Invoice_Confirmed",
      invoice: { id: invoice.id, confirmed: true, confirmedBy: "admin-user" },
    });
    expect(Date.now() - Date.parse(response.json().invoice.confirmed_at)).toBeLessThan(60_000);
    expect(await stateOf(studentId)).toBe("Invoice_Confirmed");
    expect((await historyOf(studentId))[0]).toMatchObject({
      type: "invoice_confirmed",
      from_state: "Invoice",
      to_state: "Invoice_Confirmed",
      actor_username: "admin-user",
    });
  });

  it("lets an auditor confirm (docs/product.md §1): confirmer and history name the auditor", async () => {
    const { studentId, invoice } = await invoiceFor();
    const response = await confirm(invoice.id, "auditor");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      studentState: "Invoice_Confirmed",
      invoice: { id: invoice.id, confirmed: true, confirmedBy: "auditor-user" },
    });
    expect(await stateOf(studentId)).toBe("Invoice_Confirmed");
    expect((await historyOf(studentId))[0]).toMatchObject({
      type: "invoice_confirmed",
      actor_username: "auditor-user",
      actor_user_id: ctx.users.auditor.id,
    });
  });

  it("leaves a candidate already past Invoice_Confirmed in their state", async () => {
    const { studentId, invoice } = await invoiceFor("Results");
    const response = await confirm(invoice.id);
    expect(response.json().studentState).toBe("Results");
    expect(await stateOf(studentId)).toBe("Results");
  });

  it("refuses a second confirmation with 409 and an unknown invoice with 404", async () => {
    const { invoice } = await invoiceFor();
    await confirm(invoice.id);
    expect((await confirm(invoice.id)).statusCode).toBe(409);
    expect((await confirm(99_999)).statusCode).toBe(404);
  });

  it("is one transaction: when moving the candidate fails, the invoice stays unconfirmed", async () => {
    const { studentId, invoice } = await invoiceFor();
    await ctx.db.execute(
      sql.raw(`create or replace function fail_move() returns trigger language plpgsql as $$
        begin if new.state = 'Invoice_Confirmed' then raise exception 'move failed'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql`create trigger fail_move before update on students for each row execute function fail_move()`,
    );
    try {
      expect((await confirm(invoice.id)).statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger fail_move on students`);
    }
    const [row] = await ctx.db
      .select({ confirmed: invoices.confirmed, at: invoices.confirmedAt })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(row).toEqual({ confirmed: false, at: null });
    expect(await stateOf(studentId)).toBe("Invoice");
  });
});

describe("GET /api/invoices and /api/invoices/{studentId}", () => {
  it("lists all invoices newest first in pages, with student name and national ID, X-Total-Count", async () => {
    const made: Invoice[] = [];
    for (let i = 0; i < 3; i++) {
      made.push((await create(validInvoice(await candidate()))).json<{ invoice: Invoice }>().invoice);
    }
    const response = await ctx.getAs("auditor", "/api/invoices?pageSize=2");
    expect(response.statusCode).toBe(200);
    const page = response.json<Invoice[]>();
    expect(page.map((i) => i.id)).toEqual([made[2]!.id, made[1]!.id]);
    const [student] = await ctx.db
      .select({ name: students.fullName, nid: students.nationalId })
      .from(students)
      .where(eq(students.id, made[2]!.studentId));
    expect(page[0]).toMatchObject({ studentFullName: student!.name, national_id: student!.nid });
    const total = Number(response.headers["x-total-count"]);
    expect(total).toBe((await ctx.db.select().from(invoices)).length);
    const second = await ctx.getAs("admin", "/api/invoices?pageSize=2&page=2");
    expect(second.json<Invoice[]>()[0]!.id).toBe(made[0]!.id);
  });

  it("lists one candidate's invoices; none gives []; unknown candidate 404", async () => {
    const studentId = await candidate();
    const get = async (id: number) => ctx.getAs("auditor", `/api/invoices/${id}`);
    expect((await get(studentId)).json()).toEqual([]);
    const { invoice } = (await create(validInvoice(studentId))).json<{ invoice: Invoice }>();
    expect((await get(studentId)).json<Invoice[]>().map((i) => i.id)).toEqual([invoice.id]);
    expect((await get(99_999)).statusCode).toBe(404);
  });
});
