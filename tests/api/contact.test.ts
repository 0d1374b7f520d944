import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactMessages, inquiries } from "#server/db/schema.ts";
import {
  CONTACT_FORM_TEXTS,
  CONTACT_SUCCESS,
  checkContactForm,
  INQUIRY_FIELDS,
  inquirySchema,
} from "#shared/inquiries/contact-forms.ts";
import { INQUIRY_EXAM_OPTIONS } from "#shared/reference/regulators.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const VALID_INQUIRY = {
  exam_name: INQUIRY_EXAM_OPTIONS[1],
  full_name: "  Sara Al-Harbi ",
  email: " sara@example.org ",
  phone: " +966 55 123 4567",
  current_job: "Staff nurse ",
  nationality: " Saudi Arabia",
  message: "  I would like a seat in March. ",
};
const VALID_MESSAGE = {
  subject: " Invoice question ",
  email: "omar@example.org",
  phone: "+973 3600 0000",
  message: " Please resend my invoice. ",
};

describe("POST /api/contact", () => {
  const ctx = suiteTestContext();

  const post = (payload: unknown, remoteAddress = "10.0.0.1") =>
    ctx.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });

  it("stores an inquiry with trimmed values", async () => {
    const response = await post(VALID_INQUIRY);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_SUCCESS });
    const rows = await ctx.db.select().from(inquiries);
    const row = rows.find((r) => r.email === "sara@example.org");
    expect(row).toMatchObject({
      examName: INQUIRY_EXAM_OPTIONS[1],
      fullName: "Sara Al-Harbi",
      phone: "+966 55 123 4567",
      currentJob: "Staff nurse",
      nationality: "Saudi Arabia",
      message: "I would like a seat in March.",
    });
  });

  it("stores an inquiry without a message (optional) as null", async () => {
    const { message: _omitted, ...rest } = VALID_INQUIRY;
    const response = await post({ ...rest, email: "no-message@example.org" });
    expect(response.statusCode).toBe(201);
    const rows = await ctx.db.select().from(inquiries);
    expect(rows.find((r) => r.email === "no-message@example.org")?.message).toBeNull();
  });

  // Each case leaves out (or spoils) everything from one field on, so the expected message is the
  // first one in the spec's order (docs/product.md §5).
  const INQUIRY_CASES: [string, Record<string, unknown>, string, string][] = [
    ["nothing", {}, "exam_name", CONTACT_FORM_TEXTS.examRequired],
    [
      "only the exam",
      { exam_name: VALID_INQUIRY.exam_name },
      "full_name",
      CONTACT_FORM_TEXTS.fullNameRequired,
    ],
    [
      "exam and name",
      { exam_name: VALID_INQUIRY.exam_name, full_name: "A", email: "   " },
      "email",
      CONTACT_FORM_TEXTS.emailRequired,
    ],
    [
      "a malformed email",
      { exam_name: VALID_INQUIRY.exam_name, full_name: "A", email: "not-an-email" },
      "email",
      CONTACT_FORM_TEXTS.emailInvalid,
    ],
    [
      "no phone nor job",
      { ...VALID_INQUIRY, phone: "", current_job: "" },
      "phone",
      CONTACT_FORM_TEXTS.phoneRequired,
    ],
    ["no job", { ...VALID_INQUIRY, current_job: " " }, "current_job", CONTACT_FORM_TEXTS.jobRequired],
    [
      "no nationality",
      { ...VALID_INQUIRY, nationality: undefined },
      "nationality",
      CONTACT_FORM_TEXTS.nationalityRequired,
    ],
  ];

  for (const [name, body, field, message] of INQUIRY_CASES) {
    it(`an inquiry with ${name} gets 400 '${message}' and stores nothing`, async () => {
      const before = (await ctx.db.select().from(inquiries)).length;
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field });
      expect((await ctx.db.select().from(inquiries)).length).toBe(before);
    });
  }

  it("refuses an exam that is not in the catalogue", async () => {
    const before = (await ctx.db.select().from(inquiries)).length;
    const response = await post({ ...VALID_INQUIRY, exam_name: "Astronaut Exam" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: "exam_name" });
    expect((await ctx.db.select().from(inquiries)).length).toBe(before);
  });

  it("answers the spec's first field even when every field is wrong and the keys come reversed", async () => {
    const response = await post({
      message: 7,
      nationality: "",
      current_job: "",
      phone: "",
      email: "bad",
      full_name: "",
      exam_name: " ",
    });
    expect(response.json()).toEqual({
      success: false,
      message: CONTACT_FORM_TEXTS.examRequired,
      field: "exam_name",
    });
  });

  it("ignores unknown extra fields", async () => {
    const response = await post({ ...VALID_INQUIRY, email: "extra@example.org", is_admin: true, id: 1 });
    expect(response.statusCode).toBe(201);
    const rows = await ctx.db.select().from(inquiries);
    expect(rows.filter((r) => r.email === "extra@example.org")).toHaveLength(1);
  });

  it("answers a malformed body with a 400 message, never a stack trace", async () => {
    const response = await ctx.postRawJson("/api/contact", '{"exam_name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it("stores an old contact form message (it has a subject) in contact_messages", async () => {
    const response = await post(VALID_MESSAGE);
    expect(response.statusCode).toBe(201);
    const rows = await ctx.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({
      subject: "Invoice question",
      email: "omar@example.org",
      message: "Please resend my invoice.",
    });
  });

  const MESSAGE_CASES: [Record<string, unknown>, string, string][] = [
    [{ subject: "" }, "subject", CONTACT_FORM_TEXTS.subjectRequired],
    [{ subject: "Hi", email: "x@" }, "email", CONTACT_FORM_TEXTS.oldEmailInvalid],
    [{ subject: "Hi", email: "" }, "email", CONTACT_FORM_TEXTS.oldEmailInvalid],
    [{ subject: "Hi", email: "a@b.co", phone: " " }, "phone", CONTACT_FORM_TEXTS.phoneRequired],
    [{ subject: "Hi", email: "a@b.co", phone: "1" }, "message", CONTACT_FORM_TEXTS.messageRequired],
  ];
  for (const [body, field, message] of MESSAGE_CASES) {
    it(`an old-form message missing ${field} gets 400 '${message}' and stores nothing`, async () => {
      const before = (await ctx.db.select().from(contactMessages)).length;
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field });
      expect((await ctx.db.select().from(contactMessages)).length).toBe(before);
    });
  }
});

