/**
 * What a contact form keeps for its browser tab (decision 0002, "The draft and the step"): a draft
 * in `sessionStorage`, which survives a reload, Back and Forward, is gone when the tab closes (a
 * shared computer keeps nobody's details for the next person) and never appears in the URL. Every
 * access is guarded: where the storage is refused (disabled, full, no window) nothing is kept and
 * the form works as before.
 */

/** `sessionStorage`, or null where it cannot be used. */
function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The text stored under `key` for this tab, or null. */
export function readTabText(key: string): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key` for this tab; null removes it. */
export function writeTabText(key: string, text: string | null): void {
  try {
    const storage = tabStorage();
    if (text === null) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Quota exceeded or storage refused: only a reload would lose the form's values.
  }
}

/**
 * The non-empty strings of `values` among `fields`, each at most `max` characters (a longer one is
 * left out: a draft holds typed text, never anything huge).
 */
export function keptTexts(
  values: Readonly<Record<string, unknown>>,
  fields: ReadonlySet<string>,
  max: number,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (fields.has(field) && typeof value === "string" && value.length > 0 && value.length <= max)
      kept[field] = value;
  }
  return kept;
}

/**
 * A flat form's draft (field → text) as stored, or null when nothing is filled in (the caller
 * removes the key then).
 */
export function serialiseFormDraft(
  values: Readonly<Record<string, unknown>>,
  fields: ReadonlySet<string>,
  max: number,
) {
  const kept = keptTexts(values, fields, max);
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** A flat form's stored draft read back (unknown fields and bad values dropped), or null. */
export function parseFormDraft(
  text: string | null,
  fields: ReadonlySet<string>,
  max: number,
): Record<string, string> | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
    const kept = keptTexts(raw as Record<string, unknown>, fields, max);
    return Object.keys(kept).length > 0 ? kept : null;
  } catch {
    return null;
  }
}
