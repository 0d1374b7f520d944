import { useDraggable, useDroppable } from "@dnd-kit/core";
import { useLingui } from "@lingui/react";
import { Badge, Box, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import type { BoardCard, BoardColumn } from "#shared/candidates/board.ts";
import { PIPELINE, type StudentState } from "#shared/candidates/pipeline.ts";
import { type BoardFilters, useColumnCards } from "./api.ts";

/** Height of a card's row in the virtual list (the card and the gap below it), px. */
const ROW_HEIGHT = 96;
/** Cards from the end of what is loaded at which the next page is asked for. */
const LOAD_AHEAD = 10;

/** "12 min", "5 h", "3 d": how long a card has been in its state, counted to `now` (ISO). */
export function useAgeText() {
  const { i18n } = useLingui();
  return (since: string, now: string) => {
    const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
    if (minutes < 60) return i18n._("board.age.minutes", { n: minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return i18n._("board.age.hours", { n: hours });
    return i18n._("board.age.days", { n: Math.floor(hours / 24) });
  };
}

/** What a card or column tells the board: a key on a card, a click on its checkbox. */
export interface CardEvents {
  onCardKeyDown: (
    event: KeyboardEvent,
    state: StudentState,
    index: number,
    cards: readonly BoardCard[],
  ) => void;
  onToggle: (
    card: BoardCard,
    state: StudentState,
    index: number,
    cards: readonly BoardCard[],
    range: boolean,
  ) => void;
  onFocusCard: (state: StudentState, index: number) => void;
}

export interface BoardColumnViewProps extends CardEvents {
  column: BoardColumn;
  filters: BoardFilters;
  now: string;
  /** Ids of the selected cards (any column). */
  selected: ReadonlySet<number>;
  /** Index of the card that takes Tab in this column (roving tab stop). */
  tabIndexAt: number;
  /** Set when the board moves the focus to a card of this column: scroll to it and focus it. */
  focusRequest: { index: number; serial: number } | null;
  canMove: boolean;
  /** Id of the card being dragged, if any. */
  draggingId: number | null;
}

interface CardProps {
  card: BoardCard;
  state: StudentState;
  index: number;
  now: string;
  selected: boolean;
  tabbable: boolean;
  canMove: boolean;
  dragging: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onToggle: (range: boolean) => void;
  onFocus: () => void;
}

/** The card's face: name, exam, center, age in the state (also the drag overlay's). */
export function CardFace({ card, now, count }: { card: BoardCard; now: string; count?: number }) {
  const { i18n } = useLingui();
  const age = useAgeText();
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={600} truncate>
          <bdi>{card.full_name}</bdi>
        </Text>
        {count !== undefined && count > 1 ? (
          <Badge size="sm" circle>
            {count}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="card-age">
            {age(card.state_since, now)}
          </Text>
        )}
      </Group>
      <Text size="xs" truncate>
        <bdi>
          {card.exam_category} · {card.exam_name}
        </bdi>
      </Text>
      <Text size="xs" c="dimmed" truncate>
        <bdi>{card.test_center ?? i18n._("board.noCenter")}</bdi> · <bdi>{card.reference}</bdi>
      </Text>
    </Stack>
  );
}

/** One movable card: a toggle button (Space selects it), dragged by pointer or keyboard (Enter). */
function Card({
  card,
  state,
  index,
  now,
  selected,
  tabbable,
  canMove,
  dragging,
  onKeyDown,
  onToggle,
  onFocus,
}: CardProps) {
  const { i18n } = useLingui();
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: card.id,
    data: { state, card },
    disabled: !canMove,
  });
  return (
    <Paper
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      withBorder
      p={8}
      h={ROW_HEIGHT - 8}
      role="button"
      aria-roledescription={i18n._("board.cardRole")}
      aria-pressed={canMove ? selected : undefined}
      tabIndex={tabbable ? 0 : -1}
      data-card-id={card.id}
      data-card-index={index}
      onFocus={onFocus}
      onKeyDown={(event: KeyboardEvent) => {
        listeners?.onKeyDown?.(event);
        if (!event.defaultPrevented) onKeyDown(event);
      }}
      style={{
        display: "flex",
        gap: 8,
        alignItems: "flex-start",
        cursor: canMove ? "grab" : "default",
        opacity: dragging ? 0.4 : 1,
        outlineOffset: 2,
        borderColor: selected ? "var(--mantine-primary-color-filled)" : undefined,
        background: selected ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      {canMove && (
        // For the mouse only (a click toggles, Shift+click a range): the card itself is the toggle
        // (aria-pressed) keyboards and screen readers use; a real checkbox inside would be a
        // control nested in a control.
        <Box
          aria-hidden
          mt={2}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            onToggle(event.shiftKey);
          }}
        >
          <Checkbox.Indicator size="xs" checked={selected} />
        </Box>
      )}
      <CardFace card={card} now={now} />
    </Paper>
  );
}

