/**
 * The one search's SQL (docs/product.md §12 "One search", decision 0026): a `UNION ALL` of one
 * bounded branch per kind the caller may read, each served by an index on candidates, invoices and
 * inquiries (the tables that grow); users, test centers and sittings are small and read as they
 * are. The branches whose plan does not depend on the typed values run as one statement planned
 * once per connection; the trigram and whole-word ones as a second, planned on every call
 * (decision 0026 "Planned once").
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { executePlannedOnce } from "#server/db/prepared.ts";
import {
  containsPattern,
  foldedText,
  foldedWords,
  reversedDigits,
  startsWithPattern,
  startsWithRange,
  startsWithRangeSql,
} from "#server/db/search.ts";
import type { Actor } from "#server/domain/actor.ts";
import { canCall, canOpen } from "#shared/access/policy.ts";
import { REFERENCE_PREFIX } from "#shared/registration/reference.ts";
import {
  nameWords,
  PHONE_MIN_DIGITS,
  phoneQuery,
  SEARCH_KINDS,
  SEARCH_PER_KIND,
  type SearchKind,
  type SearchResult,
} from "#shared/search/search.ts";

/** Shortest term a trigram index can serve (a shorter one would read the whole index). */
const TRIGRAM_MIN = 3;
/** Shortest identifier beginning looked up (a shorter one matches too much to be meant). */
const PREFIX_MIN = 3;
/** Rows a fuzzy branch reads before ranking (it stops there, so a common name costs the same). */
const FUZZY_LIMIT = 30;

/**
 * A number of the code (a limit, a rank, a branch's index) written into the statement rather than
 * bound: the planner plans a limit for its value, and a statement planned once for every value would
 * otherwise take a bound limit for a tenth of the rows (decision 0026 "Planned once").
 */
const literal = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** Which rows of each kind the actor may read: all of them, its own center's, or none. */
type Reach = "all" | { center: number } | null;

/**
 * What each role may find, mirrored from the policy table (docs/product.md §6): the kinds whose
 * reading route the role may call, a test_center user only its own center's candidates, center
 * and sittings (its candidates and center through the center routes that check the center).
 */
export function searchReach(actor: Actor): Record<SearchKind, Reach> {
  const own: Reach = actor.testCenterId === null ? null : { center: actor.testCenterId };
  const reach = (all: boolean, centerRoute: boolean): Reach => (all ? "all" : centerRoute ? own : null);
  const role = actor.role;
  return {
    candidate: reach(
      canCall("GET /api/students/:id", role),
      role === "test_center" && canCall("GET /api/students/test-center/:testCenterId/students", role),
    ),
    invoice: reach(canCall("GET /api/invoices", role), false),
    inquiry: reach(canCall("GET /api/inquiries", role), false),
    user: reach(canCall("GET /api/users", role), false),
    testCenter: reach(
      canOpen("/View-test-center", role),
      role === "test_center" && canOpen("/test-center/:testCenterId", role),
    ),
    sitting: reach(
      role !== "test_center" && canCall("GET /api/sittings", role),
      role === "test_center" && canCall("GET /api/sittings", role),
    ),
  };
}

/** One row of the union: a result before its link is made; `rank` 0 = an exact match. */
interface Row extends Record<string, unknown> {
  /** The index of the branch (`Part`) that found it. */
  part: number;
  kind: SearchKind;
  id: number;
  label: string;
  sublabel: string | null;
  /** The candidate of an invoice, the center of a candidate or sitting. */
  ref: number | null;
  rank: number;
}

/** What the query holds, read once. */
interface Terms {
  q: string;
  lower: string;
  /** The query is long enough to look identifiers up by their beginning. */
  prefix: boolean;
  /** Name words folded; null when none is long enough for the trigram index. */
  words: string[] | null;
  /** The phone number's national part reversed, or null. */
  phone: string | null;
  /** The query can be a person's name (no "@"): the candidates' name branch runs. */
  name: boolean;
  /** The query is a registration reference (`EX-2…`): only references and invoice numbers are read. */
  reference: boolean;
  /** The query can be an identifier typed whole (no space): the exact-identifier branch runs. */
  exact: boolean;
}

