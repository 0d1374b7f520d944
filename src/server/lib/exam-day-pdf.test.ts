import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { arrivalTime, maskId } from "./exam-day-pdf.ts";
import { visualRuns, woffToSfnt } from "./pdf-text.ts";

describe("admission letter values (docs/product.md §11)", () => {
  it("masks an identity number but its last four characters", () => {
    expect(maskId("1098765432")).toBe("••••••5432");
    expect(maskId("P7654321")).toBe("••••4321");
    // A short number never shows more than half of itself.
    expect(maskId("12345")).toBe("•••45");
  });

  it("asks candidates to arrive 30 minutes before the start", () => {
    expect(arrivalTime("09:00")).toBe("08:30");
    expect(arrivalTime("13:15")).toBe("12:45");
    expect(arrivalTime("00:10")).toBe("00:00");
  });
});

describe("lines in PDF (decision 0023)", () => {
  it("orders a right-to-left line's runs from the right, a Latin value inside it left to right", () => {
    expect(visualRuns("الرقم المرجعي EX-26-7K3QF9 صالح", "rtl")).toEqual([
      "صالح",
      "EX-26-7K3QF9",
      "المرجعي",
      "الرقم",
    ]);
    expect(visualRuns("Name: سارة أحمد (Sarah)", "ltr")).toEqual(["Name:", "أحمد", "سارة", "(Sarah)"]);
  });

  it("keeps an isolated value's own direction: a masked number reads dots first inside Arabic", () => {
    expect(visualRuns("الهوية \u2068••••5432\u2069", "rtl")).toEqual(["••••5432", "الهوية"]);
  });

  it("unwraps the font package's WOFF files into fonts of the same tables", () => {
    const folder = join(
      dirname(createRequire(import.meta.url).resolve("@fontsource/ibm-plex-sans-arabic")),
      "files",
    );
    const woff = readFileSync(join(folder, "ibm-plex-sans-arabic-arabic-400-normal.woff"));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });
});
