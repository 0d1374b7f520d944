/**
 * Property-based fuzz test of the whole API (decision 0017): fast-check generates requests to
 * every route of the policy table (`API_POLICY`, src/shared/access/policy.ts): bodies, query strings,
 * path parameters and an `Idempotency-Key` header, as a role the route admits and as anonymous.
 * Values are hostile: U+0000, lone surrogates, the characters the text rule refuses (control
 * characters and line breaks, bidi controls, zero-width characters: decision 0017), strings up to
 * ~100 kB, deep and oddly typed JSON, numbers outside PostgreSQL's `integer`, impossible dates,
 * unicode, SQL-ish text, `__proto__` keys, malformed JSON.
 *
 * Every answer must be below 500; a 4xx must be JSON `{success:false, message, field?}` and leave
 * every table exactly as it was (a fingerprint of each table: row count and a hash of its rows,
 * taken before and after). Successful writes may change rows.
 *
 * Fixed seed (`FUZZ_SEED`), `FUZZ_RUNS` cases (default 5 000) per run; each case is one body, one
 * query string and path parameters. Findings are collected (not stopped at the first) and printed
 * in one summary line with the run time.
 *
 * A second pass leaves nothing to chance: every text field of every route (each string of each
 * route's valid body, each text query parameter, each text path parameter) gets one character of
 * each refused class in turn. Each must answer 400 naming that field and change no row, except
 * passwords, which refuse only U+0000 and lone surrogates (decision 0017) and otherwise only must
 * not answer 5xx.
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, invoices, messages, students, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { buildInquiry, buildRegistration } from "#server/setup/factories.ts";
import { type Access, ANY_ROLE, API_POLICY, PUBLIC } from "#shared/access/policy.ts";
import { ROLES, type Role } from "#shared/access/roles.ts";
import { STUDENT_FILTERS } from "#shared/candidates/candidates.ts";
import { STAGE_API_PATHS } from "#shared/candidates/pipeline.ts";
import { errorBodySchema } from "#shared/kit/schemas.ts";
import { EMAIL_SETTING_KINDS } from "#shared/mail/settings.ts";
import { TRASH_KINDS } from "#shared/trash/undo.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { contactBody } from "#tests/helpers/contact-body.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_710);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Route {
  key: string;
  method: Method;
  path: string;
  access: Access;
  params: string[];
}

/** Every route of the policy table, its path parameters read from the pattern. */
const ROUTES: Route[] = Object.entries(API_POLICY as Record<string, Access>).map(([key, access]) => {
  const [method, path] = key.split(" ") as [Method, string];
  const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  return { key, method, path, access, params };
});

// ---------------------------------------------------------------------------------------------
// Hostile values

const HUGE_LENGTHS = [1_001, 5_001, 20_000, 100_000] as const;
const IMPOSSIBLE_DATES = [
  "2026-02-30",
  "0000-00-00",
  "2026-13-01",
  "2025-02-29",
  "9999-99-99",
  "0000-01-01",
  "2026-04-31",
  "2026-1-1",
  " 2026-02-30 ",
  "+02026-01-01",
  "2026-02-28T00:00:00Z",
];
const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "Riyadh\u0000",
  "\uD800",
  "x\uDC00y",
  "\uDBFF",
  "\uD83D",
  "ok\uDE00",
  "\uD83D\uDE00",
  "' OR 1=1 --",
  "'; DROP TABLE students; --",
  "%",
  "_",
  "\\",
  "%_\\%",
  "$1",
  "İstanbul",
  "ß",
  "\u202Eevil",
  "Ann\u202Egnp.exe",
  "Ann\nURGENT: pay at http://evil.example",
  "a\u200bb",
  "می\u200cخواهم",
  "\uFEFF",
  "e\u0301\u0301\u0301",
  "👩‍⚕️",
  "مرحبا",
  "   ",
  "",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e400",
  "0x10",
  "Infinity",
  "all",
  "a b",
  "user@example.com",
  "toString",
  "__proto__",
  "constructor",
  ...IMPOSSIBLE_DATES,
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hugeString = fc
  .tuple(
    fc.constantFrom(...HUGE_LENGTHS),
    fc.constantFrom("a", "A1", "\u0000", "é", "1", " ", "%", "a\uD800"),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(
        "\u0000",
        "\uD800",
        "\uDFFF",
        "\n",
        "\u0007",
        "\u202e",
        "\u2067",
        "\u200b",
        "\u200d",
        "ب",
        "a",
        "Z",
        "9",
        "%",
        "'",
        "_",
        "\\",
        " ",
        "-",
        "@",
      ),
      maxLength: 30,
    }),
  },
  { weight: 1, arbitrary: hugeString },
);

