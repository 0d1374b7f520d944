/**
 * Undo (docs/product.md §12 "Undo and restore", decision 0029): a bulk state change, a delete of
 * candidates, a user or a message answers with an `undoToken`; `POST /api/undo` takes it back once,
 * within the window (the app's injected clock, no sleeping), by its author or an admin, unless the
 * rows changed since. The e-mails a move queued are held for the window and withdrawn by the undo:
 * a real SMTP server receives none of the 20 of an undone move, and all 20 of one not undone.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, inquiries, studentEvents, students, undoActions, users } from "#server/db/schema.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createEmailWorker } from "#server/mail/worker.ts";
import { buildInquiry } from "#server/setup/factories.ts";
import { UNDO_GRACE_SECONDS, UNDO_WINDOW_SECONDS } from "#shared/trash/undo.ts";
import { candidateSupply } from "#tests/helpers/candidates.ts";
import { startTestSmtp, type TestSmtp } from "#tests/helpers/smtp.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let clock = Date.now();
let ctx: TestContext;
let smtp: TestSmtp;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const supply = candidateSupply(5000);
const fresh = (count = 1, state?: Parameters<typeof supply>[2]) => supply(ctx, count, state);

type Role = "admin" | "auditor" | "test_center";

async function move(studentIds: number[], state: string, role: Role = "admin") {
  const response = await ctx.callAs(role, "PATCH", "/api/students/change-state", { studentIds, state });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number; undoToken?: string }>();
}

const undo = (undoToken: unknown, role: Role = "admin") =>
  ctx.callAs(role, "POST", "/api/undo", { undoToken });

async function rowsOf(ids: number[]) {
  return ctx.db
    .select({
      id: students.id,
      state: students.state,
      confirmed: students.confirmed,
      confirmedBy: students.confirmedBy,
      confirmedById: students.confirmedById,
      updatedAt: students.updatedAt,
      deletedAt: students.deletedAt,
    })
    .from(students)
    .where(inArray(students.id, ids))
    .orderBy(students.id);
}

/** Makes every message of these candidates due now (as if the window had passed on the database's clock). */
async function makeDue(ids: number[]) {
  await ctx.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(emailOutbox.studentId, ids));
}

/** A worker delivering to the test SMTP server until nothing is due; how many it claimed. */
async function deliverAll(): Promise<number> {
  const worker = createEmailWorker({
    db: ctx.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: "Exams <exams@example.com>", outboxDir: "unused" }),
    statusUrl: async () => "https://exams.test/status",
    supportEmail: "support@example.com",
    paymentInstructions: null,
    domain: "exams.test",
    log: { info() {}, warn() {} },
  });
  let claimed = 0;
  while ((await worker.runOnce()) > 0) claimed++;
  await worker.stop();
  return claimed;
}

