import { z } from "zod";

/**
 * Body of every 4xx/5xx answer of the API. `field` names the offending input field (wire name)
 * for validation (400) and duplicate (409) errors.
 */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The refusals of every route behind a session: 401 no or bad token, 403 role or object not allowed. */
export const deniedResponses = { 401: errorBodySchema, 403: errorBodySchema };

export { attemptsRemainingMessage, duplicateEntryMessage, MESSAGES } from "./messages.ts";
