/**
 * The catalogue as the server reads it (docs/product.md §13 "The catalogue", decision 0034): the
 * draft tree from the catalogue tables, the published version from `catalogue_publications`, and
 * one cache of the published version per process, which the wizard's and the inquiry form's checks
 * read. The cache asks the database for the newest version at most once per `recheckMs` (default
 * 15 s), so a publication on another replica is seen within that time; a publication in this
 * process refreshes it at once (`forget`).
 */
import { desc } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#server/db/client.ts";
import {
  catalogueCourses,
  catalogueExams,
  cataloguePartners,
  catalogueProgramsTable,
  cataloguePublications,
  catalogueRegulators,
  catalogueSpecialties,
} from "#server/db/schema.ts";
import type { CatalogueEntity, CatalogueTree } from "#shared/catalogue/catalogue.ts";

/** The table of each catalogue entity (the draft's reads here, the feature's generic writes). */
export const CATALOGUE_TABLES = {
  regulator: catalogueRegulators,
  specialty: catalogueSpecialties,
  exam: catalogueExams,
  program: catalogueProgramsTable,
  course: catalogueCourses,
  partner: cataloguePartners,
} as const satisfies Record<CatalogueEntity, PgTable>;

const live = <T extends { deleted_at: unknown }>(row: T) => row.deleted_at === null;
const withoutDeleted = <T extends { deleted_at: unknown }>({ deleted_at: _, ...row }: T) => row;
const byOrder = <T extends { sort_order: number; id: number }>(a: T, b: T) =>
  a.sort_order - b.sort_order || a.id - b.id;

/** The live rows (of one parent, when `belongs` says which) in page order. */
function liveInOrder<T extends { deleted_at: unknown; sort_order: number; id: number }>(
  rows: T[],
  belongs: (row: T) => boolean = () => true,
) {
  return rows.filter((row) => live(row) && belongs(row)).sort(byOrder);
}

/** The draft: every live row of the catalogue tables as one tree, in page order. */
export async function readDraftTree(db: Db | Tx): Promise<CatalogueTree> {
  const [regulators, specialties, exams, programs, courses, partners] = await Promise.all([
    db.select().from(catalogueRegulators),
    db.select().from(catalogueSpecialties),
    db.select().from(catalogueExams),
    db.select().from(catalogueProgramsTable),
    db.select().from(catalogueCourses),
    db.select().from(cataloguePartners),
  ]);
  return {
    regulators: liveInOrder(regulators).map((regulator) => ({
      ...withoutDeleted(regulator),
      specialties: liveInOrder(specialties, (s) => s.regulator_id === regulator.id).map((specialty) => ({
        ...withoutDeleted(specialty),
        exams: liveInOrder(exams, (e) => e.specialty_id === specialty.id).map(withoutDeleted),
      })),
    })),
    programs: liveInOrder(programs).map((program) => ({
      ...withoutDeleted(program),
      courses: liveInOrder(courses, (c) => c.program_id === program.id).map(withoutDeleted),
    })),
    partners: liveInOrder(partners).map(withoutDeleted),
  };
}

/** A published version: its number, when, by whom, and the tree. */
export interface Publication {
  version: number;
  publishedAt: string;
  publishedBy: string;
  tree: CatalogueTree;
}

/** The newest publication's version number (0 when none). */
export async function publishedVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: cataloguePublications.version })
    .from(cataloguePublications)
    .orderBy(desc(cataloguePublications.version))
    .limit(1);
  return row?.version ?? 0;
}

/** The newest publication (the import migration writes version 1, so there always is one). */
export async function readPublication(db: Db | Tx): Promise<Publication> {
  const [row] = await db
    .select()
    .from(cataloguePublications)
    .orderBy(desc(cataloguePublications.version))
    .limit(1);
  if (!row) throw new Error("no published catalogue: run the migrations");
  return {
    version: row.version,
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by_username,
    tree: row.snapshot as CatalogueTree,
  };
}

/** How often a process asks whether another one published (decision 0034: "within a minute"). */
export const CATALOGUE_RECHECK_MS = 15_000;

/** The published catalogue of this process, keyed by its version (see the module note). */
export class PublishedCatalogueCache {
  #current: Publication | null = null;
  #checkedAt = 0;
  #loading: Promise<Publication> | null = null;

  readonly #db: Db;
  readonly #now: () => number;
  readonly #recheckMs: number;

  constructor(db: Db, now: () => number = Date.now, recheckMs = CATALOGUE_RECHECK_MS) {
    this.#db = db;
    this.#now = now;
    this.#recheckMs = recheckMs;
  }

  /** The published version: from memory while fresh, else after one version read (and a load if it moved). */
  async get(): Promise<Publication> {
    if (this.#current && this.#now() - this.#checkedAt < this.#recheckMs) return this.#current;
    this.#loading ??= this.#refresh().finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  /** Drops the cached version: the next `get` reads the database (after a publication here). */
  forget(): void {
    this.#checkedAt = 0;
    this.#current = null;
  }

  /** A failed read keeps the version in memory, if any (asked again after `recheckMs`); else it throws. */
  async #refresh(): Promise<Publication> {
    const current = this.#current;
    const version = await publishedVersion(this.#db).catch((error: unknown) => {
      if (current) return current.version;
      throw error;
    });
    if (!this.#current || this.#current.version !== version) this.#current = await readPublication(this.#db);
    this.#checkedAt = this.#now();
    return this.#current;
  }
}
