/**
 * Display rules many staff screens share (dashboard, stage lists, invoices, test centers, inquiries,
 * announcements): the empty-value mark, timestamps and pipeline-state labels (the registration
 * place's label is `registrationPlaceLabel` in `#shared/registration.ts`, which the server's exports use too).
 */
import type { StudentState } from "#shared/student-states.ts";

/** Shown for an empty value. */
export const EMPTY_VALUE = "—";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A timestamp as a local date (or date and time); the raw text when it is not a date. */
export function formatTimestamp(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** A pipeline state for people (spec §4): `Invoice_Confirmed` → `Invoice Confirmed`. */
export const stateLabel = (state: StudentState) => state.replaceAll("_", " ");
