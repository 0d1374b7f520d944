/**
 * The candidates' e-mails (decision 0010; decision 0011): one catalogue per locale (English here,
 * Arabic in `templates.ar.ts`), each message as plain text plus simple HTML built from the same
 * blocks, so the two never say different things. Every interpolated value is escaped in the HTML;
 * every message ends with the candidate's status-page link and the support address. An Arabic
 * message is `<html lang="ar" dir="rtl">` with its values isolated (`format.ts`).
 */

import { safeDisplayText } from "#shared/kit/text-rule.ts";
import type { EmailKind } from "#shared/mail/outbox.ts";
import { type EmailPlaceholder, type EmailSettingKind, fillPlaceholders } from "#shared/mail/settings.ts";
import { REGULATOR_LINK } from "#shared/reference/regulator-links.ts";
import { BRAND_COLOR_PATTERN, DEFAULT_BRAND_COLOR, DEFAULT_SITE_NAME } from "#shared/site/brand.ts";
import { INTL_LOCALE, type Locale, toLocale } from "#shared/site/locales.ts";
import type { Block, Catalogue, RenderContext, RenderedEmail } from "./catalogue.ts";
import {
  examReminderDayBeforeEn,
  examReminderEn,
  outcomeWord,
  resultsSentEn,
  retakeBookedEn,
} from "./exam-day.ts";
import {
  formatExamDate,
  heldUntil,
  isolatesToHtml,
  oneOffTemplate,
  paramText as str,
  stripIsolates,
} from "./format.ts";
import { inquiryInviteEn } from "./inquiry-invite.ts";
import type { EmailParams } from "./outbox.ts";
import { attemptTime, matchedDetail, registrationAttemptEn } from "./registration-attempt.ts";
import { ar } from "./templates.ar.ts";

const en: Catalogue = {
  dir: "ltr",
  greeting: (name) => `Dear ${name},`,
  statusLink: "See where your registration stands at any time:",
  questions: (support) => `Questions? Reply to this e-mail or write to ${support}.`,
  signature: "The exams team",
  siteName: DEFAULT_SITE_NAME,
  timeToBeConfirmed: "to be confirmed",
  howToPay: "How to pay:",
  payLater: (support, phone, invoice) =>
    `Our payment instructions will follow. Meanwhile, to find out how to pay, write to ${support}${phone ? ` or call ${phone}` : ""} and quote invoice number ${invoice}.`,
  date: (iso) => formatExamDate(iso, INTL_LOCALE.en),
  value: (value) => value,
  money: (amount, currency) => `${amount} ${currency}`,
  regulator: (code) => REGULATOR_LINK[code as keyof typeof REGULATOR_LINK]?.name ?? code,
  templates: {
    registration_received: {
      subject: (p) => `We received your registration ${str(p.reference)}`,
      body: (p) => [
        {
          p: `Thank you for registering for ${str(p.examName)}. Your reference is ${str(p.reference)}: please quote it whenever you contact us.`,
        },
        {
          facts: [
            ["Reference", str(p.reference)],
            ["Exam", str(p.examName)],
            ...(str(p.examCategory)
              ? [["Regulator", en.regulator(str(p.examCategory))] as [string, string]]
              : []),
            ["Test center", str(p.testCenter)],
          ],
        },
        {
          p: "What happens next: we confirm your registration, send you an invoice, confirm your payment, then e-mail you the exam's date, time and location.",
        },
      ],
    },
    confirmed: {
      subject: (p) => `Your registration ${str(p.reference)} is confirmed`,
      body: (p) => [
        { p: `Your registration for ${str(p.examName)} is confirmed.` },
        { p: "Next, we will send you an invoice for the exam fee." },
      ],
    },
    invoice_issued: {
      subject: (p) => `Invoice ${str(p.invoiceNumber)} for your exam registration ${str(p.reference)}`,
      body: (p) => [
        { p: `Here is the invoice for ${str(p.examName)}.` },
        {
          facts: [
            ["Invoice number", str(p.invoiceNumber)],
            ["Amount", `${str(p.amount)} ${str(p.currency)}`],
            ["Reference", str(p.reference)],
          ],
        },
      ],
    },
    payment_confirmed: {
      subject: (p) => `Payment received for invoice ${str(p.invoiceNumber)}`,
      body: (p) => [
        { p: `We have confirmed your payment for invoice ${str(p.invoiceNumber)}. Thank you.` },
        { p: "Next, we will e-mail you the exam's date, time and location." },
      ],
    },
    exam_details: {
      subject: (p) => `Your exam: ${str(p.examName)} on ${en.date(str(p.examDate))}`,
      body: (p) => [
        { p: "Here are the details of your exam. The attached calendar file adds it to your calendar." },
        {
          facts: [
            ["Exam", str(p.examName)],
            ["Date", en.date(str(p.examDate))],
            ["Time", str(p.examTime) || en.timeToBeConfirmed],
            ["Location", str(p.examLocation)],
          ],
        },
        { p: "Please arrive 30 minutes early with the identity document you registered with." },
      ],
    },
    results_sent: resultsSentEn,
    done: {
      subject: (p) => `Your registration ${str(p.reference)} is complete`,
      body: (p) => [
        { p: `Your registration for ${str(p.examName)} is complete. We wish you every success.` },
      ],
    },
    one_off: oneOffTemplate((text) => text),
    inquiry_invite: inquiryInviteEn,
    registration_attempt: registrationAttemptEn,
    // Decision 0022: a seat given back or a sitting cancelled without a new seat.
    seat_cancelled: {
      subject: (p) => `Your exam on ${en.date(str(p.examDate))} is cancelled`,
      body: (p) => [
        {
          p: `Your seat for ${str(p.examName)} on ${en.date(str(p.examDate))} at ${str(p.examTime)}, ${str(p.examLocation)}, is cancelled.`,
        },
        {
          p: "We will offer you a new date by e-mail as soon as a seat is free. If you have a question meanwhile, write to us at the address below.",
        },
      ],
    },
    // Decision 0022 ("Waiting list"): a held seat and the signed link that books it.
    seat_offer: {
      subject: (p) => `A seat is free for your exam on ${en.date(str(p.examDate))}`,
      body: (p) => [
        { p: `A seat has become free for ${str(p.examName)}. We are holding it for you.` },
        {
          facts: [
            ["Date", en.date(str(p.examDate))],
            ["Time", str(p.examTime)],
            ["Location", str(p.examLocation)],
            ["Held until", heldUntil(p, INTL_LOCALE.en, "test center time")],
          ],
        },
        { link: ["Book this seat:", str(p.offerUrl)] },
        { p: "If you do not book it by then, the seat goes to the next candidate on the waiting list." },
      ],
    },
    exam_reminder: examReminderEn,
    exam_reminder_day_before: examReminderDayBeforeEn,
    retake_booked: retakeBookedEn,
  },
};

