import type { CatalogueExam } from "#shared/catalogue/catalogue.ts";
import type { ExamCatalogue } from "#shared/catalogue/exam-choice.ts";

/**
 * A small published catalogue (docs/product.md §13, decision 0034) for the exam choice's unit
 * tests: DHA Nursing with two bookable exams and a retired one ("Practical Nurse"), a specialty
 * whose every exam is retired, and a regulator without a bookable exam (MOH).
 */
export const EXAM_CATALOGUE: ExamCatalogue = {
  regulators: [
    {
      code: "DHA",
      name_en: "Dubai Health Authority",
      name_ar: "هيئة الصحة بدبي",
      specialties: [
        {
          name_en: "Nursing",
          name_ar: "التمريض",
          exams: [
            { name_en: "Registered Nurse", name_ar: "ممرض مسجل", active: true },
            { name_en: "Sleep Nurse", name_ar: "ممرض النوم", active: true },
          ],
          retired_exams: [{ name_en: "Practical Nurse" }],
        },
        {
          name_en: "Dentists",
          name_ar: "الأسنان",
          exams: [],
          retired_exams: [{ name_en: "General Dentist" }],
        },
      ],
    },
    { code: "MOH", name_en: "Ministry of Health", name_ar: "وزارة الصحة", specialties: [] },
  ],
};

/**
 * An exam row of the staff's catalogue tree (`CatalogueExam`) in specialty 1, named alike in both
 * languages, sorted by its id, with no duration or result time; no price of its own and active
 * unless told otherwise.
 */
export const catalogueExam = (
  id: number,
  name: string,
  { price_usd = null, active = true }: { price_usd?: number | null; active?: boolean } = {},
): CatalogueExam => ({
  id,
  specialty_id: 1,
  name_en: name,
  name_ar: name,
  price_usd,
  duration_en: null,
  duration_ar: null,
  result_time_en: null,
  result_time_ar: null,
  active,
  sort_order: id,
});
