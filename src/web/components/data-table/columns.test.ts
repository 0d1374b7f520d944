import { describe, expect, it } from "vitest";
import {
  choiceFromShown,
  columnChoiceView,
  type DataColumn,
  isColumnShown,
  parseChoice,
  serializeChoice,
  shownColumns,
} from "./columns.ts";

type Row = { name: string };
const column = (key: string, extra: Partial<DataColumn<Row>> = {}): DataColumn<Row> => ({
  key,
  label: key,
  cell: (row) => row.name,
  ...extra,
});
const COLUMNS = [
  column("name", { essential: true }),
  column("state", { essential: true }),
  column("id"),
  column("email", { hiddenByDefault: true }),
];
const keys = (columns: readonly DataColumn<Row>[]) => columns.map((c) => c.key);

describe("column choice", () => {
  it("shows essential and default columns until the user chooses", () => {
    expect(keys(shownColumns(COLUMNS, {}))).toEqual(["name", "state", "id"]);
  });

  it("follows the user's choice but never hides an essential column", () => {
    const choice = { id: false, email: true, name: false, state: false };
    expect(keys(shownColumns(COLUMNS, choice))).toEqual(["name", "state", "email"]);
    expect(isColumnShown(COLUMNS[0]!, choice)).toBe(true);
  });

  it("offers the choosable columns, ticks the shown ones and tells a choice from the defaults", () => {
    const defaults = columnChoiceView(COLUMNS, {});
    expect(keys(defaults.shown)).toEqual(["name", "state", "id"]);
    expect(keys(defaults.choosable)).toEqual(["id", "email"]);
    expect(keys(defaults.essential)).toEqual(["name", "state"]);
    expect(defaults.shownKeys).toEqual(["id"]);
    expect(defaults.customised).toBe(false);
    const chosen = columnChoiceView(COLUMNS, { id: false, email: true });
    expect(keys(chosen.shown)).toEqual(["name", "state", "email"]);
    expect(chosen.shownKeys).toEqual(["email"]);
    expect(chosen.customised).toBe(true);
    // The defaults chosen one by one are no customisation.
    expect(columnChoiceView(COLUMNS, { id: true, email: false }).customised).toBe(false);
  });

  it("records every choosable column from the chooser's checkboxes", () => {
    expect(choiceFromShown(COLUMNS, ["email"])).toEqual({ id: false, email: true });
  });

  it("reads back what it stored and ignores anything else", () => {
    const choice = { id: false, email: true };
    expect(parseChoice(serializeChoice(choice))).toEqual(choice);
    expect(parseChoice(undefined)).toEqual({});
    expect(parseChoice("not json")).toEqual({});
    expect(parseChoice("[1,2]")).toEqual({});
    expect(parseChoice("null")).toEqual({});
    expect(parseChoice('{"id":"yes","email":true}')).toEqual({ email: true });
  });
});