/** Objects and arrays nested `depth` deep. */
const deep = (depth: number, leaf: unknown): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner, _, i) => (i % 2 ? [inner] : { a: inner }), leaf);

/**
 * The characters PostgreSQL or jsonb cannot store (U+0000, lone surrogates) and those the text rule
 * refuses (decision 0017), by class: each class is drawn, and the sweep sends each one to every field.
 */
const RULE_CHARACTERS = {
  "U+0000": ["\u0000"],
  "lone surrogate": ["\uD800", "\uDC00", "\uDBFF", "\uDFFF"],
  "C0 control": ["\u0001", "\u0007", "\t", "\u001b", "\u001f"],
  "line break": ["\n", "\r", "\r\n", "\u000b", "\u000c", "\u0085", "\u2028", "\u2029"],
  "DEL and C1 control": ["\u007f", "\u0080", "\u009b", "\u009f"],
  "bidi control": [
    ..."\u202a\u202b\u202c\u202d\u202e",
    ..."\u2066\u2067\u2068\u2069",
    ..."\u200e\u200f\u061c",
  ],
  "zero-width": [..."\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e\u3164", "\u{E0041}"],
} as const;
const RULE_CHARACTER_LIST: string[] = Object.values(RULE_CHARACTERS).flat();

/** Plausible text (Latin, Arabic, an address, a date, a password) around one refused character. */
const poisonedText = fc
  .tuple(
    fc.constantFrom("Riyadh", "", "x", "Aisha", "محمد", "user@example.com", "2026-03-01", "NewPassw0rd"),
    fc.constantFrom(...RULE_CHARACTER_LIST),
    fc.constantFrom("before", "inside", "after"),
  )
  .map(([text, bad, where]) => {
    if (where === "before") return `${bad}${text}`;
    if (where === "after") return `${text}${bad}`;
    const middle = Math.floor(text.length / 2);
    return `${text.slice(0, middle)}${bad}${text.slice(middle)}`;
  });

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 3, arbitrary: poisonedText },
  { weight: 2, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], { "": "" }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_NUMBERS, 1, 2, 3), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 2, max: 200 }), hostileString).map(([d, s]) => deep(d, s)),
  },
);

/** Keys a generated object may use besides the route's own fields. */
const hostileKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "",
    "\u0000",
    "id",
    "role",
    "deleted_at",
  ),
  fc.string({ maxLength: 12 }),
);

// ---------------------------------------------------------------------------------------------
// Requests

/** What the body of a generated request is made of; built into a payload at send time. */
type BodyPlan =
  | { kind: "valid" }
  | { kind: "poisoned"; value: unknown }
  | { kind: "mutated"; edits: { key: string | null; remove: boolean; value: unknown }[] }
  | { kind: "object"; value: Record<string, unknown> }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType: string };

/** A path parameter: a fresh valid id, or a generated value. */
type ParamPlan = { kind: "valid" } | { kind: "value"; value: string };

interface Case {
  route: Route;
  anonymous: boolean;
  roleIndex: number;
  params: ParamPlan[];
  body: BodyPlan;
  query: [string, string][];
  /** An `Idempotency-Key` header (decision 0019), sent with every request when set. */
  idempotencyKey: string | undefined;
}

const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"username":"a","__proto__":{"x":1}}',
    "{",
    '{"a":',
    "[",
    "nul",
    '"\\ud800"',
    '{"message":"\\u0000"}',
    '{"full_name":"\\udc00"}',
    "123",
    "true",
    "null",
    '""',
    "[]",
  ),
  fc.integer({ min: 100, max: 5_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 100, max: 2_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  hostileString.map((s) => JSON.stringify({ ...Object.fromEntries([[s, s]]) })),
);

const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: "valid" as const }) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(poisonedText, fc.constantFrom(...IMPOSSIBLE_DATES))
      .map((value) => ({ kind: "poisoned" as const, value })),
  },
  {
    weight: 8,
    arbitrary: fc
      .array(
        fc.record({
          key: fc.option(hostileKey, { nil: null, freq: 8 }),
          remove: fc.boolean(),
          value: hostileValue,
        }),
        { minLength: 1, maxLength: 3, size: "xsmall" },
      )
      .map((edits) => ({ kind: "mutated" as const, edits })),
  },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(hostileKey, hostileValue, { maxKeys: 6 })
      .map((value) => ({ kind: "object" as const, value })),
  },
  { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: "json" as const, value })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(RAW_BODIES, fc.constantFrom("application/json", "application/json", "text/plain"))
      .map(([text, contentType]) => ({ kind: "raw" as const, text, contentType })),
  },
);

