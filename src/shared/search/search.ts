/**
 * One search (docs/product.md §12 "One search", decision 0026): the staff navbar's box over
 * candidates, invoices, inquiries, users, test centers and sittings. `GET /api/search?q=…`.
 * Plain helpers beside the schemas, so the browser and the server read the query the same way.
 */
import { z } from "zod";
import { oneLineText } from "#shared/kit/text-fields.ts";

/** What one result is; the box groups results by it, in this order. */
export const SEARCH_KINDS = ["candidate", "invoice", "inquiry", "user", "testCenter", "sitting"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The group titles of the box. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  candidate: "Candidates",
  invoice: "Invoices",
  inquiry: "Inquiries",
  user: "Users",
  testCenter: "Test centers",
  sitting: "Sittings",
};

/** Shortest and longest query (characters, after trimming): a name, an ID, a phone, a reference. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** Most results per kind. */
export const SEARCH_PER_KIND = 8;
/** Fewest digits of a phone number search (a shorter run of digits is too common to be one). */
export const PHONE_MIN_DIGITS = 7;

/** Query of `GET /api/search`: `q`, 2 to 100 characters of one line (decision 0017). */
export const searchQuerySchema = z.object({
  q: oneLineText({ label: "Search", max: SEARCH_MAX, error: "Search is required." }).refine(
    (q) => [...q].length >= SEARCH_MIN,
    { error: `Search must be at least ${SEARCH_MIN} characters.`, abort: true },
  ),
});

/** One result: its kind, its row id, what the box shows, and the staff page it opens. */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  label: z.string(),
  sublabel: z.string(),
  /** The staff page that shows it, for the caller's role (PAGE_POLICY). */
  href: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Answer of `GET /api/search`: results grouped by kind in `SEARCH_KINDS` order, best first within a kind. */
export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * The national part of a phone number typed in any spacing, or null when `q` is not one: only
 * digits, spaces, `+`, `-`, `.`, `(` and `)`, at least {@link PHONE_MIN_DIGITS} digits once the
 * international `00` or `+` and the trunk `0` are dropped. `+966 50 123 4567`, `00966501234567`
 * and `050 123 4567` give `966501234567`, `966501234567` and `501234567`: the server matches a
 * stored number ending with it, or whose own national part it ends with (so a country code on one
 * side only still matches).
 */
export function phoneQuery(q: string): string | null {
  if (!/^[\d\s+\-.()]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= PHONE_MIN_DIGITS ? digits : null;
}

/**
 * The words of a name search, folded as the database folds names (`foldedText` in
 * `server/db/search.ts`): Arabic marks and tatweel removed, alef, yeh and teh marbuta forms unified,
 * lower case. Used to decide which words the trigram index can serve (3 characters or more).
 */
export function nameWords(q: string): string[] {
  return q
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);
}
