/**
 * Safe retries (decision 0019): a registration or an invoice sent again with the same
 * `Idempotency-Key` within 24 h gets the first answer (not a 409) and stores nothing twice; the
 * same key with another body is refused (422); concurrent twins write once; keys are per caller.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { idempotentResponses, invoices, students } from "#server/db/schema.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { createTestContext, suiteTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let n = 40_000;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const registration = () => buildRegistration(++n, { test_center: ctx.testCenterId });
const register = (
  payload: object,
  key?: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/FormRegister",
    payload,
    headers: { ...headers, ...(key ? { "idempotency-key": key } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const candidatesWithEmail = async (email: string) =>
  Number((await ctx.db.select({ n: count() }).from(students).where(eq(students.email, email)))[0]!.n);

describe("POST /api/FormRegister with an Idempotency-Key", () => {
  it("answers a retry with the first answer, once stored, instead of a 409", async () => {
    const payload = registration();
    const key = randomUUID();
    const first = await register(payload, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();

    const retry = await register(payload, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await candidatesWithEmail(payload.email)).toBe(1);

    // Without the key (or with another one) it is a new submission: the duplicate is refused.
    expect((await register(payload)).statusCode).toBe(409);
    expect((await register(payload, randomUUID())).statusCode).toBe(409);
  });

  it("refuses the same key with another body (422) and stores nothing", async () => {
    const key = randomUUID();
    expect((await register(registration(), key)).statusCode).toBe(201);
    const other = registration();
    const reused = await register(other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ success: false, field: "idempotency-key" });
    expect(await candidatesWithEmail(other.email)).toBe(0);
  });

  it("keeps no answer of a refused request: the corrected request may use the key", async () => {
    const key = randomUUID();
    const payload = registration();
    const taken = { ...registration(), email: payload.email };
    expect((await register(payload)).statusCode).toBe(201);
    expect((await register(taken, key)).statusCode).toBe(409);
    const corrected = { ...taken, email: `fixed-${taken.email}` };
    const accepted = await register(corrected, key);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers["idempotent-replayed"]).toBeUndefined();
    // From then on the key belongs to the corrected request.
    expect((await register(taken, key)).statusCode).toBe(422);
    expect((await register(corrected, key)).headers["idempotent-replayed"]).toBe("true");
  });

  it("writes once when two requests with one key arrive together", async () => {
    const payload = registration();
    const key = randomUUID();
    const answers = await Promise.all([
      register(payload, key),
      register(payload, key),
      register(payload, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
    expect(await candidatesWithEmail(payload.email)).toBe(1);
  });

  it("answers another anonymous client's key as a new request, never with the first caller's answer", async () => {
    const payload = registration();
    const key = randomUUID();
    const first = await register(payload, key, {}, "10.20.0.1");
    expect(first.statusCode).toBe(201);
    const { id, reference } = first.json<{ id: number; reference: string }>();

    // Another client, same key and body: what a new request gets (the duplicate), not 201 with
    // the first caller's id and reference.
    const other = await register(payload, key, {}, "10.20.0.2");
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, field: "email" });
    expect(other.body).not.toContain(reference);
    expect(other.json()).not.toHaveProperty("id");
    expect(other.headers["idempotent-replayed"]).toBeUndefined();

    // The first caller's retry still gets its own answer.
    const retry = await register(payload, key, {}, "10.20.0.1");
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ id, reference });
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await candidatesWithEmail(payload.email)).toBe(1);

    // The kept answers hold no client address.
    const kept = await ctx.db.select().from(idempotentResponses).where(eq(idempotentResponses.key, key));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.scope).toMatch(/^POST \/api\/FormRegister client:[0-9a-f]{32}$/);
  });

  it("lets two anonymous clients use one key for two registrations (no 422 for another's body)", async () => {
    const key = randomUUID();
    const [a, b] = [registration(), registration()];
    const first = await register(a, key, {}, "10.20.1.1");
    const second = await register(b, key, {}, "10.20.1.2");
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    // Each replays its own.
    expect((await register(a, key, {}, "10.20.1.1")).json()).toEqual(first.json());
    expect((await register(b, key, {}, "10.20.1.2")).json()).toEqual(second.json());
    // The same client with another body under its key is still refused.
    expect((await register(registration(), key, {}, "10.20.1.1")).statusCode).toBe(422);
  });

  it("scopes staff keys per user: one user's key never answers another's", async () => {
    const payload = registration();
    const key = randomUUID();
    const admin = await ctx.authAs("admin");
    const first = await register(payload, key, admin);
    expect(first.statusCode).toBe(201);
    const colleague = await register(payload, key, await ctx.authAs("test_center"));
    expect(colleague.statusCode).toBe(409);
    expect(colleague.body).not.toContain(first.json<{ reference: string }>().reference);
    // Nor an anonymous caller from the same address.
    expect((await register(payload, key)).statusCode).toBe(409);
    expect((await register(payload, key, admin)).headers["idempotent-replayed"]).toBe("true");
  });

  it("scopes keys per caller: the same key from a staff user is another request", async () => {
    const key = randomUUID();
    expect((await register(registration(), key)).statusCode).toBe(201);
    const staff = await register(registration(), key, await ctx.authAs("admin"));
    expect(staff.statusCode).toBe(201);
    expect(staff.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("forgets an answer after 24 hours", async () => {
    const payload = registration();
    const key = randomUUID();
    expect((await register(payload, key)).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 24 * 3600 * 1000 + 1000);
      // The kept answer has expired: the request runs again and meets the duplicate.
      expect((await register(payload, key)).statusCode).toBe(409);
    } finally {
      vi.useRealTimers();
    }
    const kept = await ctx.db.select().from(idempotentResponses).where(eq(idempotentResponses.key, key));
    expect(kept).toHaveLength(0);
  });

  it.each(["short", "x".repeat(256), "with space inside", "naïve-key-123"])(
    "refuses the malformed key %j with 400 and stores nothing",
    async (key) => {
      const payload = registration();
      const response = await register(payload, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining("Idempotency-Key"),
      });
      expect(await candidatesWithEmail(payload.email)).toBe(0);
    },
  );
});

describe("Idempotency-Key behind a trusted proxy (TRUST_PROXY)", () => {
  const proxied = suiteTestContext({ env: { TRUST_PROXY: "1" } });

  it("scopes an anonymous key to the forwarded client address, not to the proxy's", async () => {
    const payload = buildRegistration(++n, { test_center: proxied.testCenterId });
    const key = randomUUID();
    const from = (client: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/FormRegister",
        payload,
        remoteAddress: "10.30.0.1",
        headers: { "idempotency-key": key, "x-forwarded-for": client },
      });
    const first = await from("203.0.113.10");
    expect(first.statusCode).toBe(201);
    expect((await from("203.0.113.11")).statusCode).toBe(409);
    const retry = await from("203.0.113.10");
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
  });
});

describe("POST /api/invoices/create-invoice with an Idempotency-Key", () => {
  it("answers a retry with the first invoice instead of a duplicate-number 409", async () => {
    const headers = await ctx.authAs("admin");
    const created = await register(registration(), undefined, headers);
    const { id } = created.json<{ id: number }>();
    const moved = await ctx.app.inject({
      method: "PATCH",
      url: "/api/students/change-state",
      payload: { studentIds: [id], state: "Invoice" },
      headers,
    });
    expect(moved.statusCode).toBe(200);
    const body = { studentId: id, invoiceNumber: `IDEM-${id}`, amount: "250", currency: "USD" };
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/invoices/create-invoice",
        payload: body,
        headers: { ...headers, "idempotency-key": key },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    const rows = await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.studentId, id));
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
