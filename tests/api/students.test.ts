/**
 * Back-office candidate reads (docs/product.md §2 "Student list", §3, §7, §9): GET /api/students with its
 * filters and pages, the confirmation counts and one candidate, for admin and auditor only.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students, testCenters } from "#server/db/schema.ts";
import { registrationToRow } from "#server/domain/student-mapping.ts";
import { buildRegistration, DEMO_TEST_CENTERS } from "#server/setup/factories.ts";
import type { Role } from "#shared/access/roles.ts";
import { type Student, studentSchema } from "#shared/candidates/candidates.ts";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { REFERENCE_PATTERN } from "#shared/registration/reference.ts";
import { type RegistrationInput, registrationSchema } from "#shared/registration/registration.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

/** A seeded candidate as the tests know it. */
interface Candidate {
  n: number;
  id: number;
  payload: RegistrationInput;
  registrationDate: Date;
  center: string;
  state: StudentState;
  confirmed: boolean;
  deleted: boolean;
}

const SECOND_CENTER = DEMO_TEST_CENTERS[1];
/** Candidates (by factory number) registered at the second test center. */
const AT_SECOND_CENTER = new Set([3, 6, 9, 12, 15, 18]);
/** Candidates moved along the pipeline (the rest stay Not_Confirmed). */
const STATES: Record<number, StudentState> = {
  2: "Confirmed",
  4: "Confirmed",
  6: "Confirmed",
  7: "Confirmed",
  8: "Invoice",
  10: "Invoice_Confirmed",
};
/** Candidates who registered in Arabic (decision 0011); the rest in English. */
const ARABIC = new Set([5, 11, 17]);
/** Soft-deleted candidates: never listed, never counted. */
const DELETED = new Set([7, 13]);
/** Candidate 21's name holds a LIKE pattern character. */
const PERCENT_NAME = "Rate 100% Sure";
const COUNT = 21;
const BASE = Date.UTC(2025, 0, 1);

let ctx: TestContext;
let all: Candidate[] = [];
/** Live candidates, newest registration first (the list's order). */
let live: Candidate[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const [second] = await ctx.db.insert(testCenters).values(SECOND_CENTER).returning({ id: testCenters.id });

  for (let n = 1; n <= COUNT; n++) {
    const atSecond = AT_SECOND_CENTER.has(n);
    const payload = buildRegistration(n, {
      test_center: atSecond ? second!.id : ctx.testCenterId,
      ...(n === COUNT ? { fullName: PERCENT_NAME } : {}),
    });
    // Registration dates in an order unrelated to insertion (and so to ids): 23 is prime.
    const registrationDate = new Date(BASE + ((n * 7) % 23) * 3_600_000);
    const state = STATES[n] ?? "Not_Confirmed";
    const confirmed = state !== "Not_Confirmed";
    const [row] = await ctx.db
      .insert(students)
      .values({
        ...registrationToRow(
          { ...registrationSchema.parse(payload), locale: ARABIC.has(n) ? "ar" : "en" },
          null,
        ),
        registrationDate,
        state,
        confirmed,
        confirmedBy: confirmed ? "admin-user" : null,
        deletedAt: DELETED.has(n) ? new Date() : null,
      })
      .returning({ id: students.id });
    all.push({
      n,
      id: row!.id,
      payload,
      registrationDate,
      center: atSecond ? SECOND_CENTER.name : DEMO_TEST_CENTERS[0].name,
      state,
      confirmed,
      deleted: DELETED.has(n),
    });
  }
  all = all.sort((a, b) => b.registrationDate.getTime() - a.registrationDate.getTime());
  live = all.filter((c) => !c.deleted);
});
afterAll(() => ctx.close());

const byN = (n: number) => all.find((c) => c.n === n)!;
const idsOf = (list: Candidate[]) => list.map((c) => c.id);

const get = async (url: string, role: Role | null = "admin") =>
  ctx.app.inject({ method: "GET", url, headers: role ? await ctx.authAs(role) : {} });

/** GET /api/students with these query parameters; the answer's ids and total. */
async function list(query: Record<string, string | number>, role: Role = "admin") {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await get(`/api/students${qs ? `?${qs}` : ""}`, role);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Student[]>();
  return { ids: body.map((s) => s.id), total: Number(response.headers["x-total-count"]), body };
}

