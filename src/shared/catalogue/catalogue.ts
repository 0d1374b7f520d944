/**
 * The catalogue's contracts (docs/product.md §13 "The catalogue", decision 0034): the regulators with
 * their specialties and exams, the course programs with their courses, and the partners row, in
 * English and Arabic (`*_en`, `*_ar`). One shape for the draft (`GET /api/catalogue/draft`) and the
 * published document (`GET /api/catalogue`, where retired exams move out of the bookable `exams`
 * into `retired_exams`). Wire names are the database's columns (snake_case).
 */
import { z } from "zod";
import { PG_INT_MAX, positiveId, successAnswer } from "#shared/kit/schemas.ts";
import { multiLineText, oneLineText, requiredText } from "#shared/kit/text-fields.ts";
import { EXAM_CHOICE_TEXTS } from "./exam-choice.ts";
import { inBoth } from "./in-both-languages.ts";

// The exam choice's check lives beside the pickers' lists, in a module without zod (the public forms
// load it); the server's imports of it from here stay.
export {
  EXAM_CHOICE_TEXTS,
  type ExamCatalogue,
  type ExamChoiceField,
  type ExamChoiceIssue,
  examChoiceIssue,
} from "./exam-choice.ts";

const textOf = (label: string, max = 200) => requiredText({ label, max });
const longTextOf = (label: string, max = 2000) => requiredText({ label, max, lines: "multi" });
/** An optional one-line text: blank or missing becomes null. */
const optionalTextOf = (label: string, max = 200) =>
  oneLineText({ label, max })
    .nullish()
    .transform((value) => value || null);
const optionalLongTextOf = (label: string, max = 2000) =>
  multiLineText({ label, max })
    .nullish()
    .transform((value) => value || null);
const linesOf = (label: string) =>
  z
    .array(requiredText({ label, max: 300 }), `${label} must be a list of texts.`)
    .max(20, `At most 20 ${label}.`);
const usd = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of US dollars.` })
    .int(`${label} must be a whole number of US dollars.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000, `${label} must be at most 1000000.`);
const count = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(10_000, `${label} must be at most 10000.`);
const order = z.coerce.number().int("Order must be a whole number.").min(0).max(PG_INT_MAX).optional();

/** Editable fields of a regulator (`PUT /api/catalogue/regulators/:id`); code, country and path are fixed. */
export const regulatorEditSchema = z
  .object({
    ...inBoth("name", textOf),
    ...inBoth("summary", longTextOf),
    ...inBoth("result_time", textOf),
    ...inBoth("result_notes", linesOf),
    ...inBoth("duration", textOf, "exam duration"),
    ...inBoth("duration_notes", linesOf),
    ...inBoth("preparation_notice", longTextOf),
    price_low_usd: usd("Lowest price"),
    price_high_usd: usd("Highest price"),
  })
  .refine((value) => value.price_low_usd <= value.price_high_usd, {
    path: ["price_high_usd"],
    message: "The highest price must not be below the lowest.",
  });
export type RegulatorEdit = z.input<typeof regulatorEditSchema>;

/** A specialty's fields (`POST /api/catalogue/specialties` with `regulator_id`, `PUT .../:id`). */
export const specialtyEditSchema = z.object({
  ...inBoth("name", textOf),
  sort_order: order,
});
export const specialtyCreateSchema = specialtyEditSchema.extend({ regulator_id: positiveId });
export type SpecialtyEdit = z.input<typeof specialtyEditSchema>;

/** An exam's fields (`POST /api/catalogue/exams` with `specialty_id`, `PUT .../:id`). */
export const examEditSchema = z.object({
  ...inBoth("name", textOf),
  /** Null: the regulator's price range applies. */
  price_usd: usd("Price")
    .nullish()
    .transform((value) => value ?? null),
  ...inBoth("duration", optionalTextOf),
  ...inBoth("result_time", optionalTextOf),
  /** False: retired (not bookable; known by name for the candidates who chose it). */
  active: z.boolean("Active must be true or false.").default(true),
  sort_order: order,
});
export const examCreateSchema = examEditSchema.extend({ specialty_id: positiveId });
export type ExamEdit = z.input<typeof examEditSchema>;

