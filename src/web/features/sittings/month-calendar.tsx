import { Badge, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import type { CalendarSitting } from "#shared/sittings/sittings.ts";
import { sittingPath } from "#web/lib/paths.ts";
import {
  dayLabel,
  fillColor,
  fillLabel,
  monthGrid,
  monthLabel,
  statusLabel,
  WEEKDAYS,
} from "#web/lib/sitting-format.ts";

/** What a chip says to a screen reader: day, time, center, fill and status. */
const chipName = (s: CalendarSitting, center: string | null) =>
  `${dayLabel(s.date)} ${s.startTime}${center !== null ? `, ${center}` : ""}: ${fillLabel(s)} booked, ${statusLabel(s.status).toLowerCase()}`;

/** One sitting in its day: a link to its page, "09:00 · 30/40", coloured by fill (grey draft, struck-through cancelled). */
function SittingChip({ sitting, center }: { sitting: CalendarSitting; center: string | null }) {
  const cancelled = sitting.status === "cancelled";
  return (
    <Badge
      component={Link}
      to={sittingPath(sitting.id)}
      color={fillColor(sitting)}
      variant={sitting.status === "draft" ? "outline" : "light"}
      radius="sm"
      size="md"
      fullWidth
      tt="none"
      style={{ cursor: "pointer", textDecoration: cancelled ? "line-through" : undefined }}
      aria-label={chipName(sitting, center)}
      data-testid="sitting-chip"
    >
      {sitting.startTime} · {fillLabel(sitting)}
      {center !== null ? ` · ${center}` : ""}
    </Badge>
  );
}

export interface MonthCalendarProps {
  /** `YYYY-MM`. */
  month: string;
  sittings: readonly CalendarSitting[];
  /** Name each chip's center (the all-centers view). */
  withCenter: boolean;
  /** Center names by id (the chips carry only the id). */
  centerNames: ReadonlyMap<number, string>;
  /** Today at the centers (`YYYY-MM-DD`), marked. */
  today: string;
}

/**
 * A month of sittings as a table of weeks (Sunday first), each day listing its sittings in time
 * order as chips (docs/product.md §10 "Sittings"); days of the months around it are dimmed.
 */
export function MonthCalendar({ month, sittings, withCenter, centerNames, today }: MonthCalendarProps) {
  const byDay = new Map<string, CalendarSitting[]>();
  for (const s of sittings) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  return (
    <Table.ScrollContainer minWidth={840} type="native">
      <Table withTableBorder withColumnBorders layout="fixed" aria-label={`Sittings in ${monthLabel(month)}`}>
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((day) => (
              <Table.Th key={day} scope="col" ta="center">
                {day}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthGrid(month).map((week) => (
            <Table.Tr key={week[0]}>
              {week.map((day) => {
                const inMonth = day.startsWith(month);
                const daySittings = byDay.get(day) ?? [];
                return (
                  <Table.Td
                    key={day}
                    valign="top"
                    h={96}
                    bg={day === today ? "var(--mantine-primary-color-light)" : undefined}
                    data-date={day}
                  >
                    <Stack gap={4}>
                      <Text size="sm" fw={day === today ? 700 : 500} c={inMonth ? undefined : "dimmed"}>
                        {Number(day.slice(8))}
                      </Text>
                      {daySittings.map((s) => (
                        <SittingChip
                          key={s.id}
                          sitting={s}
                          center={
                            withCenter
                              ? (centerNames.get(s.testCenterId) ?? `Center ${s.testCenterId}`)
                              : null
                          }
                        />
                      ))}
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
