import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { TEXTS } from "#shared/texts/common.ts";
import { ApiError } from "#web/lib/api.ts";
import { EMPTY_VALUE } from "#web/lib/format.ts";
import { useConfirmationCounts } from "./api.ts";

interface CountCardProps {
  label: string;
  /** Undefined while loading; null when the counts could not be fetched. */
  value: number | null | undefined;
  color: string;
}

function CountCard({ label, value, color }: CountCardProps) {
  return (
    <Card withBorder padding="lg" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={36} width={80} mt={4} />
      ) : (
        <Text fz={32} fw={700} c={value === null ? "dimmed" : color}>
          {value === null ? EMPTY_VALUE : value.toLocaleString()}
        </Text>
      )}
    </Card>
  );
}

/**
 * The dashboard's Confirmed and Not confirmed counts (docs/product.md §2 /Admin, §3 "Confirmation counts").
 * A failed fetch shows the red 'Failed to fetch confirmation counts' notification for 3 s (docs/product.md §8);
 * a lost session is left to the API client, which goes to /login.
 */
export function ConfirmationCounts() {
  const { data, isError, error } = useConfirmationCounts();

  useEffect(() => {
    if (!isError) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    notifications.show({ color: "red", title: "Error", message: TEXTS.countsFailed, autoClose: 3000 });
  }, [isError, error]);

  const failed = isError && !data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} maw={560}>
      <CountCard label="Confirmed" value={failed ? null : data?.confirmed_count} color="teal" />
      <CountCard label="Not confirmed" value={failed ? null : data?.not_confirmed_count} color="orange" />
    </SimpleGrid>
  );
}
