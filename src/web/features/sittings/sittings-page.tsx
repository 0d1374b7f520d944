import { ActionIcon, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useSearchParams } from "react-router";
import { staffPage } from "#web/components/staff-page.tsx";
import { TableState } from "#web/components/table-state.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useSession } from "#web/lib/session.ts";
import { centerToday, fillLabel, monthLabel, monthRange, shiftMonth } from "#web/lib/sitting-format.ts";
import { useSittingCalendar } from "#web/lib/sitting-queries.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { CopyWeekModal } from "./copy-week-modal.tsx";
import { MonthCalendar } from "./month-calendar.tsx";
import { emptySittingValues } from "./sitting-form.ts";
import { SittingFormModal } from "./sitting-form-modal.tsx";
import { WaitingListPanel } from "./waiting-list.tsx";

/** `/sittings`: staff only, never indexed. */
export const meta = () => staffPageMeta("Sittings");

/** The center picker's value for every center. */
const ALL_CENTERS = "all";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month (`?month=YYYY-MM`, else this one) and center (`?center=id`, else all) in the URL. */
function useCalendarSearch() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : centerToday().slice(0, 7);
  const center = Number(params.get("center"));
  const set = (next: { month?: string; center?: number | null }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.month !== undefined) out.set("month", next.month);
        if (next.center !== undefined) {
          if (next.center === null) out.delete("center");
          else out.set("center", String(next.center));
        }
        return out;
      },
      { replace: true },
    );
  return { month, center: Number.isInteger(center) && center > 0 ? center : null, set };
}

function Sittings() {
  const session = useSession();
  const ownCenter = session?.claims.role === "test_center" ? session.claims.testCenterId : null;
  const { month, center: askedCenter, set } = useCalendarSearch();
  const center = ownCenter ?? askedCenter;
  const centers = useTestCenters();
  const allCenters = centers.data ?? [];
  const choosable = ownCenter === null ? allCenters : allCenters.filter((c) => c.id === ownCenter);
  const { from, to } = monthRange(month);
  const query = useSittingCalendar({ testCenterId: center, from, to });
  const { data } = query;
  const centerNames = new Map(allCenters.map((c) => [c.id, c.name]));
  const canCreate = useCanCall("POST /api/sittings");
  const [formOpened, form] = useDisclosure(false);
  const [copyOpened, copy] = useDisclosure(false);
  const today = centerToday();
  const firstDay = today.startsWith(month) ? today : from;
  const live = (data ?? []).filter((s) => s.status !== "cancelled");
  const seats = live.reduce((sum, s) => sum + s.seats, 0);
  const booked = live.reduce((sum, s) => sum + s.booked, 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Sittings</Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Test center"
            data={[
              ...(ownCenter === null ? [{ value: ALL_CENTERS, label: "All centers" }] : []),
              ...choosable.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={center === null ? ALL_CENTERS : String(center)}
            onChange={(value) => set({ center: value && value !== ALL_CENTERS ? Number(value) : null })}
            allowDeselect={false}
            disabled={ownCenter !== null}
            searchable
            w={260}
            comboboxProps={{ withinPortal: true }}
          />
          {canCreate && (
            <>
              <Button variant="default" onClick={copy.open}>
                Copy week
              </Button>
              <Button onClick={form.open}>New sitting</Button>
            </>
          )}
        </Group>
      </Group>

      <Group justify="space-between" align="center">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous month"
            onClick={() => set({ month: shiftMonth(month, -1) })}
          >
            ‹
          </ActionIcon>
          <Title order={2} size="h3" miw={180} ta="center" aria-live="polite">
            {monthLabel(month)}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next month"
            onClick={() => set({ month: shiftMonth(month, 1) })}
          >
            ›
          </ActionIcon>
          <Button variant="subtle" size="compact-sm" onClick={() => set({ month: today.slice(0, 7) })}>
            Today
          </Button>
        </Group>
        {data && (
          <Text size="sm" c="dimmed" data-testid="month-fill">
            {live.length === 1 ? "1 sitting" : `${live.length} sittings`}, {fillLabel({ booked, seats })}{" "}
            seats booked
          </Text>
        )}
      </Group>

      <TableState
        query={query}
        texts={{ failedTitle: "Could not load the sittings", loading: "Loading sittings", empty: "" }}
        empty={false}
      >
        {data && (
          <MonthCalendar
            month={month}
            sittings={data}
            withCenter={center === null}
            centerNames={centerNames}
            today={today}
          />
        )}
      </TableState>
      <Text size="xs" c="dimmed">
        Fill: green under 70 %, yellow under 100 %, red full; grey outline: draft; struck through: cancelled.
        Times are the centers' local time.
      </Text>

      <WaitingListPanel testCenterId={center} month={month} />

      {canCreate && (
        <>
          <SittingFormModal
            opened={formOpened}
            onClose={form.close}
            initialValues={emptySittingValues(
              center ?? (choosable.length === 1 ? choosable[0]!.id : null),
              firstDay,
            )}
            centers={choosable}
          />
          <CopyWeekModal
            opened={copyOpened}
            onClose={copy.close}
            testCenterId={center}
            initialDay={firstDay}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * `/sittings` (docs/product.md §10 "Sittings"): the month calendar of one center's sittings or all
 * centers' (a test_center user: its own), each sitting a chip with its time and fill, month
 * navigation, "New sitting" and "Copy week" for those the policy lets create sittings (admin,
 * test_center); auditors read. Under it, the center and month's waiting list (decision 0022).
 */
export default staffPage("/sittings", Sittings);
