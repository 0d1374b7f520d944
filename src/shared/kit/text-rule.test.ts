import { describe, expect, it } from "vitest";
import { loginBodySchema } from "#shared/access/auth.ts";
import { passwordSchema } from "#shared/access/users.ts";
import { inquiryUpdateSchema } from "#shared/inquiries/inquiries.ts";
import { registrationFieldsSchema } from "#shared/registration/registration.ts";
import { optionalText } from "./schemas.ts";
import { multiLineText, oneLineText, requiredText } from "./text-fields.ts";
import {
  passesTextRule,
  safeDisplayText,
  textRulePattern,
  textRuleProblem,
  textRuleSqlPattern,
} from "./text-rule.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const REFUSED = "Name contains characters that are not allowed (control, bidi or zero-width).";

/** One sample of each refused class, as it sits inside a name. */
const FORBIDDEN: [string, string][] = [
  ["TAB", "Ann\tLee"],
  ["BEL (C0)", "Ann\u0007Lee"],
  ["ESC (C0)", "Ann\u001bLee"],
  ["DEL", "Ann\u007fLee"],
  ["C1 CSI", "Ann\u009bLee"],
  ["LRE", "Ann\u202aLee"],
  ["RLE", "Ann\u202bLee"],
  ["PDF", "Ann\u202cLee"],
  ["LRO", "Ann\u202dLee"],
  ["RLO", "Ann\u202Egnp.exe"],
  ["LRI", "Ann\u2066Lee"],
  ["RLI", "Ann\u2067Lee"],
  ["FSI", "Ann\u2068Lee"],
  ["PDI", "Ann\u2069Lee"],
  ["LRM", "Ann\u200eLee"],
  ["RLM", "أحمد\u200f"],
  ["ALM", "أحمد\u061c"],
  ["ZWSP", "Ann\u200bLee"],
  ["ZWNJ in Latin", "Ann\u200cLee"],
  ["ZWJ in Latin", "Ann\u200dLee"],
  ["ZWNJ at the end of Arabic", "محمد\u200c"],
  ["ZWJ after an emoji, before a letter", "😀\u200da"],
  ["word joiner", "Ann\u2060Lee"],
  ["invisible times", "Ann\u2062Lee"],
  ["BOM / ZWNBSP", "An\ufeffn"],
  ["soft hyphen", "An\u00adn"],
  ["Mongolian vowel separator", "Ann\u180eLee"],
  ["Hangul filler", "\u3164"],
  ["tag characters (hidden ASCII)", "Ann\u{E0041}\u{E0042}"],
  ["interlinear annotation", "Ann\ufff9x\ufffb"],
  ["deprecated format control", "Ann\u206aLee"],
];

const LINE_BREAKS: [string, string][] = [
  ["LF", "Ann\nURGENT: pay at http://evil.example"],
  ["CR LF", "Ann\r\nURGENT"],
  ["CR", "Ann\rURGENT"],
  ["line separator", "Ann\u2028URGENT"],
  ["paragraph separator", "Ann\u2029URGENT"],
  ["vertical tab", "Ann\u000bURGENT"],
  ["form feed", "Ann\u000cURGENT"],
  ["next line (C1)", "Ann\u0085URGENT"],
];

const ALLOWED = [
  "Ann Lee",
  "محمد عبد الله",
  "عبدالرحمن بن سعود آل",
  "مُحَمَّد", // with harakat
  "نورة القحطاني - الرياض",
  "Dr. أحمد (MD)",
  "می\u200cخواهم", // Persian: ZWNJ between two Arabic-script letters
  "عل\u200dي", // ZWJ between Arabic letters (joined form shown)
  "👩\u200d⚕️", // emoji ZWJ sequence
  "O'Brien-Smith",
  "Zoë Çelik",
  "İstanbul",
  "東京",
  "Nurse 😀",
  "a\u00a0b", // no-break space: a space
  "e\u0301", // combining mark (normalised to é)
];

