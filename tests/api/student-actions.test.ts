/**
 * Back-office writes on candidates (docs/product.md §4, §5, §7): bulk state change, bulk soft delete, edit,
 * confirmation and the history they leave in `student_events`; each one transaction.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, studentEvents, students } from "#server/db/schema.ts";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { studentEditBody } from "#shared/candidates/edit-body.ts";
import { type CandidateOptions, candidateSupply, insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let ids: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ids = await insertCandidates(ctx.db, 12, { from: 1, testCenterId: ctx.testCenterId });
});
afterAll(() => ctx.close());

const supply = candidateSupply(1000);
const fresh = (count = 1, state?: CandidateOptions["state"]) => supply(ctx, count, state);

const admin = () => ctx.authAs("admin");

async function changeState(body: unknown, role: "admin" | "auditor" = "admin") {
  return ctx.callAs(role, "PATCH", "/api/students/change-state", body as object);
}

async function detail(id: number) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/students/${id}`,
    headers: await admin(),
  });
  return response.statusCode === 200 ? response.json<{ student: Student }>().student : null;
}

async function events(id: number) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/students/${id}/events`,
    headers: await admin(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudentEvent[]>();
}

async function counts() {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/api/students/count/confirmation-status",
    headers: await admin(),
  });
  return response.json<{ confirmed_count: number; not_confirmed_count: number }>();
}

describe("PATCH /api/students/change-state", () => {
  it.each([
    [{ studentIds: [], state: "Confirmed" }, "studentIds"],
    [{ studentIds: [1], state: "" }, "state"],
    [{ studentIds: [1] }, "state"],
    [{ state: "Confirmed" }, "studentIds"],
  ])("refuses %j with 400 'Please select a state and at least one student.'", async (body, field) => {
    const response = await changeState(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "Please select a state and at least one student.",
      field,
    });
  });

  it("refuses an unknown state with 400 naming the field", async () => {
    const response = await changeState({ studentIds: [ids[0]], state: "Paid" });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("state");
  });

  it("moves two candidates to Confirmed: confirmer set, counts and events follow", async () => {
    const [a, b] = await fresh(2);
    const before = await counts();
    const response = await changeState({
      studentIds: [a, b],
      state: "Confirmed",
      additionalValue: 1,
      userId: 999,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "State updated successfully!",
      count: 2,
      // Decision 0029: the move can be taken back (undo.test.ts).
      undoToken: expect.any(String),
    });
    for (const id of [a!, b!]) {
      expect(await detail(id)).toMatchObject({
        state: "Confirmed",
        confirmed: true,
        confirmed_by: "admin-user",
      });
      const [event] = await events(id);
      expect(event).toMatchObject({
        type: "state_changed",
        actor_username: "admin-user",
        actor_user_id: ctx.users.admin.id,
        from_state: "Not_Confirmed",
        to_state: "Confirmed",
      });
      expect(Date.now() - Date.parse(event!.created_at)).toBeLessThan(60_000);
    }
    const after = await counts();
    expect(after.confirmed_count).toBe(before.confirmed_count + 2);
    expect(after.not_confirmed_count).toBe(before.not_confirmed_count - 2);
  });

  it("goes backwards too (staff correct mistakes); Not_Confirmed clears the confirmer", async () => {
    const [id] = await fresh(1, "Exam_Details");
    await ctx.db
      .update(students)
      .set({ confirmedBy: "someone", confirmedById: ctx.users.admin.id })
      .where(eq(students.id, id!));
    expect((await changeState({ studentIds: [id], state: "Not_Confirmed" })).statusCode).toBe(200);
    expect(await detail(id!)).toMatchObject({ state: "Not_Confirmed", confirmed: false, confirmed_by: null });
    const [row] = await ctx.db
      .select({ by: students.confirmedById })
      .from(students)
      .where(eq(students.id, id!));
    expect(row!.by).toBeNull();
    expect((await events(id!))[0]).toMatchObject({ from_state: "Exam_Details", to_state: "Not_Confirmed" });
  });

  it("other states keep the confirmation as it is", async () => {
    const [id] = await fresh(1, "Confirmed");
    await changeState({ studentIds: [id], state: "Invoice" });
    expect(await detail(id!)).toMatchObject({ state: "Invoice", confirmed: true });
  });

  it("leaves candidates already in that state untouched, without an event", async () => {
    const [id] = await fresh(1, "Results");
    const response = await changeState({ studentIds: [id], state: "Results" });
    expect(response.json().count).toBe(0);
    expect(await events(id!)).toEqual([]);
  });

  it("with one unknown id changes nothing (404, field studentIds)", async () => {
    const [id] = await fresh(1);
    const response = await changeState({ studentIds: [id, 99_999], state: "Done" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, field: "studentIds" });
    expect((await detail(id!))?.state).toBe("Not_Confirmed");
    expect(await events(id!)).toEqual([]);
  });

  it("is one transaction: when writing the events fails, no state changes", async () => {
    const [a, b] = await fresh(2);
    // A trigger that fails the second half (the event insert) for this one candidate.
    await ctx.db.execute(
      sql.raw(`create or replace function fail_event() returns trigger language plpgsql as $$
        begin if new.student_id = ${b} then raise exception 'event write failed'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql`create trigger fail_event before insert on student_events for each row execute function fail_event()`,
    );
    try {
      const response = await changeState({ studentIds: [a, b], state: "Invoice" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: "Internal server error." });
    } finally {
      await ctx.db.execute(sql`drop trigger fail_event on student_events`);
    }
    const rows = await ctx.db
      .select({ state: students.state })
      .from(students)
      .where(inArray(students.id, [a!, b!]));
    expect(rows.map((r) => r.state)).toEqual(["Not_Confirmed", "Not_Confirmed"]);
  });

  it("is open to an auditor too (docs/product.md §1), recorded with the auditor as the actor", async () => {
    const [id] = await fresh(1);
    const response = await changeState({ studentIds: [id], state: "Confirmed" }, "auditor");
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(id!)).toMatchObject({
      state: "Confirmed",
      confirmed: true,
      confirmed_by: "auditor-user",
    });
    expect((await events(id!))[0]).toMatchObject({
      type: "state_changed",
      actor_username: "auditor-user",
      actor_user_id: ctx.users.auditor.id,
      to_state: "Confirmed",
    });
  });
});

describe("DELETE /api/students", () => {
  const remove = async (body: unknown, role: "admin" | "auditor" = "admin") =>
    ctx.callAs(role, "DELETE", "/api/students", body as object);

  it("soft-deletes: the rows stay, with who and when, and leave lists, counts and details", async () => {
    const [a, b] = await fresh(2);
    const before = await counts();
    const response = await remove({ studentIds: [a, b], deleted_by: "x" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, count: 2 });

    const rows = await ctx.db
      .select({ deletedAt: students.deletedAt, deletedBy: students.deletedBy, fullName: students.fullName })
      .from(students)
      .where(inArray(students.id, [a!, b!]));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.deletedBy).toBe(ctx.users.admin.id);
    }
    expect(await detail(a!)).toBeNull();
    const after = await counts();
    expect(after.not_confirmed_count).toBe(before.not_confirmed_count - 2);
    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/students?pageSize=100",
      headers: await admin(),
    });
    expect(list.json<Student[]>().map((s) => s.id)).not.toContain(a);
    const deleted = await ctx.db
      .select({ type: studentEvents.type, actor: studentEvents.actorUsername })
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, a!), eq(studentEvents.type, "deleted")));
    expect(deleted).toEqual([{ type: "deleted", actor: "admin-user" }]);
  });

  it("refuses an already deleted candidate with 404 and deletes none of the others", async () => {
    const [a, b] = await fresh(2);
    await remove({ studentIds: [a] });
    const response = await remove({ studentIds: [a, b] });
    expect(response.statusCode).toBe(404);
    expect(await detail(b!)).not.toBeNull();
  });

  it("refuses an empty selection with 400, and an auditor with 403: deleting is admin-only", async () => {
    expect((await remove({ studentIds: [] })).statusCode).toBe(400);
    expect((await remove({ studentIds: [ids[1]] }, "auditor")).statusCode).toBe(403);
    expect(await detail(ids[1]!)).not.toBeNull();
  });
});

describe("PUT /api/students/{id}", () => {
  const put = async (id: number, body: unknown, role: "admin" | "auditor" = "admin") =>
    ctx.callAs(role, "PUT", `/api/students/${id}`, body as object);

  it("saves changed fields and records them, old → new, with the editor", async () => {
    const [id] = await fresh(1);
    const student = (await detail(id!))!;
    const response = await put(id!, {
      ...studentEditBody(student),
      city: "Dammam",
      nationality: "",
      confirmedBy: "spoofed",
      confirmedByID: 12345,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Student details updated successfully." });
    expect(await detail(id!)).toMatchObject({ city: "Dammam", nationality: null, confirmed_by: null });
    const [event] = await events(id!);
    expect(event).toMatchObject({
      type: "edited",
      actor_username: "admin-user",
      changes: {
        city: { from: student.city, to: "Dammam" },
        nationality: { from: student.nationality, to: null },
      },
    });
    expect(Object.keys(event!.changes!).sort()).toEqual(["city", "nationality"]);
    const [row] = await ctx.db
      .select({ by: students.updatedById })
      .from(students)
      .where(eq(students.id, id!));
    expect(row!.by).toBe(ctx.users.admin.id);
  });

  it("writes no event when nothing changed", async () => {
    const [id] = await fresh(1);
    const response = await put(id!, studentEditBody((await detail(id!))!));
    expect(response.json().message).toBe("No changes to save.");
    expect(await events(id!)).toEqual([]);
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ first_name: " " }, "first_name", "First name is required."],
    [
      { national_id: "", passport_number: "" },
      "national_id",
      "Please provide a National ID or a Passport Number.",
    ],
    [{ degree: "MSC", MSC_university: "" }, "MSC_university", "MSC university is required."],
    [
      { examSubcategory: "Astronomy" },
      "examSubcategory",
      "Please choose a specialty of the chosen exam category.",
    ],
    [{ ExamDate: "15/03/2027" }, "ExamDate", "Exam date must be a date (YYYY-MM-DD)."],
  ])("refuses %j with 400 naming %s, changing nothing", async (patch, field, message) => {
    const [id] = await fresh(1);
    const student = (await detail(id!))!;
    const response = await put(id!, { ...studentEditBody(student), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await detail(id!)).toEqual(student);
  });

  it("refuses Exam Date and Exam Location outside state Exam_Details (409) and accepts them in it", async () => {
    const [id] = await fresh(1, "Invoice_Confirmed");
    const values = {
      ...studentEditBody((await detail(id!))!),
      ExamDate: "2027-03-15",
      ExamLocation: "Riyadh",
    };
    const refused = await put(id!, values);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: "ExamDate" });
    expect((await detail(id!))?.ExamDate).toBeNull();

    await changeState({ studentIds: [id], state: "Exam_Details" });
    expect((await put(id!, values)).statusCode).toBe(200);
    expect(await detail(id!)).toMatchObject({ ExamDate: "2027-03-15", ExamLocation: "Riyadh" });
  });

  it("refuses another live candidate's email with 409 naming the field", async () => {
    const [a, b] = await fresh(2);
    const other = (await detail(b!))!;
    const response = await put(a!, {
      ...studentEditBody((await detail(a!))!),
      email: other.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, field: "email" });
  });

  it("answers 404 for an unknown candidate", async () => {
    const values = studentEditBody((await detail(ids[2]!))!);
    expect((await put(99_999, values)).statusCode).toBe(404);
  });

  it("lets an auditor correct a field (docs/product.md §1 reviewing), recorded with them as editor", async () => {
    const [id] = await fresh(1);
    const student = (await detail(id!))!;
    const response = await put(id!, { ...studentEditBody(student), city: "Khobar" }, "auditor");
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(id!)).toMatchObject({ city: "Khobar" });
    expect((await events(id!))[0]).toMatchObject({
      type: "edited",
      actor_username: "auditor-user",
      actor_user_id: ctx.users.auditor.id,
      changes: { city: { from: student.city, to: "Khobar" } },
    });
    const [row] = await ctx.db
      .select({ by: students.updatedById })
      .from(students)
      .where(eq(students.id, id!));
    expect(row!.by).toBe(ctx.users.auditor.id);
  });
});

describe("PUT /api/students/{id}/confirm", () => {
  const confirm = async (id: number, role: "admin" | "auditor" = "admin") =>
    ctx.callAs(role, "PUT", `/api/students/${id}/confirm`, {
      confirmed: true,
      confirmedBy: "spoofed",
      state: "Done",
    });

  /** Candidate `id` is confirmed by `username`, in state Confirmed, its newest event a "confirmed" one with `event`. */
  async function expectConfirmedBy(id: number, username: string, event: Record<string, unknown>) {
    expect(await detail(id)).toMatchObject({ confirmed: true, confirmed_by: username, state: "Confirmed" });
    expect((await events(id))[0]).toMatchObject({ type: "confirmed", ...event });
  }

  it("confirms once: confirmed, confirmer, state Confirmed and an event; then 409", async () => {
    const [id] = await fresh(1);
    const response = await confirm(id!);
    expect(response.statusCode, response.body).toBe(200);
    await expectConfirmedBy(id!, "admin-user", { from_state: "Not_Confirmed", to_state: "Confirmed" });
    const again = await confirm(id!);
    expect(again.statusCode).toBe(409);
    expect(await events(id!)).toHaveLength(1);
  });

  it("answers 404 for an unknown candidate", async () => {
    expect((await confirm(99_999)).statusCode).toBe(404);
  });

  it("lets an auditor confirm (docs/product.md §1), with the auditor as the confirmer", async () => {
    const [id] = await fresh(1);
    expect((await confirm(id!, "auditor")).statusCode).toBe(200);
    await expectConfirmedBy(id!, "auditor-user", {
      actor_username: "auditor-user",
      actor_user_id: ctx.users.auditor.id,
    });
  });
});