/**
 * One state's column: its title and count, and its cards in a virtual list (only the rows in view
 * are in the page, however many thousands the column holds), the next page loaded as the list
 * nears its end. The column is where cards are dropped.
 */
export function BoardColumnView({
  column,
  filters,
  now,
  selected,
  tabIndexAt,
  focusRequest,
  canMove,
  draggingId,
  onCardKeyDown,
  onToggle,
  onFocusCard,
}: BoardColumnViewProps) {
  const { i18n } = useLingui();
  const { state } = column;
  const title = i18n._(`board.state.${state}`);
  const { setNodeRef, isOver } = useDroppable({ id: state });
  const cards = useColumnCards(filters, column);
  const loaded = cards.data?.pages.flatMap((page) => page.cards) ?? column.cards;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: loaded.length + (cards.hasNextPage ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (cards.hasNextPage && !cards.isFetchingNextPage && lastIndex >= loaded.length - LOAD_AHEAD) {
      void cards.fetchNextPage();
    }
  }, [cards, lastIndex, loaded.length]);

  // The board moved the focus here: bring the card into view, then focus it once it is rendered.
  useEffect(() => {
    if (!focusRequest) return;
    virtualizer.scrollToIndex(focusRequest.index, { align: "auto" });
    let tries = 0;
    const focus = () => {
      const element = scrollRef.current?.querySelector<HTMLElement>(
        `[data-card-index="${focusRequest.index}"]`,
      );
      if (element) element.focus({ preventScroll: true });
      else if (tries++ < 10) requestAnimationFrame(focus);
    };
    requestAnimationFrame(focus);
  }, [focusRequest, virtualizer]);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={i18n._("board.column", { state: title, count: column.count })}
      data-state={state}
      withBorder
      p="xs"
      w={288}
      style={{
        flexShrink: 0,
        display: "flex",
        flexDirection: "column",
        borderColor: isOver ? "var(--mantine-primary-color-filled)" : undefined,
        borderWidth: isOver ? 2 : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={2} size="h5">
          <Badge
            color={PIPELINE[state].color}
            variant="dot"
            size="lg"
            tt="none"
            styles={{ label: { fontSize: 14 } }}
          >
            {title}
          </Badge>
        </Title>
        <Badge variant="light" data-testid="column-count" aria-hidden>
          {column.count.toLocaleString(i18n.locale)}
        </Badge>
      </Group>
      <Box
        ref={scrollRef}
        style={{ overflowY: "auto", height: "max(360px, calc(100vh - 330px))", contain: "strict" }}
      >
        {loaded.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" mt="md">
            {i18n._("board.empty")}
          </Text>
        ) : (
          <ul
            aria-label={i18n._("board.cards", { state: title })}
            style={{
              height: virtualizer.getTotalSize(),
              position: "relative",
              margin: 0,
              padding: 0,
              listStyle: "none",
            }}
          >
            {items.map((item) => {
              const card = loaded[item.index];
              return (
                <li
                  key={card?.id ?? "more"}
                  // A virtual list: where this card stands among the column's count (not the rows in the page).
                  aria-setsize={card ? column.count : undefined}
                  aria-posinset={card ? item.index + 1 : undefined}
                  style={{
                    position: "absolute",
                    top: 0,
                    insetInlineStart: 0,
                    width: "100%",
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {card ? (
                    <Card
                      card={card}
                      state={state}
                      index={item.index}
                      now={now}
                      selected={selected.has(card.id)}
                      tabbable={item.index === Math.min(tabIndexAt, loaded.length - 1)}
                      canMove={canMove}
                      dragging={
                        draggingId !== null &&
                        (draggingId === card.id || (selected.has(draggingId) && selected.has(card.id)))
                      }
                      onKeyDown={(event) => onCardKeyDown(event, state, item.index, loaded)}
                      onToggle={(range) => onToggle(card, state, item.index, loaded, range)}
                      onFocus={() => onFocusCard(state, item.index)}
                    />
                  ) : (
                    <Text size="xs" c="dimmed" ta="center" py="sm">
                      {i18n._("board.loadingMore")}
                    </Text>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Box>
    </Paper>
  );
}
