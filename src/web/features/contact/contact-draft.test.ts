import { describe, expect, it } from "vitest";
import { keptTexts, parseFormDraft, serialiseFormDraft } from "./contact-draft.ts";

const FIELDS = new Set(["subject", "message"]);

describe("a flat form's tab draft", () => {
  it("keeps the filled-in fields and reads them back", () => {
    const text = serialiseFormDraft({ subject: "Seat", message: "", other: "x" }, FIELDS, 10);
    expect(text).toBe(JSON.stringify({ subject: "Seat" }));
    expect(parseFormDraft(text, FIELDS, 10)).toEqual({ subject: "Seat" });
  });

  it("has nothing to keep for an empty form", () => {
    expect(serialiseFormDraft({ subject: "", message: "" }, FIELDS, 10)).toBeNull();
  });

  it("leaves out values too long, not text, or of other fields", () => {
    expect(keptTexts({ subject: "x".repeat(11), message: 3, note: "n" }, FIELDS, 10)).toEqual({});
    for (const text of [null, "", "{", "[]", "7", '{"subject":5}', '{"note":"n"}'])
      expect(parseFormDraft(text, FIELDS, 10), String(text)).toBeNull();
  });
});