const paramPlan: fc.Arbitrary<ParamPlan> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: "valid" as const }) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        hostileString.filter((s) => s.length < 2_000),
        fc.integer({ min: -5, max: 400 }).map(String),
        fc.constantFrom(...HOSTILE_NUMBERS).map(String),
      )
      .map((value) => ({ kind: "value" as const, value })),
  },
);

/** Query keys the list routes read; other keys are generated too. */
const QUERY_KEYS = [
  ...STUDENT_FILTERS,
  "page",
  "pageSize",
  "search",
  "exam",
  "t",
  "status",
  "student_id",
  "assignee",
];
const queryPlan = fc.array(
  fc.tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: hostileKey }),
    fc.oneof(
      hostileString,
      poisonedText,
      fc.constantFrom("1", "2", "100", "101", "0", "-1", "1.5", "99999999999", "1e3", "Confirmed", "male"),
    ),
  ),
  { maxLength: 4 },
);

/** Reads that take a query string or a path parameter. */
const takesInput = (route: Route) =>
  route.params.length > 0 ||
  [
    "/api/students",
    "/api/students/export",
    "/api/invoices",
    "/api/inquiries",
    "/api/contact-messages",
    "/api/email-outbox",
    "/api/status",
    "/api/status/calendar.ics",
    "/api/status/admission-letter.pdf",
    "/api/register/invite",
  ].includes(route.path);

/** Writes weigh three times as much as plain reads, reads with input twice: that is where it breaks. */
const casePlan: fc.Arbitrary<Case> = fc.record({
  route: fc.oneof(
    ...ROUTES.map((route) => ({
      weight: route.method !== "GET" ? 3 : takesInput(route) ? 2 : 1,
      arbitrary: fc.constant(route),
    })),
  ),
  anonymous: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
  roleIndex: fc.nat(),
  params: fc.array(paramPlan, { minLength: 3, maxLength: 3 }),
  body: bodyPlan,
  query: queryPlan,
  // Malformed, over-long, non-ASCII and one key reused for every request and body.
  idempotencyKey: fc.option(
    fc.oneof(
      fc.constantFrom(
        "short",
        "x".repeat(300),
        "one-key-for-every-request",
        "naïve-key-12345",
        "with spaces in it",
        "",
      ),
      fc.stringMatching(/^[\x21-\x7e]{8,64}$/),
    ),
    { nil: undefined, freq: 2 },
  ),
});

/** Percent-encodes a value for a URL; a lone surrogate (which UTF-8 cannot carry) as CESU bytes. */
function encode(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += code < 0xdc00 ? "%ED%A0%80" : "%ED%B0%80";
    } else out += encodeURIComponent(char);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The database under test

let ctx: TestContext;
let counter = 0;
const next = () => ++counter;

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One query giving each table's row count and the sum of its rows' hashes (`hashtext` of the row's
 * text): order-independent, so no sort, and 2–3× faster on PGlite than md5 of the rows
 * concatenated in primary-key order, with the same power to see a row added, removed or changed.
 * Tables are listed from information_schema (all of schema public; drizzle's own table lives in
 * schema drizzle).
 */
let fingerprintQuery: SQL;
/** The fingerprint query's row that carries the snapshot it was read in (no table is named so). */
const SNAPSHOT_ROW = "(snapshot)";
async function prepareFingerprint() {
  const tables = await rowsOf<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
      -- Counters of the login lock and rate limits (decision 0003) move on refused requests by design.
      and table_name <> 'rate_limits'
    order by table_name`);
  expect(tables.map((t) => t.table_name)).toEqual(
    expect.arrayContaining(["students", "users", "invoices", "audit_log", "student_events", "inquiries"]),
  );
  const parts = tables.map(({ table_name }) => {
    const name = `"${table_name.replaceAll('"', '""')}"`;
    return `select '${table_name}' as t, count(*)::int as n, coalesce(sum(hashtext(r::text)::bigint), 0)::text as h from ${name} r`;
  });
  parts.push(`select '${SNAPSHOT_ROW}' as t, 0 as n, pg_current_snapshot()::text as h`);
  fingerprintQuery = sql.raw(parts.join(" union all "));
}

/** Time spent fingerprinting, for the summary line; how many fingerprints were computed, how many reused. */
let fingerprintMs = 0;
let fingerprintsComputed = 0;
let fingerprintsReused = 0;

