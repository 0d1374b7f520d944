import { Trans, useLingui } from "@lingui/react";
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconCalendarEvent, IconUserPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type ExamInfo, examChoiceHref } from "#shared/reference/exam-catalog.ts";
import type { Regulator } from "#shared/reference/regulators.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { type RegulatorWords, regulatorName } from "./regulator-meta.ts";

/** Props of {@link ExamDialog}. */
export interface ExamDialogProps {
  regulator: Regulator;
  /** The selected exam; null closes the dialog. */
  exam: ExamInfo | null;
  /** The page's words (its language). */
  words: RegulatorWords;
  /** Called on Escape, the close button or a click outside: the page clears the selection. */
  onClose: () => void;
}

/** One term and its description in the dialog's details list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The exam detail dialog of a regulator page (docs/product.md §2, §4 "Exam dialog": open for the selected exam,
 * closed on dismissal): the exam's specialty, level, regulator, format, duration, result time and
 * price (its own when the published catalogue gives one, docs/product.md §13; else the regulator's
 * range), with Book Now (→ /Contact-us). On the SCFHS page it reads "You are about to
 * register for the exam" and offers Register for this exam (→ /register). Both links carry the
 * regulator, specialty and exam, which pre-fill the form there. Loaded lazily on first open.
 */
export default function ExamDialog({ regulator, exam, words, onClose }: ExamDialogProps) {
  const { i18n, text } = words;
  const { _ } = useLingui();
  const locale = localeOf(i18n);
  // Opens one render after mounting, so Mantine records the focused trigger and returns focus to it.
  const mounted = useMounted();
  // Keep showing the last exam while the dialog animates out after the selection was cleared.
  const [last, setLast] = useState(exam);
  if (exam !== null && exam !== last) setLast(exam);
  const shown = exam ?? last;
  if (shown === null) return null;
  const registers = regulator.code === "SCFHS";
  // The choice travels in the URL, so the pre-filled wizard or inquiry form can be shared.
  const choice = { regulator: regulator.code, specialty: shown.specialty, exam: shown.name };

  return (
    <Modal
      opened={mounted && exam !== null}
      onClose={onClose}
      title={<bdi>{text(shown.name)}</bdi>}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": _("regDialog.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="default" tt="none">
            {text(shown.specialty)}
          </Badge>
          {shown.level && (
            <Badge variant="default" tt="none" radius="sm">
              {text(shown.level)}
            </Badge>
          )}
        </Group>
        {registers && (
          <Text fw={600}>
            <Trans
              id="regDialog.aboutToRegister"
              values={{ exam: text(shown.name) }}
              components={{ 0: <Text span fw={800} component="bdi" /> }}
            />
          </Text>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <Detail term={_("regDialog.regulator")}>
            {regulatorName(regulator, words)} ({regulator.code})
          </Detail>
          <Detail term={_("regDialog.specialty")}>{text(shown.specialty)}</Detail>
          <Detail term={_("regDialog.duration")}>{text(shown.duration)}</Detail>
          <Detail term={_("regDialog.results")}>{text(shown.resultTime)}</Detail>
          <Detail term={_("regDialog.price")}>
            {shown.priceUsd !== undefined
              ? _("regDialog.examPrice", { price: shown.priceUsd.toLocaleString("en-US") })
              : _("regDialog.priceText", {
                  low: regulator.priceRangeUsd.low.toLocaleString("en-US"),
                  high: regulator.priceRangeUsd.high.toLocaleString("en-US"),
                })}
          </Detail>
          <Detail term={_("regDialog.format")}>{_("regPage.formatText")}</Detail>
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          {registers && (
            <Button
              component={Link}
              to={examChoiceHref(localisedPath("/register", locale), choice)}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {_("regDialog.register")}
            </Button>
          )}
          <Button
            component={Link}
            to={examChoiceHref(localisedPath("/Contact-us", locale), choice)}
            variant={registers ? "default" : undefined}
            leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          >
            {_("regDialog.bookNow")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
