import { schemaResolver } from "@mantine/form";
import { describe, expect, it } from "vitest";
import { formFields, isFormField } from "#web/lib/form-fields.ts";
import { INITIAL_INVOICE_VALUES, invoiceFormSchema, toCreateInvoiceBody } from "./invoice-form.ts";

const validate = schemaResolver(invoiceFormSchema, { sync: true });

describe("the create-invoice form", () => {
  it("refuses an empty form with the shared schema's messages (docs/product.md §5)", () => {
    const errors = validate(INITIAL_INVOICE_VALUES);
    expect(errors.invoiceNumber).toBe("Invoice number is required.");
    expect(errors.amount).toBe("Amount is required.");
    expect(errors.currency).toBeUndefined();
  });

  it("refuses an amount that is not a number or has more than 2 decimals", () => {
    expect(validate({ ...INITIAL_INVOICE_VALUES, invoiceNumber: "A1", amount: "12,5" }).amount).toBe(
      "Amount must be a number.",
    );
    expect(validate({ ...INITIAL_INVOICE_VALUES, invoiceNumber: "A1", amount: "1.005" }).amount).toBe(
      "Amount can have at most 2 decimals.",
    );
  });

  it("builds the API body: trimmed, amount as an exact decimal string, blanks as null", () => {
    const body = toCreateInvoiceBody(
      { ...INITIAL_INVOICE_VALUES, invoiceNumber: " INV-7 ", amount: "1250.5", currency: "SAR" },
      42,
    );
    expect(body).toMatchObject({
      studentId: 42,
      invoiceNumber: "INV-7",
      amount: "1250.50",
      currency: "SAR",
      paymentDate: null,
      invoiceEmail: null,
    });
  });

  it("knows its fields, so server errors land beside the right input", () => {
    const fields = formFields(INITIAL_INVOICE_VALUES);
    expect(fields[0]).toBe("invoiceNumber");
    expect(isFormField(fields, "invoiceNumber")).toBe(true);
    expect(isFormField(fields, "studentId")).toBe(false);
    expect(isFormField(fields, undefined)).toBe(false);
  });
});
