import { describe, expect, it } from "vitest";
import { numbersJoiningLatin } from "#tests/helpers/bidi.ts";
import { isolateCodes } from "./isolate-codes.ts";

describe("isolateCodes (decision 0034: the page isolates codes in stored Arabic text)", () => {
  it("isolates the code a number follows, as the Arabic maps wrote it by hand", () => {
    expect(isolateCodes("SPLE وSMLE وSDLE: 4 ساعات و30 دقيقة (منذ 1 مارس 2023)")).toBe(
      "SPLE وSMLE و\u2068SDLE\u2069: 4 ساعات و30 دقيقة (منذ 1 مارس 2023)",
    );
    expect(isolateCodes("مدير مشاريع معتمد (PMCM): 39 ساعة")).toBe(
      "مدير مشاريع معتمد (\u2068PMCM\u2069): 39 ساعة",
    );
  });

  it("leaves texts without such a code, and codes already isolated, unchanged", () => {
    for (const text of [
      "من 7 إلى 10 أيام عمل",
      "اختبار SMLE وSDLE",
      "مثل EX-26-7K3QF9.",
      "\u2068SDLE\u2069: 4",
    ]) {
      expect(isolateCodes(text)).toBe(text);
    }
  });

  it("leaves no number joining a Latin word", () => {
    for (const text of ["DHA: 3 ساعات", "رمز NHRA - 2 ساعة", "SCFHS 4 و MOH: 5"]) {
      expect(numbersJoiningLatin(isolateCodes(text))).toEqual([]);
    }
  });
});
