/**
 * The shapes of the candidates' e-mails (docs/decisions/0010-email-outbox.md): what rendering needs,
 * a message's blocks, a template per kind and one locale's catalogue. Apart from `templates.ts` so
 * the per-language and per-message modules (`templates.ar.ts`, `inquiry-invite.ts`,
 * `registration-attempt.ts`) that `templates.ts` assembles import their shapes without importing it.
 */
import type { EmailKind } from "#shared/mail/outbox.ts";
import type { EmailParams } from "./outbox.ts";

/** What rendering needs besides the message's own snapshot. */
export interface RenderContext {
  /** The signed link to the candidate's status page (absolute URL). */
  statusUrl: string;
  supportEmail: string;
  /** `SUPPORT_PHONE`: named beside the support address when an invoice has no payment instructions. */
  supportPhone?: string | null;
  /**
   * The payment instructions in the message's language (bank, account, ...), shown with an invoice;
   * null when there are none (`server/domain/payment-instructions.ts`).
   */
  paymentInstructions: string | null;
  /** `SITE_NAME` and `BRAND_COLOR` (decision 0013); unset: the defaults. */
  brand?: EmailBrand;
}

/** The provider's name under the signature and its colour on the HTML's top rule. */
export interface EmailBrand {
  siteName: string;
  color: string;
}

/** A rendered message. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A piece of a message: a paragraph, a table of facts (label → value), preformatted lines, or a
 * link (its label, then the URL on its own line in the text; an anchor in the HTML).
 */
export type Block =
  | { p: string }
  | { facts: [string, string][] }
  | { pre: string }
  | { link: [string, string] };

export interface Template {
  subject(p: EmailParams): string;
  body(p: EmailParams, ctx: RenderContext): Block[];
}

/** One locale's texts: the frame around every message and a template per kind. */
export interface Catalogue {
  dir: "ltr" | "rtl";
  greeting(name: string): string;
  statusLink: string;
  questions(supportEmail: string): string;
  signature: string;
  /** The site's name in this language, used while `SITE_NAME` is the default. */
  siteName: string;
  /** "Tuesday, 1 December 2026" for `2026-12-01`. */
  date(isoDate: string): string;
  /** An exam time not yet known. */
  timeToBeConfirmed: string;
  /** Before the payment instructions of an invoice. */
  howToPay: string;
  /**
   * An invoice without payment instructions: whom to ask how to pay meanwhile (the support address,
   * and the phone when set), quoting the invoice number.
   */
  payLater(supportEmail: string, supportPhone: string | null, invoiceNumber: string): string;
  /** A value as it sits in a sentence: as it is in English, isolated in Arabic (`format.ts`). */
  value(value: string): string;
  /** An invoice's amount (`125.50`) and currency (`SAR`) as the language writes them. */
  money(amount: string, currency: string): string;
  /** A regulator's name by its code (`DHA`); an unknown code as given. */
  regulator(code: string): string;
  templates: Record<EmailKind, Template>;
}
