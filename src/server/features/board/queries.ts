/**
 * The pipeline board's reads (docs/product.md §12 "Staff at speed", decision 0030): per state, the
 * live candidates' count and a page of cards, longest in the state first. Pages are keyset pages on
 * `(state_changed_at, id)` (never OFFSET), each an index range scan of `students_board_idx`, or of
 * `students_board_center_idx` for one test center, that stops at the page's end, so a deep page of
 * a million candidates costs what the first does. The whole board (counts and first pages) is
 * exact and kept per data version until the next write (`boardColumns`).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { countAsOfSnapshot, statementSnapshot } from "#server/db/snapshot-count.ts";
import {
  BOARD_PAGE_SIZE,
  type BoardCard,
  type BoardColumn,
  type BoardFilter,
} from "#shared/candidates/board.ts";
import { STUDENT_STATES, type StudentState } from "#shared/candidates/pipeline.ts";

/** The filters with the center already scoped to the caller (null: every center). */
export interface BoardScope {
  testCenterId: number | null;
  exam: BoardFilter["exam"];
  month: BoardFilter["month"];
}

/** Where a page of a column starts: after this card (`micros` since 1970, as text, and id). */
export interface BoardCursor {
  micros: string;
  id: number;
}

/** Rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** `and …` for each filter set, on the students alias `s`. */
function filters(scope: BoardScope): SQL {
  const parts: SQL[] = [];
  if (scope.testCenterId !== null) parts.push(sql` and s.test_center_id = ${scope.testCenterId}`);
  if (scope.exam) parts.push(sql` and s.exam_category = ${scope.exam}`);
  if (scope.month) parts.push(sql` and s.trial_month = ${scope.month}`);
  return sql.join(parts, sql``);
}

/**
 * The first page of cards of `state` (an SQL expression) for the whole board, built by the
 * database as one JSON array (decoding hundreds of rows in JavaScript costs more than the query on
 * PGlite; bench/README.md "Sittings"; the board is kept per data version, so this is paid after a
 * write only), with the cursor of the next page (null when none): columns `cards`, `next_cursor`.
 * The same cards as `boardPage` builds in the server (`cardOf`).
 */
function pageJson(state: SQL, scope: BoardScope, limit: number): SQL {
  return sql`select coalesce(json_agg(json_build_object(
        'id', q.id, 'reference', q.reference, 'full_name', q.full_name,
        'exam_category', q.exam_category, 'exam_name', q.exam_name, 'Trail_month', q.trial_month,
        'test_center_id', q.test_center_id, 'test_center', q.test_center,
        'state_since', to_char(q.state_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) order by q.rn) filter (where q.rn <= ${limit}), '[]'::json) as cards,
      case when bool_or(q.rn > ${limit})
        then max(case when q.rn = ${limit} then q.since_micros::text || '.' || q.id end) end as next_cursor
    from (
      select s.id, s.reference, s.full_name, s.exam_category, s.exam_name, s.trial_month,
        s.test_center_id, c.name as test_center, s.state_changed_at,
        (extract(epoch from s.state_changed_at) * 1000000)::bigint as since_micros,
        row_number() over (order by s.state_changed_at, s.id) as rn
      from students s left join test_centers c on c.id = s.test_center_id
      where s.state = ${state} and s.deleted_at is null${filters(scope)}
      order by s.state_changed_at, s.id
      limit ${limit + 1}
    ) q`;
}

interface PageRow {
  cards: BoardCard[] | string;
  next_cursor: string | null;
}

/** A page row as the drivers give it (json as a value, or as text). */
const pageOf = (row: PageRow | undefined) => ({
  cards: row ? (typeof row.cards === "string" ? (JSON.parse(row.cards) as BoardCard[]) : row.cards) : [],
  nextCursor: row?.next_cursor ?? null,
});

/** A card as the column route selects it: plain columns, the card built in the server (`cardOf`). */
interface CardRow {
  id: number;
  reference: string;
  full_name: string;
  exam_category: string;
  exam_name: string;
  trial_month: string;
  test_center_id: number | null;
  test_center: string | null;
  /** `state_changed_at` in microseconds since 1970, as text (exact; the cursor's first half). */
  since_micros: string;
}

