import { describe, expect, it } from "vitest";
import type { CatalogueExam, CatalogueRegulator, CatalogueSpecialty } from "#shared/catalogue/catalogue.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { catalogueExam } from "#tests/helpers/exam-catalogue.ts";
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import { arabicTextsOf, noticeParts, regulatorFromCatalogue, regulatorPageData } from "./regulator-data.ts";

const exam = (id: number, name: string, price_usd: number | null, active = true) =>
  catalogueExam(id, name, { price_usd, active });

describe("a published regulator as its page shows it (docs/product.md §13)", () => {
  it("gives an exam its own published price, the others none (the range applies), and leaves retired exams out", () => {
    const dha = REGULATORS.find((regulator) => regulator.code === "DHA")!;
    const published: CatalogueRegulator = {
      ...publishedDha(dha),
      name_en: dha.name,
      name_ar: dha.name,
      preparation_notice_en: "Notice",
      preparation_notice_ar: "Notice",
      specialties: [
        physicians([
          exam(1, "General Practitioner", 640),
          exam(2, "Specialist Pediatrics", null),
          exam(3, "Specialist Geriatrics", 700, false),
        ]),
      ],
    };
    const exams = examCatalog(regulatorFromCatalogue(published));
    expect(exams.map((e) => [e.name, e.priceUsd])).toEqual([
      ["General Practitioner", 640],
      ["Specialist Pediatrics", undefined],
    ]);
  });

  it("gives the page the publication's name and preparation notice in its language, an exam's own Arabic title", () => {
    const dha = REGULATORS.find((regulator) => regulator.code === "DHA")!;
    const published = publishedDha(dha);
    const catalogue = { version: 2, tree: { regulators: [published], programs: [], partners: [] } };
    expect(regulatorPageData(catalogue, dha.path, false)?.texts).toEqual({
      name: "Dubai Health Authority (edited)",
      preparationNotice: ["Note: ", "bring your passport."],
    });
    const arabic = regulatorPageData(catalogue, dha.path, true);
    // A code before a number is isolated, as in every Arabic catalogue text the page shows.
    expect(arabic?.texts).toEqual({
      name: "هيئة الصحة بدبي",
      preparationNotice: ["ملاحظة: ", "يلزم جواز السفر لاختبار \u2068DHA\u2069 2026."],
    });
    expect(arabic?.arabic?.["Specialist Geriatrics"]).toBe("أخصائي طب المسنين");
    // An exam whose Arabic title is its English one gets no entry (the page shows it as it is).
    expect(Object.hasOwn(arabicTextsOf(published), "General Practitioner")).toBe(false);
    // ...and the page reads it as the build's page does, from the reference data's Arabic.
    expect(arabic?.arabic?.["General Practitioner"]).toBe(regulatorDataAr["General Practitioner"]);
    expect(arabic?.arabic?.["General Practitioner"]).toMatch(/[\u0600-\u06ff]/);
    // The build (no publication): the message files' texts, as the catalogue's import stored them.
    expect(regulatorPageData(null, dha.path, false)?.texts).toEqual({
      name: "Dubai Health Authority",
      preparationNotice: [
        "Please note: ",
        "we do not sell or endorse any exam preparation materials. For eligibility rules and exam content, follow the official guidance of the DHA.",
      ],
    });
    expect(regulatorPageData(null, dha.path, true)?.texts.name).toBe("هيئة الصحة بدبي");
    expect(regulatorPageData(null, dha.path, true)?.texts.preparationNotice.join("")).toMatch(
      /^يرجى الملاحظة: .* DHA\.$/,
    );
  });

  it("bolds a notice's lead-in only when a few words end in a colon before any sentence ends", () => {
    expect(noticeParts("Please note: we do not sell materials.")).toEqual([
      "Please note: ",
      "we do not sell materials.",
    ]);
    expect(noticeParts("We do not sell materials. See: the guidance.")).toEqual([
      "",
      "We do not sell materials. See: the guidance.",
    ]);
    expect(noticeParts("No lead-in here")).toEqual(["", "No lead-in here"]);
  });
});

/** DHA as a publication holds it, with texts of its own. */
function publishedDha(dha: (typeof REGULATORS)[number]): CatalogueRegulator {
  return {
    id: 2,
    code: "DHA",
    name_en: "Dubai Health Authority (edited)",
    name_ar: "هيئة الصحة بدبي",
    country: dha.country,
    path: dha.path,
    summary_en: dha.summary,
    summary_ar: dha.summary,
    result_time_en: dha.resultTime,
    result_time_ar: dha.resultTime,
    result_notes_en: [],
    result_notes_ar: [],
    duration_en: dha.examDuration,
    duration_ar: dha.examDuration,
    duration_notes_en: [],
    duration_notes_ar: [],
    preparation_notice_en: "Note: bring your passport.",
    preparation_notice_ar: "ملاحظة: يلزم جواز السفر لاختبار DHA 2026.",
    price_low_usd: 109,
    price_high_usd: 1010,
    sort_order: 1,
    specialties: [
      physicians([
        exam(1, "General Practitioner", 640),
        { ...exam(2, "Specialist Geriatrics", 700), name_ar: "أخصائي طب المسنين" },
      ]),
    ],
  };
}

/** DHA's one published specialty, Physicians, holding `exams`. */
function physicians(exams: CatalogueExam[]): CatalogueSpecialty {
  return { id: 1, regulator_id: 2, name_en: "Physicians", name_ar: "الأطباء", sort_order: 0, exams };
}
