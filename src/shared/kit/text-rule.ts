/**
 * The one text rule (decision 0017, `docs/product.md §5`): which characters a text field may hold.
 * One-line fields (names, addresses, exam location, usernames, invoice numbers, subjects, search
 * terms...) refuse control characters (line breaks and tabs included), bidirectional controls and
 * zero-width or otherwise invisible characters; multi-line fields (messages, notes, e-mail bodies)
 * refuse the same but allow line breaks (CR and LF). Arabic letters and ordinary spaces are plain
 * text. The same character sets decide how stored text is shown ({@link safeDisplayText}) and what
 * the migration that reports existing rows counts ({@link textRuleSqlPattern}): one definition, so
 * the three can never disagree.
 *
 * Two joiners are allowed where they visibly change the text, and only there:
 * - ZERO WIDTH NON-JOINER (U+200C) and ZERO WIDTH JOINER (U+200D) between two Arabic-script letters
 *   (Persian and Urdu spelling: "می‌خواهم" keeps its letters apart with a ZWNJ);
 * - ZWJ between two emoji (👩‍⚕️, sent from every phone keyboard).
 * Everywhere else they are invisible and only serve to make two names that look the same differ.
 *
 * Character sets are written as ranges of `\uXXXX` / `\u{XXXXX}` escapes, read alike by JavaScript
 * (with the `u` flag) and, converted by {@link textRuleSqlPattern}, by PostgreSQL's regular
 * expressions.
 */

/** Whether a field holds one line or several (line breaks allowed). */
export type TextLines = "one" | "multi";

/** Line breaks a multi-line field may hold: CR and LF (CR LF and a lone CR are stored as LF). */
const LINE_BREAKS = "\\u{A}\\u{D}";

/**
 * Control characters (C0 without U+0000, which PostgreSQL cannot store and `kit/text-fields.ts` refuses
 * first; DEL; C1) apart from CR and LF, and the Unicode line and paragraph separators.
 */
const CONTROLS_BUT_LINE_BREAKS = "\\u{1}-\\u{9}\\u{B}\\u{C}\\u{E}-\\u{1F}\\u{7F}-\\u{9F}\\u{2028}\\u{2029}";

/**
 * Bidirectional controls: the embeddings and overrides (LRE, RLE, PDF, LRO, RLO: `Ann\u202Egnp.exe`
 * shows as "Annexe.png"), the isolates (LRI, RLI, FSI, PDI) and the marks (LRM, RLM, ALM). Shown
 * values are isolated by the page or the e-mail instead, so a value never needs them.
 */
const BIDI_CONTROLS = "\\u{61C}\\u{200E}\\u{200F}\\u{202A}-\\u{202E}\\u{2066}-\\u{2069}";

/**
 * Zero-width and invisible characters (the joiners apart, see {@link ZWNJ}): soft hyphen, Mongolian
 * vowel separator, zero width space, word joiner and the invisible operators, the deprecated format
 * controls, the Hangul fillers (blank "names"), zero width no-break space (BOM), the interlinear
 * annotation controls and the tag characters (which carry hidden ASCII).
 */
const INVISIBLE =
  "\\u{AD}\\u{180E}\\u{200B}\\u{2060}-\\u{2064}\\u{206A}-\\u{206F}\\u{115F}\\u{1160}\\u{3164}\\u{FFA0}" +
  "\\u{FEFF}\\u{FFF9}-\\u{FFFB}\\u{E0000}-\\u{E007F}";

/** ZERO WIDTH NON-JOINER. */
const ZWNJ = "\\u{200C}";
/** ZERO WIDTH JOINER. */
const ZWJ = "\\u{200D}";

/**
 * Letters and marks of the Arabic script (blocks Arabic, Arabic Supplement, Arabic Extended-B and
 * -A, Arabic Presentation Forms-A and -B), between which the joiners change how letters connect.
 */
const ARABIC =
  "\\u{620}-\\u{65F}\\u{66E}-\\u{6D3}\\u{6D5}-\\u{6DC}\\u{6DF}-\\u{6E8}\\u{6EA}-\\u{6FF}\\u{750}-\\u{77F}" +
  "\\u{870}-\\u{88E}\\u{8A0}-\\u{8E1}\\u{8E3}-\\u{8FF}\\u{FB50}-\\u{FDFF}\\u{FE70}-\\u{FEFC}";

/**
 * Emoji, emoji presentation (VS16) and skin tones: a ZWJ between two of them builds one picture
 * (👩‍⚕️, 👨‍👩‍👧).
 */
const EMOJI = "\\u{2600}-\\u{27BF}\\u{2B00}-\\u{2BFF}\\u{FE0F}\\u{1F000}-\\u{1FAFF}";

