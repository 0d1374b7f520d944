import { Alert, Loader } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * What a catalogue view shows instead of its data (docs/product.md §13 "The catalogue"): a loader
 * named `label` while `query` loads, `failed` in an alert when it failed; null once the data is there.
 */
export function queryStandIn(
  query: { isPending: boolean; isError: boolean; data?: unknown },
  label: string,
  failed: string,
): ReactNode {
  if (query.isPending) return <Loader aria-label={label} />;
  if (query.isError || !query.data)
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  return null;
}
