import { getPagedList, pagedList } from "#server/lib/paged-list.ts";
import { type DbRoutes, sessionSchema } from "#server/lib/route-plugin.ts";
import { idParam } from "#shared/kit/schemas.ts";
import {
  emailOutboxListSchema,
  emailOutboxQuerySchema,
  emailRetryResultSchema,
  oneOffEmailBodySchema,
} from "#shared/mail/outbox.ts";
import { listOutbox, queueOneOffEmail, retryOutboxMessage } from "./queries.ts";

/**
 * One page of the candidates' e-mails, newest first: `status` (queued, sent, failed),
 * `student_id`, `page`, `pageSize` (default 20); `X-Total-Count`. Failed ones carry their error.
 */
const outboxList = pagedList("email", "/api/email-outbox", emailOutboxQuerySchema, emailOutboxListSchema);

/** The e-mail outbox for staff (decision 0010), admin only (the policy table). */
export const emailRoutes: DbRoutes = async (app, { db }) => {
  getPagedList(app, outboxList, (query) => listOutbox(db, query));

  /** Sends a failed e-mail again (due at once, attempts from zero). 404 unknown; 409 not failed. */
  app.post(
    "/api/email-outbox/:id/retry",
    { schema: sessionSchema(["email"], { params: idParam("id") }, emailRetryResultSchema, 400, 404, 409) },
    async (request) => {
      await retryOutboxMessage(db, request.params.id);
      return { success: true as const, message: "The e-mail will be sent again." };
    },
  );

  /**
   * A one-off e-mail from the logged-in staff member to a candidate (subject and message; sent with
   * the status link, kept in the History). 200 once queued; 400 bad field; 404 unknown candidate.
   */
  app.post(
    "/api/students/:id/email",
    {
      schema: sessionSchema(
        ["email"],
        { params: idParam("id"), body: oneOffEmailBodySchema },
        emailRetryResultSchema,
        400,
        404,
      ),
    },
    async (request) => {
      await queueOneOffEmail(db, request.params.id, request.body, request.actor());
      return { success: true as const, message: "The e-mail will be sent shortly." };
    },
  );
};
