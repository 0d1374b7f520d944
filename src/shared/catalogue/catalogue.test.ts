/** The checks of an exam choice against a published catalogue (docs/product.md §13 "The catalogue"). */
import { describe, expect, it } from "vitest";
import { catalogueExam } from "#tests/helpers/exam-catalogue.ts";
import {
  type CatalogueTree,
  EXAM_CHOICE_TEXTS,
  examChoiceIssue,
  inquiryExamIssue,
  publicCatalogue,
} from "./catalogue.ts";

const exam = (id: number, name: string, active: boolean) => catalogueExam(id, name, { active });

function tree(active: boolean): CatalogueTree {
  const regulator = {
    id: 1,
    code: "MOH",
    name_en: "Kuwait Ministry of Health",
    name_ar: "وزارة الصحة - الكويت",
    country: "Kuwait",
    path: "/moh",
    summary_en: "s",
    summary_ar: "س",
    result_time_en: "r",
    result_time_ar: "ر",
    result_notes_en: [],
    result_notes_ar: [],
    duration_en: "d",
    duration_ar: "د",
    duration_notes_en: [],
    duration_notes_ar: [],
    preparation_notice_en: "p",
    preparation_notice_ar: "ب",
    price_low_usd: 1,
    price_high_usd: 2,
    sort_order: 0,
    specialties: [
      {
        id: 1,
        regulator_id: 1,
        name_en: "Dermatology",
        name_ar: "الأمراض الجلدية",
        sort_order: 0,
        exams: [exam(1, "Registrar Dermatology", active), exam(2, "Senior Registrar Dermatology", false)],
      },
    ],
  };
  return { regulators: [regulator], programs: [], partners: [] };
}

describe("examChoiceIssue", () => {
  const choice = { examCategory: "MOH", examSpecialty: "Dermatology", examName: "Registrar Dermatology" };
  it("accepts a bookable exam and names the first field that is not", () => {
    expect(examChoiceIssue(tree(true), choice)).toBeNull();
    expect(examChoiceIssue(tree(true), { ...choice, examCategory: "DHA" })?.field).toBe("examCategory");
    expect(examChoiceIssue(tree(true), { ...choice, examSpecialty: "Surgery" })?.field).toBe("examSpecialty");
    expect(examChoiceIssue(tree(true), { ...choice, examName: "Registrar Surgery" })?.field).toBe("examName");
  });
  it("refuses a retired exam on examName with its own message", () => {
    expect(examChoiceIssue(tree(false), choice)).toEqual({
      field: "examName",
      message: EXAM_CHOICE_TEXTS.retired,
    });
  });
});

describe("inquiryExamIssue", () => {
  it("accepts a regulator with a bookable exam, refuses one without or an unknown one", () => {
    expect(inquiryExamIssue(tree(true), "MOH Exam")).toBeNull();
    expect(inquiryExamIssue(tree(false), "MOH Exam")?.field).toBe("exam_name");
    expect(inquiryExamIssue(tree(true), "DHA Exam")?.field).toBe("exam_name");
  });
});

describe("publicCatalogue", () => {
  it("moves retired exams out of the bookable list, keeping their names", () => {
    const [specialty] = publicCatalogue(tree(true), 4, "2026-01-01T00:00:00.000Z").regulators[0]!.specialties;
    expect(specialty!.exams.map((e) => e.name_en)).toEqual(["Registrar Dermatology"]);
    expect(specialty!.retired_exams).toEqual([
      { id: 2, name_en: "Senior Registrar Dermatology", name_ar: "Senior Registrar Dermatology" },
    ]);
  });
});
