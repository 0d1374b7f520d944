import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import type { PublishedCatalogueCache } from "#server/domain/catalogue.ts";
import { badRequest } from "#server/errors.ts";
import type { PublicRateLimit } from "#server/plugins/rate-limit.ts";
import { inquiryExamIssue } from "#shared/catalogue/catalogue.ts";
import {
  CONTACT_MESSAGE_FIELDS,
  CONTACT_SUCCESS,
  checkContactForm,
  contactMessageSchema,
  contactResponseSchema,
  INQUIRY_FIELDS,
  inquirySchema,
  isOldContactForm,
} from "#shared/inquiries/contact-forms.ts";
import { errorBodySchema } from "#shared/kit/schemas.ts";
import { saveContactMessage, saveInquiry } from "./queries.ts";

/** The public contact endpoint of both forms (docs/product.md §7 `POST /api/contact`). */
export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimit: PublicRateLimit;
  /** The published catalogue an inquiry's exam is checked against (decision 0034). */
  catalogue: PublishedCatalogueCache;
}> = async (app, { db, rateLimit, catalogue }) => {
  /**
   * Stores an inquiry (Book Exam form: exam_name, full_name, email, phone, current_job, nationality,
   * message?) in `inquiries`, or, when the body has a `subject`, an old-form message (subject, email,
   * phone, message) in `contact_messages`. Values are trimmed. 201 `{success, message}`; 400
   * `{message, field}` with the first problem in the spec's order (docs/product.md §5), nothing stored; 429 past
   * the public rate limit per client address.
   */
  app.post(
    "/api/contact",
    {
      config: { rateLimit },
      schema: {
        tags: ["contact"],
        security: [],
        description: "Inquiry (Book Exam) or, with `subject`, a message of the old contact form.",
        // Checked in the handler, which picks the form's schema and answers its first problem in
        // the spec's order; declared here for the OpenAPI document.
        body: z
          .looseObject({})
          .describe(
            "Inquiry: exam_name, full_name, email, phone, current_job, nationality, message (optional). Old form: subject, email, phone, message.",
          ),
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (isOldContactForm(request.body)) {
        const { data, issue } = checkContactForm(contactMessageSchema, request.body, CONTACT_MESSAGE_FIELDS);
        if (issue) throw badRequest(issue.message, issue.field);
        await saveContactMessage(db, data);
      } else {
        const { data, issue } = checkContactForm(inquirySchema, request.body, INQUIRY_FIELDS);
        if (issue) throw badRequest(issue.message, issue.field);
        // The regulator must be published with a bookable exam (docs/product.md §13 "The catalogue").
        const examIssue = inquiryExamIssue((await catalogue.get()).tree, data.exam_name);
        if (examIssue) throw badRequest(examIssue.message, examIssue.field);
        await saveInquiry(db, data);
      }
      reply.status(201);
      return { success: true as const, message: CONTACT_SUCCESS };
    },
  );
};
