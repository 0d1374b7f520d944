/**
 * POST /api/FormRegister (docs/product.md §3, §5, §7, §8): the public registration endpoint, through the real
 * app and a real database.
 */
import { count, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studentEvents, students } from "#server/db/schema.ts";
import { buildRegistration, DEMO_TEST_CENTERS } from "#server/setup/factories.ts";
import { REFERENCE_PATTERN } from "#shared/registration/reference.ts";
import { DOB_MAX, dobMin, type RegistrationInput } from "#shared/registration/registration.ts";
import { createTestContext, suiteTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

/** Each call gives a payload unique in email, national ID and passport number. */
let nextN = 1;
const fresh = (overrides: Partial<RegistrationInput> = {}): RegistrationInput =>
  buildRegistration(nextN++, { test_center: ctx.testCenterId, ...overrides });

const register = (payload: object | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/FormRegister", payload, headers });

async function studentCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(students);
  return row!.n;
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The stored row with its real (snake_case) column names; dates as YYYY-MM-DD text. */
async function storedRow(id: number): Promise<Record<string, unknown>> {
  const [row] = await rowsOf<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(s) as row from students s where s.id = ${id}`,
  );
  expect(row).toBeDefined();
  return row!.row;
}

describe("POST /api/FormRegister: a valid registration", () => {
  it("answers 201 and stores the candidate as Not_Confirmed with snake_case columns", async () => {
    // n = 1: BSC degree, a national ID and no passport, no state/postal code (not the US).
    const payload = buildRegistration(1_001, { test_center: ctx.testCenterId });
    expect(payload.degree).toBe("BSC");
    expect(payload.passportNumber).toBe("");
    const before = await studentCount();

    const response = await register(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: "Registration successful!",
      id: expect.any(Number),
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });
    expect(await studentCount()).toBe(before + 1);

    const row = await storedRow(body.id);
    expect(row).toMatchObject({
      id: body.id,
      first_name: payload.firstName,
      last_name: payload.lastName,
      full_name: payload.fullName,
      national_id: payload.nationalId,
      passport_number: null,
      government_id_issuing_country: payload.governmentIdIssuingCountry,
      email: payload.email,
      phone: payload.phone,
      date_of_birth: payload.dob,
      city: payload.city,
      country: payload.country,
      country_state: null,
      postal_code: null,
      nationality: payload.nationality,
      mailing_address: payload.mailingAddress,
      potential_work_place: payload.potentialWorkPlace,
      requested_date_range: payload.requestedDateRange,
      gender: payload.gender,
      degree: "BSC",
      bsc_university: payload.BSC_university,
      msc_university: null,
      phd_university: null,
      registered_from: payload.registered_from,
      test_center_id: ctx.testCenterId,
      trial_month: payload.Trail_month,
      exam_category: payload.examCategory,
      exam_specialty: payload.examSpecialty,
      exam_name: payload.examName,
      state: "Not_Confirmed",
      confirmed: false,
      confirmed_by: null,
      registered_by_user_id: null,
      deleted_at: null,
    });
    expect(Date.parse(String(row.registration_date))).not.toBeNaN();

    const events = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, body.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "registered",
      toState: "Not_Confirmed",
      fromState: null,
      actorUserId: null,
      actorUsername: null,
    });

    const read = await ctx.getAs("admin", `/api/students/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      success: true,
      student: {
        id: body.id,
        full_name: payload.fullName,
        first_name: payload.firstName,
        email: payload.email,
        date_of_birth: payload.dob,
        BSC_university: payload.BSC_university,
        MSC_university: null,
        Trail_month: payload.Trail_month,
        test_center: DEMO_TEST_CENTERS[0].name,
        test_center_id: ctx.testCenterId,
        exam_category: payload.examCategory,
        exam_specialty: payload.examSpecialty,
        exam_name: payload.examName,
        state: "Not_Confirmed",
        confirmed: false,
        country_state: null,
        postal_code: null,
        requested_date_range: payload.requestedDateRange,
      },
    });
  });

  it("trims text and stores optional blanks (spaces only) as NULL", async () => {
    const payload = fresh({ city: "  Riyadh  ", nationality: "   ", mailingAddress: " " });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json().id);
    expect(row).toMatchObject({ city: "Riyadh", nationality: null, mailing_address: null });
  });

  it("records the logged-in staff user who registers a candidate", async () => {
    const response = await register(fresh(), await ctx.authAs("admin"));
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;

    const row = await storedRow(id);
    expect(row.registered_by_user_id).toBe(ctx.users.admin.id);
    const [event] = await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, id));
    expect(event).toMatchObject({
      type: "registered",
      toState: "Not_Confirmed",
      actorUserId: ctx.users.admin.id,
      actorUsername: ctx.users.admin.username,
    });
  });

  it("accepts a passport number without a national ID", async () => {
    const response = await register(fresh({ nationalId: "", passportNumber: "PX7654321" }));
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json().id);
    expect(row).toMatchObject({ national_id: null, passport_number: "PX7654321" });
  });

  it("accepts a United States address with a state and a ZIP code", async () => {
    const response = await register(fresh({ country: "United States", state: "Texas", postalCode: "73301" }));
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json().id);
    expect(row).toMatchObject({ country: "United States", country_state: "Texas", postal_code: "73301" });
  });

  it("accepts the date-of-birth limits themselves", async () => {
    for (const dob of [DOB_MAX, dobMin()]) {
      const response = await register(fresh({ dob }));
      expect(response.statusCode, dob).toBe(201);
      expect((await storedRow(response.json().id)).date_of_birth).toBe(dob);
    }
  });

  it("accepts the MSC and PHD degrees with all their universities", async () => {
    const response = await register(
      fresh({
        degree: "PHD",
        BSC_university: "Cairo University",
        MSC_university: "Qatar University",
        PHD_university: "Kuwait University",
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(await storedRow(response.json().id)).toMatchObject({
      degree: "PHD",
      bsc_university: "Cairo University",
      msc_university: "Qatar University",
      phd_university: "Kuwait University",
    });
  });
});

describe("POST /api/FormRegister: validation", () => {
  const year = new Date().getUTCFullYear();
  const omit = (field: keyof RegistrationInput) => (p: RegistrationInput) => {
    const { [field]: _omitted, ...rest } = p;
    return rest;
  };
  const set = (overrides: Partial<RegistrationInput>) => (p: RegistrationInput) => ({ ...p, ...overrides });

  const cases: {
    name: string;
    change: (p: RegistrationInput) => object;
    field: string;
    message?: string | RegExp;
  }[] = [
    {
      name: "missing firstName",
      change: omit("firstName"),
      field: "firstName",
      message: "First name is required.",
    },
    {
      name: "blank firstName",
      change: set({ firstName: "   " }),
      field: "firstName",
      message: "First name is required.",
    },
    {
      name: "neither nationalId nor passportNumber",
      change: set({ nationalId: "", passportNumber: "" }),
      field: "nationalId",
      message: "Please provide a National ID or a Passport Number.",
    },
    {
      name: "MSC without MSC_university",
      change: set({ degree: "MSC", BSC_university: "Cairo University", MSC_university: "" }),
      field: "MSC_university",
      message: "MSC university is required.",
    },
    {
      name: "PHD without PHD_university",
      change: set({
        degree: "PHD",
        BSC_university: "Cairo University",
        MSC_university: "Qatar University",
        PHD_university: "",
      }),
      field: "PHD_university",
      message: "PHD university is required.",
    },
    {
      name: "BSC without BSC_university",
      change: set({ degree: "BSC", BSC_university: "" }),
      field: "BSC_university",
      message: "BSC university is required.",
    },
    {
      name: "dob after 2006-12-31",
      change: set({ dob: "2007-01-01" }),
      field: "dob",
      message: "Date of birth must be on or before 2006-12-31.",
    },
    {
      name: "dob before January 1 a hundred years back",
      change: set({ dob: `${year - 101}-12-31` }),
      field: "dob",
      message: `Date of birth must be on or after ${year - 100}-01-01.`,
    },
    {
      name: "dob not a date",
      change: set({ dob: "yesterday" }),
      field: "dob",
      message: "Date of birth must be a date (YYYY-MM-DD).",
    },
    {
      name: "dob not a calendar date (February 30)",
      change: set({ dob: "2001-02-30" }),
      field: "dob",
    },
    {
      name: "dob with month 13",
      change: set({ dob: "2001-13-01" }),
      field: "dob",
    },
    {
      name: "Trail_month February",
      change: set({ Trail_month: "February" as RegistrationInput["Trail_month"] }),
      field: "Trail_month",
      message: "Please choose a test month.",
    },
    {
      name: "bad email",
      change: set({ email: "not-an-email" }),
      field: "email",
      message: "Please enter a valid email address",
    },
    {
      name: "United States without a state",
      change: set({ country: "United States", state: "", postalCode: "73301" }),
      field: "state",
      message: "State is required for the United States.",
    },
    {
      name: "United States with a state but a bad postal code",
      change: set({ country: "United States", state: "Texas", postalCode: "7330" }),
      field: "postalCode",
      message: "Please enter a valid US ZIP code (12345 or 12345-6789).",
    },
    {
      name: "United States with a state not in the list",
      change: set({ country: "United States", state: "Atlantis", postalCode: "73301" }),
      field: "state",
      message: "Please choose a US state from the list.",
    },
    {
      name: "a state outside the United States",
      change: set({ country: "Saudi Arabia", state: "Texas", postalCode: "" }),
      field: "state",
      message: "State applies only to the United States.",
    },
    {
      name: "a postal code outside the United States",
      change: set({ country: "Saudi Arabia", state: "", postalCode: "12345" }),
      field: "postalCode",
      message: "Postal code applies only to the United States.",
    },
    {
      name: "unknown test center",
      change: set({ test_center: 999_999 }),
      field: "test_center",
      message: "Please choose a test center.",
    },
    {
      name: "test center id beyond the integer range",
      change: set({ test_center: 2_147_483_648 }),
      field: "test_center",
    },
    {
      name: "test center not a number",
      change: set({ test_center: "abc" as unknown as number }),
      field: "test_center",
      message: "Please choose a test center.",
    },
    {
      name: "examSpecialty not of the examCategory",
      change: set({ examCategory: "DHA", examSpecialty: "Medicine", examName: "General Practitioner" }),
      field: "examSpecialty",
      message: "Please choose a specialty of the chosen exam category.",
    },
    {
      name: "examName not of the specialty",
      change: set({ examCategory: "SCFHS", examSpecialty: "Medicine", examName: "No Such Exam" }),
      field: "examName",
      message: "Please choose an exam of the chosen specialty.",
    },
    {
      name: "examCategory XYZ",
      change: set({ examCategory: "XYZ" as RegistrationInput["examCategory"] }),
      field: "examCategory",
      message: "Please choose an exam category.",
    },
    {
      name: "registered_from 3",
      change: set({ registered_from: "3" as RegistrationInput["registered_from"] }),
      field: "registered_from",
      message: "Please choose where you are registering from.",
    },
    {
      name: "fullName of 201 characters",
      change: set({ fullName: "x".repeat(201) }),
      field: "fullName",
      message: "Full name must be 200 characters or fewer.",
    },
    {
      name: "missing requestedDateRange",
      change: omit("requestedDateRange"),
      field: "requestedDateRange",
      message: "Requested date range is required.",
    },
    {
      name: "unknown country",
      change: set({ country: "Narnia" }),
      field: "country",
      message: "Please choose a country from the list.",
    },
  ];

  it.each(cases)("$name → 400 on field $field, nothing stored", async ({ change, field, message }) => {
    const payload = change(fresh());
    const before = await studentCount();

    const response = await register(payload);

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({ success: false, message: expect.any(String), field });
    if (typeof message === "string") expect(body.message).toBe(message);
    expect(await studentCount()).toBe(before);
  });

  it("refuses a body that is not JSON with 400 and stores nothing", async () => {
    const before = await studentCount();
    const response = await ctx.postRawJson("/api/FormRegister", "{not json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await studentCount()).toBe(before);
  });
});

describe("POST /api/FormRegister: duplicates", () => {
  it("refuses the same email in another case with 409 on field email", async () => {
    const first = fresh();
    expect((await register(first)).statusCode).toBe(201);
    const before = await studentCount();

    const response = await register(fresh({ email: first.email.toUpperCase() }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Duplicate entry/),
      field: "email",
    });
    expect(await studentCount()).toBe(before);
  });

  it("refuses the same national ID with 409 on field nationalId", async () => {
    const first = fresh({ nationalId: "DUPNID-1" });
    expect((await register(first)).statusCode).toBe(201);
    const before = await studentCount();

    const response = await register(fresh({ nationalId: "dupnid-1" }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Duplicate entry/),
      field: "nationalId",
    });
    expect(await studentCount()).toBe(before);
  });

  it("refuses the same passport number with 409 on field passportNumber", async () => {
    const first = fresh({ nationalId: "", passportNumber: "DUP-PASS-1" });
    expect((await register(first)).statusCode).toBe(201);
    const before = await studentCount();

    const response = await register(fresh({ nationalId: "", passportNumber: "DUP-PASS-1" }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Duplicate entry/),
      field: "passportNumber",
    });
    expect(await studentCount()).toBe(before);
  });

  it("writes no registered event for a refused duplicate", async () => {
    const first = fresh();
    const created = await register(first);
    expect(created.statusCode).toBe(201);
    const [before] = await ctx.db.select({ n: count() }).from(studentEvents);

    expect((await register(fresh({ email: first.email }))).statusCode).toBe(409);

    const [after] = await ctx.db.select({ n: count() }).from(studentEvents);
    expect(after!.n).toBe(before!.n);
  });

  it("lets the email, national ID and passport of a soft-deleted candidate register again", async () => {
    const first = fresh({ nationalId: "REUSE-NID", passportNumber: "REUSE-PASS" });
    const created = await register(first);
    expect(created.statusCode).toBe(201);
    expect((await register(fresh({ email: first.email }))).statusCode).toBe(409);

    await ctx.db.update(students).set({ deletedAt: sql`now()` }).where(eq(students.id, created.json().id));

    const again = await register(
      fresh({ email: first.email, nationalId: "REUSE-NID", passportNumber: "REUSE-PASS" }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(created.json().id);
  });
});

describe("POST /api/FormRegister: body size", () => {
  it("refuses a body over 1 MB with 413 and stores nothing", async () => {
    const before = await studentCount();
    const payload = JSON.stringify(fresh({ mailingAddress: "x".repeat(1024 * 1024 + 10) }));

    const response = await register(payload, { "content-type": "application/json" });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await studentCount()).toBe(before);
  });
});

describe("POST /api/FormRegister: public rate limit", () => {
  let limited: TestContext;
  let n = 5_000;
  const payload = () => buildRegistration(n++, { test_center: limited.testCenterId });
  const post = (body: object, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    limited.app.inject({ method: "POST", url: "/api/FormRegister", payload: body, ...options });

  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMIT_PUBLIC: "3" } });
  });
  afterAll(() => limited.close());

  it("lets 3 anonymous registrations through and answers the 4th with 429 and Retry-After", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(payload())).statusCode).toBe(201);
    }
    const [before] = await limited.db.select({ n: count() }).from(students);

    const response = await post(payload());

    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    const [after] = await limited.db.select({ n: count() }).from(students);
    expect(after!.n).toBe(before!.n);
  });

  it("exempts a logged-in staff user", async () => {
    expect((await post(payload())).statusCode).toBe(429);
    const response = await post(payload(), { headers: await limited.authAs("admin") });
    expect(response.statusCode).toBe(201);
  });

  it("counts each client address separately", async () => {
    expect((await post(payload())).statusCode).toBe(429);
    const response = await post(payload(), { remoteAddress: "10.9.9.9" });
    expect(response.statusCode).toBe(201);
  });
});