function readTerms(q: string): Terms {
  const words = nameWords(q);
  const phone = phoneQuery(q);
  // Only the branches a query can match are run (each costs its planning even when it finds
  // nothing): words have a letter, a person's name no "@" (an inquiry's
  // e-mail is searched as words); an identifier has no space.
  const letters = /\p{L}/u.test(q);
  const oneToken = !/\s/.test(q);
  return {
    q,
    lower: q.toLowerCase(),
    prefix: [...q].length >= PREFIX_MIN && oneToken,
    words: letters && words.some((word) => [...word].length >= TRIGRAM_MIN) ? words : null,
    phone: phone === null ? null : [...phone].reverse().join(""),
    name: letters && !q.includes("@"),
    reference: REFERENCE_START.test(q),
    exact: oneToken,
  };
}

/** The start of a registration reference, `EX-` and the year's first digit (`#shared/registration/reference.ts`). */
const REFERENCE_START = new RegExp(`^${REFERENCE_PREFIX}-\\d`, "i");

/** Every folded word is in the folded `text` (served by a trigram index on `foldedText(text)`). */
function allWords(text: SQL, words: string[]): SQL {
  return sql.join(
    words.map((word) => sql`${foldedText(text)} like ${foldedText(sql`${containsPattern(word)}`)}`),
    sql` and `,
  );
}

/**
 * The stored number ends with the typed national part, or the typed number ends with the stored
 * one's (a country code typed on one side only): both imply a prefix match of the last
 * {@link PHONE_MIN_DIGITS} digits on the reversed-digits index, which finds the rows (a range of
 * that index, so a plan made once keeps it).
 */
function phoneMatches(column: SQL, reversed: string): SQL {
  const stored = reversedDigits(column);
  return sql`(${startsWithRange(stored, reversed.slice(0, PHONE_MIN_DIGITS))}
    and (${stored} like ${`${reversed}%`} or ${reversed} like rtrim(${stored}, '0') || '%'))`;
}

/** `a or b or …` of the conditions that apply; null when none does. */
function anyOf(conditions: (SQL | string | null | false)[]): SQL | null {
  const kept = conditions.filter((c): c is SQL => typeof c === "object" && c !== null);
  return kept.length === 0 ? null : sql`(${sql.join(kept, sql` or `)})`;
}

const centerScope = (reach: Reach, column: SQL): SQL | undefined =>
  reach !== null && reach !== "all" ? sql`${column} = ${reach.center}` : undefined;

/**
 * One branch of the search, in the order the branches are read. `fuzzy`: a trigram or whole-word
 * condition, whose best plan depends on the typed words (a common one is best read from the table
 * until the limit, a rare one through its index), planned on every call; the others are planned
 * once per connection. `fill`: read only when the branch before it found fewer than `fill` rows,
 * whose rows its own complete up to `fill` (the rest of a name found from its start).
 */
interface Part {
  sql: SQL;
  fuzzy: boolean;
  fill?: number;
}

const fixed = (query: SQL): Part => ({ sql: query, fuzzy: false });

/**
 * One branch over live candidates: the rows each of `wheres` finds through its index, in that order
 * (`union all`: once the first has found `limit` rows the next is never read), then the center of
 * the reach (the `offset 0` fences keep the planner on the search indexes rather than reading every
 * candidate of the center), at most `limit` rows. `fromStart`: the condition is a name from its
 * start, read in the order of its index (the exact name before its extensions, `using ~<~`: the
 * index's `text_pattern_ops` order) and, for every center, limited in its own subquery so the
 * planner walks the index and stops there.
 */
function candidateBranch(
  reach: Reach,
  rank: number,
  wheres: SQL | SQL[],
  limit: number,
  fromStart = false,
): SQL {
  const fence = () => {
    if (!fromStart) return sql`offset 0`;
    const order = sql`order by ${foldedText(sql`s.full_name`)} using ~<~`;
    return reach === "all" ? sql`${order} limit ${literal(limit)}` : sql`${order} offset 0`;
  };
  const found = (Array.isArray(wheres) ? wheres : [wheres]).map(
    (
      where,
    ) => sql`(select s.id, s.full_name, s.reference, s.phone, s.national_id, s.passport_number, s.test_center_id
          from students s where s.deleted_at is null and ${where} ${fence()})`,
  );
  return sql`select 'candidate' as kind, c.id, c.full_name as label,
      concat_ws(' · ', c.reference, c.phone, coalesce(c.national_id, c.passport_number)) as sublabel,
      c.test_center_id as ref, ${literal(rank)} as rank
    from (${sql.join(found, sql` union all `)}) c
    ${reach !== null && reach !== "all" ? sql`where c.test_center_id = ${reach.center}` : sql``}
    limit ${literal(limit)}`;
}