/** A course program's page texts (`PUT /api/catalogue/programs/:id`). */
export const programEditSchema = z.object({
  ...inBoth("heading", textOf),
  ...inBoth("intro", longTextOf),
  ...inBoth("description", (label) => longTextOf(label, 500)),
});

/** A course's fields (`POST /api/catalogue/courses` with `program_id`, `PUT .../:id`). */
export const courseEditSchema = z.object({
  code: textOf("Code", 20).regex(/^[A-Z0-9-]+$/, "Code: capital letters, digits and dashes only."),
  ...inBoth("title", textOf),
  price_usd: usd("Price"),
  hours: count("Hours"),
  sessions: count("Sessions"),
  ...inBoth("prerequisite", textOf),
  ...inBoth("prerequisite_note", (label) => optionalLongTextOf(label, 500)),
  ...inBoth("certificate", longTextOf),
  ...inBoth("outcomes", linesOf),
  image: textOf("Picture", 300).regex(/^\/images\/[\w./-]+$/, "Picture: a path under /images/."),
  sort_order: order,
});
export const courseCreateSchema = courseEditSchema.extend({ program_id: positiveId });

/** A partner of the landing's row (`PUT /api/catalogue/partners/:id`). */
export const partnerEditSchema = z.object({
  ...inBoth("name", textOf),
  url: textOf("Link", 500).pipe(z.url({ protocol: /^https$/, error: "Link: an https:// address." })),
  image: textOf("Logo", 300).regex(/^\/images\/[\w./-]+$/, "Logo: a path under /images/."),
  alt: textOf("Logo text"),
});

const lines = z.array(z.string());
const nullableText = z.string().nullable();

export const examSchema = z.object({
  id: z.number().int(),
  specialty_id: z.number().int(),
  ...inBoth("name", z.string()),
  price_usd: z.number().int().nullable(),
  ...inBoth("duration", nullableText),
  ...inBoth("result_time", nullableText),
  active: z.boolean(),
  sort_order: z.number().int(),
});
export type CatalogueExam = z.infer<typeof examSchema>;

const specialtyFields = {
  id: z.number().int(),
  regulator_id: z.number().int(),
  ...inBoth("name", z.string()),
  sort_order: z.number().int(),
};
export const specialtySchema = z.object({ ...specialtyFields, exams: z.array(examSchema) });
export type CatalogueSpecialty = z.infer<typeof specialtySchema>;

const regulatorFields = {
  id: z.number().int(),
  code: z.string(),
  ...inBoth("name", z.string()),
  country: z.string(),
  path: z.string(),
  ...inBoth("summary", z.string()),
  ...inBoth("result_time", z.string()),
  ...inBoth("result_notes", lines),
  ...inBoth("duration", z.string()),
  ...inBoth("duration_notes", lines),
  ...inBoth("preparation_notice", z.string()),
  price_low_usd: z.number().int(),
  price_high_usd: z.number().int(),
  sort_order: z.number().int(),
};
export const regulatorSchema = z.object({ ...regulatorFields, specialties: z.array(specialtySchema) });
export type CatalogueRegulator = z.infer<typeof regulatorSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  code: z.string(),
  ...inBoth("title", z.string()),
  price_usd: z.number().int(),
  hours: z.number().int(),
  sessions: z.number().int(),
  ...inBoth("prerequisite", z.string()),
  ...inBoth("prerequisite_note", nullableText),
  ...inBoth("certificate", z.string()),
  ...inBoth("outcomes", lines),
  image: z.string(),
  sort_order: z.number().int(),
});
export type CatalogueCourse = z.infer<typeof courseSchema>;

export const programSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  path: z.string(),
  ...inBoth("heading", z.string()),
  ...inBoth("intro", z.string()),
  ...inBoth("description", z.string()),
  sort_order: z.number().int(),
  courses: z.array(courseSchema),
});
export type CatalogueProgram = z.infer<typeof programSchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  ...inBoth("name", z.string()),
  url: z.string(),
  image: z.string(),
  alt: z.string(),
  sort_order: z.number().int(),
});
export type CataloguePartner = z.infer<typeof partnerSchema>;

