/**
 * The one search (docs/product.md §12 "One search", decision 0026): every kind, what each role
 * finds (a test_center user only its own center's rows), phone numbers in any spacing and with or
 * without the country code, Arabic names with or without marks and letter forms, and the 400s.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, invoices, sittings, students } from "#server/db/schema.ts";
import type { Role } from "#shared/access/roles.ts";
import type { SearchResult } from "#shared/search/search.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let own = 0;
let other = 0;
let otherCandidate = 0;
let invoiceId = 0;
let ownSitting = 0;
let otherSitting = 0;
let otherCenter = 0;

const NOW = Date.UTC(2026, 10, 20, 8, 0);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, otherCenter: true });
  otherCenter = ctx.otherCenterId;
  [own] = (await insertCandidates(ctx.db, 1, {
    from: 1,
    testCenterId: ctx.testCenterId,
    overrides: () => ({
      firstName: "Ahmad",
      lastName: "Zahrani",
      fullName: "Ahmad Zahrani",
      email: "ahmad.zahrani@example.com",
      phone: "+966 50 123 4567",
      nationalId: "1098765432",
    }),
  })) as [number];
  [other] = (await insertCandidates(ctx.db, 1, {
    from: 2,
    testCenterId: otherCenter,
    overrides: () => ({
      firstName: "أحمد",
      lastName: "الزهراني",
      fullName: "أَحْمَد الزهراني",
      email: "zahrani.doha@example.com",
      phone: "0551234999",
      passportNumber: "K7788990",
      nationalId: "",
    }),
  })) as [number];
  otherCandidate = other;
  const [invoice] = await ctx.db
    .insert(invoices)
    .values({ studentId: own, invoiceNumber: "INV-2026-0042", amount: "450", createdBy: "admin-user" })
    .returning({ id: invoices.id });
  invoiceId = invoice!.id;
  await ctx.db.insert(inquiries).values({
    examName: "SMLE",
    fullName: "Fatimah Qahtani",
    email: "fatimah.q@example.com",
    phone: "+971 50 765 4321",
    currentJob: "Nurse",
    nationality: "Saudi Arabia",
  });
  const sittingRows = await ctx.db
    .insert(sittings)
    .values([
      {
        testCenterId: ctx.testCenterId,
        date: "2026-12-14",
        startTime: "09:00",
        durationMinutes: 240,
        seats: 20,
        status: "published",
        room: "Hall Zahra",
      },
      {
        testCenterId: otherCenter,
        date: "2026-12-14",
        startTime: "13:00",
        durationMinutes: 240,
        seats: 20,
        status: "published",
        room: "Hall Zahra",
      },
    ])
    .returning({ id: sittings.id });
  ownSitting = sittingRows[0]!.id;
  otherSitting = sittingRows[1]!.id;
});
afterAll(() => ctx.close());

async function find(role: Role, q: string): Promise<SearchResult[]> {
  const response = await ctx.getAs(role, `/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}
const ids = (results: SearchResult[], kind: SearchResult["kind"]) =>
  results.filter((r) => r.kind === kind).map((r) => r.id);

describe("GET /api/search: candidates", () => {
  it.each([
    ["a Latin name, any case", "ahmad zahr"],
    ["a reference", "EX-"],
    ["a national ID", "1098765432"],
    ["the beginning of a national ID", "109876"],
    ["the beginning of an e-mail", "Ahmad.Zah"],
    ["an e-mail", "AHMAD.ZAHRANI@example.com"],
  ])("finds by %s", async (_, q) => {
    const results = await find("admin", q);
    expect(ids(results, "candidate")).toContain(own);
  });

  it("finds a name made unique with digits (imports and tests number names)", async () => {
    const [numbered] = (await insertCandidates(ctx.db, 1, {
      from: 40,
      testCenterId: ctx.testCenterId,
      overrides: () => ({ firstName: "Omar", lastName: "Searchable4711", fullName: "Omar Searchable4711" }),
    })) as [number];
    expect(ids(await find("admin", "searchable4711"), "candidate")).toEqual([numbered]);
  });

  it("finds by reference and opens the candidate's page", async () => {
    const [reference] = (await find("admin", "Ahmad Zahrani")).filter((r) => r.id === own);
    expect(reference).toMatchObject({ kind: "candidate", label: "Ahmad Zahrani", href: `/students/${own}` });
    const code = reference!.sublabel.split(" · ")[0]!;
    expect(ids(await find("admin", code.toLowerCase()), "candidate")).toEqual([own]);
  });

  it.each(["+966 50 123 4567", "00966501234567", "0501234567", "50-123-4567", "(050) 123 4567"])(
    "finds a phone stored with its country code typed as %s",
    async (q) => {
      expect(ids(await find("admin", q), "candidate")).toEqual([own]);
    },
  );

  it.each(["0551234999", "+966 55 123 4999", "966551234999", "55 123 4999"])(
    "finds a phone stored without its country code typed as %s",
    async (q) => {
      expect(ids(await find("admin", q), "candidate")).toEqual([other]);
    },
  );

  it("does not take a short run of digits for a phone number", async () => {
    expect(ids(await find("admin", "4567"), "candidate")).not.toContain(own);
  });

  it.each([
    ["as stored, with its marks", "أَحْمَد"],
    ["without marks, with hamza", "أحمد الزهراني"],
    ["with a bare alef", "احمد"],
    ["one word of it", "الزهراني"],
  ])("finds an Arabic name %s", async (_, q) => {
    expect(ids(await find("admin", q), "candidate")).toContain(other);
  });

  it("finds a passport number in any case, as the exact match first", async () => {
    const results = await find("auditor", "k7788990");
    expect(results[0]).toMatchObject({ kind: "candidate", id: other });
  });

  it("puts an exact e-mail first even among many partial matches", async () => {
    const results = await find("admin", "zahrani.doha@example.com");
    expect(ids(results, "candidate")[0]).toBe(other);
  });

  it("never shows a deleted candidate", async () => {
    const [gone] = await insertCandidates(ctx.db, 1, {
      from: 3,
      testCenterId: ctx.testCenterId,
      overrides: () => ({ firstName: "Yousef", lastName: "Removed", fullName: "Yousef Removedname" }),
    });
    expect(ids(await find("admin", "Removedname"), "candidate")).toEqual([gone]);
    await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, gone!));
    expect(ids(await find("admin", "Removedname"), "candidate")).toEqual([]);
  });

  it("finds a name typed in full even behind more partial matches than a branch reads", async () => {
    // 35 "Samira Kumaran" (each contains "sam" and "kumar") inserted before the one "Sam Kumar":
    // reading "contains" alone, the branch stops at 30 partial matches before reaching it.
    await insertCandidates(ctx.db, 35, {
      from: 100,
      testCenterId: otherCenter,
      overrides: () => ({ firstName: "Samira", lastName: "Kumaran", fullName: "Samira Kumaran" }),
    });
    const [whole] = await insertCandidates(ctx.db, 1, {
      from: 200,
      testCenterId: otherCenter,
      overrides: () => ({ firstName: "Sam", lastName: "Kumar", fullName: "Sam Kumar" }),
    });
    const found = ids(await find("admin", "sam kumar"), "candidate");
    expect(found[0]).toBe(whole);
    expect(found).toHaveLength(8);
  });

  it("finds a name typed from its start once each, the exact names first", async () => {
    // Decision 0026 "A name from its start": names starting with the words as typed come first
    // (a btree range), then whole words in another order, then "contains"; none twice.
    const exact = await insertCandidates(ctx.db, 3, {
      from: 300,
      testCenterId: otherCenter,
      overrides: () => ({ firstName: "Nadia", lastName: "Farouk", fullName: "Nadia Farouk" }),
    });
    await insertCandidates(ctx.db, 40, {
      from: 310,
      testCenterId: otherCenter,
      overrides: () => ({ firstName: "Nadia", lastName: "Faroukhi", fullName: "Nadia Faroukhi" }),
    });
    const [reversed] = await insertCandidates(ctx.db, 1, {
      from: 360,
      testCenterId: otherCenter,
      overrides: () => ({ firstName: "Farouk", lastName: "Nadia", fullName: "Farouk, Nadia" }),
    });
    const found = await find("admin", "NADIA  farouk");
    const candidates = ids(found, "candidate");
    expect(candidates).toHaveLength(8);
    expect(new Set(candidates).size).toBe(8);
    expect(candidates.slice(0, 3).sort((a, b) => a - b)).toEqual([...exact].sort((a, b) => a - b));
    expect(
      found
        .filter((r) => r.kind === "candidate")
        .slice(3)
        .map((r) => r.label),
    ).toEqual(Array(5).fill("Nadia Faroukhi"));
    expect(candidates).not.toContain(reversed);
    // Typed in the other order, the whole words find the reversed name first.
    expect(ids(await find("admin", "farouk nadia"), "candidate")[0]).toBe(reversed);
  });
  it('finds each of many values asked the same way one after the other (decision 0026 "Planned once")', async () => {
    // On PostgreSQL the lookups that do not depend on the words are planned once per connection,
    // and after five runs one plan may serve every value: each value must still find its own.
    const LAST = [
      "Ashby",
      "Brennan",
      "Calloway",
      "Dunmore",
      "Ellison",
      "Fairley",
      "Garnett",
      "Hollis",
      "Ingram",
    ];
    const made = await insertCandidates(ctx.db, LAST.length, {
      from: 400,
      testCenterId: ctx.testCenterId,
      overrides: (n) => ({
        firstName: "Quorra",
        lastName: LAST[n - 400]!,
        fullName: `Quorra ${LAST[n - 400]}`,
        nationalId: `70${n}00000`,
        phone: `+966 57 ${n} 1234`,
      }),
    });
    const references = new Map(
      (
        await ctx.db
          .select({ id: students.id, reference: students.reference })
          .from(students)
          .where(inArray(students.id, made))
      ).map((row) => [row.id, row.reference]),
    );
    for (const [i, id] of made.entries()) {
      const n = 400 + i;
      expect(ids(await find("admin", references.get(id)!.toLowerCase()), "candidate"), "reference").toEqual([
        id,
      ]);
      expect(ids(await find("admin", `70${n}00`), "candidate"), "a national ID's beginning").toEqual([id]);
      expect(ids(await find("admin", `057 ${n} 1234`), "candidate"), "phone").toEqual([id]);
      expect(
        ids(await find("admin", `quorra ${LAST[i]!.slice(0, 4)}`), "candidate"),
        "a name's start",
      ).toEqual([id]);
    }
    // A beginning is matched as typed: `_` and `%` are no wildcards.
    expect(ids(await find("admin", "70_00"), "candidate")).toEqual([]);
    expect(ids(await find("admin", "70%00"), "candidate")).toEqual([]);
  });
});

describe("GET /api/search: other kinds", () => {
  it("finds an invoice by the beginning of its number, opening its candidate", async () => {
    const results = await find("auditor", "inv-2026-00");
    expect(results.filter((r) => r.kind === "invoice")).toEqual([
      expect.objectContaining({ id: invoiceId, label: "INV-2026-0042", href: `/students/${own}` }),
    ]);
  });

  it("finds, for a reference, its candidate and an invoice numbered after it, nothing else", async () => {
    const [found] = (await find("admin", "Ahmad Zahrani")).filter((r) => r.id === own);
    const reference = found!.sublabel.split(" · ")[0]!;
    const [invoice] = await ctx.db
      .insert(invoices)
      .values({ studentId: own, invoiceNumber: reference, amount: "450", createdBy: "admin-user" })
      .returning({ id: invoices.id });
    const results = await find("admin", reference.toLowerCase());
    expect(results.map((r) => [r.kind, r.id])).toEqual([
      ["candidate", own],
      ["invoice", invoice!.id],
    ]);
    await ctx.db.delete(invoices).where(eq(invoices.id, invoice!.id));
  });

  it("finds an inquiry by name, e-mail or phone (admin)", async () => {
    for (const q of ["fatimah", "FATIMAH.Q@example", "050 765 4321", "+971507654321"]) {
      const results = await find("admin", q);
      expect(
        results.filter((r) => r.kind === "inquiry"),
        q,
      ).toEqual([
        expect.objectContaining({ label: "Fatimah Qahtani", href: "/inquiries?search=Fatimah%20Qahtani" }),
      ]);
    }
  });

  it("finds a user and a test center (admin)", async () => {
    expect((await find("admin", "auditor-u")).filter((r) => r.kind === "user")).toEqual([
      expect.objectContaining({ label: "auditor-user", href: "/users" }),
    ]);
    expect((await find("admin", "west bay")).filter((r) => r.kind === "testCenter")).toEqual([
      expect.objectContaining({ id: otherCenter, href: `/test-center/${otherCenter}` }),
    ]);
  });

  it("finds sittings by date, and a center's coming ones by its name, opening the sitting's page", async () => {
    expect(ids(await find("admin", "2026-12-14"), "sitting").sort()).toEqual(
      [ownSitting, otherSitting].sort(),
    );
    expect(ids(await find("auditor", "2026-12"), "sitting").sort()).toEqual(
      [ownSitting, otherSitting].sort(),
    );
    const byCenter = (await find("admin", "west bay")).filter((r) => r.kind === "sitting");
    expect(byCenter.map((r) => r.href)).toEqual([`/sittings/${otherSitting}`]);
  });

  it("groups results by kind: test centers before sittings", async () => {
    const kinds = (await find("admin", "west bay")).map((r) => r.kind);
    expect(kinds).toEqual(["testCenter", "sitting"]);
  });
});

describe("GET /api/search: what each role finds", () => {
  it("an auditor finds candidates, invoices and sittings, never inquiries, users or centers", async () => {
    const kinds = new Set(
      [
        ...(await find("auditor", "fatimah")),
        ...(await find("auditor", "auditor-u")),
        ...(await find("auditor", "west bay")),
        ...(await find("auditor", "zahr")),
      ].map((r) => r.kind),
    );
    expect([...kinds].sort()).toEqual(["candidate", "sitting"]);
    expect(ids(await find("auditor", "INV-2026"), "invoice")).toEqual([invoiceId]);
  });

  it("a test_center user finds only its own center's candidates, center and sittings", async () => {
    const results = await find("test_center", "zahr");
    expect(ids(results, "candidate")).toEqual([own]);
    expect(results.find((r) => r.kind === "candidate")!.href).toBe(`/test-center/${ctx.testCenterId}`);
    expect(ids(await find("test_center", "2026-12-14"), "sitting")).toEqual([ownSitting]);
    expect(ids(await find("test_center", "west bay"), "sitting")).toEqual([]);
    expect(ids(await find("test_center", "0551234999"), "candidate")).toEqual([]);
    expect(ids(await find("test_center", "K7788990"), "candidate")).not.toContain(otherCandidate);
    expect(ids(await find("test_center", "test center"), "testCenter")).toEqual([ctx.testCenterId]);
    expect(ids(await find("test_center", "INV-2026"), "invoice")).toEqual([]);
    expect(ids(await find("test_center", "fatimah"), "inquiry")).toEqual([]);
    expect(ids(await find("test_center", "auditor-u"), "user")).toEqual([]);
  });

  it.each(["schoolmoderator", "visitor"] as const)("refuses %s with 403", async (role) => {
    const response = await ctx.getAs(role, "/api/search?q=zahr");
    expect(response.statusCode).toBe(403);
  });

  it("refuses a caller without a session with 401", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/search?q=zahr" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/search: bad queries", () => {
  it.each([
    ["", "Search must be at least 2 characters."],
    ["a", "Search must be at least 2 characters."],
    ["x".repeat(101), "Search must be 100 characters or fewer."],
    ["a\u0000b", undefined],
  ])("refuses q=%j with 400 naming q", async (q, message) => {
    const response = await ctx.getAs("admin", `/api/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: "q", ...(message ? { message } : {}) });
  });

  it("refuses a missing q with 400", async () => {
    const response = await ctx.getAs("admin", "/api/search");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "q" });
  });

  it.each(["%%", "__", "\\\\", "' or 1=1 --", "%_\\"])("treats %j as text, not a pattern", async (q) => {
    const results = await find("admin", q);
    expect(results.filter((r) => r.kind === "candidate")).toEqual([]);
  });
});
