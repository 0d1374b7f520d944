/**
 * Input hygiene (decision 0017): no input reaches a pattern that can backtrack
 * (lengths first), U+0000 and lone surrogates are refused with 400 and the field before they reach
 * the database (they used to give 500s, in text columns and in the jsonb of history and audit
 * rows), dates are real calendar dates, every string of every write route and filter is bounded,
 * and new usernames use a safe character set while every existing name still logs in.
 */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  emailOutbox,
  emailSettings,
  inquiries,
  invoices,
  messages,
  studentEvents,
  students,
  testCenters,
  users,
} from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { withoutTrailingSlashes } from "#server/lib/public-origin.ts";
import { buildInquiry, buildRegistration } from "#server/setup/factories.ts";
import { STUDENT_FILTERS, type Student } from "#shared/candidates/candidates.ts";
import { studentEditBody } from "#shared/candidates/edit-body.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { contactBody } from "#tests/helpers/contact-body.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let n = 0;
const next = () => ++n;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
async function call(method: Method, url: string, payload?: unknown, as: "admin" | null = "admin") {
  const headers = as ? await ctx.authAs(as) : {};
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Every row count, to show a refused request wrote nothing. */
async function rowCounts() {
  const tables = {
    students,
    studentEvents,
    invoices,
    users,
    auditLog,
    testCenters,
    inquiries,
    contactMessages,
    messages,
    emailOutbox,
    emailSettings,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await ctx.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Expects a 400 `{success:false, message, field}` naming `field`, and nothing written. */
async function expectRefused(
  request: Promise<{ statusCode: number; json: () => unknown; body: string }>,
  field: string,
) {
  const before = await rowCounts();
  const response = await request;
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(response.json()).toEqual({ success: false, message: expect.any(String), field });
  expect(await rowCounts()).toEqual(before);
  return response.json() as { message: string };
}

/** A valid registration body, unique per call. */
const registration = (overrides: Record<string, unknown> = {}) => ({
  ...buildRegistration(70_000 + next(), { test_center: ctx.testCenterId }),
  ...overrides,
});

/** A valid inquiry body. */
function inquiry(overrides: Record<string, unknown> = {}) {
  return { ...contactBody(buildInquiry(next())), ...overrides };
}

/** A fresh candidate in `state`; its id. */
async function candidate(state: "Not_Confirmed" | "Invoice" | "Exam_Details" = "Not_Confirmed") {
  const [id] = await insertCandidates(ctx.db, 1, {
    from: 80_000 + next(),
    testCenterId: ctx.testCenterId,
    state,
  });
  return id!;
}

/** The Edit Student Data body of candidate `id` as stored (docs/product.md §5), with `overrides`. */
async function editBody(id: number, overrides: Record<string, unknown> = {}) {
  const response = await call("GET", `/api/students/${id}`);
  const s = response.json<{ student: Student }>().student;
  return { ...studentEditBody(s), ...overrides };
}

/** A fresh inquiry (as the public form stores one); its id. */
async function storedInquiry() {
  const [row] = await ctx.db.insert(inquiries).values(buildInquiry(next())).returning({ id: inquiries.id });
  return row!.id;
}

/** A valid create-invoice body for candidate `studentId` (in state Invoice). */
const invoiceBody = (studentId: number, overrides: Record<string, unknown> = {}) => ({
  studentId,
  invoiceNumber: `IH-${next()}`,
  amount: "100",
  currency: "USD",
  ...overrides,
});

describe("finding 2: the password rule cannot backtrack (lengths first)", () => {
  it.each([
    ["200 kB", 200_000],
    ["900 kB", 900_000],
  ])("POST /api/register with a %s password answers 400 password, nothing created", async (_, size) => {
    const body = await expectRefused(
      call("POST", "/api/register", {
        username: `long${next()}`,
        password: "a".repeat(size),
        role: "visitor",
      }),
      "password",
    );
    expect(body.message).toBe("Password must be 200 characters or fewer.");
  });

  it("PUT /api/users/{id} with a 900 kB new password answers 400 password, the user unchanged", async () => {
    const [user] = await ctx.db
      .insert(users)
      .values({ username: `keep${next()}`, passwordHash: await hashPassword("KeepPass1"), role: "visitor" })
      .returning();
    await expectRefused(
      call("PUT", `/api/users/${user!.id}`, {
        username: user!.username,
        role: "visitor",
        password: "a".repeat(900_000),
      }),
      "password",
    );
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.passwordHash).toBe(user!.passwordHash);
  });

  it("POST /api/login with a 900 kB password or username answers 400 with the field", async () => {
    await expectRefused(
      call("POST", "/api/login", { username: "admin-user", password: "A1".repeat(450_000) }, null),
      "password",
    );
    await expectRefused(
      call("POST", "/api/login", { username: "u".repeat(900_000), password: "x" }, null),
      "username",
    );
  });
});

describe("finding 5: U+0000 in a text field or a filter is a 400 with the field, not a 500", () => {
  it("login (anonymous)", async () => {
    await expectRefused(
      call("POST", "/api/login", { username: "admin-user\u0000", password: "x" }, null),
      "username",
    );
    await expectRefused(
      call("POST", "/api/login", { username: "admin-user", password: "Pass\u0000word1" }, null),
      "password",
    );
  });

  it("registration (anonymous): refused, no candidate stored", async () => {
    const body = await expectRefused(
      call("POST", "/api/FormRegister", registration({ city: "Riyadh\u0000" }), null),
      "city",
    );
    expect(body.message).toBe("City contains characters that are not allowed.");
    await expectRefused(
      call("POST", "/api/FormRegister", registration({ mailingAddress: "\u0000" }), null),
      "mailingAddress",
    );
  });

  it("contact, both forms (anonymous): refused, nothing stored", async () => {
    await expectRefused(
      call("POST", "/api/contact", inquiry({ full_name: "Reem\u0000" }), null),
      "full_name",
    );
    await expectRefused(call("POST", "/api/contact", inquiry({ message: "hello\u0000" }), null), "message");
    await expectRefused(
      call(
        "POST",
        "/api/contact",
        { subject: "Hi\u0000", email: "a@example.com", phone: "+966500000000", message: "x" },
        null,
      ),
      "subject",
    );
  });

  it("staff writes: test center, message, invoice, candidate edit", async () => {
    await expectRefused(
      call("POST", "/api/test-center", { name: "Center\u0000", address: "Street 1" }),
      "name",
    );
    await expectRefused(call("POST", "/api/send-message", { userId: "all", message: "Hi\u0000" }), "message");
    await expectRefused(
      call(
        "POST",
        "/api/invoices/create-invoice",
        invoiceBody(await candidate("Invoice"), { bank: "B\u0000" }),
      ),
      "bank",
    );
    const id = await candidate();
    await expectRefused(
      call("PUT", `/api/students/${id}`, await editBody(id, { city: "Jeddah\u0000" })),
      "city",
    );
  });

  it.each([
    ["/api/students?full_name=a%00b", "full_name"],
    ["/api/students?email=%00", "email"],
    ["/api/students/export?exam_name=%00", "exam_name"],
    ["/api/inquiries?search=%00", "search"],
    ["/api/inquiries?exam=x%00", "exam"],
    ["/api/checkUsername/a%00b", "username"],
    ["/api/stage/Done%00", "stage"],
  ])("filter GET %s answers 400 with field %s", async (url, field) => {
    await expectRefused(call("GET", url), field);
  });
});

describe("finding 5: a lone surrogate never reaches the jsonb of history or audit rows", () => {
  it("candidate edit (writes a student_events row): 400, no event, candidate unchanged", async () => {
    const id = await candidate();
    const [before] = await ctx.db.select().from(students).where(eq(students.id, id));
    const body = await expectRefused(
      call("PUT", `/api/students/${id}`, await editBody(id, { city: "Dammam\uD800" })),
      "city",
    );
    expect(body.message).toBe("City contains characters that are not allowed.");
    await expectRefused(
      call("PUT", `/api/students/${id}`, await editBody(id, { college: "\uDC00x" })),
      "college",
    );
    expect(await ctx.db.select().from(studentEvents).where(eq(studentEvents.studentId, id))).toEqual([]);
    const [after] = await ctx.db.select().from(students).where(eq(students.id, id));
    expect(after).toEqual(before);
  });

  it("user and test center creation (write audit rows): 400, no user, center or audit row", async () => {
    await expectRefused(
      call("POST", "/api/register", {
        username: `ok${next()}\uDC00`,
        password: "GoodPass1",
        role: "visitor",
      }),
      "username",
    );
    await expectRefused(
      call("POST", "/api/register", {
        username: `ok${next()}`,
        password: "GoodPass1",
        role: "schoolmoderator",
        Name: "Ms \uD83D",
      }),
      "Name",
    );
    await expectRefused(
      call("POST", "/api/test-center", { name: "Center \uD800", address: "Street 1" }),
      "name",
    );
  });

  it("registration (writes a registered event): 400, nothing stored", async () => {
    await expectRefused(
      call("POST", "/api/FormRegister", registration({ firstName: "Aisha\uD800" }), null),
      "firstName",
    );
  });

  it("a well-formed surrogate pair (an emoji) is ordinary text and is stored", async () => {
    const response = await call("POST", "/api/test-center", {
      name: `Center 😀 ${next()}`,
      address: "Street 1",
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("finding 5: dates are real calendar dates (400 with the field, not a 500)", () => {
  it.each(["2026-02-30", "0000-00-00", "0000-01-01", "2025-02-29", "2026-13-01"])(
    "ExamDate %s on a candidate in Exam_Details: 400 ExamDate, nothing changed",
    async (date) => {
      const id = await candidate("Exam_Details");
      const body = await expectRefused(
        call("PUT", `/api/students/${id}`, await editBody(id, { ExamDate: date })),
        "ExamDate",
      );
      expect(body.message).toMatch(/^Exam date must be a (real )?date \(YYYY-MM-DD\)\.$/);
    },
  );

  it.each(["2026-02-30", "0000-00-00", "0000-01-01", "2026-04-31"])(
    "paymentDate %s: 400 paymentDate, no invoice",
    async (date) => {
      const studentId = await candidate("Invoice");
      await expectRefused(
        call("POST", "/api/invoices/create-invoice", invoiceBody(studentId, { paymentDate: date })),
        "paymentDate",
      );
    },
  );

  it("a real ExamDate and paymentDate are stored", async () => {
    const id = await candidate("Exam_Details");
    const edit = await call("PUT", `/api/students/${id}`, await editBody(id, { ExamDate: "2028-02-29" }));
    expect(edit.statusCode, edit.body).toBe(200);
    const created = await call(
      "POST",
      "/api/invoices/create-invoice",
      invoiceBody(await candidate("Invoice"), { paymentDate: "2024-02-29" }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ invoice: { paymentDate: string } }>().invoice.paymentDate).toBe("2024-02-29");
  });

  it("an impossible date of birth is refused at registration", async () => {
    await expectRefused(call("POST", "/api/FormRegister", registration({ dob: "1990-02-30" }), null), "dob");
    await expectRefused(call("POST", "/api/FormRegister", registration({ dob: "0000-00-00" }), null), "dob");
  });
});

/** Each write route's valid body; each of its fields in turn gets a 10 001-character string. */
const WRITES: [string, Method, () => Promise<{ url: string; body: Record<string, unknown> }>, boolean][] = [
  ["POST /api/FormRegister", "POST", async () => ({ url: "/api/FormRegister", body: registration() }), false],
  [
    "POST /api/contact (inquiry)",
    "POST",
    async () => ({ url: "/api/contact", body: { ...inquiry(), message: "Hi" } }),
    false,
  ],
  [
    "POST /api/contact (old form)",
    "POST",
    async () => ({
      url: "/api/contact",
      body: { subject: "Hi", email: "a@example.com", phone: "+96650000", message: "x" },
    }),
    false,
  ],
  [
    "POST /api/login",
    "POST",
    async () => ({ url: "/api/login", body: { username: "admin-user", password: "x" } }),
    false,
  ],
  [
    "PUT /api/students/:id",
    "PUT",
    async () => {
      const id = await candidate("Exam_Details");
      return { url: `/api/students/${id}`, body: await editBody(id) };
    },
    true,
  ],
  [
    "POST /api/invoices/create-invoice",
    "POST",
    async () => ({
      url: "/api/invoices/create-invoice",
      body: invoiceBody(await candidate("Invoice"), {
        BankInvoiceNumber: "B1",
        paymentDate: "2026-01-01",
        bank: "Bank",
        invoiceEmail: "b@example.com",
        invoiceMobilePhone: "+966500000000",
        invoicerName: "Reem",
        reference: "R",
        SecondReference: "S",
      }),
    }),
    true,
  ],
  [
    "POST /api/register",
    "POST",
    async () => ({
      url: "/api/register",
      body: {
        username: `len${next()}`,
        password: "GoodPass1",
        role: "test_center",
        testCenterId: ctx.testCenterId,
        Name: "N",
      },
    }),
    true,
  ],
  [
    "PUT /api/users/:id",
    "PUT",
    async () => ({
      url: `/api/users/${ctx.users.visitor.id}`,
      body: {
        username: "visitor-user",
        password: "GoodPass1",
        role: "visitor",
        testCenterId: null,
        Name: "V",
      },
    }),
    true,
  ],
  [
    "POST /api/test-center",
    "POST",
    async () => ({ url: "/api/test-center", body: { name: `C${next()}`, address: "A", contact: "C" } }),
    true,
  ],
  [
    "POST /api/send-message",
    "POST",
    async () => ({ url: "/api/send-message", body: { userId: "all", message: "Hi" } }),
    true,
  ],
  [
    "PATCH /api/students/change-state",
    "PATCH",
    async () => ({ url: "/api/students/change-state", body: { studentIds: [1], state: "Done" } }),
    true,
  ],
  ["DELETE /api/students", "DELETE", async () => ({ url: "/api/students", body: { studentIds: [1] } }), true],
  [
    "DELETE /api/delete-message",
    "DELETE",
    async () => ({ url: "/api/delete-message", body: { messageId: 1 } }),
    true,
  ],
  [
    "PATCH /api/invoices/update-invoice/:id",
    "PATCH",
    async () => ({ url: "/api/invoices/update-invoice/1", body: { confirmed: true } }),
    true,
  ],
  [
    "PATCH /api/inquiries/:id",
    "PATCH",
    async () => ({
      url: `/api/inquiries/${await storedInquiry()}`,
      body: { status: "contacted", notes: "Called." },
    }),
    true,
  ],
  [
    "POST /api/students/:id/email",
    "POST",
    async () => ({
      url: `/api/students/${await candidate()}/email`,
      body: { subject: "Your documents", body: "Please bring your passport." },
    }),
    true,
  ],
  [
    "PUT /api/email-settings/:kind",
    "PUT",
    async () => ({
      url: "/api/email-settings/confirmed",
      body: { enabled: true, subject: "Hello {{first_name}}", body: "Dear {{full_name}}" },
    }),
    true,
  ],
  [
    "POST /api/status",
    "POST",
    async () => ({ url: "/api/status", body: { reference: "EX-26-7K3QF9", email: "a@example.com" } }),
    false,
  ],
];

describe("every string of every write route and every filter has a maximum length", () => {
  const LONG = "x".repeat(10_001);

  it.each(WRITES)(
    "%s refuses a 10 001-character value in each field with 400 and that field",
    async (_, method, sample, staff) => {
      const { body: fields } = await sample();
      for (const field of Object.keys(fields)) {
        const { url, body } = await sample();
        const response = await call(method, url, { ...body, [field]: LONG }, staff ? "admin" : null);
        expect(response.statusCode, `${field}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json(), field).toMatchObject({ success: false, field });
      }
    },
  );

  it.each([
    ...[...STUDENT_FILTERS, "page", "pageSize"].flatMap((key) =>
      [`/api/students?${key}=`, `/api/students/export?${key}=`]
        .filter((u) => !(u.includes("export") && key.startsWith("page")))
        .map((u) => [u, key]),
    ),
    ...["search", "exam", "page", "pageSize"].map((key) => [`/api/inquiries?${key}=`, key]),
    ...["page", "pageSize"].flatMap((key) => [
      [`/api/invoices?${key}=`, key],
      [`/api/stage/Done?${key}=`, key],
    ]),
  ])("GET %s<10 001 characters> answers 400 with field %s", async (url, field) => {
    const response = await call("GET", `${url}${LONG}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
  });

  it("a page number past the 10 millionth is refused rather than sent to the database as an OFFSET", async () => {
    const response = await call("GET", "/api/students?page=9007199254740991&pageSize=100");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "page" });
  });
});

describe("usernames: a safe character set at creation and rename; any existing name logs in", () => {
  it.each(["rêem", "reem!", "ab/cd", "İbrahim", "semi;colon"])(
    "POST /api/register refuses %j with 400 username",
    async (username) => {
      const body = await expectRefused(
        call("POST", "/api/register", { username, password: "GoodPass1", role: "visitor" }),
        "username",
      );
      expect(body.message).toBe("Username can contain only letters A–Z and a–z, digits and . _ - @");
    },
  );

  it("POST /api/register accepts letters, digits and . _ - @", async () => {
    const response = await call("POST", "/api/register", {
      username: `R.e_e-m@${next()}`,
      password: "GoodPass1",
      role: "visitor",
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("a user with an older name keeps it through an edit, logs in with it, but cannot be renamed to such a name", async () => {
    const [legacy] = await ctx.db
      .insert(users)
      .values({
        username: `józef${next()}`,
        passwordHash: await hashPassword("LegacyPass1"),
        role: "visitor",
      })
      .returning();
    const login = await call(
      "POST",
      "/api/login",
      { username: legacy!.username, password: "LegacyPass1" },
      null,
    );
    expect(login.statusCode, login.body).toBe(200);

    const kept = await call("PUT", `/api/users/${legacy!.id}`, {
      username: legacy!.username,
      role: "auditor",
    });
    expect(kept.statusCode, kept.body).toBe(200);

    await expectRefused(
      call("PUT", `/api/users/${legacy!.id}`, { username: `${legacy!.username}x`, role: "auditor" }),
      "username",
    );
    await expectRefused(
      call("PUT", `/api/users/${ctx.users.visitor.id}`, { username: "vísitor", role: "visitor" }),
      "username",
    );
    const [after] = await ctx.db.select().from(users).where(eq(users.id, legacy!.id));
    expect(after!.username).toBe(legacy!.username);

    const renamed = await call("PUT", `/api/users/${legacy!.id}`, {
      username: `jozef${next()}`,
      role: "auditor",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("login only bounds the username's length (100) and refuses U+0000 and lone surrogates", async () => {
    const wrong = await call(
      "POST",
      "/api/login",
      { username: "any name ü with spaces", password: "x" },
      null,
    );
    expect(wrong.statusCode).toBe(401);
    await expectRefused(
      call("POST", "/api/login", { username: "a".repeat(101), password: "x" }, null),
      "username",
    );
    await expectRefused(call("POST", "/api/login", { username: "a\uDC00", password: "x" }, null), "username");
  });
});

describe("other patterns that met client input", () => {
  it("the origin of robots.txt and sitemap.xml (the client's Host) loses its trailing slashes in a loop, not /\\/+$/", async () => {
    expect(withoutTrailingSlashes("https://a.example///")).toBe("https://a.example");
    expect(withoutTrailingSlashes("///")).toBe("");
    expect(withoutTrailingSlashes("/x/y")).toBe("/x/y");
    // 16 000 slashes then a letter: seconds of backtracking per request with the old pattern.
    const host = `${"/".repeat(16_000)}x//`;
    const response = await ctx.app.inject({ method: "GET", url: "/robots.txt", headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: http://${"/".repeat(16_000)}x/sitemap.xml`);
  });
});

describe("the database does the rest: stored text is exactly what was sent", () => {
  it("unicode, SQL-ish text and pattern characters round-trip unchanged", async () => {
    const name = `O'Brien %_\\ مرحبا 😀 ${next()}`;
    const response = await call("POST", "/api/test-center", { name, address: "'; drop table students; --" });
    expect(response.statusCode, response.body).toBe(201);
    const rows = (await ctx.db.execute(
      sql`select name, address from test_centers where name = ${name}`,
    )) as unknown as {
      rows: { name: string; address: string }[];
    };
    expect(rows.rows).toEqual([{ name, address: "'; drop table students; --" }]);
  });
});

describe("names that lie (decision 0017): control, bidi and zero-width characters refused in every text field", () => {
  /** One of each class; multi-line fields (messages, notes, bodies) may hold the line break. */
  const REFUSED: [string, string][] = [
    ["an RLO", "Ann\u202Egnp.exe"],
    ["a line break", "Ann\nURGENT pay"],
    ["a zero-width space", "Ann\u200bLee"],
  ];
  const MULTI_LINE = new Set(["message", "notes", "body"]);

  it.each(WRITES)(
    "%s: each text field refuses each class with 400 and that field, and nothing is written",
    async (_, method, sample, staff) => {
      const { body: fields } = await sample();
      for (const field of Object.keys(fields)) {
        // Passwords are kept as typed (decision 0017); other values are not text.
        if (typeof fields[field] !== "string" || field === "password") continue;
        for (const [what, value] of REFUSED) {
          if (MULTI_LINE.has(field) && value.includes("\n")) continue;
          const { url, body } = await sample();
          const response = await expectRefused(
            call(method, url, { ...body, [field]: value }, staff ? "admin" : null),
            field,
          );
          expect(response.message, `${field} with ${what}`).toMatch(
            /(contains characters that are not allowed \(control, bidi or zero-width\)| must be one line| must be a date \(YYYY-MM-DD\))\.$|^Please |valid|^Amount|^Status /,
          );
        }
      }
    },
  );

  it("the refusals name the field and the problem", async () => {
    const rlo = await expectRefused(
      call("POST", "/api/FormRegister", registration({ firstName: "Ann\u202Egnp.exe" }), null),
      "firstName",
    );
    expect(rlo.message).toBe(
      "First name contains characters that are not allowed (control, bidi or zero-width).",
    );
    const line = await expectRefused(
      call(
        "POST",
        "/api/FormRegister",
        registration({ fullName: "Ann Lee\nURGENT: pay at http://evil.example" }),
        null,
      ),
      "fullName",
    );
    expect(line.message).toBe("Full name must be one line.");
    const location = await candidate("Exam_Details");
    const exam = await expectRefused(
      call("PUT", `/api/students/${location}`, await editBody(location, { ExamLocation: "Hall\u20672" })),
      "ExamLocation",
    );
    expect(exam.message).toBe(
      "Exam location contains characters that are not allowed (control, bidi or zero-width).",
    );
    const invoice = await expectRefused(
      call(
        "POST",
        "/api/invoices/create-invoice",
        invoiceBody(await candidate("Invoice"), { invoiceNumber: "INV\u200d7" }),
      ),
      "invoiceNumber",
    );
    expect(invoice.message).toBe(
      "Invoice number contains characters that are not allowed (control, bidi or zero-width).",
    );
    const username = await expectRefused(
      call("POST", "/api/register", { username: "zero\u200bwidth", password: "GoodPass1", role: "visitor" }),
      "username",
    );
    expect(username.message).toBe(
      "Username contains characters that are not allowed (control, bidi or zero-width).",
    );
  });

  it("filters and path parameters too", async () => {
    for (const [url, field] of [
      ["/api/students?full_name=Ann%E2%80%AEgnp", "full_name"],
      ["/api/students/export?exam_name=a%0Ab", "exam_name"],
      ["/api/inquiries?search=%E2%80%8B", "search"],
      ["/api/contact-messages?search=a%09b", "search"],
      ["/api/checkUsername/a%E2%80%8Fb", "username"],
      ["/api/stage/Done%E2%80%AE", "stage"],
    ] as const) {
      await expectRefused(call("GET", url), field);
    }
  });

  it("Arabic, Persian and accented names are stored, NFC-normalised", async () => {
    const body = registration({
      firstName: "محمد",
      lastName: "رضایی",
      fullName: "محمد عبد الله می\u200cخواهم",
      city: "Mu\u0308nchen",
      mailingAddress: "شارع الملك فهد، الرياض",
    });
    const response = await call("POST", "/api/FormRegister", body, null);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(students)
      .where(eq(students.id, response.json<{ id: number }>().id));
    expect(row).toMatchObject({
      firstName: "محمد",
      lastName: "رضایی",
      fullName: "محمد عبد الله می\u200cخواهم",
      city: "München",
      mailingAddress: "شارع الملك فهد، الرياض",
    });
    expect(row!.city).toHaveLength(7);
  });

  it("a message keeps its line breaks (CR LF as LF) and refuses the rest", async () => {
    const response = await call(
      "POST",
      "/api/contact",
      inquiry({ message: "Hello,\r\nwhich dates are free?" }),
      null,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await ctx.db
      .select({ message: inquiries.message })
      .from(inquiries)
      .where(eq(inquiries.message, "Hello,\nwhich dates are free?"));
    expect(stored).toBeDefined();
    await expectRefused(call("POST", "/api/contact", inquiry({ message: "Hello\u202E" }), null), "message");
  });

  it("passwords are kept exactly as typed: neither normalised nor restricted beyond U+0000 and lone surrogates", async () => {
    const decomposed = "Rene\u0301e\u202E1A"; // NFD é and an RLO
    const created = await call("POST", "/api/register", {
      username: `pw${next()}`,
      password: decomposed,
      role: "visitor",
    });
    expect(created.statusCode, created.body).toBe(201);
    const username = created.json<{ user: { username: string } }>().user.username;
    const login = (password: string) => call("POST", "/api/login", { username, password }, null);
    expect((await login(decomposed)).statusCode).toBe(200);
    expect((await login(decomposed.normalize("NFC"))).statusCode).toBe(401);
  });
});

describe("inquiry notes (PATCH /api/inquiries/{id}): the same rule, no 500", () => {
  it.each([
    ["U+0000", "Called back\u0000", "Notes contains characters that are not allowed."],
    ["a lone surrogate", "Called \uD800back", "Notes contains characters that are not allowed."],
    [
      "an RLO",
      "Called \u202Eback",
      "Notes contains characters that are not allowed (control, bidi or zero-width).",
    ],
    [
      "a zero-width space",
      "Called\u200b",
      "Notes contains characters that are not allowed (control, bidi or zero-width).",
    ],
  ])("%s: 400 notes, the inquiry unchanged", async (_, notes, message) => {
    const id = await storedInquiry();
    const [before] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, id));
    const body = await expectRefused(
      call("PATCH", `/api/inquiries/${id}`, { status: "contacted", notes }),
      "notes",
    );
    expect(body.message).toBe(message);
    const [after] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(after).toEqual(before);
  });

  it("notes keep their line breaks (CR LF as LF)", async () => {
    const id = await storedInquiry();
    const response = await call("PATCH", `/api/inquiries/${id}`, {
      notes: "Called.\r\nCall again on Sunday.",
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select({ notes: inquiries.notes }).from(inquiries).where(eq(inquiries.id, id));
    expect(row?.notes).toBe("Called.\nCall again on Sunday.");
  });
});
