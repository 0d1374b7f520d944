import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useLingui } from "@lingui/react";
import { Box, Button, Group, Menu, Paper, Select, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { moveConflictSchema } from "#shared/candidates/actions.ts";
import type { BoardCard } from "#shared/candidates/board.ts";
import { STUDENT_STATES, type StudentState } from "#shared/candidates/pipeline.ts";
import { CALENDAR_MONTHS } from "#shared/reference/months.ts";
import { REGULATOR_CODES } from "#shared/reference/regulator-links.ts";
import { staffPageInLanguage, staffRoute } from "#web/components/staff-page.tsx";
import { showDoneNotification } from "#web/components/undo-notification.tsx";
import { boardAr } from "#web/i18n/messages/board.ar.ts";
import { boardEn } from "#web/i18n/messages/board.en.ts";
import { ApiError } from "#web/lib/api.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useSession } from "#web/lib/session.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { type BoardFilters, useBoard, useMoveCards } from "./api.ts";
import { BoardColumnView, CardFace } from "./board-column.tsx";

/** `/board`: its texts in both languages (staff read it in either, its own switch); never indexed. */
export const { handle, meta } = staffRoute("Pipeline board", { en: boardEn, ar: boardAr });

/** Keys the KeyboardSensor answers: Enter picks up (Space is the selection's), Enter or Space drops. */
const KEYBOARD_CODES = { start: ["Enter"], cancel: ["Escape"], end: ["Enter", "Space"] };

/**
 * While a card is dragged by keyboard, Left and Right jump to the next column on that side (the
 * columns' own rectangles), instead of moving the card a few pixels.
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over, active } = context;
  const from = (over?.id ?? active?.data.current?.state) as StudentState | undefined;
  if (!from || !collisionRect) return currentCoordinates;
  const here = droppableRects.get(from);
  // The columns in the order they appear on screen, left to right (right to left in Arabic).
  const onScreen = STUDENT_STATES.filter((s) => droppableRects.has(s)).sort(
    (a, b) => droppableRects.get(a)!.left - droppableRects.get(b)!.left,
  );
  const at = onScreen.indexOf(from);
  const target = onScreen[at + (event.code === "ArrowRight" ? 1 : -1)];
  const rect = target ? droppableRects.get(target) : here;
  if (!rect) return currentCoordinates;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.min(Math.max(currentCoordinates.y, rect.top + 40), rect.top + rect.height - collisionRect.height),
  };
};

/** The filters of the address (`?test_center=&exam=&month=`), only valid values. */
function filtersOf(params: URLSearchParams): BoardFilters {
  const filters: BoardFilters = {};
  const center = params.get("test_center");
  if (center && /^\d+$/.test(center)) filters.test_center = center;
  const exam = params.get("exam");
  if (exam && (REGULATOR_CODES as readonly string[]).includes(exam)) filters.exam = exam;
  const month = params.get("month");
  if (month && (CALENDAR_MONTHS as readonly string[]).includes(month)) filters.month = month;
  return filters;
}

/** The board's filters: test center (not for a test_center user: its own), exam category, month. */
function BoardFilterBar({
  filters,
  onChange,
}: {
  filters: BoardFilters;
  onChange: (key: keyof BoardFilters, value: string | null) => void;
}) {
  const { i18n } = useLingui();
  const centers = useTestCenters();
  const ownCenterOnly = useSession()?.claims.role === "test_center";
  const monthName = new Intl.DateTimeFormat(i18n.locale === "ar" ? "ar-SA-u-ca-gregory" : "en-GB", {
    month: "long",
    timeZone: "UTC",
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={i18n._("board.filters")}>
      {!ownCenterOnly && (
        <Select
          label={i18n._("board.center")}
          placeholder={i18n._("board.allCenters")}
          data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.test_center ?? null}
          onChange={(value) => onChange("test_center", value)}
          clearable
          searchable
          w={260}
        />
      )}
      <Select
        label={i18n._("board.exam")}
        placeholder={i18n._("board.allExams")}
        data={[...REGULATOR_CODES]}
        value={filters.exam ?? null}
        onChange={(value) => onChange("exam", value)}
        clearable
        w={160}
      />
      <Select
        label={i18n._("board.month")}
        placeholder={i18n._("board.allMonths")}
        data={CALENDAR_MONTHS.map((month, i) => ({
          value: month,
          label: monthName.format(new Date(Date.UTC(2026, i, 1))),
        }))}
        value={filters.month ?? null}
        onChange={(value) => onChange("month", value)}
        clearable
        w={180}
      />
    </Group>
  );
}

/**
 * The board itself: the columns side by side, the selection, the moves by pointer or keyboard
 * (dnd-kit) and by the "Move to…" menu, each through the bulk state change.
 */
function Board() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const board = useBoard(filters);
  const move = useMoveCards();
  const canMove = useCanCall("PATCH /api/students/change-state");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const anchor = useRef<{ state: StudentState; index: number } | null>(null);
  const [tabStops, setTabStops] = useState<Partial<Record<StudentState, number>>>({});
  const [focusRequest, setFocusRequest] = useState<{
    state: StudentState;
    index: number;
    serial: number;
  } | null>(null);
  const [dragging, setDragging] = useState<{ card: BoardCard; ids: number[]; from: StudentState } | null>(
    null,
  );
  const stateTitle = useCallback((state: StudentState) => i18n._(`board.state.${state}`), [i18n]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { keyboardCodes: KEYBOARD_CODES, coordinateGetter: columnByColumn }),
  );

  const columns = board.data?.columns ?? [];

  const setFilter = (key: keyof BoardFilters, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setSelected(new Set());
  };

  const focusCard = (state: StudentState, index: number) => {
    setTabStops((stops) => ({ ...stops, [state]: index }));
    setFocusRequest((request) => ({ state, index, serial: (request?.serial ?? 0) + 1 }));
  };

  const toggle = (
    card: BoardCard,
    state: StudentState,
    index: number,
    cards: readonly BoardCard[],
    range: boolean,
  ) => {
    if (!canMove) return;
    setSelected((current) => {
      const next = new Set(current);
      if (range && anchor.current?.state === state) {
        const [from, to] = [anchor.current.index, index].sort((a, b) => a - b) as [number, number];
        for (const c of cards.slice(from, to + 1)) next.add(c.id);
      } else if (next.has(card.id)) next.delete(card.id);
      else next.add(card.id);
      return next;
    });
    anchor.current = { state, index };
  };

  const onCardKeyDown = (
    event: KeyboardEvent,
    state: StudentState,
    index: number,
    cards: readonly BoardCard[],
  ) => {
    if (dragging) return;
    const rtl = i18n.locale === "ar";
    const sideways = (step: number) => {
      const at = STUDENT_STATES.indexOf(state);
      for (let i = at + step; i >= 0 && i < STUDENT_STATES.length; i += step) {
        const target = columns.find((c) => c.state === STUDENT_STATES[i]);
        if (target && target.cards.length > 0) {
          focusCard(target.state, Math.min(index, target.cards.length - 1));
          return;
        }
      }
    };
    switch (event.key) {
      case "ArrowDown":
        focusCard(state, Math.min(index + 1, cards.length - 1));
        break;
      case "ArrowUp":
        focusCard(state, Math.max(index - 1, 0));
        break;
      case "Home":
        focusCard(state, 0);
        break;
      case "End":
        focusCard(state, cards.length - 1);
        break;
      case "ArrowRight":
        sideways(rtl ? -1 : 1);
        break;
      case "ArrowLeft":
        sideways(rtl ? 1 : -1);
        break;
      case " ": {
        const card = cards[index];
        if (card) toggle(card, state, index, cards, event.shiftKey);
        break;
      }
      case "Escape":
        setSelected(new Set());
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const moveTo = (studentIds: number[], state: StudentState, confirm = false) => {
    if (studentIds.length === 0) return;
    move.mutate(
      { studentIds, state, ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (answer) => {
          const message = i18n._("board.moved", { count: answer.count, state: stateTitle(state) });
          showDoneNotification({ undoToken: answer.undoToken, message });
          setSelected(new Set());
        },
        onError: (error) => {
          const conflict =
            !confirm && error instanceof ApiError && error.status === 409
              ? moveConflictSchema.safeParse(error.body)
              : null;
          if (conflict?.success) {
            modals.openConfirmModal({
              title: i18n._("board.confirmTitle", { state: stateTitle(state) }),
              children: (
                <Stack gap="xs">
                  <Text size="sm">
                    {i18n._("board.confirmBody", { count: conflict.data.warnings.length })}
                  </Text>
                  {conflict.data.warnings.slice(0, 10).map((w) => (
                    <Text size="sm" key={w.studentId}>
                      <bdi>{w.name}</bdi> (<bdi>{w.reference}</bdi>): {w.message}
                    </Text>
                  ))}
                </Stack>
              ),
              labels: { confirm: i18n._("board.moveAnyway"), cancel: i18n._("board.cancel") },
              confirmProps: { color: "orange" },
              onConfirm: () => moveTo(studentIds, state, true),
            });
          } else {
            notifications.show({
              color: "red",
              message:
                error instanceof ApiError
                  ? error.messageOr(i18n._("board.moveFailed"))
                  : i18n._("board.moveFailed"),
            });
          }
        },
      },
    );
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = Number(active.id);
    const from = active.data.current?.state as StudentState;
    const card = active.data.current?.card as BoardCard | undefined;
    if (!card) return;
    setDragging({ card, from, ids: selected.has(id) ? [...selected] : [id] });
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    const drag = dragging;
    setDragging(null);
    if (!drag || !over) return;
    const target = over.id as StudentState;
    // Dropped where it was picked up: nothing to move.
    if (target === drag.from) return;
    moveTo(drag.ids, target);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      i18n._("board.dnd.start", {
        count: selected.has(Number(active.id)) ? selected.size : 1,
        state: stateTitle(active.data.current?.state as StudentState),
      }),
    onDragOver: ({ over }) =>
      over
        ? i18n._("board.dnd.over", { state: stateTitle(over.id as StudentState) })
        : i18n._("board.dnd.outside"),
    onDragEnd: ({ over }) =>
      over
        ? i18n._("board.dnd.end", { state: stateTitle(over.id as StudentState) })
        : i18n._("board.dnd.cancel"),
    onDragCancel: () => i18n._("board.dnd.cancel"),
  };

  const selectedIds = [...selected];
  return (
    <Stack gap="md">
      <BoardFilterBar filters={filters} onChange={setFilter} />
      <Text size="sm" c="dimmed" id="board-help">
        {i18n._("board.help")}
      </Text>
      {canMove && (
        <Paper
          withBorder
          p="xs"
          role="region"
          aria-label={i18n._("board.selected", { count: selected.size })}
        >
          <Group gap="sm">
            <Text size="sm" fw={600} aria-live="polite" data-testid="board-selected">
              {i18n._("board.selected", { count: selected.size })}
            </Text>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button size="xs" disabled={selected.size === 0} loading={move.isPending}>
                  {i18n._("board.moveTo")}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {STUDENT_STATES.map((state) => (
                  <Menu.Item key={state} onClick={() => moveTo(selectedIds, state)}>
                    {stateTitle(state)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="xs"
              variant="subtle"
              disabled={selected.size === 0}
              onClick={() => setSelected(new Set())}
            >
              {i18n._("board.clearSelection")}
            </Button>
          </Group>
        </Paper>
      )}
      {board.isError && (
        <Text c="red" role="alert">
          {i18n._("board.loadFailed")}
        </Text>
      )}
      {board.data && (
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: i18n._("board.dnd.instructions") },
          }}
        >
          <Box style={{ display: "flex", gap: 12, overflowX: "auto", paddingBottom: 8 }}>
            {board.data.columns.map((column) => (
              <BoardColumnView
                key={column.state}
                column={column}
                filters={filters}
                now={board.data.now}
                selected={selected}
                tabIndexAt={tabStops[column.state] ?? 0}
                focusRequest={focusRequest?.state === column.state ? focusRequest : null}
                canMove={canMove}
                draggingId={dragging ? dragging.card.id : null}
                onCardKeyDown={onCardKeyDown}
                onToggle={toggle}
                onFocusCard={(state, index) => {
                  if (tabStops[state] !== index) setTabStops((stops) => ({ ...stops, [state]: index }));
                }}
              />
            ))}
          </Box>
          <DragOverlay dropAnimation={null}>
            {dragging && (
              <Paper withBorder shadow="md" p={8} w={272}>
                <CardFace card={dragging.card} now={board.data.now} count={dragging.ids.length} />
              </Paper>
            )}
          </DragOverlay>
        </DndContext>
      )}
    </Stack>
  );
}

/**
 * `/board` (docs/product.md §12 "Staff at speed", "The board"; decision 0030): one column per
 * pipeline state with its count, cards with name, exam, center and age in the state, filters by
 * test center, exam and month; thousands of cards per column in a virtual list. Cards move by
 * pointer or keyboard drag and drop (dnd-kit) or the "Move to…" menu, one or several at once,
 * through the bulk state change; roles that may not change states get a read-only board. In the language staff chose (English or
 * Arabic), kept on the device.
 */
export default staffPageInLanguage(
  "/board",
  { handle, title: "board.title", languageLabel: "board.language", storageKey: "exam-portal:board-locale" },
  Board,
);
