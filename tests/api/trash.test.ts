/**
 * The Trash (docs/product.md §12 "Undo and restore", decision 0029): deleted candidates, users,
 * inquiries and messages with who deleted them and when, admin only; a restore brings the row back
 * with its history or audit row, refused (409) when a live row now holds its national ID, e-mail or
 * username; after `TRASH_RETENTION_DAYS` the sweep anonymises what is left (an injected clock).
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  inquiries,
  invoices,
  messages,
  studentEvents,
  students,
  users,
} from "#server/db/schema.ts";
import { purgeTrash } from "#server/domain/trash-purge.ts";
import { startTrashSweep } from "#server/setup/trash-sweep.ts";
import { ROLES } from "#shared/access/roles.ts";
import type { TrashList } from "#shared/trash/undo.ts";
import { candidateSupply, insertCandidates } from "#tests/helpers/candidates.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext({ env: { TRASH_RETENTION_DAYS: "30" } });
const supply = candidateSupply(7000);
const DAY = 86_400_000;

async function deleteCandidates(studentIds: number[]) {
  const response = await ctx.callAs("admin", "DELETE", "/api/students", { studentIds });
  expect(response.statusCode, response.body).toBe(200);
}

async function trash(kind: string) {
  const response = await ctx.getAs("admin", `/api/trash?kind=${kind}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrashList>();
}

/** A staff message to everyone, sent and then deleted; its id. */
async function deletedMessage(message: string) {
  const sent = await ctx.callAs("admin", "POST", "/api/send-message", { userId: "all", message });
  const messageId = sent.json<{ id: number }>().id;
  await ctx.callAs("admin", "DELETE", "/api/delete-message", { messageId });
  return messageId;
}

/** A visitor account registered by the admin; its id. */
async function visitor(username: string) {
  await ctx.callAs("admin", "POST", "/api/register", { username, password: "GoodPass1", role: "visitor" });
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user!.id;
}

/** A visitor account, registered and then deleted; its id. */
async function deletedUser(username: string) {
  const id = await visitor(username);
  await ctx.callAs("admin", "DELETE", `/api/users/${id}`);
  return id;
}

const restore = (kind: string, id: number) => ctx.callAs("admin", "POST", `/api/trash/${kind}/${id}/restore`);

describe("GET /api/trash", () => {
  it("lists deleted candidates newest first, with who deleted them, when, and when they are purged", async () => {
    const ids = await supply(ctx, 2);
    await deleteCandidates([ids[0]!]);
    await deleteCandidates([ids[1]!]);
    const list = await trash("students");
    expect(list.retention_days).toBe(30);
    const [newest, older] = list.items;
    expect([newest?.id, older?.id]).toEqual([ids[1], ids[0]]);
    expect(newest).toMatchObject({ kind: "students", deleted_by: "admin-user" });
    expect(Date.parse(newest!.purge_after) - Date.parse(newest!.deleted_at)).toBe(30 * DAY);
    expect(newest!.sublabel).toMatch(/^EX-/);
  });

  it("is the admin's alone, and refuses an unknown kind with 400", async () => {
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect((await ctx.getAs(role, "/api/trash?kind=students")).statusCode, role).toBe(403);
      expect((await ctx.callAs(role, "POST", "/api/trash/students/1/restore")).statusCode, role).toBe(403);
    }
    const bad = await ctx.getAs("admin", "/api/trash?kind=invoices");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("kind");
    expect((await ctx.callAs("admin", "POST", "/api/trash/invoices/1/restore")).statusCode).toBe(400);
    expect((await ctx.callAs("admin", "POST", "/api/trash/students/abc/restore")).statusCode).toBe(400);
  });

  it("lists deleted users, inquiries and messages", async () => {
    const messageId = await deletedMessage("To the trash");
    expect((await trash("messages")).items.map((m) => m.id)).toContain(messageId);

    const userId = await deletedUser("trashme");
    expect((await trash("users")).items.find((u) => u.id === userId)).toMatchObject({ label: "trashme" });

    const [inquiry] = await ctx.db
      .insert(inquiries)
      .values({
        examName: "DHA",
        fullName: "Trashed Inquirer",
        email: "inq@example.com",
        phone: "+97450000000",
        currentJob: "Nurse",
        nationality: "Qatar",
      })
      .returning({ id: inquiries.id });
    expect((await ctx.callAs("admin", "DELETE", `/api/inquiries/${inquiry!.id}`)).statusCode).toBe(200);
    expect((await trash("inquiries")).items.find((i) => i.id === inquiry!.id)).toMatchObject({
      label: "Trashed Inquirer",
      deleted_by: "admin-user",
    });
  });
});

