import { Badge } from "@mantine/core";
import type { StudentState } from "#shared/student-states.ts";
import { stateLabel } from "#web/lib/format.ts";

/** Badge colour of each pipeline state (spec §4). */
export const STATE_COLORS: Record<StudentState, string> = {
  Not_Confirmed: "gray",
  Confirmed: "teal",
  Invoice: "yellow",
  Invoice_Confirmed: "lime",
  Exam_Details: "blue",
  Results: "violet",
  Send_Score: "grape",
  Done: "green",
};

/** A candidate's pipeline state as a coloured badge (spec §4). */
export function StateBadge({ state }: { state: StudentState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" tt="none" w="max-content">
      {stateLabel(state)}
    </Badge>
  );
}
