/**
 * Inquiries followed up (docs/product.md §2 "Inquiries page"): status, notes and assignee (validated, audited,
 * filterable), the invitation e-mail with its signed wizard link and the link's pre-fill (same 404
 * for a forged, expired or used token), and the conversion when the inquirer registers with it
 * (inquiry converted and linked, the candidate's history says where they came from); an invalid
 * invitation never blocks a registration.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, inquiries, users } from "#server/db/schema.ts";
import { INVITE_TTL_SECONDS } from "#server/domain/inquiry-invites.ts";
import { renderEmail } from "#server/mail/templates.ts";
import { buildInquiry, buildRegistration } from "#server/setup/factories.ts";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { InquiryRead, InvitePrefill } from "#shared/inquiries/inquiries.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
/** The app's clock: moved forward to run an invitation out. */
let clock = Date.now();

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
});
afterAll(() => ctx.close());

let counter = 0;
/** A fresh inquiry about `examName` with a unique e-mail; its id and e-mail. */
async function newInquiry(examName = "DHA Exam") {
  const n = ++counter;
  const email = `inquirer-${n}@example.org`;
  const [row] = await ctx.db
    .insert(inquiries)
    .values({ ...buildInquiry(n), examName, fullName: `Amal Noor Haddad ${n}`, email })
    .returning({ id: inquiries.id });
  return { id: row!.id, email };
}

async function patch(id: number, payload: Record<string, unknown>, role: "admin" | "auditor" = "admin") {
  return ctx.app.inject({
    method: "PATCH",
    url: `/api/inquiries/${id}`,
    headers: await ctx.authAs(role),
    payload,
  });
}

async function invite(id: number, role: "admin" | "auditor" = "admin") {
  return ctx.callAs(role, "POST", `/api/inquiries/${id}/invite`);
}

