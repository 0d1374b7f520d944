import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "#shared/reference/country-codes.ts";
import {
  examCatalog,
  examCount,
  examLevel,
  examsOf,
  findRegulator,
  findRegulatorByPath,
  REGULATORS,
  type Regulator,
  specialtiesOf,
} from "#shared/reference/regulators.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { expectCourseList } from "#tests/helpers/json-ld.ts";
import { compileCatalog } from "#web/i18n/compile-catalog.ts";
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import { ar } from "#web/i18n/messages/ar.ts";
import { en } from "#web/i18n/messages/en.ts";
import { regulatorAr } from "#web/i18n/messages/regulator.ar.ts";
import { regulatorEn } from "#web/i18n/messages/regulator.en.ts";
import { filterExams, readFilters, writeFilters } from "./exam-filters.ts";
import {
  REGULATOR_COUNTRY_CODES,
  type RegulatorWords,
  regulatorCountry as regulatorCountryOf,
  regulatorCoursesJsonLd,
  regulatorDescription,
  regulatorHeading,
  regulatorMeta,
  regulatorProductJsonLd,
} from "./regulator-meta.ts";

const regulator = (code: string) => findRegulator(code) as Regulator;

/** The English page's words: its catalogue, and the reference data as it is. */
const EN: RegulatorWords = {
  i18n: setupI18n({
    locale: "en",
    locales: INTL_LOCALE.en,
    messages: { en: compileCatalog({ ...en, ...regulatorEn }) },
  }),
  text: (english) => english,
};
/** The Arabic page's words. */
const AR: RegulatorWords = {
  i18n: setupI18n({
    locale: "ar",
    locales: INTL_LOCALE.ar,
    messages: { ar: compileCatalog({ ...ar, ...regulatorAr }) },
  }),
  text: (english) => regulatorDataAr[english] ?? english,
};