const CATALOGUES: Record<Locale, Catalogue> = { en, ar };

/** Escapes a value for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function blockText(block: Block): string {
  if ("p" in block) return block.p;
  if ("link" in block) return `${block.link[0]}\n${block.link[1]}`;
  if ("pre" in block) return block.pre;
  return block.facts.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** Text for HTML: escaped, with isolated values (FSI … PDI) as `<bdi>`. */
const inline = (text: string) => isolatesToHtml(escapeHtml(text));

/** A link: the URL always reads left to right, also inside an Arabic paragraph. */
const anchor = (url: string) => `<span dir="ltr"><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></span>`;

function blockHtml(block: Block, dir: Catalogue["dir"]): string {
  if ("p" in block) return `<p>${inline(block.p)}</p>`;
  if ("link" in block) return `<p>${inline(block.link[0])}<br>${anchor(block.link[1])}</p>`;
  if ("pre" in block) return `<p style="white-space:pre-line">${inline(block.pre)}</p>`;
  // The label column sits at the start of the line: left in English, right in Arabic.
  const [align, padding] = dir === "rtl" ? ["right", "2px 0 2px 12px"] : ["left", "2px 12px 2px 0"];
  const rows = block.facts
    .map(
      ([label, value]) =>
        `<tr><th align="${align}" style="padding:${padding}">${inline(label)}</th><td>${inline(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" dir="${dir}" style="border-collapse:collapse">${rows}</table>`;
}

/** The catalogue's language for a requested `locale` (English when there is none for it). */
export function catalogueLocale(locale: string): Locale {
  return toLocale(locale);
}

/**
 * Staff's own texts for a message (the admin "E-mail" screen, `email_settings`): templates with
 * `{{placeholders}}`; null keeps the built-in subject or body.
 */
export interface CustomTexts {
  subject: string | null;
  body: string | null;
}

/**
 * What each placeholder stands for in a message of `lang` with the snapshot `p`: in Arabic each
 * value isolated (`format.ts`), as the built-in Arabic texts have them. `{{amount}}` stays the plain
 * decimal (staff's templates write `{{amount}} {{currency}}`); the built-in Arabic invoice formats
 * the two together with `Intl`.
 */
export function placeholderValues(
  lang: Locale,
  p: EmailParams,
  ctx: Pick<RenderContext, "statusUrl" | "supportEmail">,
): Record<EmailPlaceholder, string> {
  const catalogue = CATALOGUES[lang];
  const values: Record<EmailPlaceholder, string> = {
    reference: str(p.reference),
    first_name: str(p.firstName),
    full_name: str(p.fullName),
    exam: str(p.examName),
    regulator: str(p.examCategory) && catalogue.regulator(str(p.examCategory)),
    test_center: str(p.testCenter),
    status_link: ctx.statusUrl,
    support_email: ctx.supportEmail,
    invoice_number: str(p.invoiceNumber),
    amount: str(p.amount),
    currency: str(p.currency),
    exam_date: catalogue.date(str(p.examDate)),
    exam_time: str(p.examTime) || catalogue.timeToBeConfirmed,
    exam_location: str(p.examLocation),
    attempted_at: attemptTime(lang, str(p.attemptedAt)),
    matched_detail: matchedDetail(lang, str(p.matchedField)),
    result: outcomeWord(lang, str(p.outcome)),
    score: str(p.score),
    days_before: str(p.daysBefore),
  };
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, catalogue.value(value)]),
  ) as Record<EmailPlaceholder, string>;
}

