/**
 * The create-invoice form's contract (docs/product.md §3 "Invoice", §5 "Invoice"): the shared
 * `createInvoiceBodySchema` without the candidate's id (it comes from the URL), the form's
 * initial values and its fields in the order they are shown and checked.
 */
import { type CreateInvoice, type Currency, createInvoiceBodySchema } from "#shared/invoices/invoices.ts";

/** The form's schema: the API's create body minus `studentId`. Same rules and messages as the server. */
export const invoiceFormSchema = createInvoiceBodySchema.omit({ studentId: true });

/** The form's values as typed: text everywhere (the amount stays an exact decimal string). */
export interface InvoiceFormValues {
  invoiceNumber: string;
  BankInvoiceNumber: string;
  amount: string;
  currency: Currency;
  paymentDate: string;
  bank: string;
  reference: string;
  SecondReference: string;
  invoicerName: string;
  invoiceEmail: string;
  invoiceMobilePhone: string;
}

/** An empty form; the currency defaults to USD. */
export const INITIAL_INVOICE_VALUES: InvoiceFormValues = {
  invoiceNumber: "",
  BankInvoiceNumber: "",
  amount: "",
  currency: "USD",
  paymentDate: "",
  bank: "",
  reference: "",
  SecondReference: "",
  invoicerName: "",
  invoiceEmail: "",
  invoiceMobilePhone: "",
};

/** The API body of valid form values for candidate `studentId` (trimmed, amount normalised). */
export const toCreateInvoiceBody = (values: InvoiceFormValues, studentId: number): CreateInvoice => ({
  ...invoiceFormSchema.parse(values),
  studentId,
});
