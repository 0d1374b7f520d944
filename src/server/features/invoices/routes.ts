import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BACK_OFFICE_MESSAGES } from "../../../shared/back-office-messages.ts";
import { deniedResponses, errorBodySchema } from "../../../shared/errors.ts";
import {
  confirmInvoiceBodySchema,
  confirmInvoiceResponseSchema,
  createInvoiceBodySchema,
  createInvoiceResponseSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  studentIdParamsSchema,
} from "../../../shared/invoices.ts";
import { idParamsSchema } from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import { confirmInvoice, createInvoice, listInvoices, listStudentInvoices } from "./queries.ts";

const client = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...deniedResponses };

/** Invoice routes (spec §7). Reads: admin and auditor; writes: admin (the policy table). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** One page of all invoices, newest first (`page`, `pageSize` default 10); `X-Total-Count`. */
  app.get(
    "/api/invoices",
    {
      schema: {
        tags: ["invoices"],
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, 400: errorBodySchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      const { invoices, total } = await listInvoices(db, request.query.page, request.query.pageSize);
      reply.header("X-Total-Count", String(total));
      return invoices;
    },
  );

  /** The invoices of one candidate, newest first. 404 unknown or deleted candidate. */
  app.get(
    "/api/invoices/:studentId",
    {
      schema: {
        tags: ["invoices"],
        params: studentIdParamsSchema,
        response: { 200: invoiceListSchema, 400: errorBodySchema, 404: errorBodySchema, ...deniedResponses },
      },
    },
    async (request) => listStudentInvoices(db, request.params.studentId),
  );

  /**
   * Creates an invoice (spec §3, §5): number required, amount positive with 2 decimals, currency.
   * 409 unless the candidate is in state Invoice; 409 duplicate invoice number; 404 unknown candidate.
   */
  app.post(
    "/api/invoices/create-invoice",
    {
      schema: {
        tags: ["invoices"],
        body: createInvoiceBodySchema,
        response: { 201: createInvoiceResponseSchema, ...client },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoice(db, request.body, request.actor());
      return reply
        .status(201)
        .send({ success: true as const, message: "Invoice created successfully", invoice });
    },
  );

  /**
   * Confirms an invoice and moves its candidate to Invoice_Confirmed, in one transaction (spec §4).
   * 404 unknown invoice; 409 already confirmed.
   */
  app.patch(
    "/api/invoices/update-invoice/:id",
    {
      schema: {
        tags: ["invoices"],
        params: idParamsSchema,
        body: confirmInvoiceBodySchema,
        response: { 200: confirmInvoiceResponseSchema, ...client },
      },
    },
    async (request) => {
      const { invoice, studentState } = await confirmInvoice(db, request.params.id, request.actor());
      return {
        success: true as const,
        message: BACK_OFFICE_MESSAGES.invoiceConfirmed,
        stateMessage:
          studentState === "Invoice_Confirmed"
            ? BACK_OFFICE_MESSAGES.studentInvoiceConfirmed
            : `Student state stays ${studentState}`,
        invoice,
        studentState,
      };
    },
  );
};
