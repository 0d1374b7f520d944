/**
 * The one search's bench cases (decision 0026): what staff would type, taken from live rows of a
 * database seeded by `npm run bench:search` (`search.ts`), shared by its load test and by
 * `search-cpu.ts` (the CPU one call costs).
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { students } from "#server/db/schema.ts";

/** A search case: its name, the query typed, and who types it. */
export interface SearchCase {
  name: string;
  q: string;
  as: "admin" | "center";
}

/** The cases, from the rows of a database of `n` candidates seeded by `search.ts`. */
export async function searchCases(database: Database, n: number): Promise<SearchCase[]> {
  const sample = async (where: ReturnType<typeof sql>) => {
    const [row] = await database.db
      .select({
        id: students.id,
        fullName: students.fullName,
        phone: students.phone,
        nationalId: students.nationalId,
        email: students.email,
        reference: students.reference,
      })
      .from(students)
      .where(where)
      .orderBy(students.id)
      .limit(1);
    if (!row) throw new Error("no sample row");
    return row;
  };
  const latin = await sample(
    sql`${students.id} % 5 <> 0 and ${students.id} > ${Math.floor(n * 0.42)} and ${students.deletedAt} is null`,
  );
  const arabic = await sample(
    sql`${students.id} % 5 = 0 and ${students.id} > ${Math.floor(n / 2)} and ${students.deletedAt} is null`,
  );
  const withId = await sample(
    sql`${students.nationalId} is not null and ${students.id} > ${Math.floor(n * 0.7)} and ${students.deletedAt} is null`,
  );
  const [first, , last] = latin.fullName.split(" ");
  const {
    rows: [invoice],
  } = (await database.db.execute(sql`
    select i.invoice_number from invoices i join students s on s.id = i.student_id
    where s.deleted_at is null and s.id > ${Math.floor(n * 0.6)} order by i.id limit 1`)) as unknown as {
    rows: { invoice_number: string }[];
  };
  const invoiceNumber = invoice!.invoice_number;
  const digits = latin.phone.replace(/\D/g, "").slice(-9);
  const typedPhone = `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  const arabicWords = arabic.fullName.split(" ");
  const typedArabic = `${arabicWords[0]!.replace(/[أإآ]/g, "ا")} ${arabicWords[2]}`;
  return [
    { name: `name "${first} ${last}"`, q: `${first} ${last}`, as: "admin" },
    { name: "Arabic name, bare alef", q: typedArabic, as: "admin" },
    { name: `phone "${typedPhone}"`, q: typedPhone, as: "admin" },
    { name: "phone +966, no spaces", q: `+966${digits}`, as: "admin" },
    { name: "national ID", q: withId.nationalId!, as: "admin" },
    { name: "e-mail", q: withId.email, as: "admin" },
    { name: "reference", q: withId.reference.toLowerCase(), as: "admin" },
    { name: "invoice number, its beginning", q: invoiceNumber.slice(0, -2).toLowerCase(), as: "admin" },
    { name: "common first name only", q: first!, as: "admin" },
    { name: "test_center user, name", q: `${first} ${last}`, as: "center" },
  ];
}

/** The route a case asks. */
export const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