describe("the one-line rule: control, bidi and zero-width characters refused, Arabic allowed", () => {
  const name = requiredText({ label: "Name", max: 100 });

  it.each(FORBIDDEN)("refuses %s with a message naming the field and the problem", (_, value) => {
    expect(textRuleProblem(value, "one")).toBe("character");
    expect(messagesOf(name.safeParse(value))).toEqual([REFUSED]);
  });

  it.each(LINE_BREAKS)("refuses a line break (%s): 'Name must be one line.'", (_, value) => {
    expect(textRuleProblem(value, "one")).toBe("line-break");
    expect(messagesOf(name.safeParse(value))).toEqual(["Name must be one line."]);
  });

  it.each(ALLOWED)("accepts %j", (value) => {
    expect(passesTextRule(value.normalize("NFC"), "one")).toBe(true);
    expect(name.safeParse(value).success).toBe(true);
  });

  it("trims a leading or trailing BOM like other white space", () => {
    expect(name.parse("\ufeffAnn\ufeff")).toBe("Ann");
  });

  it("normalises to NFC: a decomposed é is stored as one character", () => {
    expect(name.parse("Rene\u0301e")).toBe("Renée");
    expect(name.parse("Rene\u0301e")).toHaveLength(5);
    // NFC composes Arabic too: alef + hamza above becomes ALEF WITH HAMZA ABOVE.
    expect(name.parse("\u0627\u0654حمد")).toBe("أحمد");
    expect(optionalText("City").parse("Mu\u0308nchen")).toBe("München");
  });

  it("checks the length again after normalising (NFC lengthens a few characters)", () => {
    // U+0958 DEVANAGARI QA is a composition exclusion: NFC writes it as two code points.
    const short = oneLineText({ label: "Code", max: 3 });
    expect(short.safeParse("\u0958\u0958").success).toBe(false);
    expect(messagesOf(short.safeParse("\u0958\u0958"))).toEqual(["Code must be 3 characters or fewer."]);
  });

  it("U+0000 and lone surrogates keep their own message, checked first", () => {
    expect(messagesOf(name.safeParse("Ann\u0000\u202E"))).toEqual([
      "Name contains characters that are not allowed.",
    ]);
    expect(messagesOf(name.safeParse("Ann\uD800"))).toEqual([
      "Name contains characters that are not allowed.",
    ]);
  });

  it("the registration uses it: an RLO in a name and a line break in a city are refused", () => {
    const shape = registrationFieldsSchema.shape;
    expect(messagesOf(shape.firstName.safeParse("Ann\u202Egnp.exe"))).toEqual([
      "First name contains characters that are not allowed (control, bidi or zero-width).",
    ]);
    expect(messagesOf(shape.city.safeParse("Riyadh\nURGENT"))).toEqual(["City must be one line."]);
    expect(shape.fullName.parse("نورة القحطاني")).toBe("نورة القحطاني");
  });
});

describe("the multi-line rule: line breaks only", () => {
  const message = multiLineText({ label: "Message", max: 500 });

  it("keeps line breaks, writing CR LF and CR as LF", () => {
    expect(message.parse("Hello\r\nI would like\rto book.\n\nThanks")).toBe(
      "Hello\nI would like\nto book.\n\nThanks",
    );
    expect(message.parse("سلام\nمی\u200cخواهم")).toBe("سلام\nمی\u200cخواهم");
  });

  it.each(FORBIDDEN)("refuses %s", (_, value) => {
    expect(messagesOf(message.safeParse(value))).toEqual([
      "Message contains characters that are not allowed (control, bidi or zero-width).",
    ]);
  });

  it("refuses the Unicode line and paragraph separators (only CR and LF are line breaks)", () => {
    expect(message.safeParse("a\u2028b").success).toBe(false);
    expect(message.safeParse("a\u2029b").success).toBe(false);
  });

  it("inquiry notes use it: U+0000, a lone surrogate and an RLO refused, line breaks kept", () => {
    const notes = inquiryUpdateSchema.shape.notes;
    expect(messagesOf(notes.safeParse("call back\u0000"))).toEqual([
      "Notes contains characters that are not allowed.",
    ]);
    expect(messagesOf(notes.safeParse("\uDC00"))).toEqual([
      "Notes contains characters that are not allowed.",
    ]);
    expect(messagesOf(notes.safeParse("x\u202Ey"))).toEqual([
      "Notes contains characters that are not allowed (control, bidi or zero-width).",
    ]);
    expect(notes.parse("Called.\r\nCall again Sunday.")).toBe("Called.\nCall again Sunday.");
    expect(messagesOf(notes.safeParse("x".repeat(5001)))).toEqual(["Notes must be at most 5000 characters."]);
  });
});

