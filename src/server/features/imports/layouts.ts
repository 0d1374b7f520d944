/**
 * File layouts and their remembered column mappings (decision 0032): a layout is the file's header
 * row, normalised and hashed; its mapping is kept in `import_layouts` for every staff member, so
 * the next file of that layout (a partner's weekly list) opens already mapped.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { importLayouts } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { type ColumnMapping, IMPORT_FIELDS } from "#shared/imports/candidates.ts";
import type { RegistrationField } from "#shared/registration/registration.ts";

/** A header cell as compared between files: trimmed, lower-cased, runs of white space as one. */
const normalised = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, " ");

/** The layout key of a header row: hex SHA-256 of its normalised cells joined by a tab. */
export function layoutKey(header: readonly string[]): string {
  return createHash("sha256").update(header.map(normalised).join("\t")).digest("hex");
}

/** A header or field name reduced to letters and digits, for guessing. */
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Header spellings besides the field's own name (squeezed). */
const SYNONYMS: Partial<Record<RegistrationField, readonly string[]>> = {
  firstName: ["first", "givenname", "forename"],
  lastName: ["last", "surname", "familyname"],
  fullName: ["name", "candidatename", "candidate"],
  nationalId: ["nid", "nationalidnumber", "nationalidno", "iqama", "emiratesid", "qid", "civilid", "id"],
  passportNumber: ["passport", "passportno"],
  governmentIdIssuingCountry: ["issuingcountry", "idissuingcountry", "idcountry"],
  email: ["emailaddress", "mail"],
  phone: ["phonenumber", "mobile", "mobilenumber", "telephone", "tel"],
  dob: ["dateofbirth", "birthdate", "birthday", "born"],
  state: ["usstate", "countrystate"],
  postalCode: ["zip", "zipcode", "postcode"],
  mailingAddress: ["address"],
  potentialWorkPlace: ["workplace", "employer", "potentialworkplace"],
  requestedDateRange: ["daterange", "requesteddates", "preferreddates"],
  gender: ["sex"],
  BSC_university: ["bachelor", "bachelorsuniversity", "bscuniversity"],
  MSC_university: ["master", "mastersuniversity", "mscuniversity"],
  PHD_university: ["doctorate", "phduniversity"],
  registered_from: ["registeredfrom", "registrationplace"],
  test_center: ["testcenter", "testcentre", "center", "centre"],
  Trail_month: ["trialmonth", "testmonth", "exammonth", "month"],
  examCategory: ["category", "regulator", "examcategory"],
  examSpecialty: ["specialty", "speciality", "examspecialty", "examsubcategory"],
  examName: ["exam", "examname"],
};

/** A mapping guessed from the header's names: each field to the first column that names it. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const taken = new Set<RegistrationField>();
  return header.map((cell) => {
    const key = squeezed(cell);
    const field = IMPORT_FIELDS.find(
      (f) => !taken.has(f) && (squeezed(f) === key || (SYNONYMS[f] ?? []).includes(key)),
    );
    if (!field) return null;
    taken.add(field);
    return field;
  });
}

/** The mapping remembered for `header`'s layout, or null. */
export async function rememberedMapping(db: Db, header: readonly string[]): Promise<ColumnMapping | null> {
  const [row] = await db
    .select({ mapping: importLayouts.mapping })
    .from(importLayouts)
    .where(eq(importLayouts.headerHash, layoutKey(header)));
  if (!row || row.mapping.length !== header.length) return null;
  // A field no longer importable (renamed since) is dropped rather than offered.
  return row.mapping.map((field) =>
    field !== null && (IMPORT_FIELDS as string[]).includes(field) ? (field as RegistrationField) : null,
  );
}

/** Keeps `mapping` as the one for `header`'s layout (replacing an older one), stamped with `actor`. */
export async function rememberLayout(
  db: Db,
  header: readonly string[],
  mapping: ColumnMapping,
  actor: Actor,
) {
  await db
    .insert(importLayouts)
    .values({ headerHash: layoutKey(header), headers: [...header], mapping, updatedById: actor.id })
    .onConflictDoUpdate({
      target: importLayouts.headerHash,
      set: { headers: [...header], mapping, updatedById: actor.id, updatedAt: sql`now()` },
    });
}