/** The alternatives of the rule's pattern for `lines`, with `\u{...}` escapes (JavaScript's `u` syntax). */
function ruleSource(lines: TextLines): string {
  const always = `${lines === "one" ? LINE_BREAKS : ""}${CONTROLS_BUT_LINE_BREAKS}${BIDI_CONTROLS}${INVISIBLE}`;
  return [
    `[${always}]`,
    // ZWNJ: only between two Arabic letters. Each alternative starts with its character, so the
    // look-behinds run only where a joiner is.
    `${ZWNJ}(?<![${ARABIC}]${ZWNJ})`,
    `${ZWNJ}(?![${ARABIC}])`,
    // ZWJ: only between two Arabic letters or between two emoji.
    `${ZWJ}(?<![${ARABIC}${EMOJI}]${ZWJ})`,
    `${ZWJ}(?<=[${ARABIC}]${ZWJ})(?![${ARABIC}])`,
    `${ZWJ}(?<=[${EMOJI}]${ZWJ})(?![${EMOJI}])`,
  ].join("|");
}

const RULE: Record<TextLines, RegExp> = {
  one: new RegExp(ruleSource("one"), "u"),
  multi: new RegExp(ruleSource("multi"), "u"),
};
const RULE_ALL: Record<TextLines, RegExp> = {
  one: new RegExp(ruleSource("one"), "gu"),
  multi: new RegExp(ruleSource("multi"), "gu"),
};

/** The rule for `lines` as one regular expression (what {@link passesTextRule} applies after a quick look). */
export const textRulePattern = (lines: TextLines): RegExp => RULE[lines];

/**
 * Every character the rule may refuse, in one class without look-arounds (tag characters by their
 * high surrogate): a value without any passes at once. Most values have none, and this test is
 * several times faster than the rule (an export checks every cell).
 */
const SUSPECT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
  /[\0-\x1f\x7f-\x9f\xad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\udb40/;

/** Line breaks of every kind (CR, LF, VT, FF, NEL, LS, PS), for the one-line message and display. */
const ANY_LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

/** The rule's verdict on a value: fine, a line break in a one-line field, or a refused character. */
export type TextRuleProblem = null | "line-break" | "character";

/**
 * What is wrong with `value` under the rule for `lines` fields: null when it passes; `line-break`
 * for a one-line value holding a line break; `character` for any other refused character. One scan
 * (lookarounds look at one neighbour each): linear in the value's length.
 */
export function textRuleProblem(value: string, lines: TextLines): TextRuleProblem {
  if (!SUSPECT.test(value) || !RULE[lines].test(value)) return null;
  return lines === "one" && ANY_LINE_BREAK.test(value) ? "line-break" : "character";
}

/** True when `value` passes the rule for `lines` fields. */
export const passesTextRule = (value: string, lines: TextLines): boolean =>
  !SUSPECT.test(value) || !RULE[lines].test(value);

/** '{label} contains characters that are not allowed (control, bidi or zero-width).' */
export const refusedCharactersMessage = (label: string) =>
  `${label} contains characters that are not allowed (control, bidi or zero-width).`;

/** '{label} must be one line.' (a line break in a one-line field). */
export const oneLineMessage = (label: string) => `${label} must be one line.`;

/**
 * `value` as it may be shown, whatever was stored before the rule (decision 0017): in a one-line
 * value every line break and tab becomes a space (an injected "line" stays on the name's line)
 * and the result is trimmed;
 * a multi-line value keeps its line breaks (CR LF as LF) and loses its tabs' width the same way;
 * every other refused character (bidi controls, zero-width characters, other controls) is
 * removed, so the text reads in the order it was stored. Displays isolate the result as well
 * (`<bdi>` on pages and in the HTML of Arabic e-mails). Text that passes the rule is returned as is.
 */
export function safeDisplayText(value: string, lines: TextLines = "one"): string {
  if (passesTextRule(value, lines)) return value;
  const breaks = lines === "one" ? /\r\n|[\t\n\r\v\f\u0085\u2028\u2029]/g : /[\t\v\f\u0085\u2028\u2029]/g;
  const spaced = (lines === "multi" ? value.replace(/\r\n?/g, "\n") : value).replace(breaks, " ");
  const cleaned = spaced.replace(RULE_ALL[lines], "");
  return lines === "one" ? cleaned.trim() : cleaned;
}

/**
 * The rule for `lines` as a PostgreSQL regular expression (ARE): `column ~ pattern` is true for a
 * value the rule refuses. Code points are written `\uXXXX` or `\UXXXXXXXX`; the migration that
 * reports existing rows (`0014_text_rule_report.sql`) holds its output, and a test keeps the two
 * equal.
 */
export function textRuleSqlPattern(lines: TextLines): string {
  return ruleSource(lines).replace(/\\u\{([0-9A-F]+)\}/g, (_, hex: string) =>
    hex.length <= 4 ? `\\u${hex.padStart(4, "0")}` : `\\U${hex.padStart(8, "0")}`,
  );
}