describe("POST /api/trash/{kind}/{id}/restore", () => {
  it("brings a candidate back live, with a restored event; a second restore is 404", async () => {
    const [id] = await supply(ctx, 1);
    await deleteCandidates([id!]);
    const response = await restore("students", id!);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db
      .select({ deletedAt: students.deletedAt, deletedBy: students.deletedBy })
      .from(students)
      .where(eq(students.id, id!));
    expect(row).toEqual({ deletedAt: null, deletedBy: null });
    const events = await ctx.db
      .select({ type: studentEvents.type, actor: studentEvents.actorUsername })
      .from(studentEvents)
      .where(eq(studentEvents.studentId, id!));
    expect(events).toContainEqual({ type: "restored", actor: "admin-user" });
    expect((await trash("students")).items.map((i) => i.id)).not.toContain(id);
    expect((await restore("students", id!)).statusCode).toBe(404);
    expect((await restore("students", 2_000_000)).statusCode).toBe(404);
  });

  it("refuses with 409 when a live registration now has the same national ID (decision 0019), and changes nothing", async () => {
    const [id] = await supply(ctx, 1);
    const [original] = await ctx.db.select().from(students).where(eq(students.id, id!));
    await deleteCandidates([id!]);
    // A new live registration with the deleted one's national ID (and its own e-mail).
    await insertCandidates(ctx.db, 1, {
      from: 7900,
      testCenterId: ctx.testCenterId,
      overrides: () => ({ nationalId: original!.nationalId ?? "" }),
    });
    const response = await restore("students", id!);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "It cannot be restored: A live registration with the same national ID exists now.",
    );
    const [still] = await ctx.db
      .select({ deletedAt: students.deletedAt })
      .from(students)
      .where(eq(students.id, id!));
    expect(still!.deletedAt).not.toBeNull();
  });

  it("restores a user (audit row), and refuses when a live user took the username", async () => {
    const userId = await deletedUser("comeback");
    expect((await restore("users", userId)).statusCode).toBe(200);
    expect((await ctx.lastAudit())?.action).toBe("user.restored");

    await ctx.callAs("admin", "DELETE", `/api/users/${userId}`);
    await visitor("comeback");
    const taken = await restore("users", userId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/same username/);
  });

  it("restores a message and an inquiry", async () => {
    const messageId = await deletedMessage("Back again");
    expect((await restore("messages", messageId)).statusCode).toBe(200);
    expect((await ctx.lastAudit())?.action).toBe("message.restored");
    const [inquiry] = await ctx.db
      .insert(inquiries)
      .values({
        examName: "DHA",
        fullName: "Back Inquirer",
        email: "back@example.com",
        phone: "+97450000001",
        currentJob: "Nurse",
        nationality: "Qatar",
        deletedAt: new Date(),
      })
      .returning({ id: inquiries.id });
    expect((await restore("inquiries", inquiry!.id)).statusCode).toBe(200);
    expect((await ctx.lastAudit())?.action).toBe("inquiry.restored");
  });
});