async function list(query: string) {
  const response = await ctx.getAs("admin", `/api/inquiries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InquiryRead[]>();
}

/** The invitation e-mails queued for `email`. */
async function invitesTo(email: string) {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "inquiry_invite")));
}

/** The token of the link in the last invitation to `email`, read from the rendered message. */
async function tokenSentTo(email: string) {
  const rows = await invitesTo(email);
  const last = rows.at(-1)!;
  const { text } = renderEmail(last.kind, last.locale, last.params, {
    statusUrl: "http://localhost:3000/status",
    supportEmail: "support@example.com",
    paymentInstructions: null,
  });
  const link = /http:\/\/localhost:\d+\/register\?invite=\S+/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  return new URL(link!).searchParams.get("invite")!;
}

const prefill = (token: string) =>
  ctx.app.inject({ method: "GET", url: `/api/register/invite?t=${encodeURIComponent(token)}` });

describe("PATCH /api/inquiries/{id}", () => {
  it("sets status, notes and assignee, audited, and shows them in the inbox", async () => {
    const { id } = await newInquiry();
    const admin = ctx.users.admin;
    const response = await patch(id, {
      status: "contacted",
      notes: "  Called, wants June  ",
      assigneeId: admin.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().inquiry).toMatchObject({
      id,
      status: "contacted",
      notes: "Called, wants June",
      assignee: { id: admin.id, username: admin.username },
      converted_student_id: null,
      invited_at: null,
    });
    const audit = await ctx.lastAudit();
    expect(audit).toMatchObject({
      action: "inquiry.updated",
      targetType: "inquiry",
      targetId: id,
      actorUsername: "admin-user",
      details: {
        changes: {
          status: { from: "new", to: "contacted" },
          notes: { from: null, to: "Called, wants June" },
          assigneeUserId: { from: null, to: admin.id },
        },
      },
    });

    const cleared = await patch(id, { assigneeId: null, notes: "" });
    expect(cleared.json().inquiry).toMatchObject({ status: "contacted", notes: null, assignee: null });
  });

  it("refuses converted, a non-admin or deleted assignee and unknown inquiries", async () => {
    const { id } = await newInquiry();
    const converted = await patch(id, { status: "converted" });
    expect(converted.statusCode).toBe(400);
    expect(converted.json()).toMatchObject({ field: "status" });

    const auditor = await patch(id, { assigneeId: ctx.users.auditor.id });
    expect(auditor.statusCode).toBe(400);
    expect(auditor.json()).toMatchObject({ field: "assigneeId" });

    const [gone] = await ctx.db
      .insert(users)
      .values({ username: "gone-admin", passwordHash: "x", role: "admin", deletedAt: new Date() })
      .returning({ id: users.id });
    expect((await patch(id, { assigneeId: gone!.id })).json()).toMatchObject({ field: "assigneeId" });

    expect((await patch(id, { status: "bogus" })).statusCode).toBe(400);
    expect((await patch(999_999, { status: "closed" })).statusCode).toBe(404);
    await ctx.db.update(inquiries).set({ deletedAt: new Date() }).where(eq(inquiries.id, id));
    expect((await patch(id, { status: "closed" })).statusCode).toBe(404);
  });

  it("is refused to every role but admin", async () => {
    const { id } = await newInquiry();
    expect((await patch(id, { status: "closed" }, "auditor")).statusCode).toBe(403);
    expect((await invite(id, "auditor")).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: "PATCH", url: `/api/inquiries/${id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/inquiries filters", () => {
  it("filters by status and assignee", async () => {
    const a = await newInquiry();
    const b = await newInquiry();
    await patch(a.id, { status: "closed", assigneeId: ctx.users.admin.id });
    await patch(b.id, { status: "closed" });
    const closed = await list("?status=closed&pageSize=100");
    expect(closed.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(new Set(closed.map((r) => r.status))).toEqual(new Set(["closed"]));
    const mine = await list(`?assignee=${ctx.users.admin.id}&pageSize=100`);
    expect(mine.map((r) => r.id)).toContain(a.id);
    expect(mine.map((r) => r.id)).not.toContain(b.id);
    expect(mine.every((r) => r.assignee?.id === ctx.users.admin.id)).toBe(true);
    const fresh = await list("?status=new&pageSize=100");
    expect(fresh.every((r) => r.status === "new")).toBe(true);
    expect((await ctx.getAs("admin", "/api/inquiries?status=bogus")).statusCode).toBe(400);
  });
});

describe("inviting an inquirer", () => {
  it("queues exactly one e-mail whose link pre-fills the wizard; a new inquiry becomes contacted", async () => {
    const { id, email } = await newInquiry("SCFHS Exam");
    const response = await invite(id);
    expect(response.statusCode, response.body).toBe(200);
    const { invitedAt, status } = response.json();
    expect(status).toBe("contacted");
    const rows = await invitesTo(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ studentId: null, status: "queued" });

    const [row] = await list(`?search=${encodeURIComponent(email)}`);
    expect(row).toMatchObject({ id, status: "contacted", invited_at: invitedAt });
    const audit = await ctx.lastAudit();
    expect(audit).toMatchObject({ action: "inquiry.invited", targetId: id });

    const rendered = renderEmail("inquiry_invite", "en", rows[0]!.params, {
      statusUrl: "http://localhost/status",
      supportEmail: "support@example.com",
      paymentInstructions: null,
    });
    expect(rendered.subject).toBe("Register for your SCFHS Exam");
    expect(rendered.html).toMatch(/<a href="http:\/\/localhost:\d+\/register\?invite=[^"]+">/);

    const answer = await prefill(await tokenSentTo(email));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<InvitePrefill>()).toEqual({
      regulator: "SCFHS",
      full_name: `Amal Noor Haddad ${counter}`,
      email,
      phone: buildInquiry(counter).phone,
    });
  });

  it("keeps a closed inquiry closed, sends again on a second invitation, 404 for unknown", async () => {
    const { id, email } = await newInquiry();
    await patch(id, { status: "closed" });
    expect((await invite(id)).json()).toMatchObject({ status: "closed" });
    expect((await invite(id)).statusCode).toBe(200);
    expect(await invitesTo(email)).toHaveLength(2);
    expect((await invite(999_999)).statusCode).toBe(404);
  });

  it("answers the same 404 for a forged, expired or malformed token", async () => {
    const { id, email } = await newInquiry();
    await invite(id);
    const token = await tokenSentTo(email);
    const [head, body] = token.split(".");
    const forged = await prefill(`${head}.${body}.${"A".repeat(43)}`);
    const malformed = await prefill("not-a-token");
    expect(forged.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(forged.json());
    clock += (INVITE_TTL_SECONDS + 60) * 1000;
    try {
      const expired = await prefill(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(forged.json());
    } finally {
      clock = Date.now();
    }
    expect((await prefill(token)).statusCode).toBe(200);
  });
});

describe("registering with an invitation", () => {
  async function registerWith(n: number, invite: string | undefined, headers: Record<string, string> = {}) {
    return ctx.app.inject({
      method: "POST",
      url: "/api/FormRegister",
      headers,
      payload: { ...buildRegistration(n, { test_center: ctx.testCenterId }), ...(invite ? { invite } : {}) },
    });
  }

  it.each([
    ["without an Idempotency-Key", {}],
    ["with an Idempotency-Key", { "idempotency-key": "invite-registration-1" }],
  ])("converts the inquiry, links the candidate and records it in the history (%s)", async (_, headers) => {
    const { id, email } = await newInquiry();
    await invite(id);
    const token = await tokenSentTo(email);
    const response = await registerWith(700 + counter, token, headers);
    expect(response.statusCode, response.body).toBe(201);
    const studentId = response.json<{ id: number }>().id;

    const [row] = await list(`?search=${encodeURIComponent(email)}`);
    expect(row).toMatchObject({ id, status: "converted", converted_student_id: studentId });
    const events = await ctx.getAs("admin", `/api/students/${studentId}/events`);
    expect(events.json<StudentEvent[]>()).toContainEqual(
      expect.objectContaining({
        type: "from_inquiry",
        actor_username: null,
        changes: { inquiryId: { from: null, to: id } },
      }),
    );

    // Used: no more pre-fill, no second invitation, and a second registration does not relink it.
    expect((await prefill(token)).statusCode).toBe(404);
    expect((await invite(id)).statusCode).toBe(409);
    const again = await registerWith(800 + counter, token);
    expect(again.statusCode).toBe(201);
    const [still] = await list(`?search=${encodeURIComponent(email)}`);
    expect(still!.converted_student_id).toBe(studentId);
  });

  it("ignores an invalid invitation: the registration succeeds, no inquiry converts", async () => {
    const { id } = await newInquiry();
    const response = await registerWith(900, "not-a-token");
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ status: "new", convertedStudentId: null });
  });
});