/** The last fingerprint computed, and the database snapshot (`pg_current_snapshot()`) it was read in. */
let lastFingerprint: { snapshot: string; value: string } | null = null;

/**
 * Every table's row count and row-hash sum, as one string. Most requests change nothing (a 4xx
 * refused before any write): when the snapshot (`xmin:xmax:in-progress xids`) is the one the last
 * fingerprint was read in, no transaction has ended since, so every row a query can see is the same
 * (a row is inserted, changed or deleted only by a transaction with an id, and becomes visible only
 * when that transaction commits) and the last fingerprint is reused: the same answer as reading every
 * table again, at the cost of one tiny query. Any transaction that ended since (a write, a
 * refused write's rollback, a background job's) makes the whole fingerprint be read again.
 */
async function fingerprint(): Promise<string> {
  const started = performance.now();
  try {
    if (lastFingerprint) {
      const [now] = await rowsOf<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
      if (now!.s === lastFingerprint.snapshot) {
        fingerprintsReused++;
        return lastFingerprint.value;
      }
    }
    // One statement: the snapshot and the rows it sees belong together.
    const rows = await rowsOf<{ t: string; n: number; h: string }>(fingerprintQuery);
    const snapshot = rows.find((r) => r.t === SNAPSHOT_ROW)!.h;
    const value = rows
      .filter((r) => r.t !== SNAPSHOT_ROW)
      .map((r) => `${r.t}:${r.n}:${r.h}`)
      .join(" ");
    fingerprintsComputed++;
    lastFingerprint = { snapshot, value };
    return value;
  } finally {
    fingerprintMs += performance.now() - started;
  }
}

/** Fresh rows the valid requests point at. */
const pool = {
  candidates: [] as number[],
  examCandidates: [] as number[],
  invoiceCandidates: [] as number[],
  invoices: [] as number[],
  messages: [] as number[],
  users: [] as number[],
  inquiries: [] as number[],
  /** Reference and e-mail address of the exam candidates (the status page's lookup). */
  statusLookups: [] as { reference: string; email: string }[],
};
const ACTING_USER_IDS = new Set<number>();
/** Password of the pool's users (`fuzz0`…`fuzz19`). */
const FUZZ_PASSWORD = "FuzzPass1";
const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length]!;

async function seed() {
  const base = 90_000;
  pool.candidates = await insertCandidates(ctx.db, 40, { from: base, testCenterId: ctx.testCenterId });
  pool.examCandidates = await insertCandidates(ctx.db, 20, {
    from: base + 100,
    testCenterId: ctx.testCenterId,
    state: "Exam_Details",
  });
  pool.invoiceCandidates = await insertCandidates(ctx.db, 30, {
    from: base + 200,
    testCenterId: ctx.testCenterId,
    state: "Invoice",
  });
  pool.statusLookups = await ctx.db
    .select({ reference: students.reference, email: students.email })
    .from(students)
    .where(inArray(students.id, pool.examCandidates));
  const invoiceRows = await ctx.db
    .insert(invoices)
    .values(
      pool.invoiceCandidates.map((studentId, i) => ({
        studentId,
        invoiceNumber: `FZ-${i}`,
        amount: "10.00",
        currency: "USD",
        paymentDate: "2026-01-15",
      })),
    )
    .returning({ id: invoices.id });
  pool.invoices = invoiceRows.map((r) => r.id);
  const messageRows = await ctx.db
    .insert(messages)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        recipientUserId: null,
        senderUsername: "admin-user",
        body: `m${i}`,
      })),
    )
    .returning({ id: messages.id });
  pool.messages = messageRows.map((r) => r.id);
  const inquiryRows = await ctx.db
    .insert(inquiries)
    .values(Array.from({ length: 20 }, (_, i) => buildInquiry(base + i)))
    .returning({ id: inquiries.id });
  pool.inquiries = inquiryRows.map((r) => r.id);
  const passwordHash = await hashPassword(FUZZ_PASSWORD);
  const userRows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        username: `fuzz${i}`,
        passwordHash,
        role: "visitor" as const,
      })),
    )
    .returning({ id: users.id });
  pool.users = userRows.map((r) => r.id);
  for (const user of Object.values(ctx.users)) ACTING_USER_IDS.add(user.id);
}