/**
 * The candidates' name branch. Two words or more: first the candidates whose name starts with them
 * as typed, then those having them as whole words (`students_search_words`, one posting list per
 * word), then any containing them (the trigram index), read only when the first found fewer than
 * the branch's limit. Intersecting the trigrams of two common words ("Dana Pillai") cost 2–4× the
 * whole-word lookup at 1 M. One word keeps the trigram condition alone: for a common one the
 * planner reads the table until the limit (~1 ms), which beats reading its whole posting list
 * (decision 0026, bench/README.md "One search").
 */
function nameParts(words: string[], reach: Reach): Part[] {
  const contains = allWords(sql`s.full_name`, words);
  if (words.length < 2) return [{ sql: candidateBranch(reach, 1, contains, FUZZY_LIMIT), fuzzy: true }];
  const typed = sql`array[${sql.join(
    words.map((word) => foldedText(sql`${word}`)),
    sql`, `,
  )}]::text[]`;
  const name = foldedText(sql`s.full_name`);
  const joined = words.join(" ");
  // First the names that start with the words as typed: a range of
  // `students_search_name_prefix_idx` that stops at the limit, planned once. The later conditions
  // leave those out, so none is found twice.
  const fromStart = startsWithRangeSql(name, foldedText(sql`${joined}`));
  const startsLike = sql`${name} like ${foldedText(sql`${startsWithPattern(joined)}`)}`;
  return [
    fixed(candidateBranch(reach, 1, fromStart, FUZZY_LIMIT, true)),
    {
      sql: candidateBranch(
        reach,
        1,
        [
          sql`${foldedWords(sql`s.full_name`)} @> ${typed} and not (${startsLike})`,
          sql`${contains} and not (${startsLike})`,
        ],
        FUZZY_LIMIT,
      ),
      fuzzy: true,
      fill: FUZZY_LIMIT,
    },
  ];
}

function candidateParts(t: Terms, reach: Reach): Part[] {
  const upper = t.q.toUpperCase();
  if (t.reference) {
    // A reference, whole or its beginning: the references' unique index alone.
    return [
      fixed(candidateBranch(reach, 0, sql`s.reference = ${upper}`, SEARCH_PER_KIND)),
      fixed(candidateBranch(reach, 1, startsWithRange(sql`s.reference`, upper), SEARCH_PER_KIND)),
    ];
  }
  // Exact identifiers first, through the unique indexes: never crowded out by partial matches.
  const parts: Part[] = [];
  if (t.exact) {
    parts.push(
      fixed(
        candidateBranch(
          reach,
          0,
          sql`(lower(s.national_id) = ${t.lower} or lower(s.passport_number) = ${t.lower}
        or lower(s.email) = ${t.lower} or s.reference = ${upper})`,
          SEARCH_PER_KIND,
        ),
      ),
    );
  }
  // A name from its start is a range scan that may stop at the limit: told so, the planner walks
  // the btree instead of collecting every match in a bitmap (12 000 for a common full name).
  if (t.words && t.name) parts.push(...nameParts(t.words, reach));
  if (t.phone) parts.push(fixed(candidateBranch(reach, 1, phoneMatches(sql`s.phone`, t.phone), FUZZY_LIMIT)));
  if (t.prefix) {
    // Each identifier by its beginning, a branch each: a btree range scan that stops at the limit.
    for (const where of [
      startsWithRange(sql`lower(s.national_id)`, t.lower),
      startsWithRange(sql`lower(s.passport_number)`, t.lower),
      startsWithRange(sql`lower(s.email)`, t.lower),
      // References start with letters (`EX-26-…`, `#shared/registration/reference.ts`).
      /^\p{L}/u.test(t.q) && startsWithRange(sql`s.reference`, upper),
    ].filter((where): where is SQL => where !== false))
      parts.push(fixed(candidateBranch(reach, 1, where, SEARCH_PER_KIND)));
  }
  return parts;
}