describe("DELETE /api/inquiries/{id}", () => {
  it("moves the inquiry to the Trash with an audit row and an undo token; the inbox and its invitation link lose it", async () => {
    const { id, email } = await newInquiry();
    const sent = await invite(id);
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await tokenSentTo(email);

    const response = await ctx.callAs("admin", "DELETE", `/api/inquiries/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ undoToken: string }>().undoToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.deletedBy).toBe(ctx.users.admin.id);
    expect(await ctx.lastAudit("inquiry.deleted")).toMatchObject({ targetId: id });
    expect((await list(`?search=${encodeURIComponent(email)}`)).map((i) => i.id)).not.toContain(id);
    const prefill = await ctx.app.inject({
      method: "GET",
      url: `/api/register/invite?t=${encodeURIComponent(token)}`,
    });
    expect(prefill.statusCode).toBe(404);
    expect((await ctx.callAs("admin", "DELETE", `/api/inquiries/${id}`)).statusCode).toBe(404);
  });

  it("is the admin's alone; an unknown inquiry is 404 and a bad id 400, and nothing changes", async () => {
    const { id } = await newInquiry();
    for (const role of ["auditor", "test_center", "schoolmoderator", "visitor"] as const) {
      expect((await ctx.callAs(role, "DELETE", `/api/inquiries/${id}`)).statusCode, role).toBe(403);
    }
    expect((await ctx.callAs("admin", "DELETE", "/api/inquiries/2000000")).statusCode).toBe(404);
    const bad = await ctx.callAs("admin", "DELETE", "/api/inquiries/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
    const [row] = await ctx.db
      .select({ deletedAt: inquiries.deletedAt })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    expect(row!.deletedAt).toBeNull();
  });
});

describe("GET /api/register/invite rate limit", () => {
  it("answers 429 past the public limit, like the public forms", async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_PUBLIC: "2" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({ method: "GET", url: "/api/register/invite?t=nothing" });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
