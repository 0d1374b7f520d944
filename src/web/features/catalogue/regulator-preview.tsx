/**
 * A preview of a regulator's draft (docs/product.md §13 "The catalogue"): its facts and bookable
 * exams by specialty as its public page shows them (docs/product.md §2 "Regulator exam pages", §9),
 * in English and Arabic side by side.
 */
import { useLingui } from "@lingui/react";
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CatalogueRegulator } from "#shared/catalogue/catalogue.ts";

/** One fact of the regulator's page, "Label: value", with its notes under it. */
function Fact({ label, value, notes }: { label: string; value: string; notes: readonly string[] }) {
  return (
    <>
      <Text size="sm">
        <b>{label}:</b> {value}
      </Text>
      {notes.map((note) => (
        <Text size="xs" key={note}>
          · {note}
        </Text>
      ))}
    </>
  );
}

function Side({ regulator, language }: { regulator: CatalogueRegulator; language: "en" | "ar" }) {
  const { i18n } = useLingui();
  const text = (field: string) =>
    String((regulator as Record<string, unknown>)[`${field}_${language}`] ?? "");
  const list = (field: string) =>
    ((regulator as Record<string, unknown>)[`${field}_${language}`] ?? []) as string[];
  const bookable = regulator.specialties
    .map((specialty) => ({ specialty, exams: specialty.exams.filter((exam) => exam.active) }))
    .filter(({ exams }) => exams.length > 0);
  const count = bookable.reduce((sum, { exams }) => sum + exams.length, 0);
  return (
    <Stack gap="xs" dir={language === "ar" ? "rtl" : "ltr"} lang={language}>
      <Title order={3} size="h5">
        {text("name")} ({regulator.code})
      </Title>
      <Text size="sm">{text("summary")}</Text>
      <Fact label={i18n._("cat.resultTime")} value={text("result_time")} notes={list("result_notes")} />
      <Fact label={i18n._("cat.duration")} value={text("duration")} notes={list("duration_notes")} />
      <Text size="sm">
        <b>{i18n._("cat.priceRange")}:</b> {regulator.price_low_usd} – {regulator.price_high_usd}
      </Text>
      <Text size="xs" c="dimmed">
        {text("preparation_notice")}
      </Text>
      <Badge variant="light">{i18n._("cat.examsCount", { count })}</Badge>
      {bookable.map(({ specialty, exams }) => (
        <Stack gap={2} key={specialty.id}>
          <Text size="sm" fw={700}>
            {language === "en" ? specialty.name_en : specialty.name_ar}
          </Text>
          {exams.map((exam) => (
            <Text size="xs" key={exam.id}>
              {language === "en" ? exam.name_en : exam.name_ar}
              {exam.price_usd !== null && ` · USD ${exam.price_usd}`}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

export function RegulatorPreview({ regulator }: { regulator: CatalogueRegulator }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="md" component="section" aria-label={i18n._("cat.preview")}>
      <Title order={2} size="h4">
        {i18n._("cat.preview")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {i18n._("cat.previewText")}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Side regulator={regulator} language="en" />
        <Side regulator={regulator} language="ar" />
      </SimpleGrid>
    </Paper>
  );
}