/** A valid value of each route's path parameter. */
function validParam(route: Route, name: string, n: number): string {
  if (name === "stage") return pick(STAGE_API_PATHS, n).split("/").pop()!;
  if (name === "username") return pick(["someone", "admin-user", "fuzz1"], n);
  if (name === "testCenterId") return String(ctx.testCenterId);
  if (name === "kind") {
    return route.path.startsWith("/api/trash/") ? pick(TRASH_KINDS, n) : pick(EMAIL_SETTING_KINDS, n);
  }
  if (route.path.startsWith("/api/users/")) return String(pick(pool.users, n));
  if (route.path.startsWith("/api/invoices/update-invoice")) return String(pick(pool.invoices, n));
  if (route.path.startsWith("/api/test-center/")) return String(ctx.testCenterId);
  if (route.path.startsWith("/api/inquiries/")) return String(pick(pool.inquiries, n));
  if (route.key === "PUT /api/students/:id")
    return String(pick([...pool.examCandidates, ...pool.candidates], n));
  return String(pick(pool.candidates, n));
}

/** A valid body of each route (fresh unique values where the write needs them). */
function validBody(route: Route, n: number): Record<string, unknown> {
  switch (route.key) {
    case "POST /api/login":
      // Never the acting users: three wrong passwords would lock their account for 30 s.
      return { username: pick(["fuzz2", "nobody", "fuzz3"], n), password: FUZZ_PASSWORD };
    case "POST /api/FormRegister": {
      const r = buildRegistration(100_000 + next(), { test_center: ctx.testCenterId });
      return { ...r };
    }
    case "POST /api/status":
      return { ...pick(pool.statusLookups, n) };
    case "POST /api/contact": {
      const i = buildInquiry(next());
      return n % 3 === 0
        ? { subject: "Question", email: i.email, phone: i.phone, message: "Hello there" }
        : { ...contactBody(i), message: "" };
    }
    case "PATCH /api/students/change-state":
      return {
        studentIds: [pick(pool.candidates, n)],
        state: pick(["Confirmed", "Invoice", "Exam_Details"], n),
      };
    case "DELETE /api/students":
      return { studentIds: [pick(pool.candidates, n)] };
    case "PUT /api/students/:id": {
      const r = buildRegistration(200_000 + next(), { test_center: ctx.testCenterId });
      return {
        first_name: r.firstName,
        last_name: r.lastName,
        full_name: r.fullName,
        national_id: r.nationalId,
        passport_number: r.passportNumber,
        government_id_issuing_country: r.governmentIdIssuingCountry,
        email: r.email,
        phone: r.phone,
        date_of_birth: r.dob,
        gender: r.gender,
        nationality: r.nationality,
        country: r.country,
        country_state: r.state,
        city: r.city,
        postal_code: r.postalCode,
        mailing_address: r.mailingAddress,
        potential_work_place: r.potentialWorkPlace,
        degree: r.degree,
        BSC_university: r.BSC_university,
        MSC_university: r.MSC_university,
        PHD_university: r.PHD_university,
        college: "College of Nursing",
        registered_from: r.registered_from,
        test_center_id: ctx.testCenterId,
        Trail_month: r.Trail_month,
        requested_date_range: r.requestedDateRange,
        exam_category: r.examCategory,
        examSubcategory: r.examSpecialty,
        exam_name: r.examName,
        ExamDate: "2026-03-15",
        ExamLocation: "Riyadh",
        exam_time: "09:00",
        confirmation_number: `C${n}`,
      };
    }
    case "POST /api/invoices/create-invoice":
      return {
        studentId: pick(pool.invoiceCandidates, n),
        invoiceNumber: `FZ-N-${next()}`,
        BankInvoiceNumber: "B-1",
        paymentDate: "2026-02-28",
        bank: "Gulf Bank",
        invoiceEmail: "billing@example.com",
        invoiceMobilePhone: "+966500000000",
        invoicerName: "Reem",
        amount: "125.50",
        currency: "SAR",
        reference: "R1",
        SecondReference: "R2",
      };
    case "PATCH /api/invoices/update-invoice/:id":
      return { confirmed: true };
    case "PUT /api/users/:id":
      return { username: `fuzzed${next()}`, role: "visitor", password: "NewPassw0rd", Name: "Fuzz" };
    case "POST /api/register":
      return { username: `fz${next()}`, password: "NewPassw0rd", role: "schoolmoderator", Name: "Ms. Fuzz" };
    case "POST /api/test-center":
      return { name: `Fuzz Center ${next()}`, address: "Somewhere 1", contact: "+973 1700 0000" };
    case "POST /api/send-message":
      return { userId: n % 2 ? "all" : pick(pool.users, n), message: "Hello" };
    case "DELETE /api/delete-message":
      return { messageId: pick(pool.messages, n) };
    case "PUT /api/email-settings/:kind":
      return { enabled: n % 5 !== 0, subject: n % 2 ? "Hello {{first_name}}" : null, body: null };
    case "PUT /api/payment-instructions":
      return {
        en: n % 3 ? "Pay to IBAN SA03 8000 0000 6080 1016 7519\nQuote the invoice number" : null,
        ar: n % 2 ? "ادفع إلى الآيبان SA03 8000 0000 6080 1016 7519" : null,
      };
    case "POST /api/email-settings/:kind/preview":
      return { student_id: pick(pool.candidates, n), body: "Your reference: {{reference}}" };
    case "PATCH /api/inquiries/:id":
      return { status: "contacted", notes: `Called back ${n}.\nCall again on Sunday.` };
    case "POST /api/students/:id/email":
      return { subject: `Your documents ${n}`, body: "Please bring your passport.\nThank you." };
    case "PUT /api/work-queues/settings":
      return { unconfirmedDays: n % 5, unpaidDays: 7, unseatedDays: 0, sittingDaysAhead: 7, inquiryDays: 2 };
    default:
      return {};
  }
}

