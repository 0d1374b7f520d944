import { describe, expect, it } from "vitest";
import { DRAFT_VALUE_MAX, parseDraft, serialiseDraft } from "./wizard-draft.ts";
import { EMPTY_VALUES } from "./wizard-steps.ts";

describe("the wizard's draft (decision 0002)", () => {
  it("keeps the filled-in fields and the bookkeeping, and reads them back", () => {
    const text = serialiseDraft({
      values: { ...EMPTY_VALUES, firstName: "Noor", BSC_university: "KAU" },
      invite: "token.abc",
      examLink: "DHA",
      linkedExam: true,
    });
    expect(JSON.parse(text!)).toEqual({
      values: { firstName: "Noor", BSC_university: "KAU" },
      invite: "token.abc",
      examLink: "DHA",
      linkedExam: true,
    });
    expect(parseDraft(text)).toEqual({
      values: { firstName: "Noor", BSC_university: "KAU" },
      invite: "token.abc",
      examLink: "DHA",
      linkedExam: true,
    });
  });

  it("has nothing to keep for an empty form", () => {
    expect(serialiseDraft({ values: EMPTY_VALUES })).toBeNull();
    expect(serialiseDraft({ values: EMPTY_VALUES, linkedExam: true })).toBeNull();
    expect(serialiseDraft({ values: EMPTY_VALUES, invite: "t" })).not.toBeNull();
  });

  it("leaves out anything huge or foreign", () => {
    const long = "x".repeat(DRAFT_VALUE_MAX + 1);
    const text = serialiseDraft({
      values: { firstName: "Noor", mailingAddress: long, ...({ file: "C:\\fakepath" } as object) },
    });
    expect(parseDraft(text)).toEqual({ values: { firstName: "Noor" } });
  });

  it("reads nothing from a missing, malformed or foreign draft, and drops bad values", () => {
    for (const text of [null, "", "{", "[]", "null", "42", '{"values":[]}', '{"values":"x"}', "{}"])
      expect(parseDraft(text), String(text)).toBeNull();
    expect(
      parseDraft(
        JSON.stringify({
          values: { firstName: 7, lastName: "Ali", unknown: "x", email: { a: 1 } },
          invite: 3,
          linkedExam: "yes",
        }),
      ),
    ).toEqual({ values: { lastName: "Ali" } });
  });
});