describe("undo of a bulk state change", () => {
  it("puts back exactly the previous states and fields, and records both in the history", async () => {
    const ids = await fresh(3);
    // One was confirmed before by someone else: the undo must give its confirmer back.
    await ctx.db
      .update(students)
      .set({ state: "Invoice", confirmed: true, confirmedBy: "someone", confirmedById: ctx.users.auditor.id })
      .where(eq(students.id, ids[0]!));
    const before = await rowsOf(ids);
    const answer = await move(ids, "Confirmed");
    expect(answer.count).toBe(3);
    expect(answer.undoToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const afterMove = await rowsOf(ids);
    expect(afterMove.every((r) => r.state === "Confirmed" && r.confirmedBy === "admin-user")).toBe(true);

    const response = await undo(answer.undoToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, count: 3 });
    // Exactly as before: candidate 0 in Invoice confirmed by its first confirmer, the others
    // unconfirmed, every updated_at as it was.
    expect(await rowsOf(ids)).toEqual(before);

    const events = await ctx.db
      .select({
        type: studentEvents.type,
        from: studentEvents.fromState,
        to: studentEvents.toState,
        state: sql<unknown>`${studentEvents.changes}->'state'`,
      })
      .from(studentEvents)
      .where(eq(studentEvents.studentId, ids[0]!))
      .orderBy(studentEvents.id);
    expect(events).toEqual([
      { type: "state_changed", from: "Invoice", to: "Confirmed", state: null },
      // No from/to state: an undo is no move into a state for the stage trends (decision 0027).
      { type: "undone", from: null, to: null, state: { from: "Confirmed", to: "Invoice" } },
    ]);
  });

  it("undoing a bulk move of 20 restores all 20 and sends no e-mail; the same move not undone sends 20", async () => {
    const undone = await fresh(20);
    const kept = await fresh(20);
    const sentBefore = smtp.received.length;

    const answer = await move(undone, "Confirmed");
    expect(answer.count).toBe(20);
    await move(kept, "Confirmed");
    // Held for the window: nothing is due yet, the worker claims nothing.
    expect(await deliverAll()).toBe(0);
    const held = await ctx.db
      .select({ status: emailOutbox.status, studentId: emailOutbox.studentId })
      .from(emailOutbox)
      .where(inArray(emailOutbox.studentId, [...undone, ...kept]));
    expect(held).toHaveLength(40);
    expect(held.every((m) => m.status === "queued")).toBe(true);

    expect((await undo(answer.undoToken)).statusCode).toBe(200);
    expect((await rowsOf(undone)).every((r) => r.state === "Not_Confirmed" && !r.confirmed)).toBe(true);

    // The window passes: every held message is due; only the 20 of the move not undone go out.
    await makeDue([...undone, ...kept]);
    expect(await deliverAll()).toBe(20);
    await smtp.idle();
    const arrived = smtp.received.slice(sentBefore);
    expect(arrived).toHaveLength(20);
    const keptAddresses = new Set(
      (await ctx.db.select({ email: students.email }).from(students).where(inArray(students.id, kept))).map(
        (r) => r.email.toLowerCase(),
      ),
    );
    expect(
      arrived.every((mail) =>
        keptAddresses.has(String(mail.to && "text" in mail.to ? mail.to.text : "").toLowerCase()),
      ),
    ).toBe(true);
    const withdrawn = await ctx.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.studentId, undone));
    expect(withdrawn.map((m) => m.status)).toEqual(undone.map(() => "withdrawn"));
  });

  it("a real move after an undone one queues its e-mail again (the undone message gave up its key)", async () => {
    const [id] = await fresh(1);
    const first = await move([id!], "Confirmed");
    expect((await undo(first.undoToken)).statusCode).toBe(200);
    await move([id!], "Confirmed");
    const messages = await ctx.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.studentId, id!))
      .orderBy(emailOutbox.id);
    expect(messages.map((m) => m.status)).toEqual(["withdrawn", "queued"]);
  });

  it("is refused after the window (410), and once used (410); nothing changes", async () => {
    const ids = await fresh(2);
    const late = await move(ids, "Confirmed");
    clock += (UNDO_WINDOW_SECONDS + UNDO_GRACE_SECONDS) * 1000 + 1;
    const response = await undo(late.undoToken);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe("The time to undo this change has passed.");
    expect((await rowsOf(ids)).every((r) => r.state === "Confirmed")).toBe(true);

    const inTime = await move(ids, "Invoice");
    clock += UNDO_WINDOW_SECONDS * 1000; // still inside window + grace
    expect((await undo(inTime.undoToken)).statusCode).toBe(200);
    const again = await undo(inTime.undoToken);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe("This change was undone already.");
  });

  it("is refused with 409 when the candidates changed since, and changes nothing", async () => {
    const ids = await fresh(2);
    const first = await move(ids, "Confirmed");
    await move([ids[1]!], "Invoice");
    const response = await undo(first.undoToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed since/);
    expect((await rowsOf(ids)).map((r) => r.state)).toEqual(["Confirmed", "Invoice"]);
    // Nor when only an edit (no state change) came between: its history row counts.
    const [one] = await fresh(1);
    const second = await move([one!], "Confirmed");
    await ctx.db.insert(studentEvents).values({ studentId: one!, type: "edited", changes: {} });
    expect((await undo(second.undoToken)).statusCode).toBe(409);
  });

  it("is not refused by an e-mail delivered in between (an earlier e-mail's outcome is no change)", async () => {
    const ids = await fresh(2);
    const moved = await move(ids, "Confirmed");
    // The worker delivers the registration e-mail of one and fails the other's after the move.
    await ctx.db.insert(studentEvents).values([
      { studentId: ids[0]!, type: "email_sent", changes: { kind: { from: null, to: "registered" } } },
      { studentId: ids[1]!, type: "email_failed", changes: { kind: { from: null, to: "registered" } } },
    ]);
    const response = await undo(moved.undoToken);
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOf(ids)).map((r) => r.state)).toEqual(["Not_Confirmed", "Not_Confirmed"]);
  });

  it("is the author's or an admin's: another auditor's change needs an admin (403 otherwise)", async () => {
    const ids = await fresh(2);
    const byAdmin = await move(ids, "Confirmed", "admin");
    const refused = await undo(byAdmin.undoToken, "auditor");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only the staff member who made the change, or an admin, can undo it.",
    );
    expect((await undo(byAdmin.undoToken, "admin")).statusCode).toBe(200);
    const byAuditor = await move(ids, "Invoice", "auditor");
    expect((await undo(byAuditor.undoToken, "auditor")).statusCode).toBe(200);
    const again = await move(ids, "Invoice", "auditor");
    expect((await undo(again.undoToken, "admin")).statusCode).toBe(200);
    expect((await rowsOf(ids)).map((r) => r.state)).toEqual(["Not_Confirmed", "Not_Confirmed"]);
  });

  it("answers 400 for a malformed token, 404 for an unknown one, 403 for roles that make no changes", async () => {
    const malformed = await undo("no spaces allowed!");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe("undoToken");
    expect((await ctx.callAs("admin", "POST", "/api/undo", {})).statusCode).toBe(400);
    const unknown = await undo("A".repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect((await undo("A".repeat(32), "test_center")).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/undo", payload: { undoToken: "A".repeat(32) } }))
        .statusCode,
    ).toBe(401);
  });

  it("a move that changes nothing carries no token", async () => {
    const ids = await fresh(1);
    const answer = await move(ids, "Not_Confirmed");
    expect(answer).toMatchObject({ count: 0 });
    expect(answer.undoToken).toBeUndefined();
  });

  it("keeps only the token's hash", async () => {
    const ids = await fresh(1);
    const { undoToken } = await move(ids, "Confirmed");
    const stored = await ctx.db.select({ hash: undoActions.tokenHash }).from(undoActions);
    expect(stored.some((row) => row.hash === undoToken)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });
});

