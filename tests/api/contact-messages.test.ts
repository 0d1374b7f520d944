/**
 * Decision 0007: messages of the old contact form (`/contact-form-old`) reach the admins:
 * `GET /api/contact-messages`, newest first, searchable, paged like the inquiries inbox; a message
 * sent through the public form shows up there; every other role is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#server/db/schema.ts";
import { ROLES } from "#shared/access/roles.ts";
import type { ContactMessageRead } from "#shared/inquiries/contact-messages.ts";
import { createTestContext, pageOf, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(contactMessages).values(
    Array.from({ length: 23 }, (_, i) => ({
      subject: `Question ${i}`,
      email: `writer${i}@example.com`,
      phone: `+96650000${String(i).padStart(4, "0")}`,
      message: i === 7 ? "Where is the Riyadh center?" : `Body ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      deletedAt: i === 22 ? new Date() : null,
    })),
  );
});
afterAll(() => ctx.close());

async function list(query = "") {
  const response = await ctx.getAs("admin", `/api/contact-messages${query}`);
  return pageOf<ContactMessageRead>(response);
}

describe("GET /api/contact-messages", () => {
  it("gives the first page of 10 live messages, newest first, with the total", async () => {
    const { rows, total } = await list();
    expect(total).toBe(22);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ subject: "Question 21", email: "writer21@example.com" });
    const times = rows.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages on the server and bounds the page", async () => {
    expect((await list("?page=3")).rows).toHaveLength(2);
    expect((await list("?page=0")).response.statusCode).toBe(400);
    expect((await list("?page=1.5")).response.statusCode).toBe(400);
  });

  it("searches subject, email, phone and message, ignoring case", async () => {
    expect((await list("?search=RIYADH")).rows.map((r) => r.subject)).toEqual(["Question 7"]);
    expect((await list("?search=writer1")).total).toBe(11);
    expect((await list("?search=%25")).total).toBe(0);
  });

  it("shows a message sent through the public old contact form", async () => {
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { subject: "Exam day", email: "new@example.com", phone: "+966511112222", message: "Hello" },
    });
    expect(sent.statusCode).toBe(201);
    const { rows } = await list("?search=new@example.com");
    expect(rows).toEqual([
      expect.objectContaining({ subject: "Exam day", email: "new@example.com", message: "Hello" }),
    ]);
  });

  it("is refused to every role but admin, and to anonymous callers", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/contact-messages" })).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => r !== "admin")) {
      const response = await ctx.getAs(role, "/api/contact-messages");
      expect(response.statusCode).toBe(403);
    }
  });
});