/** The whole catalogue, every exam with its `active` flag: the draft, and what a publication stores. */
export const catalogueTreeSchema = z.object({
  regulators: z.array(regulatorSchema),
  programs: z.array(programSchema),
  partners: z.array(partnerSchema),
});
export type CatalogueTree = z.infer<typeof catalogueTreeSchema>;

/** A retired exam as the public catalogue still names it (for the candidates who chose it). */
const retiredExamSchema = z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string() });

/** `GET /api/catalogue`: the published version; `exams` are the bookable ones. */
export const publishedCatalogueSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  regulators: z.array(
    z.object({
      ...regulatorFields,
      specialties: z.array(
        z.object({
          ...specialtyFields,
          exams: z.array(examSchema),
          retired_exams: z.array(retiredExamSchema),
        }),
      ),
    }),
  ),
  programs: z.array(programSchema),
  partners: z.array(partnerSchema),
});
export type PublishedCatalogue = z.infer<typeof publishedCatalogueSchema>;

/** `GET /api/catalogue/draft`: the draft, the published version's number, and whether they differ. */
export const draftCatalogueSchema = catalogueTreeSchema.extend({
  published_version: z.number().int(),
  published_at: z.string(),
  unpublished_changes: z.boolean(),
  /** The newest change that "Undo last change" would undo, or null. */
  undoable: z.object({ id: z.number().int(), entity: z.string(), action: z.string() }).nullable(),
});
export type DraftCatalogue = z.infer<typeof draftCatalogueSchema>;

/** The entities of the catalogue, as `catalogue_revisions.entity` names them. */
export const CATALOGUE_ENTITIES = ["regulator", "specialty", "exam", "program", "course", "partner"] as const;
export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];

/** One row of `GET /api/catalogue/history`. */
export const revisionSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entity_id: z.number().int(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  undone_by: z.number().int().nullable(),
  created_at: z.string(),
  created_by_username: z.string(),
});
export type CatalogueRevision = z.infer<typeof revisionSchema>;

/** `GET /api/catalogue/history`: the newest changes and publications first. */
export const historySchema = z.object({
  revisions: z.array(revisionSchema),
  publications: z.array(
    z.object({ version: z.number().int(), published_at: z.string(), published_by_username: z.string() }),
  ),
});
export type CatalogueHistory = z.infer<typeof historySchema>;

/** The answer of every draft write: the changed row's id and the revision recorded. */
export const draftWriteSchema = successAnswer({
  message: z.string(),
  id: z.number().int(),
  revision: z.number().int(),
});

/** `POST /api/catalogue/publish`'s answer. */
export const publishAnswerSchema = successAnswer({
  message: z.string(),
  version: z.number().int(),
});

/** `POST /api/catalogue/undo`'s answer: the change undone. */
export const undoAnswerSchema = successAnswer({
  message: z.string(),
  undone: z.number().int(),
  revision: z.number().int(),
});

/** The public document from a published tree: retired exams leave the bookable list. */
export function publicCatalogue(
  tree: CatalogueTree,
  version: number,
  publishedAt: string,
): PublishedCatalogue {
  return {
    version,
    published_at: publishedAt,
    regulators: tree.regulators.map((regulator) => ({
      ...regulator,
      specialties: regulator.specialties.map((specialty) => ({
        ...specialty,
        exams: specialty.exams.filter((exam) => exam.active),
        retired_exams: specialty.exams
          .filter((exam) => !exam.active)
          .map(({ id, name_en, name_ar }) => ({ id, name_en, name_ar })),
      })),
    })),
    programs: tree.programs,
    partners: tree.partners,
  };
}

/**
 * The problem of an inquiry's exam choice ("SCFHS Exam", one per regulator, docs/product.md §3)
 * against a published tree: its regulator must be published with at least one bookable exam.
 */
export function inquiryExamIssue(
  tree: CatalogueTree,
  examName: string,
): { field: "exam_name"; message: string } | null {
  const code = examName.replace(/ Exam$/, "");
  const regulator = tree.regulators.find((r) => r.code === code);
  const bookable = regulator?.specialties.some((specialty) => specialty.exams.some((exam) => exam.active));
  return bookable ? null : { field: "exam_name", message: EXAM_CHOICE_TEXTS.inquiry };
}
