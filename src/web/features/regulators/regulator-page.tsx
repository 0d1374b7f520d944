import { useLingui } from "@lingui/react";
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconCash,
  IconClock,
  IconDeviceDesktop,
  IconHourglass,
  IconSearch,
  IconSearchOff,
} from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { Link, type MetaArgs, useLoaderData, useMatches } from "react-router";
import { type ExamInfo, examCatalog, examChoiceHref } from "#shared/reference/exam-catalog.ts";
import type { Regulator } from "#shared/reference/regulators.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { HERO_BACKGROUND, withSiteName } from "#web/brand.ts";
import { dataTextOfMatches, i18nOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { filterExams } from "./exam-filters.ts";
import type { RegulatorPageData } from "./regulator-data.ts";
import {
  type RegulatorWords,
  regulatorCountry,
  regulatorHeading,
  regulatorMeta,
  regulatorProductJsonLd,
} from "./regulator-meta.ts";
import { useExamFilters } from "./use-exam-filters.ts";

/**
 * Styles of the hero's two columns, the info cards' icons, and the exam grid and cards. Inlined
 * (React hoists the `<style>` into the head) rather than a CSS file, which would cost a
 * render-blocking request; plain CSS rather than Mantine's Grid and ThemeIcon, which would cost
 * these pages a chunk of JS (decision 0005). Two classes deep, so they win over Mantine's own rules
 * whatever the order of the style sheets.
 */
const GRID_CSS = `
.regulator-hero { display: grid; gap: var(--mantine-spacing-xl); align-items: center; }
.regulator-hero > * { min-width: 0; }
@media (min-width: 62em) { .regulator-hero { grid-template-columns: 2fr 1fr; gap: 48px; } }
.regulator-info-icon {
  display: inline-flex; flex: none; align-items: center; justify-content: center;
  width: calc(2.125rem * var(--mantine-scale)); height: calc(2.125rem * var(--mantine-scale));
  border-radius: var(--mantine-radius-md);
  background: var(--mantine-primary-color-light); color: var(--mantine-primary-color-light-color);
}
.regulator-exams { list-style: none; margin: 0; padding: 0; }
.regulator-exams .regulator-exam {
  display: flex; flex-direction: column; justify-content: space-between; align-items: flex-start;
  gap: var(--mantine-spacing-sm); width: 100%; height: 100%; min-height: 108px; margin: 0;
  padding: var(--mantine-spacing-md); text-align: left; font: inherit; color: inherit; cursor: pointer;
  border: 1px solid var(--mantine-color-default-border); border-radius: var(--mantine-radius-md);
  background-color: var(--mantine-color-white);
  transition: border-color 150ms ease, box-shadow 150ms ease, transform 150ms ease;
}
:where([data-mantine-color-scheme="dark"]) .regulator-exams .regulator-exam {
  background-color: var(--mantine-color-dark-6);
}
.regulator-exams .regulator-exam:hover {
  border-color: var(--mantine-primary-color-filled); box-shadow: var(--mantine-shadow-sm);
}
@media (prefers-reduced-motion: no-preference) {
  .regulator-exams .regulator-exam:hover { transform: translateY(-2px); }
}
.regulator-exams .regulator-exam-name { font-weight: 600; line-height: 1.35; }
.regulator-exams .regulator-exam-specialty {
  max-width: 100%; padding: 2px 8px; font-size: 11px; font-weight: 600; line-height: 1.3;
  border: 1px solid var(--mantine-color-default-border); border-radius: var(--mantine-radius-sm);
  background-color: var(--mantine-color-default-hover);
}`;

// The dialog (and Mantine's Modal with it) downloads on the first card click (docs/decisions/0005).
const ExamDialog = lazy(() => import("./exam-dialog.tsx"));

/** The data maps' translator, the publication's Arabic (when the loader gave some) before it. */
function pageText(matches: readonly { handle?: unknown }[], arabic: RegulatorPageData["arabic"]) {
  const text = dataTextOfMatches(matches);
  if (!arabic) return text;
  return (english: string) => (Object.hasOwn(arabic, english) ? (arabic[english] as string) : text(english));
}

/**
 * Title, description, Open Graph tags and JSON-LD of the page's regulator (docs/product.md §2),
 * in the page's language (`/ar/...`: Arabic, decision 0011).
 */
export function meta({ loaderData, matches }: MetaArgs) {
  const data = loaderData as RegulatorPageData | undefined;
  const words: RegulatorWords = {
    i18n: i18nOfMatches(matches),
    text: pageText(matches, data?.arabic ?? null),
    name: data?.texts.name,
  };
  return data
    ? regulatorMeta(data.regulator, words)
    : [{ title: withSiteName(words.i18n._("regPage.fallbackTitle"), words.i18n) }];
}

/** The page's words: its catalogue and the regulators' data in its language. */
function useRegulatorWords(): RegulatorWords {
  const { i18n } = useLingui();
  const matches = useMatches();
  const { arabic, texts } = useLoaderData<RegulatorPageData>();
  const { name } = texts;
  return useMemo(() => ({ i18n, text: pageText(matches, arabic), name }), [i18n, matches, arabic, name]);
}

/** USD amount with thousands separators, e.g. "1,090" (fixed locale: prerender and browser agree). */
const usd = (amount: number) => amount.toLocaleString("en-US");

/** One fact of the info section: icon, h3, text and, below it, smaller notes. */
function InfoCard({
  icon,
  title,
  children,
  notes = [],
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  notes?: readonly string[];
}) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <span className="regulator-info-icon" aria-hidden="true">
            {icon}
          </span>
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        {children}
        {notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The hero: heading, who the regulator licenses, Book Now (the inquiry form with this regulator's
 * exam option chosen), and the catalogue in figures.
 */
function Hero({ regulator, examTotal }: { regulator: Regulator; examTotal: number }) {
  const words = useRegulatorWords();
  const { _ } = useLingui();
  const locale = localeOf(words.i18n);
  return (
    <Box component="section" py={{ base: 40, md: 64 }} style={{ background: HERO_BACKGROUND }}>
      <Container size="xl">
        <div className="regulator-hero">
          <Stack gap="md">
            <Badge variant="default" size="lg" w="fit-content">
              {regulatorCountry(regulator, words)} · {regulator.code}
            </Badge>
            <Title order={1} fz={{ base: 28, sm: 34, md: 40 }} style={{ textWrap: "balance" }}>
              {regulatorHeading(regulator, words)}
            </Title>
            <Text size="lg" maw={720}>
              {words.text(regulator.summary)}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={examChoiceHref(localisedPath("/Contact-us", locale), { regulator: regulator.code })}
                size="md"
                leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
              >
                {_("regPage.bookNow")}
              </Button>
              <Button component="a" href="#exams" size="md" variant="default">
                {_("regPage.browse")}
              </Button>
            </Group>
          </Stack>
          <Paper withBorder radius="md" p="lg" shadow="sm">
            <SimpleGrid cols={2} spacing="md">
              <Stack gap={0}>
                <Text fw={800} fz={28} lh={1.2}>
                  {examTotal}
                </Text>
                <Text size="sm">{_("regPage.examsLabel")}</Text>
              </Stack>
              <Stack gap={0}>
                <Text fw={800} fz={28} lh={1.2}>
                  {regulator.specialties.length}
                </Text>
                <Text size="sm">{_("regPage.specialtiesLabel")}</Text>
              </Stack>
              <Stack gap={0} style={{ gridColumn: "1 / -1" }}>
                <Text fw={800} fz={28} lh={1.2}>
                  {_("regPage.fromUsd", { amount: usd(regulator.priceRangeUsd.low) })}
                </Text>
                <Text size="sm">{_("regPage.upToUsd", { amount: usd(regulator.priceRangeUsd.high) })}</Text>
              </Stack>
            </SimpleGrid>
          </Paper>
        </div>
      </Container>
    </Box>
  );
}

/**
 * The preparation-materials notice (docs/product.md §1, §13), the loader's text (the publication's,
 * decision 0035), its lead-in in bold.
 */
function PreparationNotice() {
  const [leadIn, rest] = useLoaderData<RegulatorPageData>().texts.preparationNotice;
  return (
    <Text>
      {leadIn && (
        <Text span fw={700}>
          {leadIn}
        </Text>
      )}
      {rest}
    </Text>
  );
}

/** Result times, durations, fees, format, and the preparation-materials notice (docs/product.md §1, §9). */
function InfoSection({ regulator }: { regulator: Regulator }) {
  const { resultTime, resultNotes = [], examDuration, durationNotes = [], priceRangeUsd } = regulator;
  const { text } = useRegulatorWords();
  const { _ } = useLingui();
  return (
    <Container component="section" size="xl" py={{ base: 40, md: 56 }} aria-labelledby="before-you-book">
      <Title order={2} id="before-you-book" mb="lg">
        {_("regPage.beforeYouBook")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <InfoCard icon={<IconClock size={20} />} title={_("regPage.results")} notes={resultNotes.map(text)}>
          <Text>{text(resultTime)}</Text>
        </InfoCard>
        <InfoCard
          icon={<IconHourglass size={20} />}
          title={_("regPage.duration")}
          notes={durationNotes.map(text)}
        >
          <Text>{text(examDuration)}</Text>
        </InfoCard>
        <InfoCard icon={<IconCash size={20} />} title={_("regPage.fees")}>
          <Text>{_("regPage.feeRange", { low: usd(priceRangeUsd.low), high: usd(priceRangeUsd.high) })}</Text>
          <Text size="sm">{_("regPage.feeNote")}</Text>
        </InfoCard>
        <InfoCard icon={<IconDeviceDesktop size={20} />} title={_("regPage.format")}>
          <Text>{_("regPage.formatText")}.</Text>
        </InfoCard>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" mt="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertCircle size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <PreparationNotice />
        </Group>
      </Paper>
    </Container>
  );
}

/**
 * One exam as a card: a real button with the exam name and its specialty label. Plain elements
 * styled by GRID_CSS rather than Mantine components: a page hydrates up to ~60 of these.
 */
function ExamCard({
  exam,
  name,
  specialty,
  onOpen,
}: {
  exam: ExamInfo;
  /** The exam's title in the page's language (most are the regulator's English in both). */
  name: string;
  /** The specialty's name in the page's language. */
  specialty: string;
  onOpen: (exam: ExamInfo) => void;
}) {
  return (
    <button
      type="button"
      className="regulator-exam mantine-focus-auto"
      onClick={() => onOpen(exam)}
      aria-haspopup="dialog"
    >
      {/* Exam titles are mostly the regulators' (English): isolated in an Arabic page. */}
      <bdi className="regulator-exam-name">{name}</bdi>
      <span className="regulator-exam-specialty">{specialty}</span>
    </button>
  );
}

/** Search box, specialty dropdown, result count and the grid of exam cards (docs/product.md §2). */
function ExamsSection({ regulator, exams }: { regulator: Regulator; exams: readonly ExamInfo[] }) {
  const specialties = useMemo(() => regulator.specialties.map((specialty) => specialty.name), [regulator]);
  const { filters, setQuery, setSpecialty, clear } = useExamFilters(specialties);
  const { i18n, text } = useRegulatorWords();
  const shown = useMemo(() => filterExams(exams, filters, text), [exams, filters, text]);
  const [selected, setSelected] = useState<ExamInfo | null>(null);
  // The dialog stays mounted once loaded, so it can animate out after the selection is cleared.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const open = (exam: ExamInfo) => {
    setDialogLoaded(true);
    setSelected(exam);
  };
  const filtered = filters.query !== "" || filters.specialty !== null;
  const { _ } = useLingui();
  const allSpecialties = _("regPage.allSpecialties");

  return (
    <Container component="section" size="xl" pb={{ base: 48, md: 72 }} aria-labelledby="exams">
      <Title order={2} id="exams" mb="xs" style={{ scrollMarginTop: 80 }}>
        {_("regPage.find", { code: regulator.code })}
      </Title>
      <Text mb="lg">{_("regPage.chooseExam")}</Text>
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <TextInput
          type="search"
          aria-label={_("regPage.searchLabel")}
          placeholder={_("regPage.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filters.query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: "1 1 260px" }}
          maw={480}
        />
        <NativeSelect
          label={_("regPage.specialty")}
          // The values stay the English names (the URL's `?specialty=`); the labels are the page's.
          data={[
            { value: "", label: allSpecialties },
            ...specialties.map((name) => ({ value: name, label: text(name) })),
          ]}
          value={filters.specialty ?? ""}
          onChange={(event) => setSpecialty(event.currentTarget.value || null)}
          style={{ flex: "0 1 300px" }}
        />
      </Group>
      <Text role="status" size="sm" mb="md" fw={500}>
        {filtered
          ? _("regPage.showing", { shown: shown.length, total: exams.length })
          : _("regPage.showingAll", { total: exams.length })}
      </Text>
      {shown.length > 0 ? (
        <SimpleGrid
          component="ul"
          className="regulator-exams"
          aria-label={_("regulator.exams", { code: regulator.code })}
          cols={{ base: 2, sm: 3, md: 4, lg: 5, xl: 6 }}
          spacing={{ base: "sm", md: "md" }}
        >
          {shown.map((exam) => (
            <li key={exam.name}>
              <ExamCard exam={exam} name={text(exam.name)} specialty={text(exam.specialty)} onOpen={open} />
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconSearchOff size={32} aria-hidden="true" />
            <Text fw={700}>{_("regPage.noMatch")}</Text>
            <Text size="sm">{_("regPage.tryAnother", { all: allSpecialties })}</Text>
            <Button variant="default" mt="xs" onClick={clear}>
              {_("regPage.clear")}
            </Button>
          </Stack>
        </Paper>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <ExamDialog
            regulator={regulator}
            exam={selected}
            words={{ i18n, text }}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}

/**
 * The page's schema.org Product as a JSON-LD block. Rendered by the page rather than `meta`: it is
 * prerendered without a rating, and gains the measured one from `/api/site-config` when the server
 * has one configured (search engines read the rendered page).
 */
function ProductJsonLd({ regulator }: { regulator: Regulator }) {
  const rating = useSiteConfig()?.rating ?? null;
  const words = useRegulatorWords();
  // "<" escaped so that no text of the data can close the script element.
  const json = JSON.stringify(regulatorProductJsonLd(regulator, words, rating)).replace(/</g, "\\u003c");
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own catalogue data as JSON, "<" escaped; a data block, never run
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}

/** A regulator's exam page: hero, info section and the filterable exam grid. */
function RegulatorExams({ regulator }: { regulator: Regulator }) {
  const exams = useMemo(() => examCatalog(regulator), [regulator]);
  return (
    <>
      <style href="regulator-exam-grid" precedence="medium">
        {GRID_CSS}
      </style>
      <ProductJsonLd regulator={regulator} />
      <Hero regulator={regulator} examTotal={exams.length} />
      <InfoSection regulator={regulator} />
      <ExamsSection regulator={regulator} exams={exams} />
    </>
  );
}

/**
 * The five regulator exam pages (docs/product.md §2 "Regulator exam pages", §4 "Exam dialog", §9): one module
 * for the five routes, the regulator the loader found from the path ignoring case. Prerendered with
 * the full exam list, and rendered again by the server from each newer publication (decision 0035);
 * filters from a shared URL apply after hydration.
 */
export default function RegulatorPage() {
  const { regulator } = useLoaderData<RegulatorPageData>();
  // Keyed, so moving between two regulator pages starts with fresh filters and no open dialog.
  return <RegulatorExams key={regulator.code} regulator={regulator} />;
}
