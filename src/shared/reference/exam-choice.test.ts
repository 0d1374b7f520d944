import { describe, expect, it } from "vitest";
import { examChoiceHref, inquiryOptionOf, readExamChoice } from "./regulators.ts";

describe("exam choice in the URL", () => {
  it("reads back the link a regulator page writes (regulator, specialty, exam)", () => {
    const href = examChoiceHref("/register", {
      regulator: "SCFHS",
      specialty: "Medicine",
      exam: "Saudi Medical Licensing Exam (SMLE)",
    });
    expect(href).toBe(
      "/register?regulator=SCFHS&specialty=Medicine&exam=Saudi+Medical+Licensing+Exam+%28SMLE%29",
    );
    expect(readExamChoice(href.slice(href.indexOf("?")))).toEqual({
      regulator: "SCFHS",
      specialty: "Medicine",
      exam: "Saudi Medical Licensing Exam (SMLE)",
    });
    expect(examChoiceHref("/Contact-us", { regulator: "MOH" })).toBe("/Contact-us?regulator=MOH");
  });

  it("reads any case and returns the catalogue's spelling", () => {
    expect(readExamChoice("?regulator=dha&specialty=NURSING")).toEqual({
      regulator: "DHA",
      specialty: "Nursing",
    });
  });

  it("drops what the catalogue does not know, and what follows it", () => {
    expect(readExamChoice("")).toBeNull();
    expect(readExamChoice("?regulator=HAAD&specialty=Nursing")).toBeNull();
    expect(readExamChoice("?regulator=MOH&specialty=Astrology&exam=Anything")).toEqual({ regulator: "MOH" });
    // An exam of another specialty is not an exam of this one.
    expect(readExamChoice("?regulator=SCFHS&specialty=Dentistry&exam=General+Practitioner")).toEqual({
      regulator: "SCFHS",
      specialty: "Dentistry",
    });
  });

  it("maps a regulator to its inquiry exam option (docs/product.md §3)", () => {
    expect(inquiryOptionOf("NHRA")).toBe("NHRA Exam");
    expect(inquiryOptionOf("SCFHS")).toBe("SCFHS Exam");
  });
});
