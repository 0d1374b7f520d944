import { useLocalStorage } from "@mantine/hooks";
import { useMemo } from "react";
import {
  type ColumnChoice,
  type ColumnChoiceView,
  choiceFromShown,
  columnChoiceView,
  type DataColumn,
  parseChoice,
  serializeChoice,
} from "./columns.ts";

/** localStorage key of a table's column choice. */
export const columnChoiceKey = (tableId: string) => `columns:${tableId}`;

/** The columns under the user's choice, and how to change it. */
export interface ColumnChoiceState<T> extends ColumnChoiceView<T> {
  /** Records the chooser's checkboxes. */
  setShownKeys: (keys: string[]) => void;
  /** Back to the table's defaults. */
  reset: () => void;
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
  return useMemo(
    () => ({
      ...columnChoiceView(columns, choice),
      setShownKeys: (keys: string[]) => setChoice(choiceFromShown(columns, keys)),
      reset: removeChoice,
    }),
    [columns, choice, setChoice, removeChoice],
  );
}
