/**
 * The payment instructions of invoices (docs/product.md §2 "Payment instructions"): the admin's
 * English and Arabic texts, one `payment_instructions` row per save (the newest in force, the rest
 * its history), each save audited; `PAYMENT_INSTRUCTIONS` is the initial value. Read where an
 * invoice is shown to a candidate: the invoice e-mail (worker and preview) and the status page. The
 * admin screen's reads and saves are `features/payment-instructions/queries.ts`.
 */
import { desc } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { paymentInstructions } from "#server/db/schema.ts";
import { effectiveInstructions, type InstructionTexts } from "#shared/invoices/payment-instructions.ts";
import { toLocale } from "#shared/site/locales.ts";

/** One save of the instructions (a `payment_instructions` row). */
export type InstructionRow = typeof paymentInstructions.$inferSelect;

/** The newest saves, newest first (`limit` of them). */
export function newestInstructions(db: Db | Tx, limit: number): Promise<InstructionRow[]> {
  return db.select().from(paymentInstructions).orderBy(desc(paymentInstructions.id)).limit(limit);
}

/** A save's English and Arabic texts; null when nothing was ever saved. */
export const textsOf = (row: InstructionRow | undefined): InstructionTexts | null =>
  row ? { en: row.textEn, ar: row.textAr } : null;

/**
 * The instructions in force per language: the newest save's texts over `environment`
 * (`PAYMENT_INSTRUCTIONS`, null when unset), as {@link effectiveInstructions} combines them.
 */
export async function currentInstructions(
  db: Db | Tx,
  environment: string | null,
): Promise<InstructionTexts> {
  const [row] = await newestInstructions(db, 1);
  return effectiveInstructions(textsOf(row), environment);
}

/** The instructions in force in the message language `locale` (English for an unknown one); null: none. */
export async function instructionsFor(
  db: Db | Tx,
  locale: string,
  environment: string | null,
): Promise<string | null> {
  return (await currentInstructions(db, environment))[toLocale(locale)];
}
