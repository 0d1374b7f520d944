import { Badge } from "@mantine/core";
import type { StudentState } from "../../../shared/student-states.ts";
import { STATE_COLORS, stateLabel } from "./student-fields.ts";

/** A candidate's pipeline state as a coloured badge (spec §4). */
export function StateBadge({ state }: { state: StudentState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" tt="none" w="max-content">
      {stateLabel(state)}
    </Badge>
  );
}
