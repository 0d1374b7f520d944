import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PIPELINE } from "#shared/candidates/pipeline.ts";
import { type StageTrend, WORK_QUEUES, type WorkQueue } from "#shared/dashboard/work-queues.ts";
import { LoadFailed } from "#web/components/failure-alert.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { useCanOpen } from "#web/lib/permissions.ts";
import { useWorkQueues } from "./api.ts";
import { queueAgeText, trendOf } from "./queue-format.ts";
import { ThresholdsButton } from "./thresholds-dialog.tsx";

/** One queue: its count, how old its oldest item is, and its action. */
function QueueCard({ queue, now }: { queue: WorkQueue; now: string }) {
  const definition = WORK_QUEUES[queue.id];
  const age = queueAgeText(queue, now);
  const empty = queue.count === 0;
  const late =
    definition.threshold === "sittingDaysAhead"
      ? ""
      : queue.thresholdDays
        ? ` (over ${queue.thresholdDays} d)`
        : "";
  return (
    <Card withBorder padding="md" role="group" aria-label={definition.title} data-queue={queue.id}>
      <Stack gap={6} h="100%" justify="space-between">
        <div>
          <Text size="sm" fw={600}>
            {definition.title}
            <Text span size="xs" c="dimmed">
              {late}
            </Text>
          </Text>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} c={empty ? "dimmed" : "orange"} data-testid="queue-count">
              {queue.count.toLocaleString()}
            </Text>
            {age && (
              <Text size="xs" c="dimmed">
                {age}
              </Text>
            )}
          </Group>
        </div>
        <Group gap="xs">
          <Button component={Link} to={queue.href} size="xs" variant={empty ? "default" : "filled"}>
            {definition.action}
          </Button>
          {queue.itemHref && (
            <Anchor component={Link} to={queue.itemHref} size="xs">
              {queue.id === "sittings_soon" ? "Soonest" : "Oldest"}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

const ARROWS = { up: "▲", down: "▼", flat: "■" } as const;
const TREND_COLORS = { up: "teal", down: "red", flat: "gray" } as const;

/** The stages' counts with this week's moves into each against last week's (from the history). */
function StageTrends({ stages }: { stages: readonly StageTrend[] }) {
  const linked = useCanOpen("/stage/:stage");
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, xl: 8 }} spacing="xs" aria-label="Candidates per stage">
      {stages.map((stage) => {
        const record = PIPELINE[stage.state];
        const trend = trendOf(stage.thisWeek, stage.lastWeek);
        return (
          <Card key={stage.state} withBorder padding="xs" role="group" aria-label={record.title}>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {linked ? (
                <Anchor component={Link} to={record.pagePaths[0]} inherit>
                  {record.menuLabel}
                </Anchor>
              ) : (
                record.menuLabel
              )}
            </Text>
            <Group gap={6} align="baseline" wrap="nowrap">
              <Text fw={700} fz="lg">
                {stage.count.toLocaleString()}
              </Text>
              <Badge
                size="xs"
                variant="light"
                color={TREND_COLORS[trend.direction]}
                title={trend.text}
                aria-label={`Entered: ${trend.text}`}
              >
                {`${ARROWS[trend.direction]} ${stage.thisWeek}`}
              </Badge>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * "Needs action" (docs/product.md §12 "Work queues"): each queue the user's role may act on, with
 * its count, the age of its oldest item and its action, then the stages with their weekly trend.
 * `centerId`: one center's view (a test_center user's own), else every center.
 */
export function WorkQueuesPanel({ centerId = null }: { centerId?: number | null }) {
  const { data, isError, error, refetch } = useWorkQueues(centerId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="work-queues-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="work-queues-title">
          Needs action
        </Title>
        <ThresholdsButton />
      </Group>
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
            {data.queues.map((queue) => (
              <QueueCard key={queue.id} queue={queue} now={data.now} />
            ))}
          </SimpleGrid>
          <StageTrends stages={data.stages} />
        </>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()}>
          {messageOr(error, "The work queues could not be loaded.")}
        </LoadFailed>
      ) : (
        // A line, not a skeleton: the list below is usable meanwhile (decision 0027).
        <Text size="sm" c="dimmed" mih={110} aria-busy="true">
          Counting what needs action…
        </Text>
      )}
    </Stack>
  );
}
