/**
 * The work queues, stage trends and dashboard charts (docs/product.md §12 "Work queues", decision
 * 0027): aggregates only, each served by an index (schema.ts names the queue or chart each index
 * is for), kept per data version with the clock applied in memory (decision 0027 "At a million"),
 * so they stay fast at a million candidates. A center's view (`centerId`) limits every candidate
 * and sitting to that center.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { workQueueSettings } from "#server/db/schema.ts";
import { countAsOfSnapshot } from "#server/db/snapshot-count.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { canOpen, type PageKey } from "#shared/access/policy.ts";
import type { Role } from "#shared/access/roles.ts";
import { PIPELINE, STUDENT_STATES, type StudentState } from "#shared/candidates/pipeline.ts";
import {
  CHART_MONTHS,
  CHART_SITTINGS,
  CHART_WEEKS,
  type DashboardCharts,
  DEFAULT_WORK_QUEUE_SETTINGS,
  type StageTrend,
  WORK_QUEUE_IDS,
  WORK_QUEUES,
  type WorkQueue,
  type WorkQueueId,
  type WorkQueueSettings,
  type WorkQueueSettingsResponse,
} from "#shared/dashboard/work-queues.ts";
import { SITTING_UTC_OFFSET_MINUTES, sittingStart } from "#shared/sittings/sittings.ts";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The centers' wall clock (`SITTING_TIME_ZONE`, no daylight saving) as an SQL interval. */
const LOCAL_OFFSET = sql.raw(`interval '${SITTING_UTC_OFFSET_MINUTES} minutes'`);

/** Rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** `and test_center_id = …` on `column` in a center's view; nothing otherwise. */
const inCenter = (column: SQL, centerId: number | null) =>
  centerId === null ? sql`` : sql` and ${column} = ${centerId}`;

/** ` join students s` on `studentId` limited to the center in a center's view; nothing otherwise. */
const centerJoin = (studentId: SQL, centerId: number | null) =>
  centerId === null ? sql`` : sql` join students s on s.id = ${studentId} and s.test_center_id = ${centerId}`;

/** An epoch-milliseconds column (or null) as ISO. */
const iso = (ms: number | string | null | undefined) =>
  ms == null ? null : new Date(Number(ms)).toISOString();

/** The centers' calendar date (YYYY-MM-DD) of the instant `ms`. */
function localDate(ms: number): string {
  return new Date(ms + SITTING_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- settings

/** The thresholds in force: the saved row, else the defaults. */
export async function readWorkQueueSettings(db: Db): Promise<WorkQueueSettingsResponse> {
  const [row] = await db.select().from(workQueueSettings).limit(1);
  if (!row) return { success: true, settings: DEFAULT_WORK_QUEUE_SETTINGS, updatedAt: null, updatedBy: null };
  return {
    success: true,
    settings: {
      unconfirmedDays: row.unconfirmedDays,
      unpaidDays: row.unpaidDays,
      unseatedDays: row.unseatedDays,
      sittingDaysAhead: row.sittingDaysAhead,
      inquiryDays: row.inquiryDays,
    },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByUsername,
  };
}

/** Saves the thresholds (one row, upserted) with a `work_queue_settings.updated` audit row (old → new) in one transaction. */
export async function saveWorkQueueSettings(
  db: Db,
  input: WorkQueueSettings,
  actor: Actor,
  now: Date,
): Promise<WorkQueueSettingsResponse> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(workQueueSettings).limit(1).for("update");
    const previous: WorkQueueSettings = before ?? DEFAULT_WORK_QUEUE_SETTINGS;
    const values = { ...input, updatedAt: now, updatedById: actor.id, updatedByUsername: actor.username };
    await tx
      .insert(workQueueSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: workQueueSettings.id, set: values });
    const changes = Object.fromEntries(
      (Object.keys(input) as (keyof WorkQueueSettings)[])
        .filter((key) => previous[key] !== input[key])
        .map((key) => [key, { from: previous[key], to: input[key] }]),
    );
    await recordAudit(tx, actor, "work_queue_settings.updated", 1, { changes });
    return {
      success: true as const,
      settings: input,
      updatedAt: now.toISOString(),
      updatedBy: actor.username,
    };
  });
}

