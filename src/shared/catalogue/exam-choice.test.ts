import { describe, expect, it } from "vitest";
import { studentEditExamIssue } from "#shared/candidates/edit.ts";
import { registrationCrossFieldIssues } from "#shared/registration/registration.ts";
import { EXAM_CATALOGUE } from "#tests/helpers/exam-catalogue.ts";
import {
  EXAM_CHOICE_TEXTS,
  type ExamCatalogue,
  examChoiceIssue,
  examChoiceNames,
  examChoiceOf,
  examOptions,
  regulatorOptions,
  specialtyOptions,
  withKept,
} from "./exam-choice.ts";

const CATALOGUE = EXAM_CATALOGUE;

describe("the pickers' lists from the published catalogue", () => {
  it("offers only what is bookable, labelled in the page's language, valued in English", () => {
    expect(regulatorOptions(CATALOGUE, "en")).toEqual([
      { value: "DHA", label: "DHA – Dubai Health Authority" },
    ]);
    expect(regulatorOptions(CATALOGUE, "ar")).toEqual([{ value: "DHA", label: "DHA – هيئة الصحة بدبي" }]);
    expect(specialtyOptions(CATALOGUE, "DHA", "ar")).toEqual([{ value: "Nursing", label: "التمريض" }]);
    expect(specialtyOptions(CATALOGUE, "MOH", "en")).toEqual([]);
    expect(examOptions(CATALOGUE, "DHA", "Nursing", "en").map((o) => o.value)).toEqual([
      "Registered Nurse",
      "Sleep Nurse",
    ]);
    expect(examOptions(CATALOGUE, "DHA", "Nursing", "ar")[1]).toEqual({
      value: "Sleep Nurse",
      label: "ممرض النوم",
    });
    expect(examOptions(CATALOGUE, "DHA", "Astronomy", "en")).toEqual([]);
  });

  it("keeps a value the catalogue no longer offers among the options, once", () => {
    const options = examOptions(CATALOGUE, "DHA", "Nursing", "en");
    expect(withKept(options, "Practical Nurse").at(-1)).toEqual({
      value: "Practical Nurse",
      label: "Practical Nurse",
    });
    expect(withKept(options, "Sleep Nurse")).toEqual(options);
    expect(withKept(options, "")).toEqual(options);
  });

  it("names a choice in the page's language, or as stored when the catalogue does not know it", () => {
    const choice = { examCategory: "DHA", examSpecialty: "Nursing", examName: "Sleep Nurse" };
    expect(examChoiceNames(CATALOGUE, choice, "ar")).toEqual({
      regulator: "DHA – هيئة الصحة بدبي",
      specialty: "التمريض",
      exam: "ممرض النوم",
    });
    expect(examChoiceNames(undefined, choice, "ar")).toEqual({
      regulator: "DHA",
      specialty: "Nursing",
      exam: "Sleep Nurse",
    });
  });

  it("reads a regulator page's link in the catalogue's spelling, dropping what it does not offer", () => {
    expect(examChoiceOf(CATALOGUE, "?regulator=dha&specialty=NURSING&exam=sleep+nurse")).toEqual({
      examCategory: "DHA",
      examSpecialty: "Nursing",
      examName: "Sleep Nurse",
    });
    expect(examChoiceOf(CATALOGUE, "?regulator=DHA&specialty=Nursing&exam=Practical+Nurse")).toEqual({
      examCategory: "DHA",
      examSpecialty: "Nursing",
      examName: "",
    });
    expect(examChoiceOf(CATALOGUE, "?regulator=DHA&specialty=Dentists&exam=General+Dentist")).toEqual({
      examCategory: "DHA",
      examSpecialty: "",
      examName: "",
    });
    expect(examChoiceOf(CATALOGUE, "?regulator=MOH")).toBeNull();
    expect(examChoiceOf(CATALOGUE, "")).toBeNull();
  });
});

describe("the exam choice checked against the published catalogue", () => {
  const choice = (examName: string, examSpecialty = "Nursing") => ({
    examCategory: "DHA",
    examSpecialty,
    examName,
  });

  it("names a retired exam as retired and an unknown one as unknown, on examName", () => {
    expect(examChoiceIssue(CATALOGUE, choice("Sleep Nurse"))).toBeNull();
    expect(examChoiceIssue(CATALOGUE, choice("Practical Nurse"))).toEqual({
      field: "examName",
      message: EXAM_CHOICE_TEXTS.retired,
    });
    expect(examChoiceIssue(CATALOGUE, choice("Astronaut"))).toEqual({
      field: "examName",
      message: EXAM_CHOICE_TEXTS.exam,
    });
    expect(examChoiceIssue(CATALOGUE, choice("Registered Nurse", "Astronomy"))?.field).toBe("examSpecialty");
  });

  it("in the wizard's cross-field rules: only what is filled in, and not at all without a catalogue", () => {
    const check = (examName: string, examChoice: false | ExamCatalogue = CATALOGUE) =>
      registrationCrossFieldIssues(
        { ...choice(examName), nationalId: "N1", country: "Saudi Arabia" },
        { examChoice },
      );
    expect(check("Sleep Nurse")).toEqual([]);
    expect(check("")).toEqual([]);
    expect(check("Practical Nurse")).toEqual([{ field: "examName", message: EXAM_CHOICE_TEXTS.retired }]);
    expect(check("Practical Nurse", false)).toEqual([]);
  });

  it("in the candidate edit: a kept choice passes, retired or not; one chosen anew must be offered", () => {
    const edit = (exam_name: string, exam_category = "DHA") => ({
      exam_category,
      examSubcategory: "Nursing",
      exam_name,
    });
    expect(studentEditExamIssue(CATALOGUE, edit("Practical Nurse"), edit("Practical Nurse"))).toBeNull();
    expect(studentEditExamIssue(CATALOGUE, edit(" Old Name "), edit("Old Name"))).toBeNull();
    expect(studentEditExamIssue(CATALOGUE, edit("Sleep Nurse"), edit("Practical Nurse"))).toBeNull();
    expect(studentEditExamIssue(CATALOGUE, edit("Practical Nurse"), edit("Sleep Nurse"))).toEqual({
      field: "exam_name",
      message: EXAM_CHOICE_TEXTS.retired,
    });
    expect(
      studentEditExamIssue(CATALOGUE, edit("Registered Nurse", "MOH"), edit("Registered Nurse")),
    ).toEqual({
      field: "examSubcategory",
      message: EXAM_CHOICE_TEXTS.specialty,
    });
  });
});
