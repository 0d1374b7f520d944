import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import {
  paymentInstructionsSchema,
  paymentInstructionsUpdateResultSchema,
  paymentInstructionsUpdateSchema,
} from "#shared/invoices/payment-instructions.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import { readPaymentInstructions, savePaymentInstructions } from "./queries.ts";

/**
 * The payment instructions of invoices (docs/product.md §2 "Payment instructions"): admins write,
 * admins and auditors read (the policy table); `environment` is `PAYMENT_INSTRUCTIONS` as shown
 * (the initial value), null when unset.
 */
export const paymentInstructionRoutes: FastifyPluginAsyncZod<{ db: Db; environment: string | null }> = async (
  app,
  { db, environment },
) => {
  /**
   * The saved English and Arabic texts (null: not saved), `PAYMENT_INSTRUCTIONS`, what candidates
   * get now per language (`effective`), the languages left without instructions (`missing`), and
   * the last 20 saves with who and when.
   */
  app.get(
    "/api/payment-instructions",
    {
      schema: {
        tags: ["invoices"],
        response: { 200: paymentInstructionsSchema, ...deniedResponses },
      },
    },
    async () => readPaymentInstructions(db, environment),
  );

  /**
   * Saves both texts (`en`, `ar`: up to 2000 characters each, several lines; null or blank: not set,
   * the fallback applies) as a new version, audited. 400 with `field` en or ar; nothing saved then.
   */
  app.put(
    "/api/payment-instructions",
    {
      schema: {
        tags: ["invoices"],
        body: paymentInstructionsUpdateSchema,
        response: {
          200: paymentInstructionsUpdateResultSchema,
          ...deniedResponses,
          ...errorResponses(400),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Payment instructions saved.",
      settings: await savePaymentInstructions(db, request.body, request.actor(), environment),
    }),
  );
};