/** The payload and content type of a body plan for `route`. */
function payloadOf(plan: BodyPlan, route: Route, n: number): { payload?: string; contentType?: string } {
  if (route.method === "GET") return {};
  switch (plan.kind) {
    case "valid":
      return { payload: JSON.stringify(validBody(route, n)), contentType: "application/json" };
    case "poisoned": {
      // A valid body with one field made hostile: nothing else stops it before the database.
      const body = validBody(route, n);
      const keys = Object.keys(body);
      if (keys.length) body[pick(keys, n >> 3)] = plan.value;
      return { payload: JSON.stringify(body), contentType: "application/json" };
    }
    case "mutated": {
      const body: Record<string, unknown> = validBody(route, n);
      const keys = Object.keys(body);
      for (const [i, edit] of plan.edits.entries()) {
        const key = edit.key ?? (keys.length ? pick(keys, n + i * 7) : "x");
        if (edit.remove && edit.key === null) delete body[key];
        else
          Object.defineProperty(body, key, {
            value: edit.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return { payload: JSON.stringify(body), contentType: "application/json" };
    }
    case "object":
      return { payload: JSON.stringify(plan.value), contentType: "application/json" };
    case "json":
      return { payload: JSON.stringify(plan.value) ?? "null", contentType: "application/json" };
    case "raw":
      return { payload: plan.text, contentType: plan.contentType };
  }
}

function allowedRoles(access: Access): readonly Role[] {
  return access === PUBLIC || access === ANY_ROLE ? ROLES : access;
}

// ---------------------------------------------------------------------------------------------
// The run

/** The request of a generated case: who sends what where. */
async function requestOf(c: Case) {
  const { route } = c;
  const n = c.roleIndex;
  const role = c.anonymous ? null : pick(allowedRoles(route.access), n);
  let path = route.path;
  for (const [i, name] of route.params.entries()) {
    const plan = c.params[i]!;
    let value = plan.kind === "valid" ? validParam(route, name, n + i) : plan.value;
    // Never rename, re-password or delete the users the test acts as.
    if (route.path.startsWith("/api/users/") && ACTING_USER_IDS.has(Number(value))) {
      value = String(pick(pool.users, n));
    }
    path = path.replace(`:${name}`, encode(value));
  }
  const query = c.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
  const url = query ? `${path}?${query}` : path;
  const { payload, contentType } = payloadOf(c.body, route, n);
  const headers: Record<string, string> = {};
  if (role) headers.authorization = `Bearer ${await ctx.tokenFor(role)}`;
  if (contentType) headers["content-type"] = contentType;
  if (c.idempotencyKey !== undefined) headers["idempotency-key"] = c.idempotencyKey;
  return { role, url, payload, headers };
}

/** What went wrong with one answer. */
interface Finding {
  key: string;
  status: number;
  problem: string;
  request: string;
}

const findings: Finding[] = [];
const answered = new Set<string>();
let sent = 0;
let refused = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC: "1000000" } });
  await seed();
  await prepareFingerprint();
}, 120_000);
afterAll(() => ctx.close());

