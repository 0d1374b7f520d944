/**
 * Staff messages (docs/product.md §2, §5 "Send message", §7; decision 0007): admins send to one user or to all,
 * readers see what is addressed to them or to all, admins delete (soft), everything audited.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, messages } from "#server/db/schema.ts";
import { ANNOUNCEMENT_TEXTS, type Announcement } from "#shared/admin/announcements.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

async function send(body: Record<string, unknown>) {
  return ctx.callAs("admin", "POST", "/api/send-message", body);
}
async function read(role: "admin" | "schoolmoderator") {
  const response = await ctx.getAs(role, "/api/get-messages");
  expect(response.statusCode).toBe(200);
  return response.json<Announcement[]>();
}

describe("messages", () => {
  it.each([
    [{ message: "Hello" }, "userId", ANNOUNCEMENT_TEXTS.userRequired],
    [{ userId: "", message: "Hello" }, "userId", ANNOUNCEMENT_TEXTS.userRequired],
    [{ userId: "all", message: "   " }, "message", ANNOUNCEMENT_TEXTS.messageRequired],
  ])("refuses %j with 400 (a user and a message are both required)", async (body, field, message) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
  });

  it("refuses an unknown recipient with 400", async () => {
    expect((await send({ userId: 99_999, message: "Hi" })).statusCode).toBe(400);
  });

  it.each(["auditor", "test_center", "visitor"] as const)(
    "refuses a %s recipient, who cannot read messages, with 400 and stores nothing (decision 0007)",
    async (role) => {
      const before = await ctx.db.$count(messages);
      const response = await send({ userId: ctx.users[role].id, message: "Unreadable" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: ANNOUNCEMENT_TEXTS.recipientCannotRead,
        field: "userId",
      });
      expect(await ctx.db.$count(messages)).toBe(before);
    },
  );

  it("a schoolmoderator reads what is addressed to them or to all; an admin reads everything", async () => {
    const toModerator = await send({
      userId: ctx.users.schoolmoderator.id,
      message: "Exam rooms change on Sunday.",
    });
    expect(toModerator.statusCode, toModerator.body).toBe(201);
    await send({ userId: "all", message: "The portal is down for maintenance tonight." });
    await send({ userId: ctx.users.admin.id, message: "Please review the March invoices." });

    const moderator = await read("schoolmoderator");
    expect(moderator.map((m) => m.message)).toEqual([
      "The portal is down for maintenance tonight.",
      "Exam rooms change on Sunday.",
    ]);
    expect(moderator[0]).toMatchObject({ userId: null, username: "All users", senderName: "admin-user" });
    expect(moderator[1]).toMatchObject({
      userId: ctx.users.schoolmoderator.id,
      username: "schoolmoderator-user",
    });
    expect((await read("admin")).map((m) => m.message)).toContain("Please review the March invoices.");

    expect(await ctx.lastAudit("message.sent")).toMatchObject({
      actorUsername: "admin-user",
      targetType: "message",
    });
  });

  it("an admin deletes a message (soft, audited); it leaves every list; a moderator may not", async () => {
    const { id } = (await send({ userId: "all", message: "Delete me" })).json();
    const asModerator = await ctx.callAs("schoolmoderator", "DELETE", "/api/delete-message", {
      messageId: id,
    });
    expect(asModerator.statusCode).toBe(403);
    const response = await ctx.callAs("admin", "DELETE", "/api/delete-message", {
      messageId: id,
      role: "admin",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read("schoolmoderator")).map((m) => m.id)).not.toContain(id);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(ctx.users.admin.id);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "message.deleted"));
    expect(audit).toMatchObject({ targetId: id });
    const again = await ctx.callAs("admin", "DELETE", "/api/delete-message", { messageId: id });
    expect(again.statusCode).toBe(404);
  });
});
