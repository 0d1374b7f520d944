import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { convertInquiry, type InviteTokens } from "#server/features/inquiries/invites.ts";
import { idempotentWrite } from "#server/lib/idempotency.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import { registrationRequestSchema, registrationResponseSchema } from "#shared/registration.ts";
import { errorResponses, idempotencyHeaders } from "#shared/schema-kit.ts";
import { registerStudent } from "./queries.ts";

/** The public registration endpoint (spec §7 `POST api/FormRegister`). */
export const registrationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: PublicRateLimit;
  invites: InviteTokens;
}> = async (app, { db, rateLimit, invites }) => {
  /**
   * Registers a candidate from the wizard's full payload (spec §3), validated with the wizard's own
   * schema (spec §5). 201 `{success, message, id, reference}` (the reference is ours, issue 14); 400 `{message, field}` for the first invalid
   * field; 409 for a duplicate email, national ID or passport; 429 past the public rate limit.
   * A logged-in staff user is recorded as the registering user. With an `Idempotency-Key`, a
   * retry within 24 h gets the first answer again instead of a 409 (issue 13; 422 for the same key
   * with another body). With `invite` (an inquiry's invitation token, issue 14 item 4) the
   * inquiry becomes converted and linked to the candidate in the same transaction; an invalid one
   * is ignored.
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
    async (request, reply) =>
      idempotentWrite(db, request, reply, "POST /api/FormRegister", async (tx) => {
        const { invite, ...registration } = request.body;
        // With an invitation, one transaction around the registration and the conversion (without
        // an Idempotency-Key `tx` is the pool); without one, nothing more than before.
        const { id, reference } = invite
          ? await tx.transaction(async (inner) => {
              const registered = await registerStudent(inner as unknown as Db, registration, request.user);
              await convertInquiry(inner, invites, invite, registered.id);
              return registered;
            })
          : await registerStudent(tx, registration, request.user);
        return {
          status: 201,
          body: { success: true as const, message: "Registration successful!", id, reference },
        };
      }),
  );
};