/** The snapshot whose every value is its own placeholder, to write the built-in texts as templates. */
const PLACEHOLDER_PARAMS: EmailParams = {
  reference: "{{reference}}",
  firstName: "{{first_name}}",
  fullName: "{{full_name}}",
  examName: "{{exam}}",
  examCategory: "{{regulator}}",
  testCenter: "{{test_center}}",
  invoiceNumber: "{{invoice_number}}",
  amount: "{{amount}}",
  currency: "{{currency}}",
  examDate: "{{exam_date}}",
  examTime: "{{exam_time}}",
  examLocation: "{{exam_location}}",
  attemptedAt: "{{attempted_at}}",
  matchedField: "{{matched_detail}}",
  daysBefore: "{{days_before}}",
};

/**
 * The built-in subject and body of `kind` written as templates (`{{exam}}` where the exam's name
 * goes), as the E-mail screen offers them for editing: the body's paragraphs separated by blank
 * lines, its facts as `Label: value` lines. The frame (greeting, status link, support address,
 * signature) is not part of it: it stays around any body. Without the isolate controls of the
 * Arabic texts: the values filled in are isolated instead ({@link placeholderValues}).
 */
export function defaultTexts(kind: EmailSettingKind, locale: string): { subject: string; body: string } {
  const template = CATALOGUES[catalogueLocale(locale)].templates[kind];
  const ctx = { statusUrl: "{{status_link}}", supportEmail: "{{support_email}}", paymentInstructions: null };
  return {
    subject: stripIsolates(template.subject(PLACEHOLDER_PARAMS)),
    body: stripIsolates(template.body(PLACEHOLDER_PARAMS, ctx).map(blockText).join("\n\n")),
  };
}

/**
 * A custom body's blocks: its paragraphs (split at blank lines, single line breaks kept), with the
 * placeholders filled in.
 */
function customBlocks(body: string, values: Record<string, string>): Block[] {
  return fillPlaceholders(body, values)
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.includes("\n") ? { pre: part } : { p: part }));
}

/**
 * What follows an invoice's body, built-in or rewritten (docs/product.md §2 "Payment
 * instructions"): "How to pay:" and the instructions in the message's language, or, without any,
 * whom to ask meanwhile (support address and phone) with the invoice number to quote.
 */
function paymentBlocks(lang: Locale, params: EmailParams, ctx: RenderContext): Block[] {
  const catalogue = CATALOGUES[lang];
  if (ctx.paymentInstructions) {
    return [{ p: catalogue.howToPay }, { pre: catalogue.value(ctx.paymentInstructions) }];
  }
  return [{ p: catalogue.payLater(ctx.supportEmail, ctx.supportPhone || null, str(params.invoiceNumber)) }];
}

/** Snapshot values that hold several lines: the one-off e-mail's body (staff's text). */
const MULTI_LINE_PARAMS = new Set(["body"]);