describe("undo of a delete", () => {
  it("brings deleted candidates back live, with a restored event each", async () => {
    const ids = await fresh(3);
    const response = await ctx.callAs("admin", "DELETE", "/api/students", { studentIds: ids });
    expect(response.statusCode).toBe(200);
    const { undoToken } = response.json<{ undoToken: string }>();
    expect((await rowsOf(ids)).every((r) => r.deletedAt !== null)).toBe(true);
    const undone = await undo(undoToken);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await rowsOf(ids)).every((r) => r.deletedAt === null)).toBe(true);
    const restored = await ctx.db
      .select({ id: studentEvents.id })
      .from(studentEvents)
      .where(and(inArray(studentEvents.studentId, ids), eq(studentEvents.type, "restored")));
    expect(restored).toHaveLength(3);
    expect((await ctx.getAs("admin", `/api/students/${ids[0]}`)).statusCode).toBe(200);
  });

  /** Deletes the row `id` of `table` by `DELETE url`, undoes it: live again, with the `restored` audit row. */
  async function undoDelete(
    table: typeof users | typeof inquiries,
    id: number,
    url: string,
    restored: string,
  ) {
    const deleted = await ctx.callAs("admin", "DELETE", url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await undo(deleted.json().undoToken)).statusCode).toBe(200);
    const [live] = await ctx.db.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, id));
    expect(live!.deletedAt).toBeNull();
    expect((await ctx.lastAudit())?.action).toBe(restored);
  }

  it("a user's delete is undone (audit row), a message's and an inquiry's", async () => {
    const created = await ctx.callAs("admin", "POST", "/api/register", {
      username: "undome",
      password: "GoodPass1",
      role: "visitor",
    });
    expect(created.statusCode, created.body).toBe(201);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, "undome"));
    await undoDelete(users, user!.id, `/api/users/${user!.id}`, "user.restored");

    const sent = await ctx.callAs("admin", "POST", "/api/send-message", {
      userId: "all",
      message: "Undo test",
    });
    const messageId = sent.json<{ id: number }>().id;
    const gone = await ctx.callAs("admin", "DELETE", "/api/delete-message", { messageId });
    expect((await undo(gone.json().undoToken)).statusCode).toBe(200);
    const list = await ctx.getAs("admin", "/api/get-messages");
    expect(list.json<{ id: number }[]>().some((m) => m.id === messageId)).toBe(true);

    const [inquiry] = await ctx.db
      .insert(inquiries)
      .values(buildInquiry(4242))
      .returning({ id: inquiries.id });
    await undoDelete(inquiries, inquiry!.id, `/api/inquiries/${inquiry!.id}`, "inquiry.restored");
  });
});
