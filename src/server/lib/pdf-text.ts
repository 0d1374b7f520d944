/**
 * Text in our PDFs (decision 0023): English and Arabic lines drawn with PDFKit, the Arabic shaped
 * by fontkit (PDFKit's font engine: joining forms and the lam-alef ligature) and ordered right to
 * left by the Unicode bidirectional algorithm (`bidi-js`), which PDFKit itself does not apply.
 *
 * A line is split into runs of one embedding level and one font (the site's IBM Plex Sans Arabic,
 * whose npm package ships the Arabic and the Latin letters as separate files), the runs are put in
 * visual order (rule L2), and each is drawn at its place. Runs are written to the page in logical
 * order, so text extraction reads a line's words in the order they were written
 * (`ligaturesInVisualOrder` for the characters inside a word).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** The PDFKit document (its type, without a value import of the library here). */
export type PdfDoc = PDFKit.PDFDocument;

export type TextDirection = "ltr" | "rtl";

/** How a piece of text is drawn. */
export interface TextStyle {
  size: number;
  bold?: boolean;
  /** `#rrggbb`; default near-black. */
  color?: string;
}

const FONT_FILES = {
  latin: "ibm-plex-sans-arabic-latin-400-normal.woff",
  "latin-bold": "ibm-plex-sans-arabic-latin-700-normal.woff",
  arabic: "ibm-plex-sans-arabic-arabic-400-normal.woff",
  "arabic-bold": "ibm-plex-sans-arabic-arabic-700-normal.woff",
} as const;
type FontName = keyof typeof FONT_FILES;

let fontData: Record<FontName, Buffer> | undefined;

/**
 * A WOFF 1.0 file (what the package ships) as the plain font it wraps (W3C WOFF 1.0, §4-5): each
 * table inflated once here with zlib. fontkit reads WOFF too, but inflates tables in JavaScript on
 * every document: measured, that was 85 % of a letter's time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  let offset = 12 + count * 16;
  const head = Buffer.alloc(offset);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  for (const [i, table] of tables.entries()) {
    table.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 12 + i * 16 + 4);
    head.writeUInt32BE(offset, 12 + i * 16 + 8);
    head.writeUInt32BE(table.data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}

/** The font files, read once per process from the npm package (CI has no system fonts to rely on). */
function fonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const folder = join(
      dirname(createRequire(import.meta.url).resolve("@fontsource/ibm-plex-sans-arabic")),
      "files",
    );
    fontData = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [name, woffToSfnt(readFileSync(join(folder, file)))]),
    ) as Record<FontName, Buffer>;
  }
  return fontData;
}

/** Registers the four faces on `doc` (once per document, before any text). */
export function registerFonts(doc: PdfDoc): void {
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  doc.font("latin");
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;
const SPACE = /\s/;

type Kind = "arabic" | "latin" | "space";

const kindOf = (char: string): Kind => (ARABIC.test(char) ? "arabic" : SPACE.test(char) ? "space" : "latin");

const fontOf = (kind: Kind, bold: boolean | undefined): FontName =>
  kind === "arabic" ? (bold ? "arabic-bold" : "arabic") : bold ? "latin-bold" : "latin";

/** A run of one level and one kind, in logical order; `start` is its index in the line. */
interface Run {
  text: string;
  kind: Kind;
  level: number;
  start: number;
}

/** Characters that PDF text drawing needs none of: bidi controls (the algorithm has read them). */
const CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

function runsOf(line: string, direction: TextDirection): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: Run[] = [];
  let index = 0;
  for (const char of line) {
    const at = index;
    index += char.length;
    if (CONTROLS.test(char)) continue;
    const kind = kindOf(char);
    const level = levels[at] ?? 0;
    const last = runs.at(-1);
    if (last && last.kind === kind && last.level === level && last.start + last.text.length === at) {
      last.text += char;
    } else {
      runs.push({ text: char, kind, level, start: at });
    }
  }
  return runs;
}

/** Rule L2: from the highest level to the lowest odd one, reverse every stretch of runs at that level or above. */
function visualOrder(runs: Run[]): Run[] {
  const order = [...runs];
  const levels = order.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; ) {
      if ((order[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && (order[end]?.level ?? 0) >= level) end++;
      const stretch = order.slice(i, end).reverse();
      order.splice(i, stretch.length, ...stretch);
      i = end;
    }
  }
  return order;
}

/** The runs of `line` from left to right as drawn (their logical text; spaces left out): for tests. */
export function visualRuns(line: string, direction: TextDirection): string[] {
  return visualOrder(runsOf(line, direction))
    .filter((run) => run.kind !== "space")
    .map((run) => run.text);
}

/**
 * The glyph text to hand PDFKit for a run: fontkit lays Arabic out right to left by itself; a
 * neutral run on a right-to-left level (`: `, `(`) is reversed here, brackets mirrored.
 */