describe("GET /api/students: order and pages", () => {
  it("has seeded a list long enough for three pages", () => {
    expect(live).toHaveLength(19);
    // The newest-first order differs from the id order, so ordering by id would fail.
    expect(idsOf(live)).not.toEqual([...idsOf(live)].sort((a, b) => b - a));
  });

  it.each(["admin", "auditor"] as const)(
    "as %s: 8 per page by default, newest registration first, X-Total-Count",
    async (role) => {
      const page = await list({}, role);
      expect(page.ids).toEqual(idsOf(live.slice(0, 8)));
      expect(page.total).toBe(19);
    },
  );

  it("every listed candidate has the wire shape of the spec", async () => {
    const { body } = await list({ pageSize: 100 });
    for (const student of body) expect(studentSchema.strict().parse(student)).toEqual(student);
    const sixth = body.find((s) => s.id === byN(6).id);
    expect(sixth).toMatchObject({
      test_center: SECOND_CENTER.name,
      state: "Confirmed",
      confirmed: true,
      registration_date: byN(6).registrationDate.toISOString(),
    });
  });

  it("page 2 gives the next 8 and page 3 the remaining 3", async () => {
    const second = await list({ page: 2 });
    expect(second.ids).toEqual(idsOf(live.slice(8, 16)));
    expect(second.total).toBe(19);
    const third = await list({ page: 3 });
    expect(third.ids).toEqual(idsOf(live.slice(16)));
    expect(third.ids).toHaveLength(3);
    const beyond = await list({ page: 4 });
    expect(beyond.ids).toEqual([]);
    expect(beyond.total).toBe(19);
  });

  it("answers a page number far past the end with an empty page or 400, never 500", async () => {
    for (const page of ["1000000000", "100000000000000000000"]) {
      const response = await get(`/api/students?page=${page}`);
      expect([200, 400], page).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json()).toEqual([]);
    }
  });

  it("honours pageSize up to 100", async () => {
    const big = await list({ pageSize: 100 });
    expect(big.ids).toEqual(idsOf(live));
    const small = await list({ pageSize: 5, page: 2 });
    expect(small.ids).toEqual(idsOf(live.slice(5, 10)));
  });

  it.each([
    ["pageSize=101", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["pageSize=abc", "pageSize"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
  ])("%s → 400 on field %s", async (query, field) => {
    const response = await get(`/api/students?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), field });
  });
});

describe("GET /api/students: filters", () => {
  const lower = (v: string | null | undefined) => (v ?? "").toLowerCase();
  const has = (value: string | null | undefined, term: string) => lower(value).includes(term.toLowerCase());

  const cases: { query: Record<string, string>; match: (c: Candidate) => boolean }[] = [
    { query: { full_name: "RAHMAN" }, match: (c) => has(c.payload.fullName, "rahman") },
    { query: { national_id: "nid10001" }, match: (c) => has(c.payload.nationalId, "nid10001") },
    { query: { phone: "100004" }, match: (c) => has(c.payload.phone, "100004") },
    // docs/product.md §2 "Student list": passport-only candidates are found by their passport number.
    { query: { passport_number: "p50000" }, match: (c) => has(c.payload.passportNumber, "p50000") },
    { query: { email: "AL-" }, match: (c) => has(c.payload.email, "al-") },
    { query: { exam_category: "dh" }, match: (c) => has(c.payload.examCategory, "dh") },
    { query: { exam_name: "REGISTRAR" }, match: (c) => has(c.payload.examName, "registrar") },
    { query: { state: "confirmed" }, match: (c) => c.state === "Confirmed" },
    { query: { state: "NOT_CONFIRMED" }, match: (c) => c.state === "Not_Confirmed" },
    { query: { state: "invoice" }, match: (c) => c.state === "Invoice" },
    { query: { BSC_university: "cairo" }, match: (c) => has(c.payload.BSC_university, "cairo") },
    { query: { gender: "male" }, match: (c) => c.payload.gender === "Male" },
    { query: { gender: "FEMALE" }, match: (c) => c.payload.gender === "Female" },
    { query: { test_center: "jeddah" }, match: (c) => c.center === SECOND_CENTER.name },
    { query: { test_center: "OLAYA" }, match: (c) => c.center === DEMO_TEST_CENTERS[0].name },
    { query: { MSC_university: "QATAR" }, match: (c) => has(c.payload.MSC_university, "qatar") },
    // The language the candidate registered in: a choice, exact, in any case.
    { query: { locale: "AR" }, match: (c) => ARABIC.has(c.n) },
    { query: { locale: "en" }, match: (c) => !ARABIC.has(c.n) },
    {
      query: { exam_category: "DH", gender: "female" },
      match: (c) => has(c.payload.examCategory, "dh") && c.payload.gender === "Female",
    },
    {
      query: { test_center: "Jeddah", state: "Not_Confirmed", gender: "Male" },
      match: (c) =>
        c.center === SECOND_CENTER.name && c.state === "Not_Confirmed" && c.payload.gender === "Male",
    },
  ];

  it.each(cases)("$query narrows the list", async ({ query, match }) => {
    const expected = live.filter(match);
    // Each case must narrow: some but not all live candidates match.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(live.length);

    const result = await list({ ...query, pageSize: 100 });

    expect(result.ids).toEqual(idsOf(expected));
    expect(result.total).toBe(expected.length);
  });

  it("finds a passport-only candidate by passport number, which the National ID filter does not (decision 0007)", async () => {
    const passportOnly = live.filter((c) => !c.payload.nationalId && c.payload.passportNumber);
    expect(passportOnly.length).toBeGreaterThan(0);
    const target = passportOnly[0]!;
    const byPassport = await list({ passport_number: target.payload.passportNumber!.toLowerCase() });
    expect(byPassport.ids).toEqual([target.id]);
    expect(byPassport.total).toBe(1);
    expect((await list({ national_id: target.payload.passportNumber! })).total).toBe(0);
    const row = (await list({ passport_number: target.payload.passportNumber! })).body[0];
    expect(row).toMatchObject({ national_id: null, passport_number: target.payload.passportNumber });
  });

  it("reads each candidate's language, and a language we do not have matches nothing", async () => {
    const { body } = await list({ locale: "ar", pageSize: 100 });
    expect(body.map((s) => s.locale)).toEqual(body.map(() => "ar"));
    const english = await list({ full_name: byN(1).payload.fullName });
    expect(english.body[0]).toMatchObject({ id: byN(1).id, locale: "en" });
    expect((await list({ locale: "fr" })).total).toBe(0);
  });

  it("state=confirmed returns neither Not_Confirmed nor Invoice_Confirmed rows", async () => {
    const { body } = await list({ state: "confirmed", pageSize: 100 });
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((s) => s.state))).toEqual(new Set(["Confirmed"]));
  });

  it("gender=male returns no Female rows", async () => {
    const { body } = await list({ gender: "male", pageSize: 100 });
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((s) => s.gender))).toEqual(new Set(["Male"]));
  });

  it("counts and pages the filtered list", async () => {
    const expected = live.filter((c) => c.payload.gender === "Female");
    expect(expected.length).toBeGreaterThan(8);
    const first = await list({ gender: "female" });
    expect(first.ids).toEqual(idsOf(expected.slice(0, 8)));
    expect(first.total).toBe(expected.length);
    const second = await list({ gender: "female", page: 2 });
    expect(second.ids).toEqual(idsOf(expected.slice(8, 16)));
  });

  it("treats % and _ and \\ in a filter as literal characters", async () => {
    const percent = byN(COUNT);
    expect((await list({ full_name: "%" })).ids).toEqual([percent.id]);
    expect((await list({ full_name: "0% s" })).ids).toEqual([percent.id]);
    const literals: Record<string, string>[] = [
      { full_name: "_" },
      { full_name: "\\" },
      { full_name: "Omar%Rahman" },
      { email: "_" },
      { national_id: "_" },
      { national_id: "%" },
    ];
    for (const query of literals) {
      const result = await list(query);
      expect(result.ids, JSON.stringify(query)).toEqual([]);
      expect(result.total).toBe(0);
    }
  });

  it("never lists nor counts soft-deleted candidates", async () => {
    const deleted = byN(13);
    expect(deleted.deleted).toBe(true);
    const byEmail = await list({ email: deleted.payload.email });
    expect(byEmail.ids).toEqual([]);
    expect(byEmail.total).toBe(0);
    // Candidate 7 is deleted in state Confirmed.
    const confirmed = await list({ state: "Confirmed", pageSize: 100 });
    expect(confirmed.ids).not.toContain(byN(7).id);
    const everyone = await list({ pageSize: 100 });
    for (const n of DELETED) expect(everyone.ids).not.toContain(byN(n).id);
  });

  it("ignores empty filter values", async () => {
    const result = await list({ full_name: "", state: "", gender: "", test_center: "" });
    expect(result.ids).toEqual(idsOf(live.slice(0, 8)));
    expect(result.total).toBe(19);
  });

  it("refuses a filter value over 200 characters with 400", async () => {
    const response = await get(`/api/students?full_name=${"a".repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: "full_name" });
  });
});

describe("GET /api/students: identifier filters (decision 0033, kept matches)", () => {
  const lower = (v: string | null | undefined) => (v ?? "").toLowerCase();

  it("pages an identifier filter in the list's order, again, past its end and with another filter", async () => {
    // "NID1" is in every national ID of the factories: most live candidates, three pages of 6.
    const expected = live.filter((c) => lower(c.payload.nationalId).includes("nid1"));
    expect(expected.length).toBeGreaterThan(12);
    for (let round = 0; round < 2; round++) {
      for (const [page, term] of [
        [1, "NID1"],
        [2, "nid1"],
        [3, "Nid1"],
      ] as const) {
        const result = await list({ national_id: term, page, pageSize: 6 });
        expect(result.ids, `page ${page}`).toEqual(idsOf(expected.slice((page - 1) * 6, page * 6)));
        expect(result.total).toBe(expected.length);
      }
    }
    const past = await list({ national_id: "NID1", page: 4, pageSize: 6 });
    expect(past.ids).toEqual([]);
    expect(past.total).toBe(expected.length);
    const confirmed = expected.filter((c) => c.state === "Confirmed");
    expect(confirmed.length).toBeGreaterThan(0);
    const both = await list({ national_id: "nid1", state: "Confirmed" });
    expect(both.ids).toEqual(idsOf(confirmed));
    expect(both.total).toBe(confirmed.length);
  });

  it("finds a phone by its digits in any case of match, and follows a write", async () => {
    const target = byN(4);
    const digits = target.payload.phone.slice(-7);
    expect((await list({ phone: digits })).ids).toEqual([target.id]);
    // The same filter again after the phone changed: the kept matches are for an older version.
    await ctx.db.update(students).set({ phone: "+966500000000" }).where(eq(students.id, target.id));
    try {
      expect(await list({ phone: digits })).toMatchObject({ ids: [], total: 0 });
      const zeros = live.filter((c) => c.n === 4 || c.payload.phone.includes("0000000"));
      expect((await list({ phone: "0000000", pageSize: 100 })).ids).toEqual(idsOf(zeros));
    } finally {
      await ctx.db.update(students).set({ phone: target.payload.phone }).where(eq(students.id, target.id));
    }
    expect((await list({ phone: digits })).ids).toEqual([target.id]);
    // "Contains": a phone typed with its country code, or a part from its middle, matches too.
    expect((await list({ phone: target.payload.phone.slice(0, 8) })).total).toBe(
      live.filter((c) => c.payload.phone.includes(target.payload.phone.slice(0, 8))).length,
    );
    expect((await list({ phone: target.payload.phone.slice(3, 10), pageSize: 100 })).ids).toContain(
      target.id,
    );
  });
});

describe("GET /api/students/count/confirmation-status", () => {
  it.each(["admin", "auditor"] as const)("as %s: exact counts of live candidates", async (role) => {
    const confirmed = live.filter((c) => c.confirmed).length;
    // Confirmed, Invoice and Invoice_Confirmed candidates are confirmed; deleted candidate 7 is not counted.
    expect(confirmed).toBe(5);
    const response = await get("/api/students/count/confirmation-status", role);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ confirmed_count: 5, not_confirmed_count: 14 });
  });

  it("follows a confirmation made in the database", async () => {
    const target = byN(1);
    await ctx.db.update(students).set({ confirmed: true }).where(eq(students.id, target.id));
    try {
      const response = await get("/api/students/count/confirmation-status");
      expect(response.json()).toEqual({ confirmed_count: 6, not_confirmed_count: 13 });
    } finally {
      await ctx.db.update(students).set({ confirmed: false }).where(eq(students.id, target.id));
    }
  });
});

