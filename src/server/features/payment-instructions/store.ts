/**
 * The payment instructions of invoices (docs/product.md §2 "Payment instructions"): the admin's
 * English and Arabic texts, one `payment_instructions` row per save (the newest in force, the rest
 * its history), each save audited; `PAYMENT_INSTRUCTIONS` is the initial value. Read where an
 * invoice is shown to a candidate: the invoice e-mail (worker and preview) and the status page.
 */
import { desc } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { paymentInstructions } from "#server/db/schema.ts";
import { recordAudit } from "#server/features/audit/record.ts";
import type { Actor } from "#server/plugins/auth.ts";
import { toEmailLocale } from "#shared/email-outbox.ts";
import {
  effectiveInstructions,
  type InstructionTexts,
  missingLanguages,
  PAYMENT_INSTRUCTIONS_HISTORY,
  type PaymentInstructions,
} from "#shared/payment-instructions.ts";

type Row = typeof paymentInstructions.$inferSelect;

/** The newest saves, newest first (`limit` of them). */
function newest(db: Db | Tx, limit: number): Promise<Row[]> {
  return db.select().from(paymentInstructions).orderBy(desc(paymentInstructions.id)).limit(limit);
}

const textsOf = (row: Row | undefined): InstructionTexts | null =>
  row ? { en: row.textEn, ar: row.textAr } : null;

/**
 * The instructions in force per language: the newest save's texts over `environment`
 * (`PAYMENT_INSTRUCTIONS`, null when unset), as {@link effectiveInstructions} combines them.
 */
export async function currentInstructions(
  db: Db | Tx,
  environment: string | null,
): Promise<InstructionTexts> {
  const [row] = await newest(db, 1);
  return effectiveInstructions(textsOf(row), environment);
}

/** The instructions in force in the message language `locale` (English for an unknown one); null: none. */
export async function instructionsFor(
  db: Db | Tx,
  locale: string,
  environment: string | null,
): Promise<string | null> {
  return (await currentInstructions(db, environment))[toEmailLocale(locale)];
}

/** The settings as the screen shows them (see `paymentInstructionsSchema`). */
function toSettings(rows: Row[], environment: string | null): PaymentInstructions {
  const [latest] = rows;
  const effective = effectiveInstructions(textsOf(latest), environment);
  return {
    en: latest?.textEn ?? null,
    ar: latest?.textAr ?? null,
    environment,
    effective,
    missing: missingLanguages(effective),
    updated_at: latest?.createdAt.toISOString() ?? null,
    updated_by: latest?.createdByUsername ?? null,
    history: rows.map((row) => ({
      en: row.textEn,
      ar: row.textAr,
      updated_at: row.createdAt.toISOString(),
      updated_by: row.createdByUsername,
    })),
  };
}

/** The saved texts, `environment` (the initial value), what is in force, what is missing, the history. */
export async function readPaymentInstructions(
  db: Db,
  environment: string | null,
): Promise<PaymentInstructions> {
  return toSettings(await newest(db, PAYMENT_INSTRUCTIONS_HISTORY), environment);
}

/**
 * Saves both texts as a new version (the old ones stay, as history), with a
 * `payment_instructions.updated` audit row (who, when, each changed text old → new) in the same
 * transaction. Returns the settings as saved.
 */
export async function savePaymentInstructions(
  db: Db,
  input: { en: string | null; ar: string | null },
  actor: Actor,
  environment: string | null,
): Promise<PaymentInstructions> {
  return db.transaction(async (tx) => {
    const [before] = await newest(tx, 1);
    const [row] = await tx
      .insert(paymentInstructions)
      .values({
        textEn: input.en,
        textAr: input.ar,
        createdById: actor.id,
        createdByUsername: actor.username,
      })
      .returning();
    const previous = { en: before?.textEn ?? null, ar: before?.textAr ?? null };
    const changes = Object.fromEntries(
      (["en", "ar"] as const)
        .filter((locale) => previous[locale] !== input[locale])
        .map((locale) => [locale, { from: previous[locale], to: input[locale] }]),
    );
    await recordAudit(tx, actor, "payment_instructions.updated", row!.id, { changes });
    return toSettings(await newest(tx, PAYMENT_INSTRUCTIONS_HISTORY), environment);
  });
}
