/**
 * The exam choice (regulator → specialty → exam) as the published catalogue offers it
 * (docs/product.md §13 "The catalogue", decision 0034): the lists the registration wizard and the
 * staff's candidate edit show, in the page's language, and a regulator page's link read against
 * them. Values are the regulator's code and the English names, as stored and sent; labels follow
 * the locale. Only what is bookable is offered: retired exams, and specialties or regulators left
 * without a bookable exam, are not. Also the check of a choice, which the server's registration and
 * candidate edit run on the published tree and the browser on the public document. No zod here:
 * the public forms' message localiser reads these texts.
 */

/** Messages of the check of an exam choice against the published catalogue (server and browser). */
export const EXAM_CHOICE_TEXTS = {
  category: "Please choose an exam category.",
  specialty: "Please choose a specialty of the chosen exam category.",
  exam: "Please choose an exam of the chosen specialty.",
  retired: "This exam is no longer offered: please choose another.",
  inquiry: "This exam is not offered at the moment: please choose another.",
} as const;

/**
 * What the exam choice is checked against: a published tree (the server's cache) or the public
 * document (`GET /api/catalogue`, the browser's), whose retired exams are in `retired_exams`.
 */
export interface ExamCatalogue {
  regulators: readonly {
    code: string;
    name_en: string;
    name_ar: string;
    specialties: readonly {
      name_en: string;
      name_ar: string;
      exams: readonly { name_en: string; name_ar: string; active: boolean }[];
      retired_exams?: readonly { name_en: string }[];
    }[];
  }[];
}

/** The fields of an exam choice and the first problem of one ({@link examChoiceIssue}). */
export type ExamChoiceField = "examCategory" | "examSpecialty" | "examName";
export type ExamChoiceIssue = { field: ExamChoiceField; message: string };

/**
 * The first problem of an exam choice (regulator code, specialty and exam by their English names)
 * against the published catalogue: unknown regulator (`examCategory`), specialty (`examSpecialty`),
 * exam or retired exam (`examName`); null when bookable.
 */
export function examChoiceIssue(
  catalogue: ExamCatalogue,
  choice: { examCategory: string; examSpecialty: string; examName: string },
): ExamChoiceIssue | null {
  const regulator = catalogue.regulators.find((r) => r.code === choice.examCategory);
  if (!regulator) return { field: "examCategory", message: EXAM_CHOICE_TEXTS.category };
  const specialty = regulator.specialties.find((s) => s.name_en === choice.examSpecialty.trim());
  if (!specialty) return { field: "examSpecialty", message: EXAM_CHOICE_TEXTS.specialty };
  const name = choice.examName.trim();
  const exam = specialty.exams.find((e) => e.name_en === name);
  if (exam?.active) return null;
  const retired = exam || specialty.retired_exams?.some((e) => e.name_en === name);
  return { field: "examName", message: retired ? EXAM_CHOICE_TEXTS.retired : EXAM_CHOICE_TEXTS.exam };
}

/** An option of a picker: the value stored and sent, the label shown. */
export interface ExamOption {
  value: string;
  label: string;
}

type Named = { name_en: string; name_ar: string };
const nameIn = (row: Named, locale: string) => (locale === "ar" ? row.name_ar : row.name_en);

type Regulator = ExamCatalogue["regulators"][number];
type Specialty = Regulator["specialties"][number];

const bookable = (specialty: Specialty) => specialty.exams.some((exam) => exam.active);
const offeredSpecialties = (regulator: Regulator | undefined) =>
  (regulator?.specialties ?? []).filter(bookable);

/** The regulators with a bookable exam, "CODE – name" in the page's language. */
export function regulatorOptions(catalogue: ExamCatalogue, locale: string): ExamOption[] {
  return catalogue.regulators
    .filter((regulator) => regulator.specialties.some(bookable))
    .map((regulator) => ({
      value: regulator.code,
      label: `${regulator.code} – ${nameIn(regulator, locale)}`,
    }));
}

/** The specialties of a regulator (its code) that have a bookable exam. */
export function specialtyOptions(catalogue: ExamCatalogue, code: string, locale: string): ExamOption[] {
  const regulator = catalogue.regulators.find((r) => r.code === code);
  return offeredSpecialties(regulator).map((s) => ({ value: s.name_en, label: nameIn(s, locale) }));
}

/** The bookable exams of a regulator's specialty (by its English name). */
export function examOptions(
  catalogue: ExamCatalogue,
  code: string,
  specialty: string,
  locale: string,
): ExamOption[] {
  const found = catalogue.regulators
    .find((r) => r.code === code)
    ?.specialties.find((s) => s.name_en === specialty);
  return (found?.exams ?? [])
    .filter((exam) => exam.active)
    .map((exam) => ({ value: exam.name_en, label: nameIn(exam, locale) }));
}

/**
 * The options of a picker with `kept` among them: a value the catalogue no longer offers (a
 * candidate's retired exam, an imported name) stays shown as it is, so a form can keep it.
 */
export function withKept(options: readonly ExamOption[], kept: string): ExamOption[] {
  return !kept || options.some((option) => option.value === kept)
    ? [...options]
    : [...options, { value: kept, label: kept }];
}

/**
 * The names of a choice in the page's language: the regulator as "CODE – name", its specialty and
 * exam; each the catalogue's name when it knows it, the value as stored otherwise.
 */
export function examChoiceNames(
  catalogue: ExamCatalogue | undefined,
  choice: { examCategory: string; examSpecialty: string; examName: string },
  locale: string,
): { regulator: string; specialty: string; exam: string } {
  const regulator = catalogue?.regulators.find((r) => r.code === choice.examCategory);
  const specialty = regulator?.specialties.find((s) => s.name_en === choice.examSpecialty);
  const exam = specialty?.exams.find((e) => e.name_en === choice.examName);
  return {
    regulator: regulator ? `${regulator.code} – ${nameIn(regulator, locale)}` : choice.examCategory,
    specialty: specialty ? nameIn(specialty, locale) : choice.examSpecialty,
    exam: exam ? nameIn(exam, locale) : choice.examName,
  };
}

/** A regulator page's link to the wizard, read against the catalogue (`examChoiceOf`). */
export interface LinkedExam {
  examCategory: string;
  examSpecialty: string;
  examName: string;
}

const spelledAs = (values: readonly string[], wanted: string | null) =>
  wanted ? values.find((value) => value.toLowerCase() === wanted.trim().toLowerCase()) : undefined;

/**
 * The exam a query string (`?regulator=&specialty=&exam=`, a regulator page's link) chooses, in the
 * catalogue's spelling whatever the case; null without an offered regulator. A specialty or exam
 * the catalogue does not offer is dropped with what follows it ("").
 */
export function examChoiceOf(catalogue: ExamCatalogue, search: string): LinkedExam | null {
  const query = new URLSearchParams(search);
  const code = spelledAs(
    regulatorOptions(catalogue, "en").map((o) => o.value),
    query.get("regulator"),
  );
  if (!code) return null;
  const specialty =
    spelledAs(
      specialtyOptions(catalogue, code, "en").map((o) => o.value),
      query.get("specialty"),
    ) ?? "";
  const exam = specialty
    ? (spelledAs(
        examOptions(catalogue, code, specialty, "en").map((o) => o.value),
        query.get("exam"),
      ) ?? "")
    : "";
  return { examCategory: code, examSpecialty: specialty, examName: exam };
}
