/**
 * Display rules many staff screens share (dashboard, stage lists, invoices, test centers, inquiries,
 * announcements): the empty-value mark and timestamps (a pipeline state's label is `stateLabel` in
 * `#shared/candidates/pipeline.ts`; the registration place's label is `registrationPlaceLabel` in `#shared/registration/registration.ts`, which the server's exports use too).
 */
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