describe("API fuzz (fast-check, fixed seed)", () => {
  it(`${RUNS} generated requests over every route: no 5xx, errors in the declared shape, no row changed by a 4xx`, async () => {
    const started = performance.now();
    let before: string | null = null;
    await fc.assert(
      fc.asyncProperty(casePlan, async (c) => {
        const { route } = c;
        const { role, url, payload, headers } = await requestOf(c);
        // Reads change nothing: the fingerprint taken before one stays that of the next write.
        const writes = route.method !== "GET";
        if (writes) before ??= await fingerprint();
        const response = await ctx.app.inject({ method: route.method, url, headers, payload });
        sent++;
        answered.add(route.key);
        const status = response.statusCode;
        const report = (problem: string) =>
          findings.push({
            key: route.key,
            status,
            problem,
            request: `${route.method} ${url.slice(0, 200)} as ${role ?? "anonymous"}: ${String(payload).slice(0, 300)}`,
          });

        if (status >= 500) report(`${status}: ${response.body.slice(0, 200)}`);
        const isJson = String(response.headers["content-type"] ?? "").startsWith("application/json");
        if (status >= 400) {
          const body = isJson ? errorBodySchema.strict().safeParse(safeJson(response.body)) : null;
          if (!body?.success) report(`not {success:false, message, field?}: ${response.body.slice(0, 200)}`);
        } else if (isJson && safeJson(response.body) === undefined) {
          report("a 2xx whose body is not JSON");
        }
        if (status >= 400 && status < 500) {
          refused++;
          if (writes) {
            const after = await fingerprint();
            if (after !== before) report("a 4xx changed rows");
            before = after;
          }
        } else if (writes) {
          before = null; // a successful write may change rows: a new fingerprint before the next one
        }
        // A logout (or anything else that ended the acting token): log in again next time.
        if (role && (status === 401 || (status < 300 && route.key.includes("logout")))) ctx.forgetToken(role);
        return true;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const byKind = new Map<string, number>();
    for (const f of findings)
      byKind.set(`${f.key} ${f.status}`, (byKind.get(`${f.key} ${f.status}`) ?? 0) + 1);
    console.info(
      `fuzz: ${sent} requests (${refused} 4xx) over ${ROUTES.length} routes in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s on ${ctx.database.kind} ` +
        `(fingerprints ${(fingerprintMs / 1000).toFixed(1)} s: ${fingerprintsComputed} read, ` +
        `${fingerprintsReused} unchanged snapshots); ${findings.length} findings` +
        (findings.length ? ` ${JSON.stringify(Object.fromEntries(byKind))}` : ""),
    );
    expect(sent).toBe(RUNS);
    expect(findings.slice(0, 10)).toEqual([]);
    expect(ROUTES.map((r) => r.key).filter((key) => !answered.has(key))).toEqual([]);
  }, 600_000);

  it("every text field of every route × every refused class: 400 naming the field, no row changed (passwords: no 5xx)", async () => {
    const started = performance.now();
    /** Sends one request; checks the answer; false when it changed rows legitimately (a password). */
    async function check(
      route: Route,
      field: string,
      sweep: (typeof SWEEP)[number],
      url: string,
      payload: string | undefined,
      inUrl: boolean,
    ) {
      const role = route.access === PUBLIC ? null : pick(allowedRoles(route.access), 0);
      const headers: Record<string, string> = {};
      if (role) headers.authorization = `Bearer ${await ctx.tokenFor(role)}`;
      if (payload !== undefined) headers["content-type"] = "application/json";
      const response = await ctx.app.inject({ method: route.method, url, headers, payload });
      swept++;
      const where = `${route.key} ${field} ${sweep.name}`;
      const status = response.statusCode;
      if (role && status === 401) ctx.forgetToken(role);
      if (status >= 500) sweepFindings.push(`${where}: ${status} ${response.body.slice(0, 120)}`);
      // Accepted as typed: a password's other characters; in a URL a lone surrogate (UTF-8 cannot
      // write one: the server reads U+FFFD).
      else if ((PASSWORD_FIELDS.has(field) && sweep.storable) || (inUrl && sweep.char === "\uD800")) return;
      else if (status !== 400) sweepFindings.push(`${where}: ${status} instead of 400`);
      else {
        const body = safeJson(response.body) as { field?: string } | undefined;
        if (body?.field !== field) {
          sweepFindings.push(`${where}: 400 for field ${body?.field} (${response.body.slice(0, 120)})`);
        }
      }
    }

    for (const route of ROUTES) {
      const validPath = route.params.reduce(
        (path, name, i) => path.replace(`:${name}`, encode(validParam(route, name, i))),
        route.path,
      );
      if (route.method !== "GET") {
        const base = sweepBody(route);
        for (const [field, value] of Object.entries(base)) {
          if (typeof value !== "string") continue;
          const before = await fingerprint();
          let changed = false;
          for (const sweep of SWEEP) {
            if (sweep.char === "\n" && MULTI_LINE_FIELDS.has(field)) continue;
            const body = { ...sweepBody(route), [field]: withCharacter(value, sweep.char) };
            await check(route, field, sweep, validPath, JSON.stringify(body), false);
            if (PASSWORD_FIELDS.has(field) && sweep.storable) changed = true;
          }
          if (!changed && (await fingerprint()) !== before) {
            sweepFindings.push(`${route.key} ${field}: a refused request changed rows`);
          }
        }
      }
      for (const key of TEXT_QUERY_KEYS[route.key] ?? []) {
        for (const sweep of SWEEP) {
          await check(
            route,
            key,
            sweep,
            `${validPath}?${encode(key)}=${encode(withCharacter("a", sweep.char))}`,
            undefined,
            true,
          );
        }
      }
      for (const [i, name] of route.params.entries()) {
        const valid = validParam(route, name, i);
        for (const sweep of SWEEP) {
          const path = route.params.reduce(
            (p, other, j) =>
              p.replace(
                `:${other}`,
                encode(other === name ? withCharacter(valid, sweep.char) : validParam(route, other, j)),
              ),
            route.path,
          );
          await check(
            route,
            name,
            sweep,
            path,
            route.method === "GET" ? undefined : JSON.stringify(sweepBody(route)),
            true,
          );
        }
      }
    }
    console.info(
      `fuzz sweep: ${swept} requests over every text field in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `on ${ctx.database.kind}; ${sweepFindings.length} findings`,
    );
    expect(sweepFindings.slice(0, 20)).toEqual([]);
    expect(swept).toBeGreaterThan(1_000);
  }, 600_000);
});

// ---------------------------------------------------------------------------------------------
// The sweep: every text field × every refused class

/** One character of each class the rule refuses (decision 0017) or the database cannot store. */
const SWEEP: { name: string; char: string; storable: boolean }[] = [
  { name: "U+0000", char: "\u0000", storable: false },
  { name: "lone surrogate", char: "\uD800", storable: false },
  { name: "C0 control", char: "\u0007", storable: true },
  { name: "tab", char: "\t", storable: true },
  { name: "line feed", char: "\n", storable: true },
  { name: "line separator", char: "\u2028", storable: true },
  { name: "C1 control", char: "\u009b", storable: true },
  { name: "RLO", char: "\u202e", storable: true },
  { name: "RLI", char: "\u2067", storable: true },
  { name: "RLM", char: "\u200f", storable: true },
  { name: "ZWSP", char: "\u200b", storable: true },
  { name: "ZWNJ", char: "\u200c", storable: true },
  { name: "ZWJ", char: "\u200d", storable: true },
  { name: "BOM", char: "\ufeff", storable: true },
  { name: "tag character", char: "\u{E0041}", storable: true },
];
/**
 * The multi-line fields (by wire name): a line feed is theirs to hold. `en` and `ar` are the two
 * texts of `PUT /api/payment-instructions` (bank, IBAN, what to quote: several lines).
 */
const MULTI_LINE_FIELDS = new Set(["message", "notes", "body", "en", "ar"]);
/** Passwords are kept as typed: only U+0000 and lone surrogates are refused (decision 0017). */
const PASSWORD_FIELDS = new Set(["password"]);
/** The text query parameters of each read (the rest are page numbers, ids and fixed choices). */
const TEXT_QUERY_KEYS: Record<string, readonly string[]> = {
  "GET /api/students": STUDENT_FILTERS,
  "GET /api/students/export": STUDENT_FILTERS,
  "GET /api/inquiries": ["search", "exam"],
  "GET /api/contact-messages": ["search"],
  "GET /api/search": ["q"],
  "GET /api/status": ["t"],
  "GET /api/status/calendar.ics": ["t"],
  "GET /api/status/admission-letter.pdf": ["t"],
  "GET /api/register/invite": ["t"],
};

/** A route's valid body with every text field present as a string (the sweep's base). */
function sweepBody(route: Route): Record<string, unknown> {
  const body = validBody(route, 1);
  if (route.key === "PUT /api/email-settings/:kind") return { ...body, body: "Dear {{first_name}}" };
  if (route.key === "POST /api/email-settings/:kind/preview") return { ...body, subject: "Hello" };
  if (route.key === "POST /api/contact") return { ...body, message: "Hello" };
  return body;
}

/**
 * `value` with `char` inside it, between two Latin letters: no joiner sits between Arabic letters
 * and no white space is trimmed away, whatever `value` is (also empty).
 */
const withCharacter = (value: string, char: string) => `x${char}y${value}`;

/** Problems the sweep found, each `route field class: what happened`. */
const sweepFindings: string[] = [];
let swept = 0;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
