/**
 * How candidates pay an invoice (docs/product.md §2 "Payment instructions"): the admin's text in
 * English and Arabic, edited on the E-mail screen and shown with every invoice, in the invoice
 * e-mail and on the status page. `PAYMENT_INSTRUCTIONS` is the initial value: each language uses
 * the saved text, else the English one's rule ({@link effectiveInstructions}). Defined once here
 * for the server, the screens and the tests.
 */
import { z } from "zod";
import { savedAnswer } from "#shared/kit/schemas.ts";
import { multiLineText } from "#shared/kit/text-fields.ts";
import type { Locale } from "#shared/site/locales.ts";

/** Longest text per language (characters), as `PAYMENT_INSTRUCTIONS` allows. */
export const PAYMENT_INSTRUCTIONS_MAX = 2000;

/** Labels of the two texts, as the screen and the 400 messages name them. */
export const PAYMENT_INSTRUCTION_LABELS: Record<Locale, string> = {
  en: "English payment instructions",
  ar: "Arabic payment instructions",
};

/**
 * One language's text: several lines (bank, IBAN, what to quote) under the text rule (decision 0017);
 * blank or null means "not saved" (the fallback applies).
 */
const instructionsText = (locale: Locale) =>
  multiLineText({ label: PAYMENT_INSTRUCTION_LABELS[locale], max: PAYMENT_INSTRUCTIONS_MAX })
    .nullable()
    .transform((value) => value || null);

/** `PUT /api/payment-instructions` body: both texts (null or blank: not set). */
export const paymentInstructionsUpdateSchema = z.object({
  en: instructionsText("en"),
  ar: instructionsText("ar"),
});
export type PaymentInstructionsUpdate = z.input<typeof paymentInstructionsUpdateSchema>;

/** The texts candidates get, per language; null: none (the message says whom to ask instead). */
export interface InstructionTexts {
  en: string | null;
  ar: string | null;
}

/**
 * What each language shows, from the saved texts (`saved`, null before the first save) and
 * `PAYMENT_INSTRUCTIONS` (`environment`): English the saved English text, else the environment's;
 * Arabic the saved Arabic text, else the English one as just found (the environment's text has
 * always been shown in Arabic messages too).
 */
export function effectiveInstructions(
  saved: InstructionTexts | null,
  environment: string | null,
): InstructionTexts {
  const en = saved?.en || environment || null;
  return { en, ar: saved?.ar || en };
}

/** The languages of `effective` without instructions: their invoices go out with only whom to ask. */
export function missingLanguages(effective: InstructionTexts): Locale[] {
  return (["en", "ar"] as const).filter((locale) => effective[locale] === null);
}

const textsSchema = z.object({ en: z.string().nullable(), ar: z.string().nullable() });

/** One save, as the history lists it. */
export const paymentInstructionsVersionSchema = textsSchema.extend({
  /** ISO timestamp of the save. */
  updated_at: z.string(),
  updated_by: z.string(),
});
export type PaymentInstructionsVersion = z.infer<typeof paymentInstructionsVersionSchema>;

/** `GET /api/payment-instructions`: the saved texts, the initial value, what is in force, the history. */
export const paymentInstructionsSchema = textsSchema.extend({
  /** `PAYMENT_INSTRUCTIONS`, the initial value (`\n` as new lines); null when unset. */
  environment: z.string().nullable(),
  /** What candidates get now in each language; null: no instructions in that language. */
  effective: textsSchema,
  /** The languages whose invoices go out without payment instructions now (empty: none). */
  missing: z.array(z.enum(["en", "ar"])),
  /** Last save (ISO) and by whom; null while never saved. */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** The last saves, newest first (at most {@link PAYMENT_INSTRUCTIONS_HISTORY}). */
  history: z.array(paymentInstructionsVersionSchema),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** How many saves the history lists. */
export const PAYMENT_INSTRUCTIONS_HISTORY = 20;

/** Answer of `PUT /api/payment-instructions`. */
export const paymentInstructionsUpdateResultSchema = savedAnswer({
  settings: paymentInstructionsSchema,
});