/**
 * The snapshot as a message may show it (decision 0017): a value saved before the text rule
 * (a name holding "\nURGENT … pay at http://…", an RLO) loses its bidi controls and zero-width
 * characters, and a one-line value's line breaks become spaces, so no value can add lines of its
 * own to the plain text or the subject, or read backwards. Values that pass the rule are unchanged.
 */
function shownParams(params: EmailParams): EmailParams {
  const shown: EmailParams = {};
  for (const [key, value] of Object.entries(params)) {
    shown[key] =
      typeof value === "string"
        ? safeDisplayText(value, MULTI_LINE_PARAMS.has(key) ? "multi" : "one")
        : value;
  }
  return shown;
}

/** Staff's templates under the same rule (saved before it, they may hold such characters too). */
const shownCustom = (custom: CustomTexts | null): CustomTexts | null =>
  custom && {
    subject: custom.subject && safeDisplayText(custom.subject),
    body: custom.body && safeDisplayText(custom.body, "multi"),
  };

/**
 * The message of `kind` in `locale` (falls back to English) for the snapshot `params`. `custom`
 * (the E-mail screen's templates) replaces the subject and the body's own blocks; the greeting,
 * the status link, the support address and the signature stay, and so do an invoice's payment
 * instructions (or, without any, whom to ask how to pay) and (added by the worker) the exam's `.ics`.
 * Placeholder values are escaped in the HTML like every other text; every value is first made safe
 * to show ({@link shownParams}): no value adds lines to the text or the subject.
 */
export function renderEmail(
  kind: EmailKind,
  locale: string,
  snapshot: EmailParams,
  ctx: RenderContext,
  customTexts: CustomTexts | null = null,
): RenderedEmail {
  const params = shownParams(snapshot);
  const custom = shownCustom(customTexts);
  const lang = catalogueLocale(locale);
  const catalogue = CATALOGUES[lang];
  const template = catalogue.templates[kind];
  const name = str(params.fullName) || str(params.firstName);
  const values = custom?.subject || custom?.body ? placeholderValues(lang, params, ctx) : {};
  const blocks = [
    ...(custom?.body ? customBlocks(custom.body, values) : template.body(params, ctx)),
    ...(kind === "invoice_issued" ? paymentBlocks(lang, params, ctx) : []),
  ];
  const subject = custom?.subject
    ? fillPlaceholders(custom.subject, values).replace(/\s*[\r\n]+\s*/g, " ")
    : template.subject(params);
  const brand = ctx.brand ?? { siteName: DEFAULT_SITE_NAME, color: DEFAULT_BRAND_COLOR };
  const site = brand.siteName === DEFAULT_SITE_NAME ? catalogue.siteName : brand.siteName;
  const color = BRAND_COLOR_PATTERN.test(brand.color) ? brand.color : DEFAULT_BRAND_COLOR;
  const text = [
    catalogue.greeting(name),
    ...blocks.map(blockText),
    `${catalogue.statusLink}\n${ctx.statusUrl}`,
    catalogue.questions(ctx.supportEmail),
    `${catalogue.signature}\n${site}`,
  ].join("\n\n");
  // `dir` on the body and on a container too: some webmail clients drop the <html> and <body> tags.
  const { dir } = catalogue;
  const align = dir === "rtl" ? "right" : "left";
  const html = [
    `<!doctype html><html lang="${lang}" dir="${dir}"><body dir="${dir}" style="font-family:Arial,sans-serif;line-height:1.5">`,
    `<div dir="${dir}" lang="${lang}" style="text-align:${align};border-top:4px solid ${color};padding-top:8px">`,
    `<p>${inline(catalogue.greeting(name))}</p>`,
    ...blocks.map((block) => blockHtml(block, dir)),
    `<p>${inline(catalogue.statusLink)}<br>${anchor(ctx.statusUrl)}</p>`,
    `<p>${inline(catalogue.questions(ctx.supportEmail))}</p>`,
    `<p>${inline(catalogue.signature)}<br>${escapeHtml(site)}</p>`,
    "</div>",
    "</body></html>",
  ].join("\n");
  // Isolation marks stay in the HTML only (as <bdi>): in a subject or plain text some clients show
  // them as boxes, and a value copied from there (the reference, into the status page) carries
  // invisible characters that the text rule refuses (decision 0017).
  return { subject: stripIsolates(subject), text: `${stripIsolates(text)}\n`, html };
}
