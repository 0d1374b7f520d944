/**
 * Writes the catalogue's import migration (docs/product.md §13 "The catalogue", decision 0034): the
 * INSERTs of today's constants, English from `#shared/reference/` and `COURSE_PROGRAM_PAGES`, Arabic
 * as the Arabic pages show them (the web catalogues and data maps; a text without Arabic stays
 * English there, so here too), and the first publication (version 1) holding the same tree.
 *
 *   node scripts/catalogue-import.ts > src/server/db/migrations/00NN_catalogue_import.sql
 *
 * Run once to write the committed SQL; `tests/api/catalogue.test.ts` checks what it imported
 * against the constants, field by field, in both languages.
 */
import type { CatalogueTree } from "#shared/catalogue/catalogue.ts";
import { preparationNotice } from "#shared/catalogue/preparation-notice.ts";
import { COURSES_BY_PROGRAM, type CourseProgram } from "#shared/reference/courses.ts";
import { PARTNERS } from "#shared/reference/landing.ts";
import { examCatalog, REGULATORS } from "#shared/reference/regulators.ts";
import { COURSE_PROGRAM_PAGES } from "#web/features/courses/course-programs.ts";
import { courseDataAr } from "#web/i18n/data/courses.ar.ts";
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import { ar as arabicMessages } from "#web/i18n/messages/ar.ts";
import { homeAr } from "#web/i18n/messages/home.ar.ts";
import { homeEn } from "#web/i18n/messages/home.en.ts";

/**
 * A text as stored: without the bidi isolates (FSI … PDI) the Arabic maps put around a Latin code
 * followed by a number. Stored text follows the text rule (decision 0017), which refuses them; the
 * page that shows the text isolates such codes itself (decision 0034).
 */
export const storedText = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

/** The Arabic page's text for an English data text: its translation, else the English itself. */
const arabicOf = (map: Readonly<Record<string, string>>) => (english: string) =>
  storedText(Object.hasOwn(map, english) ? (map[english] as string) : english);
const regulatorText = arabicOf(regulatorDataAr);
const courseText = arabicOf(courseDataAr);

/** The pages of the three course programs. */
export const PROGRAM_PATHS: Record<CourseProgram, string> = {
  hr: "/Programs/hr",
  pmp: "/PMP",
  "supply-chain": "/SupplyChain",
};