describe("regulator reference data (docs/product.md §2, §3, §9)", () => {
  it("lists the 20 MOH specialties of the spec, in its order", () => {
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

  it("gives MOH exams at Registrar and Senior Registrar level and for technicians", () => {
    const levels = new Set(examCatalog(regulator("MOH")).map((exam) => exam.level));
    expect(levels).toContain("Registrar");
    expect(levels).toContain("Senior Registrar");
    expect(levels).toContain("Technician");
    expect(examsOf("MOH", "Anesthesia")).toEqual(
      expect.arrayContaining(["Registrar Anesthesia", "Senior Registrar Anesthesia"]),
    );
  });

  it("lists the 11 NHRA specialties of the spec, in its order", () => {
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

  it("gives SCFHS about 14 specialty groups, with its licensing exams", () => {
    const groups = specialtiesOf("SCFHS");
    expect(groups.length).toBeGreaterThanOrEqual(13);
    expect(groups.length).toBeLessThanOrEqual(15);
    const names = examCatalog(regulator("SCFHS")).map((exam) => exam.name);
    for (const exam of ["SMLE", "SDLE", "SPLE"])
      expect(names.some((name) => name.includes(`(${exam})`))).toBe(true);
  });

  it("keeps the DHA categories of §3 and covers the physician levels, dentists, nurses, pharmacists and allied health", () => {
    expect(specialtiesOf("DHA")).toEqual(["Physicians", "Dentists", "Nursing", "Allied Health"]);
    const dha = examCatalog(regulator("DHA"));
    const names = dha.map((exam) => exam.name);
    expect(names).toEqual(
      expect.arrayContaining(["General Practitioner", "Registered Nurse", "Registered Midwife"]),
    );
    expect(names).toEqual(
      expect.arrayContaining(["Pharmacist", "Physiotherapist", "Radiographer", "Optometrist"]),
    );
    const levels = new Set(dha.map((exam) => exam.level));
    for (const level of ["General Practitioner", "Specialist", "Consultant"]) expect(levels).toContain(level);
  });

  it("builds DHP on the Qatar groups of §3", () => {
    expect(specialtiesOf("DHP")).toEqual(
      expect.arrayContaining(["Doctors", "Dentistry", "Pharmacy", "Laboratory", "Radiology", "Nursing"]),
    );
  });

  it("has unique, non-empty specialty and exam names within each regulator", () => {
    for (const r of REGULATORS) {
      const specialties = r.specialties.map((s) => s.name);
      expect(new Set(specialties).size, r.code).toBe(specialties.length);
      const exams = r.specialties.flatMap((s) => [...s.exams]);
      expect(new Set(exams).size, r.code).toBe(exams.length);
      for (const s of r.specialties) expect(s.exams.length, `${r.code} ${s.name}`).toBeGreaterThan(0);
      for (const name of [...specialties, ...exams]) expect(name.trim()).toBe(name);
    }
  });

  it("uses the spec's exact spelling for every page path", () => {
    expect(Object.fromEntries(REGULATORS.map((r) => [r.code, r.path]))).toEqual({
      NHRA: "/Prometric-Exams-for-the-National-Health-Regulatory-Authority-(NHRA)",
      MOH: "/Prometric-Exams-for-the-Kuwait-Ministry-of-Health-(MOH)",
      DHP: "/Prometric-Exams-for-the-Department-of-Healthcare-Professions-(DHP)",
      SCFHS: "/Prometric-Exams-for-the-Saudi-commission-for-Health-Specialties-(SCFHS)",
      DHA: "/Prometric-Exams-for-the-Dubai-Health-Authority-(DHA)",
    });
  });

  it("uses the price ranges of §9", () => {
    expect(Object.fromEntries(REGULATORS.map((r) => [r.code, r.priceRangeUsd]))).toEqual({
      DHA: { low: 109, high: 1010 },
      DHP: { low: 103, high: 1030 },
      MOH: { low: 115, high: 1090 },
      NHRA: { low: 105, high: 1000 },
      SCFHS: { low: 120, high: 1100 },
    });
  });

  it("uses the result times and durations of §9", () => {
    expect(Object.fromEntries(REGULATORS.map((r) => [r.code, r.resultTime]))).toEqual({
      DHA: "7 to 10 business days",
      DHP: "7 to 10 business days",
      NHRA: "7 to 10 business days",
      MOH: "5 to 10 business days",
      SCFHS: "7 to 10 business days, on the SCFHS website",
    });
    expect(regulator("SCFHS").resultNotes).toEqual([
      "Saudi Licensing Exam (SLE) titles: 2 to 6 weeks",
      "Practice exams: score report by email within 24 hours",
    ]);
    expect(regulator("DHP").examDuration).toBe("3 to 4.5 hours");
    expect(regulator("MOH").examDuration).toBe("2.5 to 3.5 hours");
    expect(regulator("NHRA").examDuration).toBe("2.5 to 3.5 hours");
    expect(regulator("SCFHS").durationNotes).toEqual([
      "SPLE, SMLE and SDLE: 4 hours 30 minutes (since 1 March 2023)",
    ]);
  });

  it("gives SPLE, SMLE and SDLE 4 h 30 min and the SLE titles 2 to 6 weeks in the SCFHS catalogue", () => {
    const scfhs = regulator("SCFHS");
    const catalogue = examCatalog(scfhs);
    for (const code of ["SPLE", "SMLE", "SDLE"]) {
      const exam = catalogue.find((e) => e.name.endsWith(`(${code})`));
      expect(exam?.duration, code).toBe("4 hours 30 minutes (since 1 March 2023)");
    }
    const sle = catalogue.filter((e) => e.name.startsWith("Saudi Licensing Exam - "));
    expect(sle.length).toBeGreaterThan(5);
    for (const exam of sle) expect(exam.resultTime, exam.name).toBe("2 to 6 weeks");
    const nurse = catalogue.find((e) => e.name === "Registered Nurse");
    expect(nurse).toMatchObject({ duration: scfhs.examDuration, resultTime: scfhs.resultTime });
  });

  it("has overrides only for exams of the same regulator", () => {
    for (const r of REGULATORS as readonly Regulator[]) {
      const names = new Set(r.specialties.flatMap((s) => [...s.exams]));
      for (const name of Object.keys(r.examOverrides ?? {}))
        expect(names.has(name), `${r.code}: ${name}`).toBe(true);
    }
  });
});

describe("lookups", () => {
  it("finds a regulator from its page path ignoring case, a trailing slash and percent-encoding", () => {
    for (const r of REGULATORS) {
      expect(findRegulatorByPath(r.path)?.code).toBe(r.code);
      expect(findRegulatorByPath(r.path.toLowerCase())?.code).toBe(r.code);
      expect(findRegulatorByPath(`${r.path.toUpperCase()}/`)?.code).toBe(r.code);
      expect(findRegulatorByPath(r.path.replace("(", "%28").replace(")", "%29"))?.code).toBe(r.code);
    }
    expect(findRegulatorByPath("/")).toBeUndefined();
    expect(findRegulatorByPath("/Prometric-Exams-for-the-Dubai-Health-Authority")).toBeUndefined();
    expect(findRegulatorByPath("/%E0%A4%A")).toBeUndefined();
  });

  it("reads the level from the exam name", () => {
    expect(examLevel("Senior Registrar Anesthesia")).toBe("Senior Registrar");
    expect(examLevel("Registrar ENT")).toBe("Registrar");
    expect(examLevel("Associate Consultant Internal Medicine")).toBe("Associate Consultant");
    expect(examLevel("Specialist Pediatrics")).toBe("Specialist");
    expect(examLevel("General Practitioner")).toBe("General Practitioner");
    expect(examLevel("Dialysis Technician")).toBe("Technician");
    expect(examLevel("Medical Laboratory Technologist")).toBe("Technologist");
    expect(examLevel("Registered Nurse")).toBeUndefined();
    expect(examLevel("Specialists' Forum")).toBeUndefined();
  });

  it("lists every exam once in the catalogue, in specialty order", () => {
    for (const r of REGULATORS) {
      const catalogue = examCatalog(r);
      expect(catalogue).toHaveLength(examCount(r));
      expect(catalogue.map((e) => e.name)).toEqual(r.specialties.flatMap((s) => [...s.exams]));
      expect(catalogue[0]?.specialty).toBe(r.specialties[0]?.name);
    }
  });
});

describe("exam grid filters", () => {
  const moh = examCatalog(regulator("MOH"));

  it("match a case-insensitive substring of the exam name", () => {
    const found = filterExams(moh, { query: "  sEnIoR reg", specialty: null });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(moh.length);
    for (const exam of found) expect(exam.name.toLowerCase()).toContain("senior reg");
    expect(filterExams(moh, { query: "", specialty: null })).toEqual(moh);
    expect(filterExams(moh, { query: "no such exam", specialty: null })).toEqual([]);
  });

  it("match the title the page shows too (an exam's own Arabic title), the English still", () => {
    const title = (english: string) => (english === "Anesthesia Technician" ? "فني تخدير" : english);
    expect(filterExams(moh, { query: "تخدير", specialty: null }, title).map((e) => e.name)).toEqual([
      "Anesthesia Technician",
    ]);
    expect(filterExams(moh, { query: "anesthesia technician", specialty: null }, title)).toHaveLength(1);
    expect(filterExams(moh, { query: "تخدير", specialty: null })).toEqual([]);
  });

  it("narrow to one specialty, and combine with the search", () => {
    expect(filterExams(moh, { query: "", specialty: "Anesthesia" }).map((e) => e.name)).toEqual(
      examsOf("MOH", "Anesthesia"),
    );
    expect(filterExams(moh, { query: "technician", specialty: "Anesthesia" }).map((e) => e.name)).toEqual([
      "Anesthesia Technician",
    ]);
  });

  it("read from and write to the URL, specialty in any case, unknown specialty ignored", () => {
    const specialties = specialtiesOf("MOH");
    expect(
      readFilters(new URLSearchParams("q=Reg&specialty=microbiology+%26+laboratory"), specialties),
    ).toEqual({
      query: "Reg",
      specialty: "Microbiology & Laboratory",
    });
    expect(readFilters(new URLSearchParams("specialty=Astrology"), specialties)).toEqual({
      query: "",
      specialty: null,
    });
    const written = writeFilters(new URLSearchParams("utm=x&q=old"), { query: "", specialty: "ENT" });
    expect(written.toString()).toBe("utm=x&specialty=ENT");
    expect(writeFilters(written, { query: "a b", specialty: null }).toString()).toBe("utm=x&q=a+b");
  });
});

describe("structured data of the regulator pages", () => {
  it("is a Product with a USD AggregateOffer over the §9 range, one offer per exam, and no made-up rating", () => {
    for (const r of REGULATORS) {
      const product = regulatorProductJsonLd(r, EN);
      expect(product).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Product",
        name: regulatorHeading(r, EN),
        offers: {
          "@type": "AggregateOffer",
          priceCurrency: "USD",
          lowPrice: r.priceRangeUsd.low,
          highPrice: r.priceRangeUsd.high,
          offerCount: examCount(r),
        },
      });
      expect(product).not.toHaveProperty("aggregateRating");
    }
  });

  it("carries the configured rating and its count, out of 5", () => {
    const product = regulatorProductJsonLd(regulator("DHA"), EN, { value: 4.6, count: 87 });
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 87,
    });
  });

  it("lists one Course per specialty, provided by the regulator", () => {
    const moh = regulator("MOH");
    expectCourseList(regulatorCoursesJsonLd(moh, EN), 20, 1, {
      name: "MOH Anesthesia exams",
      provider: { name: "Kuwait Ministry of Health" },
    });
  });

  it("gives each page its own title and description, and Open Graph tags", () => {
    const metas = REGULATORS.map((r) => regulatorMeta(r, EN));
    const titles = metas.map((m) => (m[0] as { title: string }).title);
    expect(new Set(titles).size).toBe(5);
    expect(titles[3]).toBe("MOH Prometric Exams | Kuwait Ministry of Health");
    for (const m of metas) {
      expect(m).toContainEqual(expect.objectContaining({ property: "og:title" }));
      expect(m).toContainEqual(expect.objectContaining({ name: "description" }));
      // The Product block is rendered by the page (with the configured rating), not by meta.
      expect(m.filter((d) => "script:ld+json" in d)).toHaveLength(1);
    }
    expect(regulatorHeading(regulator("MOH"), EN)).toBe(
      "Prometric Exams for the Kuwait Ministry of Health (MOH)",
    );
    expect(regulatorDescription(regulator("MOH"), EN)).toBe(
      `Book MOH Prometric exams for the Kuwait Ministry of Health (Kuwait): ${examCount(regulator("MOH"))} exams in 20 specialties, from USD ${regulator("MOH").priceRangeUsd.low}. Results in ${regulator("MOH").resultTime}; exams last ${regulator("MOH").examDuration}.`,
    );
  });

  it("speaks Arabic on the Arabic pages: regulator by its Arabic name, country, facts (decision 0011)", () => {
    expect(regulatorHeading(regulator("SCFHS"), AR)).toBe(
      "اختبارات برومترك لدى الهيئة السعودية للتخصصات الصحية (SCFHS)",
    );
    const description = regulatorDescription(regulator("MOH"), AR);
    expect(description).toContain("(الكويت)");
    expect(description).not.toMatch(/business days|hours/);
    expect(regulatorProductJsonLd(regulator("NHRA"), AR).description).toMatch(/^ترخّص الهيئة الوطنية/);
  });

  it("has the Arabic of every summary, fact, level and specialty of the five regulators", () => {
    const english = (REGULATORS as readonly Regulator[]).flatMap((r) => [
      r.summary,
      r.resultTime,
      r.examDuration,
      ...(r.resultNotes ?? []),
      ...(r.durationNotes ?? []),
      ...r.specialties.map((specialty) => specialty.name),
      ...examCatalog(r).flatMap((exam) => [
        exam.duration,
        exam.resultTime,
        ...(exam.level ? [exam.level] : []),
      ]),
    ]);
    const missing = [...new Set(english)].filter((text) => !Object.hasOwn(regulatorDataAr, text));
    expect(missing).toEqual([]);
    for (const text of Object.values(regulatorDataAr)) expect(text).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("the regulators' countries", () => {
  it("are named in Arabic on the Arabic pages, for all five", () => {
    for (const r of REGULATORS) {
      expect(regulatorCountryOf(r, AR), r.code).toMatch(/[\u0600-\u06ff]/);
      expect(regulatorCountryOf(r, EN), r.code).toBe(r.country);
    }
  });

  it("have the codes of the whole country list, with no other country", () => {
    const countries = REGULATORS.map((r) => r.country);
    expect(Object.keys(REGULATOR_COUNTRY_CODES).sort()).toEqual([...new Set(countries)].sort());
    for (const country of countries) {
      expect(REGULATOR_COUNTRY_CODES[country], country).toBe(
        (COUNTRY_CODES as Record<string, string>)[country],
      );
    }
  });
});
