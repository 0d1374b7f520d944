import { describe, expect, it } from "vitest";
import type { CatalogueRegulator } from "#shared/catalogue/catalogue.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { catalogueExam } from "#tests/helpers/exam-catalogue.ts";
import { regulatorFromCatalogue } from "./regulator-data.ts";

const exam = (id: number, name: string, price_usd: number | null, active = true) =>
  catalogueExam(id, name, { price_usd, active });

describe("a published regulator as its page shows it (docs/product.md §13)", () => {
  it("gives an exam its own published price, the others none (the range applies), and leaves retired exams out", () => {
    const dha = REGULATORS.find((regulator) => regulator.code === "DHA")!;
    const published: CatalogueRegulator = {
      id: 2,
      code: "DHA",
      name_en: dha.name,
      name_ar: dha.name,
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
      preparation_notice_en: "Notice",
      preparation_notice_ar: "Notice",
      price_low_usd: 109,
      price_high_usd: 1010,
      sort_order: 1,
      specialties: [
        {
          id: 1,
          regulator_id: 2,
          name_en: "Physicians",
          name_ar: "الأطباء",
          sort_order: 0,
          exams: [
            exam(1, "General Practitioner", 640),
            exam(2, "Specialist Pediatrics", null),
            exam(3, "Specialist Geriatrics", 700, false),
          ],
        },
      ],
    };
    const exams = examCatalog(regulatorFromCatalogue(published));
    expect(exams.map((e) => [e.name, e.priceUsd])).toEqual([
      ["General Practitioner", 640],
      ["Specialist Pediatrics", undefined],
    ]);
  });
});
