import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../shared/errors.ts";
import { registrationSchema } from "../../../shared/registration.ts";
import { registrationResponseSchema } from "../../../shared/students.ts";
import type { Db } from "../../db/client.ts";
import type { PublicRateLimit } from "../../plugins/rate-limit.ts";
import { registerStudent } from "./queries.ts";

/** The public registration endpoint (spec §7 `POST api/FormRegister`). */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db; rateLimit: PublicRateLimit }> = async (
  app,
  { db, rateLimit },
) => {
  /**
   * Registers a candidate from the wizard's full payload (spec §3), validated with the wizard's own
   * schema (spec §5). 201 `{success, message, id}`; 400 `{message, field}` for the first invalid
   * field; 409 for a duplicate email, national ID or passport; 429 past the public rate limit.
   * A logged-in staff user is recorded as the registering user.
   */
  app.post(
    "/api/FormRegister",
    {
      config: { rateLimit },
      schema: {
        tags: ["registration"],
        security: [],
        body: registrationSchema,
        response: {
          201: registrationResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const id = await registerStudent(db, request.body, request.user);
      reply.status(201);
      return { success: true as const, message: "Registration successful!", id };
    },
  );
};
