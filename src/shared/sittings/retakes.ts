/**
 * Retakes (docs/product.md §11 "Retake", decision 0028): after a fail or an absence, the candidate
 * (from the status page or the result e-mail's signed link) or an admin (from the candidate's page)
 * books a new attempt on the SAME registration: a month and a test center chosen again, with the
 * wizard's own rules for those fields (docs/product.md §5 "Registration wizard").
 */
import { z } from "zod";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { savedAnswer } from "#shared/kit/schemas.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";
import { registrationFieldsSchema } from "#shared/registration/registration.ts";

/** The exam step's place and time fields, with the wizard's validation and messages (wire names). */
export const retakeChoiceSchema = registrationFieldsSchema.pick({
  test_center: true,
  Trail_month: true,
  requestedDateRange: true,
});
export type RetakeChoiceInput = z.input<typeof retakeChoiceSchema>;
export type RetakeChoice = z.output<typeof retakeChoiceSchema>;

/** `POST /api/status/retake` body: the status link's token (`t`) and the new choice. */
export const statusRetakeBodySchema = retakeChoiceSchema.extend({
  t: oneLineText({ label: "Link", max: 2048 }).min(1),
});

/** `POST /api/students/{id}/retake` body (admin): the new choice. */
export const staffRetakeBodySchema = retakeChoiceSchema;

/**
 * What a booked retake answers: the state the registration is in now (the state an invoice is
 * issued in) and whether the chosen month had no open seat, so the candidate is on its waiting list.
 */
export const retakeResponseSchema = savedAnswer({
  state: z.enum(STUDENT_STATES),
  waitingList: z.boolean(),
});
export type RetakeResponse = z.infer<typeof retakeResponseSchema>;

/** Why a retake is refused (400, `field: "result"`). */
export const RETAKE_REFUSALS = {
  noResult: "No result has been recorded for this exam yet: a retake can be booked once the result is sent.",
  passed: "This exam was passed: there is nothing to retake.",
  booked: "A retake is already booked for this registration.",
} as const;