describe("GET /api/students/{id}", () => {
  it.each(["admin", "auditor"] as const)(
    "as %s: {success, student, message} with every field of the wire schema",
    async (role) => {
      const candidate = byN(6);
      const response = await get(`/api/students/${candidate.id}`, role);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ success: true, student: expect.any(Object), message: expect.any(String) });
      expect(Object.keys(body.student).sort()).toEqual(Object.keys(studentSchema.shape).sort());
      const student = studentSchema.strict().parse(body.student);
      const p = candidate.payload;
      expect(student).toEqual({
        id: candidate.id,
        reference: expect.stringMatching(REFERENCE_PATTERN),
        full_name: p.fullName,
        first_name: p.firstName,
        last_name: p.lastName,
        national_id: p.nationalId,
        passport_number: p.passportNumber,
        government_id_issuing_country: p.governmentIdIssuingCountry,
        email: p.email,
        phone: p.phone,
        date_of_birth: p.dob,
        city: p.city,
        country: p.country,
        gender: p.gender,
        degree: p.degree,
        BSC_university: p.BSC_university,
        MSC_university: p.MSC_university,
        PHD_university: null,
        college: null,
        test_center: SECOND_CENTER.name,
        test_center_id: p.test_center,
        registered_from: p.registered_from,
        Trail_month: p.Trail_month,
        confirmed: true,
        confirmed_by: "admin-user",
        exam_category: p.examCategory,
        exam_specialty: p.examSpecialty,
        exam_name: p.examName,
        ExamDate: null,
        ExamLocation: null,
        state: "Confirmed",
        country_state: null,
        nationality: p.nationality,
        mailing_address: p.mailingAddress,
        postal_code: null,
        potential_work_place: p.potentialWorkPlace,
        confirmation_number: null,
        exam_time: null,
        requested_date_range: p.requestedDateRange,
        registration_date: candidate.registrationDate.toISOString(),
        locale: "en",
      });
    },
  );

  it("answers 404 for an unknown id", async () => {
    const response = await get("/api/students/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers 404 for a soft-deleted candidate", async () => {
    const response = await get(`/api/students/${byN(13).id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers 404 once a candidate is soft-deleted", async () => {
    const target = byN(20);
    expect((await get(`/api/students/${target.id}`)).statusCode).toBe(200);
    await ctx.db.update(students).set({ deletedAt: sql`now()` }).where(eq(students.id, target.id));
    try {
      expect((await get(`/api/students/${target.id}`)).statusCode).toBe(404);
    } finally {
      await ctx.db.update(students).set({ deletedAt: null }).where(eq(students.id, target.id));
    }
  });

  it.each(["abc", "0", "-1", "1.5"])("answers 400 for the id %s", async (id) => {
    const response = await get(`/api/students/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String), field: "id" });
  });

  it("answers 400 or 404, never 500, for an id beyond the integer range", async () => {
    const response = await get("/api/students/2147483648");
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe("candidate reads: access", () => {
  const urls = () => [
    "/api/students",
    "/api/students/count/confirmation-status",
    `/api/students/${byN(1).id}`,
  ];

  it.each(["test_center", "schoolmoderator", "visitor"] as const)(
    "%s gets 403 on all three",
    async (role) => {
      for (const url of urls()) {
        const response = await get(url, role);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    },
  );

  it("no token gets 401 on all three", async () => {
    for (const url of urls()) {
      const response = await get(url, null);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it("a malformed token gets 401 on all three", async () => {
    for (const url of urls()) {
      const response = await ctx.app.inject({
        method: "GET",
        url,
        headers: { authorization: "Bearer not-a-token" },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
