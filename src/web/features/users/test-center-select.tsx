import { Loader, Select, type SelectProps } from "@mantine/core";
import { useTestCenters } from "#web/lib/use-test-centers.ts";

/**
 * The test center picker of a test_center user (docs/product.md §5 "User registration": shown only for role
 * test_center), fed by `GET /api/test-center` (docs/product.md §7) through the wizard's `useTestCenters`. The
 * value is the center's id as text; the forms trim it before sending. Takes a Select's props,
 * usually `form.getInputProps("testCenterId")` plus a label.
 */
export function TestCenterSelect(props: Omit<SelectProps, "data">) {
  const { data, isPending, isError } = useTestCenters();
  const options = (data ?? []).map((center) => ({ value: String(center.id), label: center.name }));
  return (
    <Select
      withAsterisk
      aria-required
      searchable
      allowDeselect={false}
      nothingFoundMessage="No test center matches"
      disabled={isPending}
      rightSection={isPending ? <Loader size="xs" aria-label="Loading test centers" /> : undefined}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={options}
      error={
        props.error ??
        (isError ? "The test centers could not be loaded. Reload the page to try again." : undefined)
      }
    />
  );
}
