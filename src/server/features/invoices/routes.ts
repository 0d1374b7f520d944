import { idempotentWrite } from "#server/lib/idempotency.ts";
import { getPagedList, pagedList } from "#server/lib/paged-list.ts";
import { type DbRoutes, sessionSchema } from "#server/lib/route-plugin.ts";
import { milestoneState } from "#shared/candidates/pipeline.ts";
import {
  confirmInvoiceBodySchema,
  confirmInvoiceResponseSchema,
  createInvoiceBodySchema,
  createInvoiceResponseSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  studentIdParamsSchema,
} from "#shared/invoices/invoices.ts";
import { deniedResponses, errorResponses, idempotencyHeaders, idParam } from "#shared/kit/schemas.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { confirmInvoice, createInvoice, listInvoices, listStudentInvoices } from "./queries.ts";

const client = { ...errorResponses(400, 404, 409), ...deniedResponses };

/** One page of all invoices, newest first (`page`, `pageSize` default 10); `X-Total-Count`. */
const invoiceList = pagedList("invoices", "/api/invoices", invoiceListQuerySchema, invoiceListSchema);

/** Invoice routes (docs/product.md §7). Reads: admin and auditor; writes: admin (the policy table). */
export const invoiceRoutes: DbRoutes = async (app, { db }) => {
  getPagedList(app, invoiceList, (query) => listInvoices(db, query));

  /** The invoices of one candidate, newest first. 404 unknown or deleted candidate. */
  app.get(
    "/api/invoices/:studentId",
    { schema: sessionSchema(["invoices"], { params: studentIdParamsSchema }, invoiceListSchema, 400, 404) },
    async (request) => listStudentInvoices(db, request.params.studentId),
  );

  /**
   * Creates an invoice (docs/product.md §3, §5): number required, amount positive with 2 decimals, currency.
   * 409 unless the candidate is in state Invoice; 409 duplicate invoice number; 404 unknown candidate.
   * With an `Idempotency-Key`, a retry within 24 h gets the first answer (decision 0019; 422 for the
   * same key with another body).
   */
  app.post(
    "/api/invoices/create-invoice",
    {
      schema: {
        tags: ["invoices"],
        body: createInvoiceBodySchema,
        headers: idempotencyHeaders,
        response: { 201: createInvoiceResponseSchema, ...client, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      idempotentWrite(db, request, reply, "POST /api/invoices/create-invoice", async (tx) => {
        const invoice = await createInvoice(tx, request.body, request.actor());
        return {
          status: 201,
          body: { success: true as const, message: "Invoice created successfully", invoice },
        };
      }),
  );

  /**
   * Confirms an invoice and moves its candidate to Invoice_Confirmed, in one transaction (docs/product.md §4).
   * 404 unknown invoice; 409 already confirmed.
   */
  app.patch(
    "/api/invoices/update-invoice/:id",
    {
      schema: {
        tags: ["invoices"],
        params: idParam("id"),
        body: confirmInvoiceBodySchema,
        response: { 200: confirmInvoiceResponseSchema, ...client },
      },
    },
    async (request) => {
      const { invoice, studentState } = await confirmInvoice(db, request.params.id, request.actor());
      return {
        success: true as const,
        message: BACK_OFFICE_TEXTS.invoiceConfirmed,
        stateMessage:
          studentState === milestoneState("paid")
            ? BACK_OFFICE_TEXTS.studentInvoiceConfirmed
            : `Student state stays ${studentState}`,
        invoice,
        studentState,
      };
    },
  );
};
