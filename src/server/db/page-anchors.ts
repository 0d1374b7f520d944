/**
 * Page anchors of the candidate list (decision 0033, "Page anchors"): where a deep page began, kept
 * per list (filters) and data version, so the same page or a later one is read by keyset from the
 * nearest anchor before it instead of skipping its whole offset again. An anchor is the list's
 * order key (`registration_date` in microseconds, `id`) of the row at an offset; it is exact only
 * for the data version it was read in (any write to an app table raises the version and the next
 * deep page starts from no anchor).
 */
import type { Db } from "./client.ts";
import { keepRecent, perDatabase } from "./per-database.ts";

/** The row at `offset` (0-based) of a list in the list's order: its date in microseconds and id. */
export interface PageAnchor {
  offset: number;
  micros: string;
  id: number;
}

/** Anchors per list key, with the data version they are exact for; least recently used first. */
type AnchorCache = Map<string, { snapshot: string; anchors: PageAnchor[] }>;

/** Lists whose anchors are kept (per database), and anchors kept per list. */
const LISTS_KEPT = 200;
const ANCHORS_PER_LIST = 64;

const cacheOf = perDatabase<AnchorCache>(() => new Map());

/**
 * The kept anchor of list `key` nearest before `offset` (at most `offset`) for data version
 * `snapshot`, or undefined when none is kept for that version.
 */
export function anchorBefore(db: Db, key: string, snapshot: string, offset: number): PageAnchor | undefined {
  const kept = cacheOf(db).get(key);
  if (!kept || kept.snapshot !== snapshot) return undefined;
  let best: PageAnchor | undefined;
  for (const anchor of kept.anchors) {
    if (anchor.offset <= offset && (!best || anchor.offset > best.offset)) best = anchor;
  }
  return best;
}

/**
 * Keeps `anchor` for list `key` at data version `snapshot` (read by the statement that saw that
 * version); the anchors of an older version are dropped.
 */
export function keepAnchor(db: Db, key: string, snapshot: string, anchor: PageAnchor): void {
  const cache = cacheOf(db);
  const kept = cache.get(key);
  const anchors = kept?.snapshot === snapshot ? kept.anchors.filter((a) => a.offset !== anchor.offset) : [];
  anchors.push(anchor);
  if (anchors.length > ANCHORS_PER_LIST) anchors.shift();
  keepRecent(cache, key, { snapshot, anchors }, LISTS_KEPT);
}
