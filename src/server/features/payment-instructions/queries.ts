/**
 * The payment-instructions screen's reads and saves (docs/product.md §2 "Payment instructions"): the
 * saved texts with their history, and a save as a new version with its audit row. What is in force
 * for a candidate is read through `server/domain/payment-instructions.ts`.
 */
import type { Db } from "#server/db/client.ts";
import { paymentInstructions } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { type InstructionRow, newestInstructions, textsOf } from "#server/domain/payment-instructions.ts";
import {
  effectiveInstructions,
  missingLanguages,
  PAYMENT_INSTRUCTIONS_HISTORY,
  type PaymentInstructions,
} from "#shared/invoices/payment-instructions.ts";

/** The settings as the screen shows them (see `paymentInstructionsSchema`). */
function toSettings(rows: InstructionRow[], environment: string | null): PaymentInstructions {
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
  return toSettings(await newestInstructions(db, PAYMENT_INSTRUCTIONS_HISTORY), environment);
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
    const [before] = await newestInstructions(tx, 1);
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
    return toSettings(await newestInstructions(tx, PAYMENT_INSTRUCTIONS_HISTORY), environment);
  });
}
