import { Badge } from "@mantine/core";
import { PIPELINE, type StudentState } from "#shared/candidates/pipeline.ts";

/** A candidate's pipeline state as a badge in its colour (docs/product.md §4; `label` and `color` in pipeline.ts). */
export function StateBadge({ state }: { state: StudentState }) {
  return (
    <Badge color={PIPELINE[state].color} variant="light" tt="none" w="max-content">
      {PIPELINE[state].label}
    </Badge>
  );
}