describe("checkContactForm", () => {
  it("picks the problem by the given field order, not by the schema's key order", () => {
    const schema = z.object({ b: z.string({ error: "b" }), a: z.string({ error: "a" }) });
    expect(checkContactForm(schema, {}, ["a", "b"]).issue).toEqual({ field: "a", message: "a" });
    expect(checkContactForm(schema, {}, ["b", "a"]).issue).toEqual({ field: "b", message: "b" });
  });

  it("keeps one field's own order: required before malformed", () => {
    const { issue } = checkContactForm(inquirySchema, { exam_name: "" }, INQUIRY_FIELDS);
    expect(issue?.message).toBe(CONTACT_FORM_TEXTS.examRequired);
  });
});

describe("POST /api/contact rate limit", () => {
  const ctx = suiteTestContext({ env: { RATE_LIMIT_PUBLIC: "5" } });

  const send = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/contact", payload: VALID_MESSAGE, remoteAddress, headers });

  it("answers the 6th request in a minute from one address with 429 and stores nothing more", async () => {
    for (let i = 0; i < 5; i++) expect((await send("10.9.9.9")).statusCode).toBe(201);
    const limited = await send("10.9.9.9");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await ctx.db.select().from(contactMessages)).length).toBe(5);
  });

  it("still serves another address and logged-in staff", async () => {
    expect((await send("10.9.9.9")).statusCode).toBe(429);
    expect((await send("10.9.9.10")).statusCode).toBe(201);
    expect((await send("10.9.9.9", await ctx.authAs("admin"))).statusCode).toBe(201);
  });
});
