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
