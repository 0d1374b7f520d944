/**
 * The exam as a calendar entry (`.ics`, made by the `ics` library) attached to the exam-details
 * e-mail (decision 0010). The time is floating (no time zone): the exam is at that hour where the
 * test center is, which is where the candidate's calendar will be.
 */
import { createEvent, type DateArray } from "ics";
import type { EmailAttachment } from "#server/db/schema.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import type { EmailParams } from "./outbox.ts";

/** Exams last 2.5 to 4.5 hours (docs/product.md); the entry blocks four. */
const EXAM_HOURS = 4;

/** A snapshot value as the calendar shows it: one line, no bidi or zero-width characters (decision 0017). */
const shown = (value: EmailParams[string] | undefined) => safeDisplayText(String(value ?? ""));

/** `09:00`, `9.30`, `2:00 PM` → [hour, minute]; anything else → null. */
export function parseExamTime(value: string): [number, number] | null {
  const match = /^(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase().startsWith("p") ? "pm" : match[3] ? "am" : null;
  if (half === "pm" && hour < 12) hour += 12;
  if (half === "am" && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return [hour, minute];
}

/**
 * The `.ics` attachment for the exam in `params` (examDate `YYYY-MM-DD`, examTime, examLocation,
 * examName); an all-day entry when the time is missing or not a clock time. `uid` stays the same for
 * one candidate, so a calendar replaces the entry when the details change (a later `sequence`).
 */
export function examCalendarAttachment(
  params: EmailParams,
  options: { uid: string; url: string; sequence: number },
): EmailAttachment {
  const [year, month, day] = String(params.examDate).split("-").map(Number) as [number, number, number];
  const time = parseExamTime(String(params.examTime ?? ""));
  const timing = time
    ? {
        start: [year, month, day, time[0], time[1]] as DateArray,
        startInputType: "local" as const,
        startOutputType: "local" as const,
        duration: { hours: EXAM_HOURS },
      }
    : {
        start: [year, month, day] as DateArray,
        end: dayAfter(year, month, day),
      };
  const { error, value } = createEvent({
    ...timing,
    title: `Exam: ${shown(params.examName)}`,
    location: shown(params.examLocation),
    description: `Reference ${shown(params.reference)}.${params.examTime && !time ? ` Time: ${shown(params.examTime)}.` : ""} Please arrive 30 minutes early with your identity document.`,
    url: options.url,
    uid: options.uid,
    sequence: options.sequence,
    productId: "exam-portal/email",
    method: "PUBLISH",
  });
  if (error || !value) throw error ?? new Error("calendar entry could not be made");
  return {
    filename: "exam.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(value, "utf8").toString("base64"),
  };
}

function dayAfter(year: number, month: number, day: number): DateArray {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}