describe("GET /api/students/{id}/events", () => {
  it("lists the history newest first", async () => {
    const [id] = await fresh(1);
    await changeState({ studentIds: [id], state: "Confirmed" });
    await changeState({ studentIds: [id], state: "Invoice" });
    await changeState({ studentIds: [id], state: "Invoice_Confirmed", confirm: true });
    const history = await events(id!);
    expect(history.map((e) => e.to_state)).toEqual(["Invoice_Confirmed", "Invoice", "Confirmed"]);
  });

  it("answers 404 for an unknown candidate", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/students/99999/events",
      headers: await admin(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('moves against the data (docs/product.md §4 "Moves against the data")', () => {
  const FUTURE = "2999-01-01";
  const PAST = "2000-01-01";
  const stateOf = async (id: number) =>
    (await ctx.db.select({ state: students.state }).from(students).where(eq(students.id, id)))[0]?.state;
  const withExamDate = async (id: number, examDate: string | null) =>
    ctx.db.update(students).set({ examDate }).where(eq(students.id, id));

  it("answers 409 with the warnings and changes nothing when Results comes before the exam date", async () => {
    const [id] = await fresh(1, "Exam_Details");
    await withExamDate(id!, FUTURE);
    const before = (await events(id!)).length;
    const response = await changeState({ studentIds: [id], state: "Results" });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      field: "state",
      needsConfirmation: true,
      warnings: [{ studentId: id, codes: ["exam_not_taken"], message: "the exam date has not passed yet" }],
    });
    expect(body.message).toMatch(/contradicts .*confirm: true/);
    expect(body.warnings[0].reference).toMatch(/^[A-Z]{2}-\d{2}-/);
    expect(await stateOf(id!)).toBe("Exam_Details");
    expect(await events(id!)).toHaveLength(before);
  });

  it("makes the move with confirm: true and records in the history that it was confirmed despite the warning", async () => {
    const [id] = await fresh(1, "Exam_Details");
    await withExamDate(id!, FUTURE);
    const response = await changeState({ studentIds: [id], state: "Results", confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(id!)).toBe("Results");
    const [latest] = await events(id!);
    expect(latest).toMatchObject({
      type: "state_changed",
      from_state: "Exam_Details",
      to_state: "Results",
      actor_username: "admin-user",
      changes: { confirmedDespiteWarning: { from: null, to: "the exam date has not passed yet" } },
    });
  });

  it("lets a move the data bears out through without a flag and without a warning in the history", async () => {
    const [id] = await fresh(1, "Exam_Details");
    await withExamDate(id!, PAST);
    const response = await changeState({ studentIds: [id], state: "Done" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await events(id!))[0]).toMatchObject({ to_state: "Done", changes: null });
  });

  it("lists every contradicting candidate of a bulk move and moves none of them without confirm", async () => {
    const [dated, undated, future] = await fresh(3, "Exam_Details");
    await withExamDate(dated!, PAST);
    await withExamDate(future!, FUTURE);
    const response = await changeState({ studentIds: [dated, undated, future], state: "Send_Score" });
    expect(response.statusCode).toBe(409);
    expect(
      response.json().warnings.map((w: { studentId: number; codes: string[] }) => [w.studentId, w.codes]),
    ).toEqual([
      [undated, ["no_exam_date"]],
      [future, ["exam_not_taken"]],
    ]);
    expect(response.json().message).toContain("2 selected students");
    for (const id of [dated, undated, future]) expect(await stateOf(id!)).toBe("Exam_Details");

    const confirmed = await changeState({
      studentIds: [dated, undated, future],
      state: "Send_Score",
      confirm: true,
    });
    expect(confirmed.json()).toMatchObject({ success: true, count: 3 });
    expect((await events(dated!))[0]?.changes).toBeNull();
    expect((await events(undated!))[0]?.changes).toEqual({
      confirmedDespiteWarning: { from: null, to: "no exam date is set" },
    });
  });

  it("warns on Invoice_Confirmed without an invoice confirmed as paid, not with one", async () => {
    const [unpaid, paid] = await fresh(2, "Invoice");
    await ctx.db.insert(invoices).values([
      { studentId: unpaid!, invoiceNumber: `INV-UNPAID-${unpaid}`, amount: "100.00" },
      { studentId: paid!, invoiceNumber: `INV-PAID-${paid}`, amount: "100.00", confirmed: true },
    ]);
    const refused = await changeState({ studentIds: [unpaid, paid], state: "Invoice_Confirmed" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().warnings).toEqual([
      expect.objectContaining({ studentId: unpaid, codes: ["no_paid_invoice"] }),
    ]);
    const alone = await changeState({ studentIds: [paid], state: "Invoice_Confirmed" });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(await stateOf(paid!)).toBe("Invoice_Confirmed");
  });

  it("gives the auditor the same warning and confirmation; confirm must be a boolean", async () => {
    const [id] = await fresh(1, "Exam_Details");
    const refused = await changeState({ studentIds: [id], state: "Results" }, "auditor");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().needsConfirmation).toBe(true);
    const confirmed = await changeState({ studentIds: [id], state: "Results", confirm: true }, "auditor");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await events(id!))[0]).toMatchObject({
      actor_username: "auditor-user",
      changes: { confirmedDespiteWarning: { to: "no exam date is set" } },
    });
    // Roles without the state change are refused before any warning, flag or not.
    const denied = await ctx.callAs("test_center", "PATCH", "/api/students/change-state", {
      studentIds: [id],
      state: "Done",
      confirm: true,
    });
    expect(denied.statusCode).toBe(403);
    expect(await stateOf(id!)).toBe("Results");
    const bad = await changeState({ studentIds: [id], state: "Done", confirm: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, field: "confirm" });
  });
});
