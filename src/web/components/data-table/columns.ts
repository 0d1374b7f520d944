/**
 * Columns of the staff tables (dashboard, stage lists, All Invoices), the user's choice of the
 * lesser ones and the props of `DataTable` (decision 0009): the columns a user acts on are
 * always shown, the others follow the user's choice, else their default.
 */
import type { TableTrProps } from "@mantine/core";
import type { ReactNode } from "react";

/** One column of a staff table; the same definition draws the table cell and the phone card line. */
export interface DataColumn<T> {
  /** Stable id, the key kept in the user's column choice. */
  key: string;
  /** Header in the table, label in the column chooser and on a phone card. */
  label: string;
  cell: (row: T) => ReactNode;
  /** A column the user acts on (name, state): always shown, not offered in the chooser. */
  essential?: boolean;
  /** A lesser column: shown only once the user picks it in the chooser. */
  hiddenByDefault?: boolean;
  /** Long text (names, exam names) that wraps onto a second line instead of widening the table. */
  wrap?: boolean;
  align?: "left" | "right";
  /** On a phone card: the heading (`title`) or the badge beside it (`aside`); others are listed. */
  card?: "title" | "aside";
}

/** The user's explicit choices: column key → shown. Columns not in it keep their default. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

/** Whether `column` is shown under `choice`. */
export function isColumnShown<T>(column: DataColumn<T>, choice: ColumnChoice): boolean {
  return column.essential === true || (choice[column.key] ?? column.hiddenByDefault !== true);
}

/** The columns shown under `choice`, in their order. */
export function shownColumns<T>(columns: readonly DataColumn<T>[], choice: ColumnChoice): DataColumn<T>[] {
  return columns.filter((column) => isColumnShown(column, choice));
}

/**
 * The stored choice as written by {@link serializeChoice}; anything else (an old format, a hand
 * edit, a broken value) counts as no choice, so the table falls back to its defaults.
 */
export function parseChoice(stored: string | undefined | null): ColumnChoice {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
    );
  } catch {
    return {};
  }
}

/** The choice as stored text. */
export const serializeChoice = (choice: ColumnChoice) => JSON.stringify(choice);

/**
 * The choice after the chooser's checkboxes read `shownKeys`: every choosable column is recorded,
 * so a later default change does not move a column the user decided on.
 */
export function choiceFromShown<T>(
  columns: readonly DataColumn<T>[],
  shownKeys: readonly string[],
): ColumnChoice {
  const shown = new Set(shownKeys);
  return Object.fromEntries(
    columns.filter((column) => !column.essential).map((column) => [column.key, shown.has(column.key)]),
  );
}

/** A table's columns under the user's choice: what is drawn, what the chooser offers and ticks. */
export interface ColumnChoiceView<T> {
  /** The columns to draw, in order. */
  shown: DataColumn<T>[];
  /** The columns the chooser offers (all but the essential ones), in order. */
  choosable: DataColumn<T>[];
  /** The columns always shown (the ones a user acts on), in order. */
  essential: DataColumn<T>[];
  /** Keys of the choosable columns that are shown. */
  shownKeys: string[];
  /** True while the user's choice differs from the defaults. */
  customised: boolean;
}

/** `columns` under `choice` (see {@link ColumnChoiceView}). */
export function columnChoiceView<T>(
  columns: readonly DataColumn<T>[],
  choice: ColumnChoice,
): ColumnChoiceView<T> {
  const choosable = columns.filter((column) => !column.essential);
  return {
    shown: shownColumns(columns, choice),
    choosable,
    essential: columns.filter((column) => column.essential),
    shownKeys: choosable.filter((column) => isColumnShown(column, choice)).map((c) => c.key),
    customised: choosable.some((column) => isColumnShown(column, choice) !== isColumnShown(column, {})),
  };
}

/** Row selection of a staff table (for the roles the selection bar offers an action to). */
export interface DataTableSelection<T> {
  selected: ReadonlySet<number>;
  /** Select or unselect one row. */
  onToggle: (id: number) => void;
  /** Select every row of the page, or none when all are selected. */
  onToggleAll: () => void;
  /** Accessible name of a row's checkbox, e.g. "Select Aisha Khan". */
  rowLabel: (row: T) => string;
  /** Accessible name of the select-all checkbox. */
  allLabel: string;
}

/** The row's action (Details, Confirm): the last column, pinned to the right edge. */
export interface DataTableAction<T> {
  /** Header of the column (visually hidden when `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** The action of `row`, drawn in the table or on a phone card (where a larger button fits). */
  cell: (row: T, place: "table" | "card") => ReactNode;
}

/** A row of a staff table: a record known by its `id` (the selection holds ids). */
export interface DataRow {
  id: number;
}

export interface DataTableProps<T extends DataRow> {
  /** Accessible name of the table and of the phone card list. */
  label: string;
  rows: readonly T[];
  /** The columns to draw, in order (`useColumnChoice(...).shown`). */
  columns: readonly DataColumn<T>[];
  selection?: DataTableSelection<T>;
  action?: DataTableAction<T>;
  /** Extra props of a table row (click and keyboard handlers). */
  rowProps?: (row: T) => TableTrProps;
}

/** Whether every row of the page is selected, and whether some are. */
export function selectionOfPage(rows: readonly DataRow[], selected: ReadonlySet<number>) {
  const count = rows.filter((row) => selected.has(row.id)).length;
  return { all: rows.length > 0 && count === rows.length, some: count > 0 && count < rows.length };
}