/** Today's constants as a catalogue tree, ids numbered from 1 in page order. */
export function catalogueFromConstants(): CatalogueTree {
  let specialtyId = 0;
  let examId = 0;
  let courseId = 0;
  const regulators = REGULATORS.map((regulator, r) => {
    const catalog = examCatalog(regulator);
    const overrides: Readonly<Record<string, { duration?: string; resultTime?: string }>> =
      "examOverrides" in regulator ? regulator.examOverrides : {};
    const resultNotes: readonly string[] = "resultNotes" in regulator ? regulator.resultNotes : [];
    const durationNotes: readonly string[] = "durationNotes" in regulator ? regulator.durationNotes : [];
    return {
      id: r + 1,
      code: regulator.code,
      name_en: regulator.name,
      name_ar: arabicMessages[`regulator.${regulator.code}`],
      country: regulator.country,
      path: regulator.path,
      summary_en: regulator.summary,
      summary_ar: regulatorText(regulator.summary),
      result_time_en: regulator.resultTime,
      result_time_ar: regulatorText(regulator.resultTime),
      result_notes_en: [...resultNotes],
      result_notes_ar: resultNotes.map(regulatorText),
      duration_en: regulator.examDuration,
      duration_ar: regulatorText(regulator.examDuration),
      duration_notes_en: [...durationNotes],
      duration_notes_ar: durationNotes.map(regulatorText),
      preparation_notice_en: preparationNotice("en", regulator.code),
      preparation_notice_ar: preparationNotice("ar", regulator.code),
      price_low_usd: regulator.priceRangeUsd.low,
      price_high_usd: regulator.priceRangeUsd.high,
      sort_order: r,
      specialties: regulator.specialties.map((specialty, s) => {
        const id = ++specialtyId;
        return {
          id,
          regulator_id: r + 1,
          name_en: specialty.name,
          name_ar: regulatorText(specialty.name),
          sort_order: s,
          exams: specialty.exams.map((name, e) => {
            const override = overrides[name];
            if (!catalog.some((exam) => exam.name === name)) throw new Error(`${name} not in the catalogue`);
            return {
              id: ++examId,
              specialty_id: id,
              name_en: name,
              // Exam titles stay as the regulators publish them on the Arabic pages too.
              name_ar: name,
              price_usd: null,
              duration_en: override?.duration ?? null,
              duration_ar: override?.duration ? regulatorText(override.duration) : null,
              result_time_en: override?.resultTime ?? null,
              result_time_ar: override?.resultTime ? regulatorText(override.resultTime) : null,
              active: true,
              sort_order: e,
            };
          }),
        };
      }),
    };
  });
  const programs = (Object.keys(PROGRAM_PATHS) as CourseProgram[]).map((code, p) => {
    const page = COURSE_PROGRAM_PAGES[code];
    return {
      id: p + 1,
      code,
      path: PROGRAM_PATHS[code],
      heading_en: page.heading,
      heading_ar: courseText(page.heading),
      intro_en: page.intro,
      intro_ar: courseText(page.intro),
      description_en: page.description,
      description_ar: courseText(page.description),
      sort_order: p,
      courses: COURSES_BY_PROGRAM[code].map((course, c) => ({
        id: ++courseId,
        program_id: p + 1,
        code: course.code,
        title_en: course.title,
        title_ar: courseText(course.title),
        price_usd: course.priceUsd,
        hours: course.hours,
        sessions: course.sessions,
        prerequisite_en: course.prerequisite,
        prerequisite_ar: courseText(course.prerequisite),
        prerequisite_note_en: course.prerequisiteNote ?? null,
        prerequisite_note_ar: course.prerequisiteNote ? courseText(course.prerequisiteNote) : null,
        certificate_en: course.certificate,
        certificate_ar: courseText(course.certificate),
        outcomes_en: [...course.outcomes],
        outcomes_ar: course.outcomes.map(courseText),
        image: course.image,
        sort_order: c,
      })),
    };
  });
  const partners = PARTNERS.map((partner, i) => ({
    id: i + 1,
    key: partner.id,
    name_en: homeEn[`partner.${partner.id}`],
    name_ar: homeAr[`partner.${partner.id}`],
    url: partner.url,
    image: partner.image,
    alt: partner.alt,
    sort_order: i,
  }));
  return { regulators, programs, partners };
}

/** A SQL literal: text quoted, JSON as jsonb, null, numbers and booleans as they are. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  return `${literal(JSON.stringify(value))}::jsonb`;
}

function insert(table: string, rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return "";
  const columns = Object.keys(rows[0]!);
  const values = rows.map((row) => `(${columns.map((c) => literal(row[c])).join(", ")})`);
  return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES\n${values.join(",\n")};`;
}

/** The migration's statements, drizzle's breakpoints between them. */
export function importSql(tree: CatalogueTree): string {
  const regulators = tree.regulators.map(({ specialties: _, ...row }) => row);
  const specialties = tree.regulators.flatMap((r) => r.specialties.map(({ exams: _, ...row }) => row));
  const exams = tree.regulators.flatMap((r) => r.specialties.flatMap((s) => s.exams));
  const programs = tree.programs.map(({ courses: _, ...row }) => row);
  const courses = tree.programs.flatMap((p) => p.courses);
  const statements = [
    `-- The catalogue's import (decision 0034): written by scripts/catalogue-import.ts from the constants.\n${insert("catalogue_regulators", regulators)}`,
    insert("catalogue_specialties", specialties),
    insert("catalogue_exams", exams),
    insert("catalogue_programs", programs),
    insert("catalogue_courses", courses),
    insert("catalogue_partners", tree.partners),
    ...[
      "catalogue_regulators",
      "catalogue_specialties",
      "catalogue_exams",
      "catalogue_programs",
      "catalogue_courses",
      "catalogue_partners",
    ].map(
      (table) => `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}"));`,
    ),
    insert("catalogue_publications", [{ version: 1, snapshot: tree, published_by_username: "import" }]),
    `SELECT setval(pg_get_serial_sequence('catalogue_publications', 'version'), 1);`,
  ];
  return `${statements.filter(Boolean).join("\n--> statement-breakpoint\n")}\n`;
}

if (import.meta.main) process.stdout.write(importSql(catalogueFromConstants()));