function drawnText(run: Run): string {
  if (run.level % 2 === 0 || run.kind === "arabic") return run.text;
  return [...run.text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join("");
}

/** Selects the face of `kind` at the style's size (an Arabic face with its ligatures fixed first). */
function selectFont(doc: PdfDoc, kind: Kind, style: TextStyle): PdfDoc {
  doc.font(fontOf(kind === "space" ? "latin" : kind, style.bold)).fontSize(style.size);
  if (kind === "arabic") ligaturesInVisualOrder(doc);
  return doc;
}

function widthOfRun(doc: PdfDoc, run: Pick<Run, "text" | "kind">, style: TextStyle): number {
  return selectFont(doc, run.kind, style).widthOfString(run.text);
}

/** The width `text` takes on one line. */
export function textWidth(doc: PdfDoc, text: string, style: TextStyle): number {
  return runsOf(text, "ltr").reduce((sum, run) => sum + widthOfRun(doc, run, style), 0);
}

/** The height of one line of `style`. */
export const lineHeight = (style: TextStyle): number => style.size * 1.55;

/**
 * Draws `text` as one line in the box from `x`, `width` wide, its top at `y`; `align` "start" is
 * the left for a left-to-right line and the right for a right-to-left one.
 */
export function drawLine(
  doc: PdfDoc,
  text: string,
  box: { x: number; y: number; width: number },
  style: TextStyle,
  direction: TextDirection,
  align: "start" | "end" | "center" = "start",
): void {
  const runs = runsOf(text, direction);
  const placed = visualOrder(runs).map((run) => ({ run, width: widthOfRun(doc, run, style) }));
  const total = placed.reduce((sum, p) => sum + p.width, 0);
  const left = direction === "rtl" ? align === "start" : align === "end";
  let x = align === "center" ? box.x + (box.width - total) / 2 : left ? box.x + box.width - total : box.x;
  const positions = new Map<Run, number>();
  for (const p of placed) {
    positions.set(p.run, x);
    x += p.width;
  }
  doc.fillColor(style.color ?? "#1f2933");
  // Logical order on the page: extraction reads a right-to-left line as it was written.
  for (const run of runs) {
    if (run.kind === "space") continue;
    selectFont(doc, run.kind, style).text(drawnText(run), positions.get(run) ?? box.x, box.y, {
      lineBreak: false,
    });
  }
}

const PATCHED = Symbol("ligatures in visual order");

/**
 * Text extraction (poppler's `pdftotext`, pdf.js, Acrobat) reads a right-to-left word from its
 * glyphs drawn in visual order and reverses the characters it got: a ligature's characters (the
 * lam-alef `لا`) are reversed with them, so its `/ToUnicode` entry must list them in visual order
 * too, or "الامتحان" comes out "االمتحان". PDFKit writes each glyph's code points as fontkit gives
 * them (logical), on the glyph's first use; this wraps the Arabic faces' layout once so that a
 * glyph standing for several characters carries them reversed. Only Arabic faces are wrapped, whose
 * ligatures only ever appear in right-to-left runs.
 */
function ligaturesInVisualOrder(doc: PdfDoc): void {
  type Glyph = { codePoints: number[] };
  type Embedded = { [PATCHED]?: true; layoutRun?: (text: string, features?: unknown) => { glyphs: Glyph[] } };
  const font = (doc as unknown as { _font: Embedded })._font;
  if (font[PATCHED] || typeof font.layoutRun !== "function") return;
  const layoutRun = font.layoutRun.bind(font);
  font.layoutRun = (text, features) => {
    const run = layoutRun(text, features);
    run.glyphs = run.glyphs.map((glyph) =>
      glyph.codePoints.length > 1
        ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
        : glyph,
    );
    return run;
  };
  font[PATCHED] = true;
}

/** `text` cut into lines no wider than `width` (at spaces; a word longer than a line stays whole). */
export function wrapText(doc: PdfDoc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (line !== "" && textWidth(doc, candidate, style) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws `text` wrapped in the box (the arguments of {@link drawLine}); returns the `y` below it. */
export function drawParagraph(...args: Parameters<typeof drawLine>): number {
  const [doc, text, box, style, direction, align] = args;
  let y = box.y;
  for (const line of wrapText(doc, text, box.width, style)) {
    drawLine(doc, line, { ...box, y }, style, direction, align);
    y += lineHeight(style);
  }
  return y;
}

/** `text` shortened with an ellipsis to fit `width` on one line (table cells). */
export function fitText(doc: PdfDoc, text: string, width: number, style: TextStyle): string {
  if (textWidth(doc, text, style) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(doc, `${chars.join("")}…`, style) > width) chars.pop();
  return `${chars.join("")}…`;
}
