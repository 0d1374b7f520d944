/**
 * The registration reference (docs/product.md §2 "Student registration"): `POST /api/FormRegister` answers it, it is
 * well-formed, unique and random (not a sequence), a clash draws again, and staff find the
 * candidate by it. Through the real app and a real database.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students } from "#server/db/schema.ts";
import { registerStudent } from "#server/features/registration/queries.ts";
import { newCandidateReference } from "#server/lib/candidate-reference.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from "#shared/registration/reference.ts";
import { registrationSchema } from "#shared/registration/registration.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.authAs("admin");
});
afterAll(() => ctx.close());

let nextN = 1;
/** Registers a fresh candidate; as admin, who is exempt from the public rate limit. */
async function register(headers: Record<string, string> = admin) {
  const payload = buildRegistration(nextN++, { test_center: ctx.testCenterId });
  const response = await ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload, headers });
  expect(response.statusCode, response.body).toBe(201);
  return { payload, body: response.json<{ id: number; reference: string; message: string }>() };
}

/** The six random characters as a number (base 30 in the alphabet's order). */
const randomValue = (reference: string) =>
  [...reference.slice(-6)].reduce(
    (value, c) => value * REFERENCE_ALPHABET.length + REFERENCE_ALPHABET.indexOf(c),
    0,
  );

describe("the reference of a registration", () => {
  it("is answered by POST /api/FormRegister beside the spec's fields, as stored and read by staff", async () => {
    const { body } = await register({});
    expect(Object.keys(body).sort()).toEqual(["id", "message", "reference", "success"]);
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    // EX, the year of registration (UTC), six characters without 0/O, 1/I/L or U.
    const year = String(new Date().getUTCFullYear()).slice(-2);
    expect(body.reference.startsWith(`EX-${year}-`)).toBe(true);
    expect(body.reference.slice(-6)).not.toMatch(/[01ILOU]/);

    const [row] = await ctx.db
      .select({ reference: students.reference })
      .from(students)
      .where(eq(students.id, body.id));
    expect(row?.reference).toBe(body.reference);
    const read = await ctx.app.inject({ method: "GET", url: `/api/students/${body.id}`, headers: admin });
    expect(read.json().student.reference).toBe(body.reference);
  });

  it("is unique and random across many registrations: no sequence, no pattern from the id", async () => {
    const made: { id: number; reference: string }[] = [];
    for (let i = 0; i < 60; i++) made.push((await register()).body);
    const references = made.map((m) => m.reference);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);

    // Consecutive ids, yet the references neither rise nor fall in step, nor by a fixed step.
    const values = references.map(randomValue);
    const steps = values.slice(1).map((v, i) => v - values[i]!);
    expect(new Set(steps).size).toBeGreaterThan(50);
    expect(steps.some((s) => s > 0)).toBe(true);
    expect(steps.some((s) => s < 0)).toBe(true);
    // Every position varies: no character is fixed by the id's low or high digits.
    for (let position = 0; position < 6; position++) {
      const seen = new Set(references.map((r) => r.slice(-6)[position]));
      expect(seen.size, `position ${position + 1}`).toBeGreaterThan(10);
    }
    // The id appears nowhere in the reference's random part.
    for (const { id, reference } of made) expect(randomValue(reference)).not.toBe(id);
  });

  it("draws again when the reference drawn is taken (the unique index refuses it)", async () => {
    const taken = (await register()).body.reference;
    const fresh = newCandidateReference();
    const draws = [taken, taken, fresh];
    const registration = registrationSchema.parse(
      buildRegistration(nextN++, { test_center: ctx.testCenterId }),
    );
    const stored = await registerStudent(ctx.db, registration, null, () => draws.shift()!);
    expect(stored.reference).toBe(fresh);
    expect(draws).toEqual([]);
    const rows = await ctx.db.select({ id: students.id }).from(students).where(eq(students.reference, taken));
    expect(rows).toHaveLength(1);
  });

  it("still names a duplicate e-mail (409) rather than drawing again", async () => {
    const { payload } = await register();
    const again = buildRegistration(nextN++, { test_center: ctx.testCenterId, email: payload.email });
    const response = await ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload: again });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: "email" });
  });
});

describe("finding a candidate by reference (dashboard filter `reference`)", () => {
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/students?${query}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return { rows: response.json<Student[]>(), total: Number(response.headers["x-total-count"]) };
  };

  it("finds exactly the candidate by the whole reference, in any case, or by its random part", async () => {
    const { body, payload } = await register();
    for (const term of [body.reference, body.reference.toLowerCase(), body.reference.slice(-6)]) {
      const { rows, total } = await list(`reference=${encodeURIComponent(term)}`);
      expect(total, term).toBe(1);
      expect(rows[0]).toMatchObject({ id: body.id, reference: body.reference, email: payload.email });
    }
    // Every candidate of the list carries a reference.
    const { rows } = await list("pageSize=100");
    for (const row of rows) expect(row.reference).toMatch(REFERENCE_PATTERN);
  });

  it("finds nothing for a reference that no one has", async () => {
    const { total } = await list("reference=EX-00-ZZZZZZ");
    expect(total).toBe(0);
  });
});