// ---------------------------------------------------------------- queues

interface Oldest {
  count: number;
  oldestAt: string | null;
  itemId: number | null;
}

/**
 * A queue's items as kept until the next write (decision 0027 "At a million"): the instants of
 * every item (epoch ms, ascending by instant then id) and the first item's id. The instants do not
 * depend on the clock, so one list answers every `now` exactly: the items at or before a cutoff are
 * a prefix of it.
 */
interface Instants {
  at: Float64Array;
  firstId: number | null;
}

/** Epoch milliseconds (with the microseconds as a fraction) of a timestamptz expression. */
const msOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Epoch-ms instants sent as one comma-separated text (one row, whatever the count). */
function parseInstants(text: string | null): Float64Array {
  if (!text) return new Float64Array(0);
  return Float64Array.from(text.split(","), Number);
}

/**
 * The instants of `items` (a `select <id> as id, <at> as at …`: every item, no cutoff), kept per
 * data version (`countAsOfSnapshot`, decision 0033) under `key`; `seen`: the request's data version.
 */
function keptInstants(db: Db, key: string, items: SQL, seen: string | null | undefined) {
  return countAsOfSnapshot(
    db,
    `work-queues:${key}`,
    async (snapshot) => {
      const [row] = await rowsOf<{ snapshot: string | null; ats: string | null; first_id: number | null }>(
        db,
        sql`with q as (${items})
          select ${snapshot} as snapshot,
            (select string_agg((${msOf(sql`at`)})::text, ',' order by at, id) from q) as ats,
            (select id from q order by at, id limit 1) as first_id`,
      );
      const value: Instants = {
        at: parseInstants(row?.ats ?? null),
        firstId: row?.first_id == null ? null : Number(row.first_id),
      };
      return { snapshot: row?.snapshot ?? null, value };
    },
    seen,
  );
}

