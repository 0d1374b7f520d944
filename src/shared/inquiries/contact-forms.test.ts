import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTACT_FORM_TEXTS,
  CONTACT_MESSAGE_FIELDS,
  checkContactForm,
  contactFormIssues,
  contactMessageSchema,
  INQUIRY_FIELDS,
  inquirySchema,
} from "./contact-forms.ts";

describe("contactFormIssues", () => {
  it("gives every missing field of an empty inquiry at once, in the spec's order", () => {
    const { issues } = contactFormIssues(inquirySchema, {}, INQUIRY_FIELDS);
    expect(issues).toEqual([
      { field: "exam_name", message: CONTACT_FORM_TEXTS.examRequired },
      { field: "full_name", message: CONTACT_FORM_TEXTS.fullNameRequired },
      { field: "email", message: CONTACT_FORM_TEXTS.emailRequired },
      { field: "phone", message: CONTACT_FORM_TEXTS.phoneRequired },
      { field: "current_job", message: CONTACT_FORM_TEXTS.jobRequired },
      { field: "nationality", message: CONTACT_FORM_TEXTS.nationalityRequired },
    ]);
  });

  it("gives one message a field, its first (required before malformed)", () => {
    const { issues } = contactFormIssues(
      contactMessageSchema,
      { subject: "", email: "", phone: "1", message: "" },
      CONTACT_MESSAGE_FIELDS,
    );
    expect(issues).toEqual([
      { field: "subject", message: CONTACT_FORM_TEXTS.subjectRequired },
      { field: "email", message: CONTACT_FORM_TEXTS.oldEmailInvalid },
      { field: "message", message: CONTACT_FORM_TEXTS.messageRequired },
    ]);
  });

  it("orders by the given field order, not the schema's", () => {
    const schema = z.object({ b: z.string({ error: "b" }), a: z.string({ error: "a" }) });
    expect(contactFormIssues(schema, {}, ["a", "b"]).issues.map((i) => i.field)).toEqual(["a", "b"]);
    expect(contactFormIssues(schema, {}, ["b", "a"]).issues.map((i) => i.field)).toEqual(["b", "a"]);
  });

  it("gives the data and no issue for a valid body, as checkContactForm does", () => {
    const body = { subject: " Hi ", email: "a@example.org", phone: "+973 3600 0000", message: "x" };
    const checked = contactFormIssues(contactMessageSchema, body, CONTACT_MESSAGE_FIELDS);
    expect(checked).toEqual({ data: { ...body, subject: "Hi" }, issues: [] });
    expect(checkContactForm(contactMessageSchema, body, CONTACT_MESSAGE_FIELDS)).toEqual({
      data: checked.data,
      issue: null,
    });
  });

  it("keeps the API's single answer the first of them", () => {
    const { issues } = contactFormIssues(inquirySchema, { exam_name: "MOH Exam" }, INQUIRY_FIELDS);
    expect(checkContactForm(inquirySchema, { exam_name: "MOH Exam" }, INQUIRY_FIELDS).issue).toEqual(
      issues[0],
    );
    expect(issues[0]).toEqual({ field: "full_name", message: CONTACT_FORM_TEXTS.fullNameRequired });
  });
});
