/**
 * What a module keeps per database (decision 0033: kept counts and page anchors): several test
 * databases may share one process, and what one of them holds says nothing about another.
 */
import type { Db } from "./client.ts";

/** `db`'s own value, made by `create` the first time it is asked for (dropped with the database). */
export function perDatabase<T extends object>(create: () => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let value = byDb.get(db);
    if (!value) {
      value = create();
      byDb.set(db, value);
    }
    return value;
  };
}

/**
 * Sets `key` as the most recently used entry of `map` (a Map keeps insertion order: least recently
 * used first), dropping the least recently used one beyond `max` entries.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
