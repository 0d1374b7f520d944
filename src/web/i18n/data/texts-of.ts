/**
 * The part of a reference data map (English text → Arabic, `regulators.ar.ts`, `courses.ar.ts`)
 * that one page shows: the entries for every string found in its `data`, at any depth. A page's
 * loader puts them in the page's data so that the browser gets one regulator's or program's
 * Arabic in the HTML instead of every page's in its JS (decision 0005).
 */
export function textsOf(map: Readonly<Record<string, string>>, data: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (Object.hasOwn(map, value)) found[value] = map[value] as string;
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === "object" && value !== null) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(data);
  return found;
}