describe("retention", () => {
  it("anonymises candidates past the retention, keeps their invoices and history, and leaves younger ones", async () => {
    const [old, young] = await supply(ctx, 2);
    const deletedAt = new Date("2026-01-01T00:00:00Z");
    await ctx.db
      .update(students)
      .set({ deletedAt, deletedBy: ctx.users.admin.id })
      .where(inArray(students.id, [old!, young!]));
    await ctx.db
      .update(students)
      .set({ deletedAt: new Date(deletedAt.getTime() + 10 * DAY) })
      .where(eq(students.id, young!));
    await ctx.db.insert(invoices).values({
      studentId: old!,
      invoiceNumber: `INV-PURGE-${old}`,
      amount: "100.00",
      currency: "SAR",
      createdBy: "admin-user",
    });
    await ctx.db.insert(emailOutbox).values({
      studentId: old!,
      kind: "confirmed",
      toAddress: "old@example.com",
      params: { fullName: "Old Name" },
      dedupeKey: `purge-test:${old}`,
    });
    await ctx.db.insert(studentEvents).values({
      studentId: old!,
      type: "edited",
      changes: { phone: { from: "+1", to: "+2" } },
    });

    // 25 days after: nothing is due yet.
    const early = await purgeTrash(ctx.db, new Date(deletedAt.getTime() + 25 * DAY), 30);
    expect(early.students).toBe(0);
    // 35 days after: the older one (30 days passed), not the one deleted 10 days later.
    const clock = deletedAt.getTime() + 35 * DAY;
    const sweep = startTrashSweep(
      { TRASH_RETENTION_DAYS: 30 },
      ctx.db,
      { info() {}, warn() {} },
      () => clock,
    );
    await sweep.stop();
    const [gone] = await ctx.db.select().from(students).where(eq(students.id, old!));
    expect(gone).toMatchObject({
      fullName: "Deleted",
      nationalId: null,
      passportNumber: null,
      phone: "",
      email: `deleted-${old}@invalid.invalid`,
    });
    expect(gone!.purgedAt).not.toBeNull();
    expect(gone!.reference).toMatch(/^EX-/); // kept: invoices and counts still name the registration
    const [kept] = await ctx.db
      .select({ studentId: invoices.studentId })
      .from(invoices)
      .where(eq(invoices.studentId, old!));
    expect(kept?.studentId).toBe(old);
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.studentId, old!));
    expect(mail).toMatchObject({ toAddress: "deleted@invalid.invalid", params: {} });
    const edits = await ctx.db
      .select({ changes: studentEvents.changes })
      .from(studentEvents)
      .where(eq(studentEvents.studentId, old!));
    expect(edits.every((e) => e.changes === null || !("phone" in e.changes))).toBe(true);

    const [younger] = await ctx.db.select().from(students).where(eq(students.id, young!));
    expect(younger!.purgedAt).toBeNull();
    expect(younger!.fullName).not.toBe("Deleted");
    // A purged candidate leaves the Trash and cannot be restored.
    expect((await trash("students")).items.map((i) => i.id)).not.toContain(old);
    expect((await restore("students", old!)).statusCode).toBe(404);
  });

  it("purges old deleted messages and anonymises old inquiries and users", async () => {
    const long = new Date("2025-06-01T00:00:00Z");
    const [message] = await ctx.db
      .insert(messages)
      .values({ senderUsername: "admin-user", body: "old", deletedAt: long })
      .returning({ id: messages.id });
    const [inquiry] = await ctx.db
      .insert(inquiries)
      .values({
        examName: "DHA",
        fullName: "Old Inquirer",
        email: "old-inq@example.com",
        phone: "+97450000002",
        currentJob: "Nurse",
        nationality: "Qatar",
        deletedAt: long,
      })
      .returning({ id: inquiries.id });
    const counts = await purgeTrash(ctx.db, new Date("2026-01-01T00:00:00Z"), 30);
    expect(counts.messages).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(messages).where(eq(messages.id, message!.id))).toEqual([]);
    const [anon] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry!.id));
    expect(anon).toMatchObject({ fullName: "Deleted", phone: "", message: null });
  });
});
