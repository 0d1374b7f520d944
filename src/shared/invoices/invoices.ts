/**
 * Invoice contracts (docs/product.md §3 "Invoice", §5 "Invoice", §7 invoice calls). Wire names are the
 * spec's (`invoiceNumber`, `BankInvoiceNumber`, `SecondReference`, `confirmed_at`, ...).
 * Amounts travel as decimal strings with two places ("1250.00") and are stored as `numeric(12,2)`:
 * never a binary float. The create body also accepts a JSON number.
 */
import { z } from "zod";
import { idParam, optionalText, pageQuery, positiveId, savedAnswer } from "#shared/kit/schemas.ts";
import { oneLineText, optionalCalendarDate, optionalEmail, requiredText } from "#shared/kit/text-fields.ts";
import { PHONE } from "#shared/registration/registration.ts";

/** Currencies offered on the create-invoice form: the Gulf currencies, then USD, EUR and GBP. */
export const CURRENCIES = ["USD", "SAR", "AED", "QAR", "KWD", "BHD", "OMR", "EUR", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Largest amount `numeric(12,2)` holds. */
export const INVOICE_AMOUNT_MAX = "9999999999.99";

/** Default page size of the All Invoices table (at most `PAGE_SIZE_MAX`). */
export const INVOICE_PAGE_SIZE = 10;

/** Longest amount as typed ("9999999999.99" is 13; room for spaces, a sign and zeros). */
const AMOUNT_MAX_LENGTH = 30;

/**
 * An amount as typed: a positive number with at most two decimals, normalised to "123.40".
 * 'Amount is required.', 'Amount must be a number.', 'Amount must be greater than zero.',
 * 'Amount can have at most 2 decimals.'
 */
export const amountSchema = z
  .union([z.string(), z.number()], { error: "Amount is required." })
  .transform((v) => String(v))
  .pipe(
    oneLineText({ label: "Amount", max: AMOUNT_MAX_LENGTH, tooLong: "Amount must be a number." })
      .min(1, { error: "Amount is required.", abort: true })
      .regex(/^-?\d+(\.\d+)?$/, { error: "Amount must be a number.", abort: true })
      .refine((v) => Number(v) > 0, "Amount must be greater than zero.")
      .refine((v) => !/\.\d{3,}$/.test(v), "Amount can have at most 2 decimals.")
      .refine((v) => Number(v) <= Number(INVOICE_AMOUNT_MAX), `Amount must be at most ${INVOICE_AMOUNT_MAX}.`)
      .transform((v) => {
        const [whole = "0", fraction = ""] = v.split(".");
        return `${BigInt(whole).toString()}.${fraction.padEnd(2, "0")}`;
      }),
  );

/** `POST /api/invoices/create-invoice` body (docs/product.md §3, §5: invoice number required, amount numeric). */
export const createInvoiceBodySchema = z.object({
  studentId: positiveId,
  invoiceNumber: requiredText({ label: "Invoice number", max: 50 }),
  BankInvoiceNumber: optionalText("Bank invoice number", 50),
  paymentDate: optionalCalendarDate({ label: "Payment date" }),
  bank: optionalText("Bank", 100),
  invoiceEmail: optionalEmail({ invalid: "Please enter a valid email address" }),
  invoiceMobilePhone: oneLineText({
    label: "Phone number",
    max: 30,
    tooLong: "Please enter a valid phone number.",
  })
    .refine((v) => v === "" || PHONE.test(v), "Please enter a valid phone number.")
    .nullish()
    .transform((v) => (v ? v : null)),
  invoicerName: optionalText("Invoicer name", 150),
  amount: amountSchema,
  currency: z.enum(CURRENCIES, "Please choose a currency."),
  reference: optionalText("Reference", 100),
  SecondReference: optionalText("Second reference", 100),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceBodySchema>;
export type CreateInvoice = z.output<typeof createInvoiceBodySchema>;

/** An invoice as read (docs/product.md §3), with its candidate's id, full name and national ID. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  invoiceNumber: z.string(),
  BankInvoiceNumber: z.string().nullable(),
  paymentDate: z.string().nullable(),
  bank: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  invoiceMobilePhone: z.string().nullable(),
  invoicerName: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  reference: z.string().nullable(),
  SecondReference: z.string().nullable(),
  createdBy: z.string().nullable(),
  confirmed: z.boolean(),
  confirmedBy: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  studentFullName: z.string(),
  national_id: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

/** `POST /api/invoices/create-invoice` answer. */
export const createInvoiceResponseSchema = savedAnswer({
  invoice: invoiceSchema,
});

/** `PATCH /api/invoices/update-invoice/{id}` body (docs/product.md §7); only confirming is possible. */
export const confirmInvoiceBodySchema = z
  .object({ confirmed: z.literal(true, "Only confirming an invoice is possible.").optional() })
  .optional();

/**
 * `PATCH /api/invoices/update-invoice/{id}` answer: the confirmed invoice, the candidate's state
 * after it, and both messages of docs/product.md §8.
 */
export const confirmInvoiceResponseSchema = savedAnswer({
  stateMessage: z.string(),
  invoice: invoiceSchema,
  studentState: z.string(),
});

/** Query of `GET /api/invoices`: `page` (1-based) and `pageSize` (default 10, at most 100). */
export const invoiceListQuerySchema = z.object(pageQuery(INVOICE_PAGE_SIZE));

/** Path parameter of `/api/invoices/{studentId}`. */
export const studentIdParamsSchema = idParam("studentId");