/** How many of the ascending `at` are at or before `ms` (binary search). */
function countAtOrBefore(at: Float64Array, ms: number): number {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((at[middle] as number) <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Count and oldest of the kept items at or before `cutoff` (null: every item). */
function oldestOf(items: Instants, cutoff: Date | null): Oldest {
  const count = cutoff === null ? items.at.length : countAtOrBefore(items.at, cutoff.getTime());
  if (count === 0 || items.firstId === null) return { count, oldestAt: null, itemId: null };
  return { count, oldestAt: iso(items.at[0]), itemId: items.firstId };
}

type Seen = string | null | undefined;
const scopeKey = (centerId: number | null) => (centerId === null ? "all" : String(centerId));

/** The queues counted from their items' instants (every queue but `sittings_soon`). */
type ItemQueueId = Exclude<WorkQueueId, "sittings_soon">;

/**
 * Each such queue's items in a center (null: every center) as `select <id> as id, <at> as at …`,
 * the instant the item waits since; the item is the candidate where the queue's rows are theirs.
 */
const QUEUE_ITEMS: Record<ItemQueueId, (centerId: number | null) => SQL> = {
  // Registrations still Not_Confirmed (index `students_state_idx`).
  unconfirmed: (centerId) => sql`select s.id as id, s.registration_date as at from students s
    where s.state = 'Not_Confirmed' and s.deleted_at is null${inCenter(sql`s.test_center_id`, centerId)}`,
  // Live invoices not confirmed as paid (index `invoices_unpaid_idx`); the item is the candidate.
  unpaid_invoices: (centerId) => sql`select s.id as id, i.created_at as at
    from invoices i join students s on s.id = i.student_id
    where i.confirmed = false and i.deleted_at is null
      and s.deleted_at is null${inCenter(sql`s.test_center_id`, centerId)}`,
  // Paid candidates (Invoice_Confirmed) with no live seat and no exam date typed by hand, waiting
  // since their invoice was confirmed (else since they registered).
  unseated: (centerId) => sql`select u.id as id, u.at as at from (
      select s.id, coalesce(
        (select max(i.confirmed_at) from invoices i where i.student_id = s.id and i.confirmed and i.deleted_at is null),
        s.registration_date) as at
      from students s
      where s.state = 'Invoice_Confirmed' and s.deleted_at is null and s.exam_date is null${inCenter(sql`s.test_center_id`, centerId)}
        and not exists (select 1 from seat_bookings b where b.student_id = s.id and b.released_at is null)
    ) u`,
  // Inquiries still `new` (index `inquiries_new_idx`).
  new_inquiries: () =>
    sql`select id, created_at as at from inquiries where status = 'new' and deleted_at is null`,
  // Open pairs of possible duplicates (decision 0031; index `duplicate_pairs_open_idx`): the trigger
  // removes a deleted or merged candidate's open pairs, so every open pair is of two live ones.
  possible_duplicates: () =>
    sql`select student_id as id, detected_at as at from duplicate_pairs where dismissed_at is null`,
  // Candidates' e-mails the worker gave up on (index `email_outbox_failed_idx`).
  failed_emails: () => sql`select id, created_at as at from email_outbox where status = 'failed'`,
};

/** The cache key of each such queue (kept as before: the kept counts of a running process stay valid). */
const QUEUE_KEYS: Record<ItemQueueId, string> = {
  unconfirmed: "unconfirmed",
  unpaid_invoices: "unpaid",
  unseated: "unseated",
  new_inquiries: "inquiries",
  possible_duplicates: "duplicates",
  failed_emails: "failed-emails",
};

/** Count and oldest of a queue's items waiting since `cutoff` or before (null: every item). */
async function oldestItems(
  db: Db,
  id: ItemQueueId,
  centerId: number | null,
  cutoff: Date | null,
  seen: Seen,
) {
  const scoped = id === "unconfirmed" || id === "unpaid_invoices" || id === "unseated";
  const key = scoped ? `${QUEUE_KEYS[id]}:${scopeKey(centerId)}` : QUEUE_KEYS[id];
  return oldestOf(await keptInstants(db, key, QUEUE_ITEMS[id](centerId), seen), cutoff);
}

/**
 * Published sittings from today to `daysAhead` days on (the centers' calendar) with a free seat or
 * candidates waiting (status `waiting`) on their center's list for their month; soonest first.
 */
async function sittingsSoon(db: Db, nowMs: number, daysAhead: number, centerId: number | null, seen: Seen) {
  const today = localDate(nowMs);
  // Reads only the centers' date of `now`: kept per data version, date, days ahead and center.
  return countAsOfSnapshot(
    db,
    `work-queues:sittings:${today}:${daysAhead}:${scopeKey(centerId)}`,
    async (snapshot) => {
      const rows = await rowsOf<{
        id: number | null;
        date: string | null;
        start_time: string | null;
        total: number | null;
        snapshot: string | null;
      }>(
        db,
        sql`select ${snapshot} as snapshot, f.* from (select 1) one left join lateral (
            select s.id, to_char(s.date, 'YYYY-MM-DD') as date, s.start_time, count(*) over ()::int as total from sittings s
            where s.status = 'published' and s.date >= ${today}::date and s.date <= ${addDays(today, daysAhead)}::date${inCenter(sql`s.test_center_id`, centerId)}
              and (s.booked < s.seats or exists (select 1 from waiting_list w
                where w.test_center_id = s.test_center_id and w.month = to_char(s.date, 'YYYY-MM') and w.status = 'waiting'))
            order by s.date, s.start_time, s.id limit 1
          ) f on true`,
      );
      const [first] = rows;
      const value = {
        count: Number(first?.total ?? 0),
        first:
          first?.id != null && first.date !== null && first.start_time !== null
            ? { id: Number(first.id), at: sittingStart(first.date, first.start_time).toISOString() }
            : null,
      };
      return { snapshot: first?.snapshot ?? null, value };
    },
    seen,
  );
}

/** The first of `pages` the role may open, if any. */
const pageFor = (pages: readonly PageKey[], role: Role) => pages.find((page) => canOpen(page, role));

/** The list page of a queue on `page`, in a center's view where the page takes one. */
function listHref(id: WorkQueueId, page: PageKey, centerId: number | null): string {
  const center = centerId === null ? "" : `center=${centerId}`;
  switch (id) {
    case "unconfirmed":
      return PIPELINE.Not_Confirmed.pagePaths[0];
    case "unpaid_invoices":
      return PIPELINE.Invoice.pagePaths[0];
    case "unseated":
      return page === "/sittings"
        ? `/sittings${center ? `?${center}` : ""}`
        : PIPELINE.Invoice_Confirmed.pagePaths[0];
    case "sittings_soon":
      return `/sittings${center ? `?${center}` : ""}`;
    case "new_inquiries":
      return "/inquiries?status=new";
    case "failed_emails":
      return "/email?tab=outbox&status=failed";
    case "possible_duplicates":
      return "/duplicates";
  }
}

/**
 * The queues `role` may act on (docs/product.md §6: a queue whose pages the role may not open is
 * left out), with their count, oldest age and the pages of their action. A center's view keeps the
 * queues that belong to centers.
 */
export async function workQueues(
  db: Db,
  role: Role,
  centerId: number | null,
  nowMs: number,
  settings: WorkQueueSettings,
  seen?: string | null,
): Promise<WorkQueue[]> {
  const before = (days: number) => new Date(nowMs - days * DAY_MS);
  const studentItem = (id: number | null) =>
    id !== null && canOpen("/students/:id", role) ? `/students/${id}` : null;
  // Independent reads: in parallel (PostgreSQL answers them on several connections).
  const queues = await Promise.all(
    WORK_QUEUE_IDS.map(async (id): Promise<WorkQueue | null> => {
      const definition = WORK_QUEUES[id];
      const page = pageFor(definition.pages, role);
      if (!page || (centerId !== null && !definition.perCenter)) return null;
      const thresholdDays = definition.threshold ? settings[definition.threshold] : null;
      const base = { id, thresholdDays, href: listHref(id, page, centerId), nextAt: null };
      if (id === "sittings_soon") {
        const soon = await sittingsSoon(db, nowMs, settings.sittingDaysAhead, centerId, seen);
        return {
          ...base,
          count: soon.count,
          oldestAt: null,
          nextAt: soon.first?.at ?? null,
          itemHref: soon.first ? `/sittings/${soon.first.id}` : null,
        };
      }
      const found = await oldestItems(
        db,
        id,
        centerId,
        thresholdDays === null ? null : before(thresholdDays),
        seen,
      );
      const candidateItem = id === "unconfirmed" || id === "unpaid_invoices" || id === "unseated";
      return {
        ...base,
        count: found.count,
        oldestAt: found.oldestAt,
        itemHref: candidateItem ? studentItem(found.itemId) : null,
      };
    }),
  );
  return queues.filter((queue): queue is WorkQueue => queue !== null);
}

// ---------------------------------------------------------------- stages and charts

/** Live candidates per state (of a center), kept until the next write (`countAsOfSnapshot`). */
function countsByState(db: Db, centerId: number | null, seen?: Seen): Promise<Map<StudentState, number>> {
  return countAsOfSnapshot(
    db,
    `work-queues:states:${centerId ?? "all"}`,
    async (snapshot) => {
      const rows = await rowsOf<{ state: StudentState; count: number; snapshot: string | null }>(
        db,
        sql`select state, count(*)::int as count, ${snapshot} as snapshot from students
        where deleted_at is null${inCenter(sql`test_center_id`, centerId)} group by state`,
      );
      const value = new Map(rows.map((row) => [row.state, Number(row.count)] as const));
      return { snapshot: rows[0]?.snapshot ?? null, value };
    },
    seen,
  );
}

/** How many of the ascending `at` are in [`from`, `to`). */
function countBetween(at: Float64Array, from: number, to: number): number {
  return Math.max(0, countBefore(at, to) - countBefore(at, from));
}

/** How many of the ascending `at` are before `ms`. */
function countBefore(at: Float64Array, ms: number): number {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((at[middle] as number) < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Per state: live candidates in it now, and the moves into it (registrations into Not_Confirmed)
 * in the 7 days before `nowMs` and the 7 before those (index `student_events_moves_idx`). The moves
 * since the UTC day of two weeks ago are kept per data version and that day, each state's instants
 * ascending, and counted for the exact `nowMs`.
 */
export async function stageTrends(
  db: Db,
  centerId: number | null,
  nowMs: number,
  seen?: Seen,
): Promise<StageTrend[]> {
  const counts = await countsByState(db, centerId, seen);
  const from = nowMs - 2 * WEEK_MS;
  const fromDay = new Date(Math.floor(from / DAY_MS) * DAY_MS).toISOString();
  const join = centerJoin(sql`e.student_id`, centerId);
  const moves = await countAsOfSnapshot(
    db,
    `work-queues:moves:${fromDay}:${scopeKey(centerId)}`,
    async (snapshot) => {
      const [row] = await rowsOf<{ snapshot: string | null; states: Record<string, string> | string | null }>(
        db,
        sql`select ${snapshot} as snapshot, (select json_object_agg(state, ats) from (
            select e.to_state as state, string_agg((${msOf(sql`e.created_at`)})::text, ',' order by e.created_at) as ats
            from student_events e${join}
            where e.to_state is not null and e.created_at >= ${fromDay}::timestamptz
            group by e.to_state) g) as states`,
      );
      const raw = typeof row?.states === "string" ? JSON.parse(row.states) : (row?.states ?? {});
      const value = new Map(
        Object.entries(raw as Record<string, string>).map(
          ([state, ats]) => [state, parseInstants(ats)] as const,
        ),
      );
      return { snapshot: row?.snapshot ?? null, value };
    },
    seen,
  );
  const weekAgo = nowMs - WEEK_MS;
  return STUDENT_STATES.map((state) => {
    const at = moves.get(state) ?? new Float64Array(0);
    return {
      state,
      count: counts.get(state) ?? 0,
      thisWeek: countBetween(at, weekAgo, nowMs),
      lastWeek: countBetween(at, from, weekAgo),
    };
  });
}

/** The Sunday (YYYY-MM-DD) that starts the centers' week holding the instant `ms`. */
export function weekStart(ms: number): string {
  const date = localDate(ms);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -weekday);
}

/** The first day (YYYY-MM) of the month `back` months before the centers' month of `ms`. */
function monthBefore(ms: number, back: number): string {
  const [year, month] = localDate(ms).split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** A numeric(12, 2) amount as text (always two decimals) in cents. */
const centsOf = (amount: string) => BigInt(amount.replace(".", ""));

/** Cents as PostgreSQL writes a sum of numeric(12, 2): `-12.30`. */
function amountText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/**
 * Confirmed revenue per centers' month and currency, the last `CHART_MONTHS` months up to `nowMs`
 * (index `invoices_confirmed_at_idx`). The months before the current one do not depend on the
 * instant: their sums are kept per data version and first month; the current month's invoices
 * (instant, currency, amount) are kept likewise and summed up to the exact `nowMs`.
 */
async function revenue(
  db: Db,
  centerId: number | null,
  nowMs: number,
  seen: Seen,
): Promise<NonNullable<DashboardCharts["revenuePerMonth"]>> {
  const first = monthBefore(nowMs, CHART_MONTHS - 1);
  const current = monthBefore(nowMs, 0);
  const instantOf = (month: string) =>
    new Date(Date.parse(`${month}-01T00:00:00Z`) - SITTING_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const join = centerJoin(sql`i.student_id`, centerId);
  const kept = await countAsOfSnapshot(
    db,
    `work-queues:revenue:${first}:${scopeKey(centerId)}`,
    async (snapshot) => {
      const [row] = await rowsOf<{
        snapshot: string | null;
        months: { month: string; currency: string; amount: string }[] | string | null;
        recent: [number, string, string][] | string | null;
      }>(
        db,
        sql`select ${snapshot} as snapshot,
          (select json_agg(json_build_object('month', month, 'currency', currency, 'amount', amount) order by month, currency) from (
            select to_char((i.confirmed_at at time zone 'UTC') + ${LOCAL_OFFSET}, 'YYYY-MM') as month, i.currency,
              sum(i.amount)::text as amount
            from invoices i${join}
            where i.confirmed = true and i.deleted_at is null and i.confirmed_at >= ${instantOf(first)}::timestamptz
              and i.confirmed_at < ${instantOf(current)}::timestamptz
            group by 1, 2) m) as months,
          (select json_agg(json_build_array(${msOf(sql`i.confirmed_at`)}, i.currency, i.amount::text) order by i.confirmed_at)
            from invoices i${join}
            where i.confirmed = true and i.deleted_at is null and i.confirmed_at >= ${instantOf(current)}::timestamptz) as recent`,
      );
      const parse = <T>(value: T | string | null | undefined): T | null =>
        typeof value === "string" ? (JSON.parse(value) as T) : (value ?? null);
      // The current month's invoices per currency: instants ascending and running sums in cents.
      const byCurrency = new Map<string, { at: number[]; sums: bigint[] }>();
      for (const [at, currency, amount] of parse(row?.recent) ?? []) {
        let list = byCurrency.get(currency);
        if (!list) {
          list = { at: [], sums: [0n] };
          byCurrency.set(currency, list);
        }
        list.at.push(at);
        list.sums.push((list.sums.at(-1) as bigint) + centsOf(amount));
      }
      return {
        snapshot: row?.snapshot ?? null,
        value: {
          months: parse(row?.months) ?? [],
          recent: [...byCurrency.keys()].sort().map((currency) => {
            const list = byCurrency.get(currency) as { at: number[]; sums: bigint[] };
            return { currency, at: Float64Array.from(list.at), sums: list.sums };
          }),
        },
      };
    },
    seen,
  );
  const currentMonth = kept.recent.flatMap(({ currency, at, sums }) => {
    const before = countBefore(at, nowMs);
    return before === 0 ? [] : [{ month: current, currency, amount: amountText(sums[before] as bigint) }];
  });
  return [
    ...kept.months.map((row) => ({ month: row.month, currency: row.currency, amount: String(row.amount) })),
    ...currentMonth,
  ];
}

/**
 * The dashboard's charts (docs/product.md §12 "Work queues"): registrations per week, the funnel,
 * confirmed revenue per month (`withRevenue`: the roles that read invoices), candidates per
 * regulator and per center (every center's view), the center's next sittings' fill (a center's view).
 */
export async function dashboardCharts(
  db: Db,
  centerId: number | null,
  nowMs: number,
  withRevenue: boolean,
  seen?: Seen,
): Promise<Omit<DashboardCharts, "success">> {
  const firstWeek = addDays(weekStart(nowMs), -7 * (CHART_WEEKS - 1));
  // The first week's Sunday at 00:00 in the centers' time, as an instant.
  const since = new Date(Date.parse(`${firstWeek}T00:00:00Z`) - SITTING_UTC_OFFSET_MINUTES * 60_000);
  // The registrations since the first week, kept per data version, first week and center; counted
  // per week up to the exact `nowMs` (the weeks are instants: the centers' clock has no daylight saving).
  const registrations = await keptInstants(
    db,
    `weeks:${firstWeek}:${scopeKey(centerId)}`,
    sql`select id, registration_date as at from students where deleted_at is null and registration_date >= ${since.toISOString()}::timestamptz${inCenter(sql`test_center_id`, centerId)}`,
    seen,
  );
  const upTo = countAtOrBefore(registrations.at, nowMs);
  const weekStartMs = (i: number) => since.getTime() + i * WEEK_MS;
  const registrationsPerWeek = Array.from({ length: CHART_WEEKS }, (_, i) => ({
    week: addDays(firstWeek, 7 * i),
    count: Math.max(
      0,
      Math.min(upTo, countBefore(registrations.at, weekStartMs(i + 1))) -
        Math.min(upTo, countBefore(registrations.at, weekStartMs(i))),
    ),
  }));

  const counts = await countsByState(db, centerId, seen);
  let reached = 0;
  const funnel = [...STUDENT_STATES]
    .reverse()
    .map((state) => {
      reached += counts.get(state) ?? 0;
      return { state, reached };
    })
    .reverse();

  let revenuePerMonth: DashboardCharts["revenuePerMonth"] = null;
  if (withRevenue) revenuePerMonth = await revenue(db, centerId, nowMs, seen);

  const perRegulator = await countAsOfSnapshot(
    db,
    `work-queues:regulators:${centerId ?? "all"}`,
    async (snapshot) => {
      const rows = await rowsOf<{ category: string; count: number; snapshot: string | null }>(
        db,
        sql`select exam_category as category, count(*)::int as count, ${snapshot} as snapshot from students
          where deleted_at is null${inCenter(sql`test_center_id`, centerId)} group by 1 order by 2 desc, 1`,
      );
      return {
        snapshot: rows[0]?.snapshot ?? null,
        value: rows.map((row) => ({ category: row.category, count: Number(row.count) })),
      };
    },
    seen,
  );

  const perCenter =
    centerId !== null
      ? null
      : await countAsOfSnapshot(
          db,
          "work-queues:centers",
          async (snapshot) => {
            const rows = await rowsOf<{
              id: number | null;
              name: string | null;
              count: number;
              snapshot: string | null;
            }>(
              db,
              sql`select c.test_center_id as id, t.name, c.count, ${snapshot} as snapshot from (
                select test_center_id, count(*)::int as count from students where deleted_at is null group by 1
              ) c left join test_centers t on t.id = c.test_center_id order by c.count desc, t.name`,
            );
            return {
              snapshot: rows[0]?.snapshot ?? null,
              value: rows.map((row) => ({
                testCenterId: row.id === null ? null : Number(row.id),
                name: row.name ?? "No test center",
                count: Number(row.count),
              })),
            };
          },
          seen,
        );

  // Reads only the centers' date of `now`: kept per data version, date and center.
  const today = localDate(nowMs);
  const sittingFill =
    centerId === null
      ? null
      : await countAsOfSnapshot(
          db,
          `work-queues:fill:${today}:${centerId}`,
          async (snapshot) => {
            const rows = await rowsOf<{
              id: number | null;
              date: string | null;
              start_time: string | null;
              seats: number | null;
              booked: number | null;
              snapshot: string | null;
            }>(
              db,
              sql`select ${snapshot} as snapshot, f.* from (select 1) one left join lateral (
                  select id, to_char(date, 'YYYY-MM-DD') as date, start_time, seats, booked from sittings
                  where test_center_id = ${centerId} and status <> 'cancelled' and date >= ${today}::date
                  order by date, start_time, id limit ${CHART_SITTINGS}
                ) f on true`,
            );
            return {
              snapshot: rows[0]?.snapshot ?? null,
              value: rows
                .filter((row) => row.id !== null)
                .map((row) => ({
                  id: Number(row.id),
                  date: String(row.date),
                  startTime: String(row.start_time),
                  seats: Number(row.seats),
                  booked: Number(row.booked),
                })),
            };
          },
          seen,
        );

  return {
    testCenterId: centerId,
    registrationsPerWeek,
    funnel,
    revenuePerMonth,
    perRegulator,
    perCenter,
    sittingFill,
  };
}
