import { Alert, Skeleton, Stack, Text, Timeline } from "@mantine/core";
import type { StudentEvent } from "#shared/candidates/actions.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { MERGE_MOVED_KINDS, type MergeMovedKind } from "#shared/candidates/duplicates.ts";
import { STUDENT_FIELD_LABELS, studentFieldLabel } from "#shared/candidates/field-labels.ts";
import { type StudentState, stateLabel } from "#shared/candidates/pipeline.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { formatTimestamp } from "#web/lib/format.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { useStudentEvents } from "./api.ts";
import { formatFieldValue } from "./student-fields.ts";

const show = (value: unknown) =>
  value === null || value === undefined || value === "" ? "empty" : String(value);

/** An edit's changed fields, without the import marker (decision 0032). */
const editedFields = (event: StudentEvent) =>
  Object.entries(event.changes ?? {}).filter(([field]) => field !== "import");
/** The words of each kind of row a merge moves (decision 0031): one, several. */
const MOVED_NOUNS: Record<MergeMovedKind, readonly [string, string]> = {
  invoices: ["invoice", "invoices"],
  seats: ["seat", "seats"],
  waitingList: ["waiting-list entry", "waiting-list entries"],
  results: ["result", "results"],
  emails: ["e-mail", "e-mails"],
  events: ["history entry", "history entries"],
  inquiries: ["inquiry", "inquiries"],
};

/** What a merge moved (decision 0031), in words: "1 invoice, 2 seats, 5 history entries moved here". */
function movedSummary(moved: unknown): string {
  const counts = (moved ?? {}) as Record<string, number>;
  const parts = MERGE_MOVED_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) => {
    const [one, many] = MOVED_NOUNS[kind];
    return `${counts[kind]} ${counts[kind] === 1 ? one : many}`;
  });
  return parts.length > 0 ? `${parts.join(", ")} moved here` : "nothing to move";
}

/** What happened, in one line: "Moved from Invoice to Invoice Confirmed", "Edited 2 fields", ... */
function eventTitle(event: StudentEvent): string {
  const from = event.from_state ? stateLabel(event.from_state) : null;
  const to = event.to_state ? stateLabel(event.to_state) : null;
  switch (event.type) {
    case "registered":
      return event.changes?.import ? "Added by import" : "Registered";
    case "state_changed":
      return `Moved from ${from} to ${to}`;
    case "confirmed":
      return "Confirmed";
    case "edited": {
      const n = editedFields(event).length;
      const what = n === 1 ? "1 field" : `${n} fields`;
      // An import's update (decision 0032) carries `changes.import`.
      return event.changes?.import ? `Updated by import: ${what}` : `Edited ${what}`;
    }
    case "deleted":
      return "Deleted";
    case "invoice_created":
      return `Invoice ${show(event.changes?.invoiceNumber?.to)} created`;
    case "invoice_confirmed":
      return from !== to
        ? `Invoice ${show(event.changes?.invoiceNumber?.to)} confirmed; moved to ${to}`
        : `Invoice ${show(event.changes?.invoiceNumber?.to)} confirmed`;
    case "email_sent":
      return `E-mail sent: ${show(event.changes?.subject?.to)}`;
    case "email_failed":
      return `E-mail failed: ${show(event.changes?.subject?.to)} (${show(event.changes?.error?.to)})`;
    case "from_inquiry":
      return `Came from inquiry #${show(event.changes?.inquiryId?.to)}`;
    case "seat_booked":
      return `Seat booked in sitting #${show(event.changes?.sitting?.to)}`;
    case "seat_released":
      return event.changes?.sitting?.to
        ? `Seat moved from sitting #${show(event.changes?.sitting?.from)}`
        : `Seat in sitting #${show(event.changes?.sitting?.from)} given back`;
    case "checked_in":
      return event.changes?.attendance?.to === "late"
        ? `Checked in late to sitting #${show(event.changes?.sitting?.to)}`
        : `Checked in to sitting #${show(event.changes?.sitting?.to)}`;
    case "marked_absent":
      return `Marked absent from sitting #${show(event.changes?.sitting?.to)}`;
    case "result_recorded":
      return `Result recorded: ${show(event.changes?.result?.to)}`;
    case "undone": {
      const state = event.changes?.state;
      return `Undone: moved back from ${state?.from ? stateLabel(state.from as StudentState) : "?"} to ${state?.to ? stateLabel(state.to as StudentState) : "?"}`;
    }
    case "restored":
      return "Restored after a delete";
    case "retake_booked":
      return `Retake booked after ${show(event.changes?.result?.from)} in sitting #${show(event.changes?.sitting?.from)}`;
    case "absence_reverted":
      return `Absence in sitting #${show(event.changes?.sitting?.to)} reverted (sitting re-opened)`;
    case "merged":
      return event.changes?.mergedInto
        ? `Merged into ${show(event.changes.mergedInto.to)}`
        : `Merged with ${show(event.changes?.mergedFrom?.from)}: ${movedSummary(event.changes?.moved?.to)}`;
  }
}

/**
 * One edited field's old or new value as the detail page shows it; a test center by its name
 * (an edit records its id), or "#id" for one no longer listed.
 */
function useEditedValue() {
  const centers = useTestCenters();
  return (field: string, value: unknown): string => {
    if (field === "test_center_id" && value !== null && value !== undefined && value !== "") {
      return centers.data?.find((center) => center.id === Number(value))?.name ?? `#${String(value)}`;
    }
    return Object.hasOwn(STUDENT_FIELD_LABELS, field)
      ? formatFieldValue(field as keyof Student, value)
      : show(value);
  };
}

/**
 * The candidate's history (beyond the spec; decision 0006): every `student_events` row, newest first,
 * with who did it and when, state moves as from → to and edits field by field (old → new), each
 * field under the label the detail page gives it (`STUDENT_FIELD_LABELS`), not its wire name.
 */
export function StudentHistory({ id }: { id: string }) {
  const { data, isPending, isError } = useStudentEvents(id);
  const edited = useEditedValue();
  if (isError) {
    return (
      <Alert color="red" role="alert">
        The history could not be loaded.
      </Alert>
    );
  }
  if (isPending) return <Skeleton height={120} aria-label="Loading history" />;
  if (data.length === 0) return <Text c="dimmed">No recorded changes yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={data.length} aria-label="History">
      {data.map((event) => (
        <Timeline.Item key={event.id} title={isolated(eventTitle(event))}>
          <Text size="sm" c="dimmed">
            {isolated(event.actor_username ?? "The candidate")} · {formatTimestamp(event.created_at, true)}
          </Text>
          {event.type === "edited" && event.changes && (
            <Stack gap={2} mt={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {editedFields(event).map(([field, change]) => (
                <Text key={field} size="sm" component="li">
                  <Text span inherit fw={600}>
                    {studentFieldLabel(field)}
                  </Text>
                  : {isolated(edited(field, change.from))} → {isolated(edited(field, change.to))}
                </Text>
              ))}
            </Stack>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
