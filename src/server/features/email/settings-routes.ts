import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import {
  emailPreviewRequestSchema,
  emailPreviewSchema,
  emailSettingKindParams,
  emailSettingListSchema,
  emailSettingUpdateResultSchema,
  emailSettingUpdateSchema,
} from "#shared/mail/settings.ts";
import { listEmailSettings, type PreviewContext, previewEmail, updateEmailSetting } from "./settings.ts";

/** The admin "E-mail" screen's settings (decision 0010), admin only (the policy table). */
export const emailSettingRoutes: FastifyPluginAsyncZod<{ db: Db; preview: PreviewContext }> = async (
  app,
  { db, preview },
) => {
  /**
   * Every candidate message's settings per locale: `enabled` (default true), the saved `subject`
   * and `body` templates (null: built-in), the built-in texts as templates and the placeholders.
   */
  app.get(
    "/api/email-settings",
    { schema: { tags: ["email"], response: { 200: emailSettingListSchema, ...deniedResponses } } },
    async () => listEmailSettings(db),
  );

  /**
   * Switches `kind` on or off and saves its templates (null or blank: the built-in text), audited.
   * 400 bad field or unknown placeholder (`field` subject or body); nothing is saved then.
   */
  app.put(
    "/api/email-settings/:kind",
    {
      schema: {
        tags: ["email"],
        params: emailSettingKindParams,
        body: emailSettingUpdateSchema,
        response: { 200: emailSettingUpdateResultSchema, ...deniedResponses, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      message: "E-mail settings saved.",
      setting: await updateEmailSetting(db, request.params.kind, request.body, request.actor()),
    }),
  );

  /**
   * `kind` rendered for a real candidate (`student_id`) with the saved templates or the given
   * drafts: `to`, `subject`, `text`, `html`. Nothing is sent. 400 bad field; 404 unknown candidate.
   */
  app.post(
    "/api/email-settings/:kind/preview",
    {
      schema: {
        tags: ["email"],
        params: emailSettingKindParams,
        body: emailPreviewRequestSchema,
        response: { 200: emailPreviewSchema, ...deniedResponses, ...errorResponses(400, 404) },
      },
    },
    async (request) => previewEmail(db, request.params.kind, request.body, preview),
  );
};