function invoiceBranch(t: Terms): SQL {
  return sql`select 'invoice' as kind, i.id, i.invoice_number as label,
      concat_ws(' · ', s.full_name, i.amount || ' ' || i.currency, case when i.confirmed then 'paid' else 'unpaid' end) as sublabel,
      i.student_id as ref, case when lower(i.invoice_number) = ${t.lower} then 0 else 1 end as rank
    from invoices i join students s on s.id = i.student_id
    where i.deleted_at is null and s.deleted_at is null and ${startsWithRange(sql`lower(i.invoice_number)`, t.lower)}
    limit ${literal(FUZZY_LIMIT)}`;
}

function inquiryBranch(t: Terms): SQL | null {
  const match = anyOf([
    t.words && allWords(sql`q.full_name || ' ' || q.email`, t.words),
    t.phone && phoneMatches(sql`q.phone`, t.phone),
  ]);
  if (!match) return null;
  return sql`select 'inquiry' as kind, q.id, q.full_name as label,
      concat_ws(' · ', q.email, q.phone, q.exam_name) as sublabel, null::int as ref,
      case when lower(q.email) = ${t.lower} then 0 else 1 end as rank
    from inquiries q where q.deleted_at is null and ${match} limit ${literal(FUZZY_LIMIT)}`;
}

function userBranch(t: Terms): SQL {
  const pattern = containsPattern(t.q);
  return sql`select 'user' as kind, u.id, u.username as label, concat_ws(' · ', u.name, u.role::text) as sublabel,
      null::int as ref, case when lower(u.username) = ${t.lower} then 0 else 1 end as rank
    from users u where u.deleted_at is null and (u.username ilike ${pattern} or u.name ilike ${pattern})
    limit ${literal(FUZZY_LIMIT)}`;
}

function testCenterBranch(t: Terms, reach: Reach): SQL {
  const pattern = containsPattern(t.q);
  return sql`select 'testCenter' as kind, c.id, c.name as label, c.address as sublabel, null::int as ref,
      case when lower(c.name) = ${t.lower} then 0 else 1 end as rank
    from test_centers c where ${and(sql`c.deleted_at is null`, centerScope(reach, sql`c.id`))}
      and (c.name ilike ${pattern} or c.address ilike ${pattern})
    limit ${literal(FUZZY_LIMIT)}`;
}

/**
 * Sittings by date (`2026-12`, `2026-12-14`, through the date index) or by their center's name
 * (its coming sittings, through the center-and-date index); the nearest coming ones first.
 */
function sittingBranch(t: Terms, reach: Reach, today: string): SQL {
  const date = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(t.q);
  let match: SQL;
  if (date) {
    const from = `${date[1]}-${date[2]}-${date[3] ?? "01"}`;
    match = date[3]
      ? sql`t.date = ${from}::date`
      : sql`t.date >= ${from}::date and t.date < ${from}::date + interval '1 month'`;
  } else {
    match = sql`t.test_center_id in (select id from test_centers where deleted_at is null
      and name ilike ${containsPattern(t.q)}) and t.date >= ${today}::date`;
  }
  return sql`select * from (select 'sitting' as kind, t.id,
      to_char(t.date, 'YYYY-MM-DD') || ' ' || t.start_time || ' · ' || c.name as label,
      concat_ws(' · ', coalesce(t.exam_name, t.exam_category, 'All exams'), t.room,
        t.booked || '/' || t.seats || ' seats', t.status::text) as sublabel,
      t.test_center_id as ref, 1 as rank
    from sittings t join test_centers c on c.id = t.test_center_id
    where ${and(match, centerScope(reach, sql`t.test_center_id`))}
    order by (t.date >= ${today}::date) desc, abs(t.date - ${today}::date), t.start_time
    limit ${literal(SEARCH_PER_KIND)}) sittings_found`;
}

/** The parts `indexes` as one `union all`, each row tagged with its part. */
const unionOf = (parts: Part[], indexes: number[]): SQL =>
  sql.join(
    indexes.map((i) => sql`(select ${literal(i)} as part, b.* from (${parts[i]!.sql}) b)`),
    sql` union all `,
  );

/**
 * The rows of every part, in the parts' order (as one `union all` of them all would give them):
 * the parts planned once as one named statement (`executePlannedOnce`), then the fuzzy ones as a
 * second statement, a `fill` part only when the part before it found fewer than its limit.
 */
