import { Box, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** Height kept for the charts while they load, so nothing below them moves. */
const PLACEHOLDER_HEIGHT = 280;

/**
 * The space the charts will take while their code or data loads (decision 0027): a plain box, not a
 * skeleton, as the charts are not the page's main content (`tests/e2e/staff-timing.ts` waits until
 * no skeleton is left in it).
 */
export function ChartsPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <Box mih={PLACEHOLDER_HEIGHT} aria-busy="true">
      <Text size="sm" c="dimmed">
        {children ?? "The charts are loading…"}
      </Text>
    </Box>
  );
}
