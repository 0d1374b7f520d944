/**
 * The catalogue's draft writes, publication, undo and history (docs/product.md §13 "The catalogue",
 * decision 0034). Every write is one transaction with its `catalogue_revisions` row (who, when,
 * which row, the row before and after as JSON); rows are hidden (`deleted_at`), never deleted.
 */
import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import {
  catalogueCourses,
  catalogueExams,
  cataloguePublications,
  catalogueRevisions,
  catalogueSpecialties,
} from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { CATALOGUE_TABLES, readDraftTree, readPublication } from "#server/domain/catalogue.ts";
import { badRequest, conflict, notFound } from "#server/errors.ts";
import type { CatalogueEntity, CatalogueHistory, DraftCatalogue } from "#shared/catalogue/catalogue.ts";

/** What the generic writes need of a catalogue table: its `id` and `deleted_at` columns. */
export type DraftRow = Record<string, unknown> & { id: number; deleted_at: string | null };

// The six tables share `id` and `deleted_at`; drizzle cannot type a query over "any of them", so
// the generic writes below go through this one loosely typed view of a table.
const tableOf = (entity: CatalogueEntity) =>
  CATALOGUE_TABLES[entity] as unknown as typeof catalogueSpecialties;

async function liveRow(tx: Db | Tx, entity: CatalogueEntity, id: number): Promise<DraftRow | undefined> {
  const table = tableOf(entity);
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)));
  return row as DraftRow | undefined;
}

/** The live row of `entity` or a 404 naming it. */
async function existing(tx: Db | Tx, entity: CatalogueEntity, id: number): Promise<DraftRow> {
  const row = await liveRow(tx, entity, id);
  if (!row) throw notFound(`No such ${entity} in the catalogue.`);
  return row;
}

async function recordRevision(
  tx: Tx,
  actor: Actor,
  entity: CatalogueEntity,
  entityId: number,
  action: "created" | "updated" | "deleted" | "undone",
  before: DraftRow | null,
  after: DraftRow | null,
): Promise<number> {
  const [revision] = await tx
    .insert(catalogueRevisions)
    .values({
      entity,
      entity_id: entityId,
      action,
      before,
      after,
      created_by_id: actor.id,
      created_by_username: actor.username,
    })
    .returning({ id: catalogueRevisions.id });
  return revision!.id;
}

