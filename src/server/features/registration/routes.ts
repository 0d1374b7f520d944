import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import type { PublishedCatalogueCache } from "#server/domain/catalogue.ts";
import { convertInquiry, type InviteTokens } from "#server/domain/inquiry-invites.ts";
import { badRequest } from "#server/errors.ts";
import { idempotentWrite } from "#server/lib/idempotency.ts";
import {
  DUPLICATE_ANSWER_COST,
  isRateLimitExempt,
  type PublicLimits,
  type PublicRateLimit,
} from "#server/plugins/rate-limit.ts";
import { examChoiceIssue } from "#shared/catalogue/catalogue.ts";
import { errorResponses, idempotencyHeaders } from "#shared/kit/schemas.ts";
import { registrationRequestSchema, registrationResponseSchema } from "#shared/registration/registration.ts";
import { DuplicateRegistration, queueAttemptNotice } from "./duplicates.ts";
import { registerStudent } from "./queries.ts";

/** The public registration endpoint (docs/product.md §7 `POST api/FormRegister`). */
export const registrationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: PublicRateLimit;
  /** Makes a duplicate answer cost more of the client's budget (decision 0019). */
  chargeLimit: PublicLimits["charge"];
  invites: InviteTokens;
  /** The published catalogue the exam choice is checked against (decision 0034). */
  catalogue: PublishedCatalogueCache;
  /** The app's clock (ms since the epoch): whether the chosen month has an open seat. */
  now?: () => number;
}> = async (app, { db, rateLimit, chargeLimit, invites, catalogue, now = Date.now }) => {
  /**
   * Registers a candidate from the wizard's full payload (docs/product.md §3), validated with the wizard's own
   * schema (docs/product.md §5). 201 `{success, message, id, reference}` (the reference is ours, docs/product.md §2 "Student registration"); 400 `{message, field}` for the first invalid
   * field; 409 for a duplicate email, national ID or passport; 429 past the public rate limit.
   * A duplicate answer to a caller the limit applies to costs `DUPLICATE_ANSWER_COST` requests of
   * its budget and queues the "someone tried to register with your details" notice to the
   * candidate holding that detail (at most one a day; decision 0019). A logged-in staff user is
   * recorded as the registering user. With an `Idempotency-Key`, the same caller's retry within
   * 24 h gets the first answer again instead of a 409 (422 for the same key with another body);
   * another caller's request with that key is a new request (decision 0019). With `invite` (an inquiry's invitation token, docs/product.md §2 "Inquiries page") the
   * inquiry becomes converted and linked to the candidate in the same transaction; an invalid one
   * is ignored. The exam choice (examCategory → examSpecialty → examName) must be bookable in the
   * published catalogue (docs/product.md §13 "The catalogue"): 400 naming the first field that is
   * not, and a retired exam is refused on examName.
   */
  app.post(
    "/api/FormRegister",
    {
      config: { rateLimit },
      schema: {
        tags: ["registration"],
        security: [],
        body: registrationRequestSchema,
        headers: idempotencyHeaders,
        response: {
          201: registrationResponseSchema,
          ...errorResponses(400, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const issue = examChoiceIssue((await catalogue.get()).tree, request.body);
      if (issue) throw badRequest(issue.message, issue.field);
      try {
        return await idempotentWrite(db, request, reply, "POST /api/FormRegister", async (tx) => {
          const { invite, ...registration } = request.body;
          // With an invitation, one transaction around the registration and the conversion (without
          // an Idempotency-Key `tx` is the pool); without one, nothing more than before.
          const { id, reference } = invite
            ? await tx.transaction(async (inner) => {
                const registered = await registerStudent(
                  inner as unknown as Db,
                  registration,
                  request.user,
                  undefined,
                  now,
                );
                await convertInquiry(inner, invites, invite, registered.id);
                return registered;
              })
            : await registerStudent(tx, registration, request.user, undefined, now);
          return {
            status: 201,
            body: { success: true as const, message: "Registration successful!", id, reference },
          };
        });
      } catch (error) {
        // After the refused write's rollback, so the notice and the charge stay (decision 0019).
        if (error instanceof DuplicateRegistration && !isRateLimitExempt(request)) {
          await queueAttemptNotice(db, error.duplicateField, error.value, new Date());
          await chargeLimit(request, reply, DUPLICATE_ANSWER_COST - 1);
        }
        throw error;
      }
    },
  );
};
