import { z } from "zod";

/** Candidate pipeline states, in pipeline order (spec §4). */
export const STUDENT_STATES = [
  "Not_Confirmed",
  "Confirmed",
  "Invoice",
  "Invoice_Confirmed",
  "Exam_Details",
  "Results",
  "Send_Score",
  "Done",
] as const;
export const studentStateSchema = z.enum(STUDENT_STATES);
export type StudentState = z.infer<typeof studentStateSchema>;