/**
 * The card of a row, as `pageJson` builds it in the database: `state_since` is the instant to the
 * millisecond (`to_char`'s `MS` truncates the microseconds, as the floor here does), ISO in UTC.
 */
const cardOf = (row: CardRow): BoardCard => ({
  id: row.id,
  reference: row.reference,
  full_name: row.full_name,
  exam_category: row.exam_category,
  exam_name: row.exam_name,
  Trail_month: row.trial_month,
  test_center_id: row.test_center_id,
  test_center: row.test_center,
  state_since: new Date(Math.floor(Number(row.since_micros) / 1000)).toISOString(),
});

/**
 * `limit` cards of `state` after `cursor` (from the first without one), longest in the state
 * first, and the cursor of the next page (null when this page is the last). Unlike the whole
 * board (kept per data version), every page is read afresh: its statement selects plain columns
 * and the cards are built here, since building them as JSON in the database (`to_char`, ~10 µs a
 * card) and planning the window and aggregate around the walk cost the database three times the
 * walk itself (bench/README.md "The board's column pages in the server").
 */
export async function boardPage(
  db: Db,
  state: StudentState,
  scope: BoardScope,
  limit: number,
  cursor?: BoardCursor,
): Promise<{ cards: BoardCard[]; nextCursor: string | null }> {
  const after = cursor
    ? sql` and (s.state_changed_at, s.id) > (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::int)`
    : sql``;
  const rows = await rowsOf<CardRow>(
    db,
    sql`select s.id, s.reference, s.full_name, s.exam_category, s.exam_name, s.trial_month,
        s.test_center_id, c.name as test_center,
        (extract(epoch from s.state_changed_at) * 1000000)::bigint::text as since_micros
      from students s left join test_centers c on c.id = s.test_center_id
      where s.state = ${state}::student_state and s.deleted_at is null${filters(scope)}${after}
      order by s.state_changed_at, s.id
      limit ${limit + 1}`,
  );
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    cards: rows.slice(0, limit).map(cardOf),
    nextCursor: last ? `${last.since_micros}.${last.id}` : null,
  };
}

/** The states in pipeline order, as an SQL list. */
const states = sql.join(
  STUDENT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * Every column of the board in pipeline order: its count of live candidates under the filters and
 * its first `limit` cards. One statement: the first page of each state (a lateral index walk per
 * state) and the counts (one `group by state`) in the same snapshot, with the data version it saw
 * (decision 0033). A board of the page size the web asks ({@link BOARD_PAGE_SIZE}) is kept per data
 * version and filters (`countAsOfSnapshot`, as the work queues, decision 0027 "At a million"):
 * until the next write, which raises the version, a repeat costs one tiny statement; after it, the
 * next call reads afresh, so a move shows at once (decision 0030 "At a million").
 */
export async function boardColumns(db: Db, scope: BoardScope, limit: number): Promise<BoardColumn[]> {
  const read = async (snapshot: typeof statementSnapshot) => {
    const rows = await rowsOf<
      PageRow & { column_state: StudentState; count: number; snapshot: string | null }
    >(
      db,
      sql`with counts as (
          select s.state, count(*)::int as count from students s
          where s.deleted_at is null${filters(scope)} group by s.state
        )
        select st.state as column_state, coalesce(n.count, 0) as count, p.cards, p.next_cursor,
          ${snapshot} as snapshot
        from unnest(array[${states}]::student_state[]) with ordinality as st(state, position)
        cross join lateral (${pageJson(sql`st.state`, scope, limit)}) p
        left join counts n on n.state = st.state
        order by st.position`,
    );
    return {
      snapshot: rows[0]?.snapshot ?? null,
      value: STUDENT_STATES.map((state) => {
        const row = rows.find((r) => r.column_state === state);
        return { state, count: Number(row?.count ?? 0), ...pageOf(row) };
      }),
    };
  };
  // Other page sizes (an API caller's) are read each time: the kept boards stay one size, ~400 cards.
  if (limit !== BOARD_PAGE_SIZE) return (await read(statementSnapshot)).value;
  const key = `board:${scope.testCenterId ?? "all"}:${scope.exam ?? "all"}:${scope.month ?? "all"}`;
  return countAsOfSnapshot(db, key, read);
}
