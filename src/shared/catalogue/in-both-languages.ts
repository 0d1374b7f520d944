/**
 * A catalogue text is kept in English and Arabic (decision 0034): one field `<name>_en`, then
 * `<name>_ar`, on the wire and in the database. Written once here for the contracts in `catalogue.ts`.
 */

/** The two wire names of a field kept in both languages, each holding `T`. */
export type InBoth<Name extends string, T> = { [Key in `${Name}_en` | `${Name}_ar`]: T };

/**
 * The fields `<name>_en` and `<name>_ar` (in that order) to spread into a `z.object`: each `field`,
 * or made by `field` from its label, "English <label>" and "Arabic <label>" (the label is the name
 * with spaces unless given), so a problem names the language.
 */
export function inBoth<const Name extends string, T>(
  name: Name,
  field: T | ((label: string) => T),
  label: string = name.replaceAll("_", " "),
): InBoth<Name, T> {
  const make = (language: string) =>
    typeof field === "function" ? (field as (label: string) => T)(`${language} ${label}`) : field;
  return { [`${name}_en`]: make("English"), [`${name}_ar`]: make("Arabic") } as InBoth<Name, T>;
}
