/**
 * Display rules of invoices (docs/product.md §3 "Invoice"): amounts, payment dates, status and error texts.
 * Amounts arrive as exact decimal strings ("1250.50") and are only ever formatted as text, never
 * turned into binary floats.
 */
/**
 * An amount with its currency for display: "1250.5" in SAR → "SAR 1,250.50". The digits are
 * grouped by text, so no precision is lost; a value that is not a decimal is shown as it came.
 */
export function formatAmount(amount: string, currency: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return `${currency} ${amount}`.trim();
  const [, sign = "", whole = "0", fraction = ""] = match;
  const digits = whole.replace(/^0+(?=\d)/, "");
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency} ${sign}${grouped}.${fraction.padEnd(2, "0")}`;
}

const dateOnlyFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/**
 * A calendar date (`YYYY-MM-DD`, e.g. the payment date) in the user's locale, read as a date
 * without time so that no time zone moves it to the day before; other text is shown as it is.
 */
export function formatDateOnly(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : dateOnlyFormat.format(date);
}

/** Label of an invoice's status badge. */
export const invoiceStatusLabel = (confirmed: boolean) => (confirmed ? "Confirmed" : "Unconfirmed");

/** Colour of an invoice's status badge. */
export const invoiceStatusColor = (confirmed: boolean) => (confirmed ? "green" : "yellow");
