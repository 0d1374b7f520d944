import { useLocalStorage } from "@mantine/hooks";
import { useMemo } from "react";
import {
  type ColumnChoice,
  choiceFromShown,
  type DataColumn,
  isColumnShown,
  parseChoice,
  serializeChoice,
  shownColumns,
} from "./columns.ts";

/** localStorage key of a table's column choice. */
export const columnChoiceKey = (tableId: string) => `columns:${tableId}`;

export interface ColumnChoiceState<T> {
  /** The columns to draw, in order. */
  shown: DataColumn<T>[];
  /** The columns the chooser offers (all but the essential ones), in order. */
  choosable: DataColumn<T>[];
  /** The columns always shown (the ones a user acts on), in order. */
  essential: DataColumn<T>[];
  /** Keys of the choosable columns that are shown. */
  shownKeys: string[];
  /** Records the chooser's checkboxes. */
  setShownKeys: (keys: string[]) => void;
  /** Back to the table's defaults. */
  reset: () => void;
  /** True while the user's choice differs from the defaults. */
  customised: boolean;
}

/**
 * The user's choice of columns for table `tableId`, kept in localStorage (`columns:<tableId>`) so
 * it survives a reload and applies in every tab. Read during the first render (staff pages are
 * not prerendered), so the table never flashes its default columns first.
 */
export function useColumnChoice<T>(tableId: string, columns: readonly DataColumn<T>[]): ColumnChoiceState<T> {
  const [choice, setChoice, removeChoice] = useLocalStorage<ColumnChoice>({
    key: columnChoiceKey(tableId),
    defaultValue: {},
    getInitialValueInEffect: false,
    serialize: serializeChoice,
    deserialize: parseChoice,
  });
  return useMemo(() => {
    const shown = shownColumns(columns, choice);
    const choosable = columns.filter((column) => !column.essential);
    const shownKeys = choosable.filter((column) => isColumnShown(column, choice)).map((c) => c.key);
    return {
      shown,
      choosable,
      essential: columns.filter((column) => column.essential),
      shownKeys,
      setShownKeys: (keys: string[]) => setChoice(choiceFromShown(columns, keys)),
      reset: removeChoice,
      customised: choosable.some((column) => isColumnShown(column, choice) !== isColumnShown(column, {})),
    };
  }, [columns, choice, setChoice, removeChoice]);
}
