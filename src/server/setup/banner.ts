/**
 * The lines the server prints last at start-up (README "Two commands"), so that they are what a new
 * user sees: the address to open, on the first start only the generated admin's credentials, and
 * on every start the checklist of what the operator has still to set (README "First run").
 */
import type { AddressInfo } from "node:net";

/** What the checklist looks at (see {@link setupChecklist}). */
export interface SetupState {
  /** The languages whose invoices would go out without payment instructions (none saved, none in the environment). */
  missingPaymentInstructions: readonly ("en" | "ar")[];
  smtpUrl?: string;
  /** Where messages are written as `.eml` files without `SMTP_URL`. */
  outboxDir: string;
  supportEmail: string;
  publicUrl?: string;
  /** The address the server answers on (the banner's), for the link to the E-mail screen; null: unknown. */
  url: string | null;
  /** The port, for the address e-mail links fall back to without `PUBLIC_URL`. */
  port: number;
}

/** One thing still to set: what is wrong now, and how to set it. */
export interface ChecklistItem {
  what: string;
  how: string;
}

/** Domains reserved for examples (RFC 2606): an address there reaches nobody. */
const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?example\.(?:com|org|net)$/i;

const LANGUAGE_NAMES = { en: "English", ar: "Arabic" } as const;

/**
 * The first-run checklist: each setting a working portal needs that is still missing, with how to
 * set it. Payment instructions (docs/product.md §2 "Payment instructions"), `SMTP_URL`, a
 * `SUPPORT_EMAIL` still at an example domain (the default `support@example.com`) and `PUBLIC_URL`.
 * Empty once all are set.
 */
export function setupChecklist(state: SetupState): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const missing = state.missingPaymentInstructions;
  if (missing.length > 0) {
    const which = missing.length === 2 ? "Invoices" : `${LANGUAGE_NAMES[missing[0]!]} invoices`;
    items.push({
      what: `Payment instructions: none set. ${which} go out without them; candidates are only told whom to contact.`,
      how: `Set them on the E-mail screen, ${state.url ?? "/"}email?tab=payment (admin), or with PAYMENT_INSTRUCTIONS in .env.`,
    });
  }
  if (!state.smtpUrl) {
    items.push({
      what: `SMTP_URL: not set. E-mails to candidates are written as files under ${state.outboxDir}, and nobody receives them.`,
      how: "Set SMTP_URL=smtp://user:password@mail.example.com:587 in .env (smtps:// for TLS on port 465).",
    });
  }
  if (EXAMPLE_DOMAIN.test(state.supportEmail)) {
    items.push({
      what: `SUPPORT_EMAIL: still ${state.supportEmail}, the address candidates are told to write to; it reaches nobody.`,
      how: "Set SUPPORT_EMAIL=<your support address> in .env (SUPPORT_PHONE too, to give a phone number).",
    });
  }
  if (!state.publicUrl) {
    items.push({
      what: `PUBLIC_URL: not set. Links in e-mails point to http://localhost:${state.port}, which candidates cannot open.`,
      how: "Set PUBLIC_URL=https://exams.example.com (the address candidates open) in .env.",
    });
  }
  return items;
}

/** The URL to open in a browser for the bound `address` (a wildcard host shows as localhost). */
export function localUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === "string") return null;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/**
 * The banner text: the local address (and `PUBLIC_URL` when set), then the first admin's username
 * and password when it was created with a generated one (shown this once), then the
 * {@link setupChecklist} items still open ("Still to set", each with how), if any.
 */
export function startBanner(opts: {
  url: string | null;
  publicUrl?: string;
  admin?: { username: string; generatedPassword: string | null } | null;
  checklist?: readonly ChecklistItem[];
}): string {
  const lines = [`Exam portal is running: open ${opts.url ?? "(address unknown)"}`];
  if (opts.publicUrl) lines.push(`Public address: ${opts.publicUrl}`);
  if (opts.admin?.generatedPassword) {
    lines.push(
      "",
      `First admin created. Username: ${opts.admin.username}  Password: ${opts.admin.generatedPassword}`,
      "The password is shown this once. Set a new one any time with",
      `  npm run admin:password -- ${opts.admin.username}`,
    );
  }
  if (opts.checklist?.length) {
    lines.push("", `Still to set (${opts.checklist.length}):`);
    for (const item of opts.checklist) lines.push(`[ ] ${item.what}`, `    ${item.how}`);
  }
  return `\n${lines.map((line) => (line ? `  ${line}` : "")).join("\n")}\n\n`;
}