/** The next `sort_order` among the live rows of `entity` under `parent` (column = id). */
async function nextOrder(tx: Tx, entity: CatalogueEntity, parentColumn: string, parentId: number) {
  const table = tableOf(entity);
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.sort_order}) + 1, 0)::int` })
    .from(table)
    .where(sql`${sql.identifier(parentColumn)} = ${parentId} and ${table.deleted_at} is null`);
  return row?.next ?? 0;
}

/** A written row's id and the revision that records it. */
export interface DraftWrite {
  id: number;
  revision: number;
}

/** Updates a live row of the draft with `values`, recording the row before and after. */
export async function updateRow(
  db: Db,
  actor: Actor,
  entity: CatalogueEntity,
  id: number,
  values: Record<string, unknown>,
  check?: (tx: Tx, before: DraftRow) => Promise<void>,
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    const before = await existing(tx, entity, id);
    await check?.(tx, before);
    const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const table = tableOf(entity);
    const [after] = await tx.update(table).set(defined).where(eq(table.id, id)).returning();
    return {
      id,
      revision: await recordRevision(tx, actor, entity, id, "updated", before, after as DraftRow),
    };
  });
}

/** Adds a row to the draft under its parent (`sort_order` last when not given), recording it. */
export async function createRow(
  db: Db,
  actor: Actor,
  entity: CatalogueEntity,
  parent: { column: string; id: number; entity: CatalogueEntity },
  values: Record<string, unknown> & { sort_order?: number | undefined },
  check?: (tx: Tx) => Promise<void>,
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    await existing(tx, parent.entity, parent.id).catch(() => {
      throw badRequest(`No such ${parent.entity} in the catalogue.`, parent.column);
    });
    await check?.(tx);
    const sortOrder = values.sort_order ?? (await nextOrder(tx, entity, parent.column, parent.id));
    const table = tableOf(entity);
    const [after] = await tx
      .insert(table)
      .values({ ...values, [parent.column]: parent.id, sort_order: sortOrder } as never)
      .returning();
    const row = after as DraftRow;
    return { id: row.id, revision: await recordRevision(tx, actor, entity, row.id, "created", null, row) };
  });
}

/** Hides a live row of the draft (soft delete), recording it; `check` may refuse first. */
export async function deleteRow(
  db: Db,
  actor: Actor,
  entity: CatalogueEntity,
  id: number,
  check?: (tx: Tx, before: DraftRow) => Promise<void>,
): Promise<DraftWrite> {
  return db.transaction(async (tx) => {
    const before = await existing(tx, entity, id);
    await check?.(tx, before);
    const table = tableOf(entity);
    const [after] = await tx
      .update(table)
      .set({ deleted_at: new Date().toISOString() })
      .where(eq(table.id, id))
      .returning();
    return {
      id,
      revision: await recordRevision(tx, actor, entity, id, "deleted", before, after as DraftRow),
    };
  });
}

/** 400 on `field` when another live exam of the same regulator has this English name. */
export async function assertExamNameFree(tx: Tx, specialtyId: number, name: string, exceptId?: number) {
  const sameRegulator = tx
    .select({ id: catalogueSpecialties.regulator_id })
    .from(catalogueSpecialties)
    .where(eq(catalogueSpecialties.id, specialtyId));
  const [clash] = await tx
    .select({ id: catalogueExams.id })
    .from(catalogueExams)
    .innerJoin(catalogueSpecialties, eq(catalogueSpecialties.id, catalogueExams.specialty_id))
    .where(
      and(
        sql`${catalogueSpecialties.regulator_id} = (${sameRegulator})`,
        isNull(catalogueExams.deleted_at),
        isNull(catalogueSpecialties.deleted_at),
        sql`lower(${catalogueExams.name_en}) = lower(${name})`,
        ne(catalogueExams.id, exceptId ?? 0),
      ),
    )
    .limit(1);
  if (clash) throw badRequest("This regulator already has an exam of this name.", "name_en");
}

/** 400 when another live specialty of the regulator has this English name. */
export async function assertSpecialtyNameFree(tx: Tx, regulatorId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: catalogueSpecialties.id })
    .from(catalogueSpecialties)
    .where(
      and(
        eq(catalogueSpecialties.regulator_id, regulatorId),
        isNull(catalogueSpecialties.deleted_at),
        sql`lower(${catalogueSpecialties.name_en}) = lower(${name})`,
        ne(catalogueSpecialties.id, exceptId ?? 0),
      ),
    );
  if (clash) throw badRequest("This regulator already has a specialty of this name.", "name_en");
}

/** 400 when another live course has this code. */
export async function assertCourseCodeFree(tx: Tx, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: catalogueCourses.id })
    .from(catalogueCourses)
    .where(
      and(
        isNull(catalogueCourses.deleted_at),
        eq(catalogueCourses.code, code),
        ne(catalogueCourses.id, exceptId ?? 0),
      ),
    );
  if (clash) throw badRequest("Another course has this code.", "code");
}

/** 409 unless the specialty has no exams (a specialty with exams keeps them: retire the exams). */
export async function assertSpecialtyEmpty(tx: Tx, specialtyId: number) {
  const [exam] = await tx
    .select({ id: catalogueExams.id })
    .from(catalogueExams)
    .where(and(eq(catalogueExams.specialty_id, specialtyId), isNull(catalogueExams.deleted_at)))
    .limit(1);
  if (exam) throw conflict("This specialty has exams: retire them instead of deleting it.");
}

/** The newest change not yet undone (an undo is not itself undone), or undefined. */
async function lastUndoable(db: Db | Tx) {
  const [row] = await db
    .select()
    .from(catalogueRevisions)
    .where(and(isNull(catalogueRevisions.undone_by), ne(catalogueRevisions.action, "undone")))
    .orderBy(desc(catalogueRevisions.id))
    .limit(1);
  return row;
}

/**
 * Undoes the newest change not yet undone: the row gets back its values before it (a created row
 * is hidden again), recorded as an `undone` revision that the undone one points to. 409 when there
 * is nothing to undo. The draft changes; the public catalogue follows at the next publication.
 */
export async function undoLastChange(db: Db, actor: Actor): Promise<{ undone: number; revision: number }> {
  return db.transaction(async (tx) => {
    // One undo at a time: two admins pressing Undo together undo two changes, not one twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_undo'))`);
    const last = await lastUndoable(tx);
    if (!last) throw conflict("There is no change to undo.");
    const entity = last.entity as CatalogueEntity;
    const table = tableOf(entity);
    const [current] = await tx.select().from(table).where(eq(table.id, last.entity_id));
    const { id: _, ...restored } = (last.before ?? {
      ...current,
      deleted_at: new Date().toISOString(),
    }) as DraftRow;
    const [after] = await tx
      .update(table)
      .set(restored as never)
      .where(eq(table.id, last.entity_id))
      .returning();
    const revision = await recordRevision(
      tx,
      actor,
      entity,
      last.entity_id,
      "undone",
      current as DraftRow,
      after as DraftRow,
    );
    await tx
      .update(catalogueRevisions)
      .set({ undone_by: revision })
      .where(eq(catalogueRevisions.id, last.id));
    return { undone: last.id, revision };
  });
}

/** Publishes the draft as the next version, in one transaction; returns the version. */
export async function publishDraft(db: Db, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    // Publications are numbered in the order they commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_publish'))`);
    const tree = await readDraftTree(tx);
    const [row] = await tx
      .insert(cataloguePublications)
      .values({ snapshot: tree, published_by_id: actor.id, published_by_username: actor.username })
      .returning({ version: cataloguePublications.version });
    return row!.version;
  });
}

/** The draft with the published version's number and whether they differ. */
export async function readDraft(db: Db): Promise<DraftCatalogue> {
  const [tree, publication, undoable] = await Promise.all([
    readDraftTree(db),
    readPublication(db),
    lastUndoable(db),
  ]);
  return {
    ...tree,
    published_version: publication.version,
    published_at: publication.publishedAt,
    unpublished_changes: !isDeepStrictEqual(tree, publication.tree),
    undoable: undoable ? { id: undoable.id, entity: undoable.entity, action: undoable.action } : null,
  };
}

/** The newest 200 changes and 50 publications. */
export async function readHistory(db: Db): Promise<CatalogueHistory> {
  const [revisions, publications] = await Promise.all([
    db.select().from(catalogueRevisions).orderBy(desc(catalogueRevisions.id)).limit(200),
    db
      .select({
        version: cataloguePublications.version,
        published_at: cataloguePublications.published_at,
        published_by_username: cataloguePublications.published_by_username,
      })
      .from(cataloguePublications)
      .orderBy(desc(cataloguePublications.version))
      .limit(50),
  ]);
  return {
    revisions: revisions.map(({ created_by_id: _, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
    })),
    publications: publications.map((p) => ({ ...p, published_at: p.published_at.toISOString() })),
  };
}
