import { describe, expect, it } from "vitest";
import { type Student, studentSchema } from "#shared/candidates/candidates.ts";
import { STUDENT_FIELD_LABELS, studentFieldLabel } from "#shared/candidates/field-labels.ts";
import { stateLabel } from "#shared/candidates/pipeline.ts";
import { registrationPlaceLabel } from "#shared/registration/registration.ts";
import { EMPTY_VALUE } from "#web/lib/format.ts";
import {
  formatFieldValue,
  HIDDEN_DETAIL_FIELDS,
  STUDENT_DETAIL_FIELDS,
  STUDENT_TABLE_COLUMNS,
} from "./student-fields.ts";

const student: Student = {
  id: 7,
  reference: "EX-25-7K3QF9",
  full_name: "Ann Lee",
  first_name: "Ann",
  last_name: "Lee",
  national_id: null,
  passport_number: "P123",
  government_id_issuing_country: null,
  email: "ann@example.com",
  phone: "+97312345678",
  date_of_birth: "1990-05-01",
  city: "Manama",
  country: "Bahrain",
  gender: "Female",
  degree: "PHD",
  BSC_university: "B U",
  MSC_university: "M U",
  PHD_university: "P U",
  college: null,
  test_center: "Center A",
  test_center_id: 1,
  registered_from: "2",
  Trail_month: "March",
  confirmed: false,
  confirmed_by: null,
  exam_category: "DHA",
  exam_specialty: "Nursing",
  exam_name: "Registered Nurse",
  ExamDate: null,
  ExamLocation: null,
  state: "Invoice_Confirmed",
  country_state: null,
  nationality: "Bahraini",
  mailing_address: null,
  postal_code: null,
  potential_work_place: null,
  confirmation_number: null,
  exam_time: null,
  requested_date_range: "June 1-15, 2025",
  registration_date: "2025-01-02T10:00:00.000Z",
  locale: "ar",
};

describe("student fields", () => {
  it("shows every field of the Student on the detail page", () => {
    const shown = STUDENT_DETAIL_FIELDS.map((f) => f.key);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown, ...HIDDEN_DETAIL_FIELDS].sort()).toEqual(Object.keys(studentSchema.shape).sort());
  });

  it("formats values for people", () => {
    const text = Object.fromEntries(STUDENT_DETAIL_FIELDS.map((f) => [f.label, f.format(student)]));
    expect(text["National ID"]).toBe(EMPTY_VALUE);
    expect(text.Confirmed).toBe("No");
    expect(text.State).toBe("Invoice Confirmed");
    expect(text["Registered from"]).toBe(registrationPlaceLabel("2"));
    expect(text["Registered from"]).not.toBe("2");
    expect(text["Date of birth"]).toBe("1990-05-01");
    expect(text.Reference).toBe("EX-25-7K3QF9");
    expect(text.Language).toBe("Arabic");
  });

  it("labels every field from the one map, so the history reads as the page does", () => {
    for (const f of STUDENT_DETAIL_FIELDS) expect(f.label).toBe(STUDENT_FIELD_LABELS[f.key]);
    expect(studentFieldLabel("ExamDate")).toBe("Exam date");
    expect(studentFieldLabel("exam_time")).toBe("Exam time");
    expect(studentFieldLabel("test_center_id")).toBe("Test center");
    expect(formatFieldValue("registered_from", "2")).toBe(registrationPlaceLabel("2"));
    expect(formatFieldValue("ExamDate", null)).toBe(EMPTY_VALUE);
    expect(formatFieldValue("ExamDate", "2026-06-01")).toBe("2026-06-01");
    expect(formatFieldValue("locale", "en")).toBe("English");
  });

  it("has the dashboard's columns, College2 being the PHD university", () => {
    expect(STUDENT_TABLE_COLUMNS.map((c) => c.label)).toEqual([
      "Full name",
      "Reference",
      "National ID",
      "Passport",
      "Phone",
      "Email",
      "Exam category",
      "Exam name",
      "State",
      "Confirmed",
      "BSC university",
      "MSC university",
      "College2",
      "Test center",
      "Registered",
      "Language",
    ]);
    const college2 = STUDENT_TABLE_COLUMNS.find((c) => c.label === "College2");
    expect(college2?.format(student)).toBe("P U");
    expect(stateLabel("Not_Confirmed")).toBe("Not Confirmed");
  });
});
