import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  examsOf,
  findRegulator,
  INQUIRY_EXAM_OPTIONS,
  REGULATOR_CODES,
  REGULATORS,
  specialtiesOf,
  TRIAL_MONTHS,
  UNITED_STATES,
  US_STATES,
} from "./index.ts";

describe("US states", () => {
  it("lists exactly 50 states with unique two-letter codes", () => {
    expect(US_STATES).toHaveLength(50);
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("is alphabetical by name", () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("trial months", () => {
  it("has 11 months, February absent", () => {
    expect(TRIAL_MONTHS).toHaveLength(11);
    expect(TRIAL_MONTHS).not.toContain("February");
    expect(TRIAL_MONTHS[0]).toBe("January");
    expect(TRIAL_MONTHS[1]).toBe("March");
    expect(TRIAL_MONTHS.at(-1)).toBe("December");
  });
});

describe("countries", () => {
  it("includes the United States and the Gulf and main candidate countries", () => {
    for (const name of [
      UNITED_STATES,
      "Saudi Arabia",
      "United Arab Emirates",
      "Qatar",
      "Kuwait",
      "Bahrain",
      "Egypt",
      "India",
      "Philippines",
    ]) {
      expect(COUNTRIES).toContain(name);
    }
  });

  it("has no duplicates, is alphabetical and is the full list", () => {
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect([...COUNTRIES]).toEqual([...COUNTRIES].sort((a, b) => a.localeCompare(b, "en")));
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
  });
});

describe("regulators", () => {
  it("has the five regulators in code order", () => {
    expect(REGULATORS.map((r) => r.code)).toEqual([...REGULATOR_CODES]);
    expect(REGULATOR_CODES).toEqual(["SCFHS", "DHA", "DHP", "MOH", "NHRA"]);
  });

  it("lists the MOH specialties of the spec exactly", () => {
    expect(specialtiesOf("MOH")).toEqual([
      "Anesthesia",
      "Nursing",
      "Chinese Acupuncture",
      "General Surgery",
      "Dermatology",
      "Diagnostic Radiology",
      "Emergency Medicine",
      "Endocrinology",
      "ENT",
      "Family Medicine",
      "Dentistry",
      "Gastroenterology",
      "Hematology",
      "Anatomic Pathology",
      "Intensive Care",
      "Internal Medicine",
      "Microbiology & Laboratory",
      "Nephrology",
      "Neurology",
      "Obstetrics & Gynecology",
    ]);
  });

  it("lists the NHRA specialties of the spec exactly", () => {
    expect(specialtiesOf("NHRA")).toEqual([
      "Anesthesia",
      "Nursing",
      "Audiology",
      "CSS / Infection Control",
      "Dentistry",
      "Dental Specialties",
      "Paramedics & Emergency",
      "Internal Medicine & Specialties",
      "Surgery",
      "Radiology",
      "Physiotherapy & Occupational Therapy",
    ]);
  });

  it("gives SCFHS 14 specialty groups and DHA its four categories", () => {
    expect(specialtiesOf("SCFHS")).toHaveLength(14);
    expect(specialtiesOf("DHA")).toEqual(["Physicians", "Dentists", "Nursing", "Allied Health"]);
  });

  it("gives every regulator its exam page route", () => {
    for (const r of REGULATORS) {
      expect(r.path.startsWith("/Prometric-Exams-for-the-")).toBe(true);
      expect(r.path.endsWith(`(${r.code})`)).toBe(true);
    }
  });

  it("uses the price ranges of docs/product.md §9", () => {
    const ranges = Object.fromEntries(REGULATORS.map((r) => [r.code, r.priceRangeUsd]));
    expect(ranges).toEqual({
      DHA: { low: 109, high: 1010 },
      DHP: { low: 103, high: 1030 },
      MOH: { low: 115, high: 1090 },
      NHRA: { low: 105, high: 1000 },
      SCFHS: { low: 120, high: 1100 },
    });
  });

  it("has 2 to 8 exams per specialty and unique exam names per regulator", () => {
    for (const r of REGULATORS) {
      const exams = r.specialties.flatMap((s) => [...s.exams]);
      expect(new Set(exams).size, r.code).toBe(exams.length);
      for (const s of r.specialties) {
        expect(s.exams.length, `${r.code} ${s.name}`).toBeGreaterThanOrEqual(2);
        expect(s.exams.length, `${r.code} ${s.name}`).toBeLessThanOrEqual(8);
      }
      expect(new Set(r.specialties.map((s) => s.name)).size).toBe(r.specialties.length);
    }
  });

  it("offers one inquiry exam option per regulator", () => {
    expect(INQUIRY_EXAM_OPTIONS).toHaveLength(5);
    for (const code of REGULATOR_CODES) expect(INQUIRY_EXAM_OPTIONS).toContain(`${code} Exam`);
  });
});

describe("lookup helpers", () => {
  it("find known regulators and specialties", () => {
    expect(findRegulator("DHA")?.name).toBe("Dubai Health Authority");
    expect(examsOf("MOH", "Anesthesia")).toContain("Registrar Anesthesia");
  });

  it("return undefined or [] for unknown input", () => {
    expect(findRegulator("XYZ")).toBeUndefined();
    expect(findRegulator("")).toBeUndefined();
    expect(specialtiesOf("XYZ")).toEqual([]);
    expect(examsOf("XYZ", "Nursing")).toEqual([]);
    expect(examsOf("MOH", "No Such Specialty")).toEqual([]);
    expect(examsOf("", "")).toEqual([]);
  });

  it("return copies that cannot alter the reference data", () => {
    const exams = examsOf("DHA", "Nursing");
    exams.push("Tampered");
    expect(examsOf("DHA", "Nursing")).not.toContain("Tampered");
  });
});