async function runParts(db: Db, parts: Part[]): Promise<Row[]> {
  const found: Row[][] = parts.map(() => []);
  const indexes = parts.map((_, i) => i);
  const once = indexes.filter((i) => !parts[i]!.fuzzy);
  if (once.length > 0)
    for (const row of await executePlannedOnce<Row>(db, "search", unionOf(parts, once)))
      found[row.part]!.push(row);
  const room = (i: number) => {
    const fill = parts[i]!.fill;
    return fill === undefined ? Number.POSITIVE_INFINITY : fill - found[i - 1]!.length;
  };
  const fuzzy = indexes.filter((i) => parts[i]!.fuzzy && room(i) > 0);
  if (fuzzy.length > 0) {
    const { rows } = (await db.execute(unionOf(parts, fuzzy))) as unknown as { rows: Row[] };
    for (const row of rows) found[row.part]!.push(row);
  }
  return indexes.flatMap((i) => found[i]!.slice(0, room(i)));
}

/** The staff page of a result, for the caller's reach (a test_center user has no candidate page). */
function hrefOf(row: Row, reach: Record<SearchKind, Reach>): string {
  switch (row.kind) {
    case "candidate":
      return reach.candidate === "all" ? `/students/${row.id}` : `/test-center/${row.ref}`;
    case "invoice":
      return `/students/${row.ref}`;
    case "inquiry":
      return `/inquiries?search=${encodeURIComponent(row.label)}`;
    case "user":
      return "/users";
    case "testCenter":
      return `/test-center/${row.id}`;
    case "sitting":
      return `/sittings/${row.id}`;
  }
}

/** How well a label answers the query: starts with it, has a word starting with it, else. */
function labelScore(label: string, lower: string): number {
  const folded = nameWords(label).join(" ");
  const query = nameWords(lower).join(" ");
  if (folded.startsWith(query)) return 0;
  return folded.includes(` ${query}`) ? 1 : 2;
}

/**
 * Runs the one search for `actor` (docs/product.md §12 "One search"): at most
 * {@link SEARCH_PER_KIND} results per kind the actor may read, exact identifiers first, grouped in
 * `SEARCH_KINDS` order. `today` (YYYY-MM-DD, the app's clock) orders sittings.
 */
export async function search(db: Db, actor: Actor, q: string, today: string): Promise<SearchResult[]> {
  const t = readTerms(q);
  const reach = searchReach(actor);
  const parts: Part[] = [];
  if (reach.candidate) parts.push(...candidateParts(t, reach.candidate));
  // An invoice may be numbered after the reference it bills; nothing else holds one.
  if (reach.invoice && t.exact) parts.push(fixed(invoiceBranch(t)));
  // A reference is no inquiry's, user's, center's or sitting's text.
  const others = !t.reference;
  if (others && reach.inquiry) {
    const inquiry = inquiryBranch(t);
    // Its words are read through the trigram index (planned with them); a phone alone by a range.
    if (inquiry) parts.push({ sql: inquiry, fuzzy: t.words !== null });
  }
  if (others && reach.user) parts.push(fixed(userBranch(t)));
  if (others && reach.testCenter) parts.push(fixed(testCenterBranch(t, reach.testCenter)));
  if (others && reach.sitting) parts.push(fixed(sittingBranch(t, reach.sitting, today)));
  if (parts.length === 0) return [];
  const rows = await runParts(db, parts);
  const best = new Map<string, Row>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const seen = best.get(key);
    if (!seen || row.rank < seen.rank) best.set(key, row);
  }
  return SEARCH_KINDS.flatMap((kind) =>
    [...best.values()]
      .filter((row) => row.kind === kind)
      .map((row) => ({ row, score: row.rank * 3 + labelScore(row.label, t.lower) }))
      // Sittings keep the database's date order; the others rank by how well they match.
      .sort((a, b) => (kind === "sitting" ? 0 : a.score - b.score || a.row.label.localeCompare(b.row.label)))
      .slice(0, SEARCH_PER_KIND)
      .map(({ row }) => ({
        kind,
        id: Number(row.id),
        label: row.label,
        sublabel: row.sublabel ?? "",
        href: hrefOf(row, reach),
      })),
  );
}