describe("passwords are neither normalised nor restricted beyond U+0000 and lone surrogates", () => {
  it("keeps a password exactly as typed", () => {
    for (const password of [
      "Passw0rd\u202E",
      "Pa\tssw0rd",
      "Rene\u0301e123A",
      "  Passw0rd  ",
      "Pass\u200bw0rd",
    ]) {
      expect(passwordSchema.parse(password)).toBe(password);
      expect(loginBodySchema.parse({ username: "admin", password }).password).toBe(password);
    }
    expect(passwordSchema.safeParse("Passw0rd\u0000").success).toBe(false);
    expect(loginBodySchema.safeParse({ username: "admin", password: "\uD800" }).success).toBe(false);
  });

  it("the login's username is one line of text like any other", () => {
    expect(messagesOf(loginBodySchema.safeParse({ username: "admin\u200b", password: "x" }))).toEqual([
      "Username contains characters that are not allowed (control, bidi or zero-width).",
    ]);
  });
});

describe("safeDisplayText: stored text shown safely", () => {
  it("removes bidi controls and zero-width characters, so a name reads in stored order", () => {
    expect(safeDisplayText("Ann\u202Egnp.exe")).toBe("Anngnp.exe");
    expect(safeDisplayText("A\u200bd\u200cmin\ufeff")).toBe("Admin");
  });

  it("turns line breaks and tabs of a one-line value into spaces", () => {
    expect(safeDisplayText("Ann\r\nURGENT pay at http://x\u2028now")).toBe("Ann URGENT pay at http://x now");
    expect(safeDisplayText("a\tb")).toBe("a b");
  });

  it("keeps the line breaks of a multi-line value", () => {
    expect(safeDisplayText("Hello\r\nthere\u202E", "multi")).toBe("Hello\nthere");
  });

  it("returns text that passes the rule unchanged (Arabic, Persian ZWNJ, emoji sequences)", () => {
    for (const value of ALLOWED) expect(safeDisplayText(value)).toBe(value);
  });
});

describe("the quick look before the rule", () => {
  it("lets through no code point the rule refuses, in any context (all 1 114 112 code points)", () => {
    const contexts: [string, string][] = [
      ["x", "y"],
      ["ب", "ب"],
      ["😀", "😀"],
    ];
    const missed: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      for (const lines of ["one", "multi"] as const) {
        for (const [before, after] of contexts) {
          const value = `${before}${ch}${after}`;
          if (textRulePattern(lines).test(value) === passesTextRule(value, lines))
            missed.push(cp.toString(16));
        }
      }
    }
    expect(missed).toEqual([]);
  });
});

describe("textRuleSqlPattern", () => {
  it("writes code points as PostgreSQL escapes (\\uXXXX, \\UXXXXXXXX), no JavaScript \\u{...} left", () => {
    const pattern = textRuleSqlPattern("one");
    expect(pattern).not.toMatch(/\\u\{/);
    expect(pattern).toContain("\\u202A-\\u202E");
    expect(pattern).toContain("\\U000E0000-\\U000E007F");
    expect(textRuleSqlPattern("multi")).not.toContain("\\u000A");
  });
});
