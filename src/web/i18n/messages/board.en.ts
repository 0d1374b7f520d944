import type { StudentState } from "#shared/candidates/pipeline.ts";

/** The board's column titles, one per pipeline state (`tsc` fails while a state has none). */
const STATE_TITLES = {
  "board.state.Not_Confirmed": "Not Confirmed",
  "board.state.Confirmed": "Confirmed",
  "board.state.Invoice": "Invoice",
  "board.state.Invoice_Confirmed": "Invoice Confirmed",
  "board.state.Exam_Details": "Exam Details",
  "board.state.Results": "Results",
  "board.state.Send_Score": "Send Score",
  "board.state.Done": "Done",
} satisfies Record<`board.state.${StudentState}`, string>;

/**
 * English texts of the pipeline board, `/board` (docs/product.md §12 "Staff at speed", decision
 * 0030): loaded with its route (`handle`). Staff read it in English or Arabic (its own switch).
 */
export const boardEn = {
  "board.title": "Pipeline board",
  "board.language": "Language",
  "board.filters": "Filters",
  "board.center": "Test center",
  "board.allCenters": "All test centers",
  "board.exam": "Exam",
  "board.allExams": "All exams",
  "board.month": "Month",
  "board.allMonths": "All months",
  "board.loadFailed": "Could not load the board. Please try again.",
  "board.help":
    "Tab to a column's cards, arrows to move between cards and columns, Space to select, Enter to pick up the selected cards, arrows to choose a column, Enter to drop, Escape to cancel.",
  ...STATE_TITLES,
  "board.column": "{state}: {count, plural, one {# candidate} other {# candidates}}",
  "board.cards": "Cards of {state}",
  "board.empty": "No candidates.",
  "board.loadingMore": "Loading more…",
  "board.cardRole": "movable card",
  "board.noCenter": "No test center",
  "board.age.minutes": "{n} min",
  "board.age.hours": "{n} h",
  "board.age.days": "{n} d",
  "board.selected": "{count} selected",
  "board.moveTo": "Move to…",
  "board.clearSelection": "Clear selection",
  "board.moved": "{count, plural, one {# candidate} other {# candidates}} moved to {state}.",
  "board.moveFailed": "The move failed. Nothing was changed.",
  "board.confirmTitle": "Move to {state} against the data?",
  "board.confirmBody":
    "The data of {count} candidates contradicts this move. The history records that the move was confirmed despite the warning.",
  "board.moveAnyway": "Move anyway",
  "board.cancel": "Cancel",
  "board.dnd.instructions":
    "To pick up a card, press Enter. While dragging, use the left and right arrows to choose a column. Press Enter or Space to drop, or Escape to cancel.",
  "board.dnd.start": "Picked up {count, plural, one {# card} other {# cards}} from {state}.",
  "board.dnd.over": "Over {state}.",
  "board.dnd.outside": "Not over a column.",
  "board.dnd.end": "Dropped on {state}.",
  "board.dnd.cancel": "Move cancelled.",
};
