/**
 * The dashboard's charts (docs/product.md §12 "Work queues"), in their own module: it brings
 * Mantine's charts and Recharts (~100 kB compressed), so the dashboards load it after their first
 * paint (`charts-section.tsx`, decision 0027) and the staff pages' own code stays as light as before.
 */
import "@mantine/charts/styles.css";
import { BarChart, type BarChartProps, FunnelChart } from "@mantine/charts";
import { Card, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PIPELINE } from "#shared/candidates/pipeline.ts";
import type { DashboardCharts as Charts } from "#shared/dashboard/work-queues.ts";
import { LoadFailed } from "#web/components/failure-alert.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { useDashboardCharts } from "./api.ts";
import { ChartsPlaceholder } from "./charts-placeholder.tsx";

const CURRENCY_COLORS = ["teal.6", "blue.6", "grape.6", "orange.6"];
const HEIGHT = 220;

/** A chart with its title, named for screen readers, with a line when it has nothing to show. */
function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card withBorder padding="md" role="figure" aria-label={title} data-chart={title}>
      <Title order={3} size="h6" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed" h={HEIGHT}>
          Nothing to show yet.
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}

/**
 * A bar chart in its {@link ChartCard}, at the charts' height; empty when it has no rows unless told
 * otherwise.
 */
function BarCard({ title, empty, ...chart }: { title: string; empty?: boolean } & Omit<BarChartProps, "h">) {
  return (
    <ChartCard title={title} empty={empty ?? chart.data.length === 0}>
      <BarChart h={HEIGHT} {...chart} />
    </ChartCard>
  );
}

/** `2026-11-22` as `22 Nov`. */
const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
/** `2026-11` as `Nov 26`. */
const shortMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });

/** The revenue rows pivoted to one row per month with a number per currency (for the chart only; the API keeps decimals). */
function revenueRows(rows: NonNullable<Charts["revenuePerMonth"]>) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const months = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const month = months.get(row.month) ?? { month: shortMonth(row.month) };
    month[row.currency] = Number(row.amount);
    months.set(row.month, month);
  }
  return { currencies, data: [...months.values()] };
}

function ChartsGrid({ charts }: { charts: Charts }) {
  const weeks = charts.registrationsPerWeek.map((week) => ({
    week: shortDay(week.week),
    Registrations: week.count,
  }));
  const funnel = charts.funnel.map((step) => ({
    name: PIPELINE[step.state].menuLabel,
    value: step.reached,
    color: `${PIPELINE[step.state].color}.6`,
  }));
  const revenue = charts.revenuePerMonth ? revenueRows(charts.revenuePerMonth) : null;
  const regulators = charts.perRegulator.map((row) => ({ regulator: row.category, Candidates: row.count }));
  const centers = charts.perCenter?.map((row) => ({ center: row.name, Candidates: row.count })) ?? null;
  const fill =
    charts.sittingFill?.map((sitting) => ({
      sitting: `${shortDay(sitting.date)} ${sitting.startTime}`,
      Booked: sitting.booked,
      Free: sitting.seats - sitting.booked,
    })) ?? null;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {fill && (
        <BarCard
          title="Next sittings: seats booked and free"
          data={fill}
          dataKey="sitting"
          type="stacked"
          series={[
            { name: "Booked", color: "teal.6" },
            { name: "Free", color: "gray.5" },
          ]}
          withLegend
        />
      )}
      <BarCard
        title="Registrations per week"
        empty={weeks.every((week) => week.Registrations === 0)}
        data={weeks}
        dataKey="week"
        series={[{ name: "Registrations", color: "blue.6" }]}
      />
      <ChartCard title="Pipeline funnel (reached each stage)" empty={(funnel[0]?.value ?? 0) === 0}>
        <FunnelChart h={HEIGHT} data={funnel} withLabels labelsPosition="right" withTooltip size={200} />
      </ChartCard>
      {revenue && (
        <BarCard
          title="Confirmed revenue per month"
          data={revenue.data}
          dataKey="month"
          type="stacked"
          series={revenue.currencies.map((currency, i) => ({
            name: currency,
            color: CURRENCY_COLORS[i % CURRENCY_COLORS.length]!,
          }))}
          withLegend
        />
      )}
      <BarCard
        title="Candidates per regulator"
        data={regulators}
        dataKey="regulator"
        series={[{ name: "Candidates", color: "grape.6" }]}
      />
      {centers && (
        <BarCard
          title="Candidates per test center"
          data={centers}
          dataKey="center"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          series={[{ name: "Candidates", color: "cyan.6" }]}
        />
      )}
    </SimpleGrid>
  );
}

/** The charts of every center or of `centerId` (a test_center user's own: with its next sittings' fill). */
export default function DashboardCharts({ centerId }: { centerId: number | null }) {
  const { data, isError, error, refetch } = useDashboardCharts(centerId);
  if (data) return <ChartsGrid charts={data} />;
  if (isError)
    return (
      <LoadFailed onRetry={() => void refetch()}>
        {messageOr(error, "The charts could not be loaded.")}
      </LoadFailed>
    );
  return <ChartsPlaceholder />;
}
