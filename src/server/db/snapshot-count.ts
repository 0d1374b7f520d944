/**
 * Exact counts that are cheap to ask again: kept per database and data version (decision 0033),
 * reused while no transaction has written to the app's tables since (the candidate, stage and
 * invoice lists, the work queues, the calendar).
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { keepRecent, perDatabase } from "./per-database.ts";

/**
 * Tables whose writes leave the data version alone (decision 0033): written on many requests
 * (rate limits, revoked sessions, replayed answers, the audit trail) and read by no kept
 * aggregate. Every other table has the `data_version_bump` trigger (migration
 * `data_version_triggers`; `tests/api/data-version.test.ts` checks that every table has it or is here).
 * An aggregate kept by `countAsOfSnapshot` must not read a table of this list.
 */
export const DATA_VERSION_EXEMPT = [
  "data_version",
  "rate_limits",
  "revoked_tokens",
  "idempotent_responses",
  "audit_log",
] as const;

/**
 * What the statement sees of the data, as text: the data version (schema.ts `data_version`, raised
 * by every transaction that writes to an app table as it commits), or null inside a transaction
 * that has written (its own changes are not told apart by it). Two statements that read the same
 * version saw the same rows of every app table. Select it beside a page's rows to pass to
 * `countAsOfSnapshot`. (Before decision 0033 it was the MVCC snapshot, `pg_current_snapshot()`,
 * which any transaction of any database of the server moves: a busy neighbour on the server made
 * every kept count miss.)
 */
export const statementSnapshot = sql<
  string | null
>`case when pg_current_xact_id_if_assigned() is null then (select "version"::text from "data_version" where "id" = 1) end`;

/**
 * The data version the next statement sees (`statementSnapshot`), read once by a request that asks
 * several kept aggregates, to pass as their `seen`.
 */
export async function currentSnapshot(db: Db): Promise<string | null> {
  return (await db.select({ snapshot: statementSnapshot }).from(sql`(select 1) as one`))[0]?.snapshot ?? null;
}

type SnapshotCache = Map<string, { snapshot: string; value: unknown }>;

/**
 * Per database (several test databases may share one process, and their snapshots are unrelated):
 * counts computed per key, with the snapshot they were computed in; least recently used first.
 */
const cacheOf = perDatabase<SnapshotCache>(() => new Map());
const SNAPSHOT_CACHE_SIZE = 500;

/**
 * An aggregate (a count) that is exact yet cheap to ask again: `compute` runs the aggregate and
 * selects `statementSnapshot` in the same statement; its result is kept under `key` with that
 * MVCC snapshot. While no transaction has committed or aborted since (the snapshot is unchanged),
 * the same statement would see exactly the same rows, so the kept value is returned instead of
 * counting up to a million rows again. Any write anywhere in the database changes the snapshot and
 * the next call counts afresh. `seen`: the snapshot of a statement the caller just ran (e.g. the
 * page's rows); when absent, one tiny query reads the current snapshot.
 */
export async function countAsOfSnapshot<T>(
  db: Db,
  key: string,
  compute: (snapshot: typeof statementSnapshot) => Promise<{ snapshot: string | null; value: T }>,
  seen?: string | null,
): Promise<T> {
  return (await aggregateAsOfSnapshot(db, key, compute, seen)).value;
}

/**
 * `countAsOfSnapshot`, also giving the snapshot the value is exact for (null when it is not known:
 * inside a transaction that has written). A statement run next that sees the same snapshot sees
 * exactly the rows the value was computed on (the deep pages of `student-order.ts` rely on it).
 */
export async function aggregateAsOfSnapshot<T>(
  db: Db,
  key: string,
  compute: (snapshot: typeof statementSnapshot) => Promise<{ snapshot: string | null; value: T }>,
  seen?: string | null,
): Promise<{ value: T; snapshot: string | null }> {
  const cache = cacheOf(db);
  const cached = cache.get(key);
  if (cached) {
    const current = seen !== undefined ? seen : await currentSnapshot(db);
    if (current && current === cached.snapshot) {
      keepRecent(cache, key, cached, SNAPSHOT_CACHE_SIZE);
      return { value: cached.value as T, snapshot: current };
    }
  }
  const { snapshot, value } = await compute(statementSnapshot);
  if (snapshot) keepRecent(cache, key, { snapshot, value }, SNAPSHOT_CACHE_SIZE);
  else cache.delete(key);
  return { value, snapshot };
}
