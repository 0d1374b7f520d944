/**
 * The exam-day papers as PDF pages (docs/product.md §11 "Admission letter", decision 0023): a
 * candidate's admission letter, in their language, and a sitting's attendance sheet. Pure drawing
 * on a PDFKit document the caller owns, so one letter, a whole sitting's letters streamed page by
 * page, and an e-mail attachment all come from the same functions. No database here.
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import SVGtoPDF from "svg-to-pdfkit";
import { INTL_LOCALE, type Locale } from "#shared/site/locales.ts";
import {
  drawLine,
  drawParagraph,
  fitText,
  lineHeight,
  type PdfDoc,
  registerFonts,
  type TextDirection,
  textWidth,
} from "./pdf-text.ts";

/** How long before the start a candidate must be at the center (docs/product.md §11). */
export const ARRIVAL_MINUTES_BEFORE = 30;

/** The identity document the candidate registered with, as the letter names it. */
export type IdKind = "national_id" | "passport";

/** What one admission letter shows; the caller reads it from the live seat. */
export interface AdmissionLetter {
  locale: Locale;
  reference: string;
  /** As registered (`full_name`). */
  candidateName: string;
  idKind: IdKind;
  /** The number with all but its last four characters masked (`maskId`). */
  idMasked: string;
  examName: string;
  /** YYYY-MM-DD and HH:MM, the center's wall clock. */
  date: string;
  startTime: string;
  durationMinutes: number;
  centerName: string;
  centerAddress: string;
  room: string | null;
  /** The signed admission code (`lib/admission-codes.ts`): the QR holds it and nothing else. */
  code: string;
  /** When this letter was made (a later seat change makes it void). */
  issuedAt: Date;
}

/** The provider as the papers show it (`SITE_NAME`, `BRAND_COLOR`, `public/brand/logo.svg`). */
export interface PdfBrand {
  siteName: string;
  /** `#rrggbb`. */
  color: string;
  /** The logo's SVG text; null: none drawn. */
  logoSvg: string | null;
}

/** `ABC1234567` → `••••••4567`: the letter proves which document to bring without printing it. */
export function maskId(value: string): string {
  const chars = [...value.trim()];
  const shown = chars.length > 6 ? 4 : Math.max(0, chars.length - 3);
  return "•".repeat(chars.length - shown) + chars.slice(chars.length - shown).join("");
}

/** `HH:MM` minus `minutes`, on the same day's clock (an exam starting before 00:30 is not a thing). */
export function arrivalTime(startTime: string, minutes = ARRIVAL_MINUTES_BEFORE): string {
  const [h, m] = startTime.split(":").map(Number) as [number, number];
  const total = Math.max(0, h * 60 + m - minutes);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

interface LetterTexts {
  title: string;
  intro: string;
  candidate: string;
  reference: string;
  idLabel: Record<IdKind, string>;
  exam: string;
  date: string;
  start: string;
  arrive: string;
  duration: string;
  minutes: (n: number) => string;
  center: string;
  address: string;
  room: string;
  bringTitle: string;
  bring: (id: string, masked: string) => string[];
  rulesTitle: string;
  rules: (arrive: string, start: string) => string[];
  qrCaption: string;
  issued: (date: string) => string;
}

/** The letter's words per language; `tsc` refuses a language without every one. */
const TEXTS: Record<Locale, LetterTexts> = {
  en: {
    title: "Admission letter",
    intro: "You are booked to sit the exam below. Bring this letter and your identity document.",
    candidate: "Candidate",
    reference: "Reference",
    idLabel: { national_id: "National ID", passport: "Passport" },
    exam: "Exam",
    date: "Date",
    start: "Start time",
    arrive: "Arrive by",
    duration: "Duration",
    minutes: (n) => `${n} minutes`,
    center: "Test center",
    address: "Address",
    room: "Room",
    bringTitle: "What to bring",
    bring: (id, masked) => [
      `Your original ${id} (number ending ${masked.replace(/•+/, "")}), the one you registered with. A copy or a photo is not accepted.`,
      "This letter, printed or on your phone.",
    ],
    rulesTitle: "Rules of the day",
    rules: (arrive, start) => [
      `Arrive by ${arrive}. Check-in closes at ${start}: a candidate who arrives after the start is not admitted.`,
      "Phones, watches, bags, notes and food stay in the locker outside the room.",
      "The name on your identity document must match the name on this letter.",
      "Follow the proctor's instructions; leaving the room without permission ends the exam.",
    ],
    qrCaption: "Show this code at check-in",
    issued: (date) =>
      `Issued ${date}. A letter issued before your latest seat change is no longer valid: use the newest.`,
  },
  ar: {
    title: "بطاقة الدخول إلى الامتحان",
    intro: "تم حجز مقعدك في الامتحان المبين أدناه. أحضر هذه البطاقة ووثيقة هويتك.",
    candidate: "اسم المرشح",
    reference: "الرقم المرجعي",
    idLabel: { national_id: "الهوية الوطنية", passport: "جواز السفر" },
    exam: "الامتحان",
    date: "التاريخ",
    start: "وقت البدء",
    arrive: "موعد الحضور",
    duration: "المدة",
    minutes: (n) => `${n} دقيقة`,
    center: "مركز الاختبار",
    address: "العنوان",
    room: "القاعة",
    bringTitle: "ما يجب إحضاره",
    bring: (id, masked) => [
      `وثيقة الهوية الأصلية التي سجلت بها: ${id}، الرقم المنتهي بـ ${masked.replace(/•+/, "")}. لا تقبل الصور أو النسخ.`,
      "هذه البطاقة، مطبوعة أو على هاتفك.",
    ],
    rulesTitle: "تعليمات يوم الامتحان",
    rules: (arrive, start) => [
      `احضر قبل الساعة ${arrive}. يغلق تسجيل الحضور عند الساعة ${start}، ولا يسمح بالدخول لمن يصل بعد بدء الامتحان.`,
      "تترك الهواتف والساعات والحقائب والأوراق والطعام في الخزانة خارج القاعة.",
      "يجب أن يطابق الاسم في وثيقة هويتك الاسم المكتوب في هذه البطاقة.",
      "اتبع تعليمات المراقب، ومغادرة القاعة دون إذن تنهي الامتحان.",
    ],
    qrCaption: "اعرض هذا الرمز عند تسجيل الحضور",
    issued: (date) => `صدرت في ${date}. البطاقة الصادرة قبل آخر تغيير لمقعدك لم تعد صالحة: استخدم الأحدث.`,
  },
};

const DIRECTION: Record<Locale, TextDirection> = { en: "ltr", ar: "rtl" };

/** `2026-12-14` → "Monday 14 December 2026" / "الاثنين، 14 ديسمبر 2026" (Latin digits, decision 0011). */
export function formatLetterDate(iso: string, locale: Locale): string {
  return formatters(locale).date.format(new Date(`${iso}T00:00:00Z`));
}

const formatterCache = new Map<Locale, { date: Intl.DateTimeFormat; issued: Intl.DateTimeFormat }>();

/** The letter's date formats per language, made once (a formatter costs more than a page of text). */
function formatters(locale: Locale) {
  let cached = formatterCache.get(locale);
  if (!cached) {
    cached = {
      date: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
      issued: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Asia/Riyadh",
      }),
    };
    formatterCache.set(locale, cached);
  }
  return cached;
}

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 };
const INK = "#1f2933";
const MUTED = "#52606d";

/** A new A4 document with our fonts, for `renderLetterPage` / `renderAttendanceSheet`. */
export function createPdf(title: string): PdfDoc {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    // Compressed content streams; the fonts are subset to the glyphs used.
    compress: true,
    info: { Title: title, Producer: "exam-portal", Creator: "exam-portal" },
    lang: "en",
  });
  registerFonts(doc);
  return doc;
}

/** The header band: logo and provider name, in the brand colour. */
function drawHeader(doc: PdfDoc, brand: PdfBrand, direction: TextDirection, width: number): number {
  const top = MARGIN;
  const logo = 40;
  const rtl = direction === "rtl";
  if (brand.logoSvg) {
    try {
      // The root's own width and height would win over the box: the viewBox is scaled into it.
      const svg = brand.logoSvg.replace(/<svg\b[^>]*>/, (root) =>
        root.replace(/\s(width|height)="[^"]*"/g, ""),
      );
      SVGtoPDF(
        doc as unknown as Parameters<typeof SVGtoPDF>[0],
        svg,
        rtl ? PAGE.width - MARGIN - logo : MARGIN,
        top,
        {
          width: logo,
          height: logo,
          assumePt: true,
        },
      );
    } catch {
      // A logo the converter cannot read leaves the name alone in the header.
    }
  }
  const nameBox = { x: MARGIN + (rtl ? 0 : logo + 12), y: top + 8, width: width - logo - 12 };
  drawLine(doc, brand.siteName, nameBox, { size: 16, bold: true, color: brand.color }, direction);
  const y = top + logo + 10;
  doc.rect(MARGIN, y, width, 3).fill(brand.color);
  return y + 16;
}

/** Draws `code` as a QR code of vector squares, `size` points wide, its top-left at (x, y). */
export function drawQr(doc: PdfDoc, code: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(code, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  // A quiet zone of four modules on each side, as scanners expect.
  const cell = size / (count + 8);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
}

/**
 * One admission letter on a new page of `doc` (docs/product.md §11 "Admission letter"): header,
 * the facts in a two-column table, what to bring, the rules, the QR code of the signed admission
 * code and the issue date. Arabic letters run right to left, the table's labels on the right.
 */
export function renderLetterPage(doc: PdfDoc, letter: AdmissionLetter, brand: PdfBrand): void {
  const t = TEXTS[letter.locale];
  const dir = DIRECTION[letter.locale];
  const rtl = dir === "rtl";
  doc.addPage({ size: "A4", margin: MARGIN });
  const width = PAGE.width - 2 * MARGIN;
  let y = drawHeader(doc, brand, dir, width);

  const qrSize = 132;
  const textWidthBeside = width - qrSize - 16;
  const textX = rtl ? MARGIN + qrSize + 16 : MARGIN;
  drawLine(doc, t.title, { x: textX, y, width: textWidthBeside }, { size: 22, bold: true, color: INK }, dir);
  y += 36;
  y = drawParagraph(doc, t.intro, { x: textX, y, width: textWidthBeside }, { size: 10.5, color: MUTED }, dir);

  // The QR beside the title, on the reading end's opposite side.
  const qrX = rtl ? MARGIN : PAGE.width - MARGIN - qrSize;
  const qrY = y - 60;
  drawQr(doc, letter.code, qrX, qrY, qrSize);
  drawLine(
    doc,
    t.qrCaption,
    { x: qrX - 10, y: qrY + qrSize + 2, width: qrSize + 20 },
    { size: 8, color: MUTED },
    dir,
    "center",
  );

  y = Math.max(y + 12, qrY + qrSize + 24);
  const arrive = arrivalTime(letter.startTime);
  const facts: [string, string, boolean?][] = [
    [t.candidate, letter.candidateName, true],
    [t.reference, letter.reference, true],
    [t.idLabel[letter.idKind], letter.idMasked],
    [t.exam, letter.examName, true],
    [t.date, formatLetterDate(letter.date, letter.locale), true],
    [t.arrive, arrive, true],
    [t.start, letter.startTime],
    [t.duration, t.minutes(letter.durationMinutes)],
    [t.center, letter.centerName],
    [t.address, letter.centerAddress],
    ...(letter.room ? [[t.room, letter.room] as [string, string]] : []),
  ];
  const labelWidth = 130;
  const valueWidth = width - labelWidth - 12;
  const labelX = rtl ? MARGIN + width - labelWidth : MARGIN;
  const valueX = rtl ? MARGIN : MARGIN + labelWidth + 12;
  for (const [index, [label, value, strong]] of facts.entries()) {
    const valueStyle = { size: 11.5, bold: strong ?? false, color: INK };
    const lines = Math.max(1, Math.ceil(textWidth(doc, value, valueStyle) / valueWidth));
    const height = lines * lineHeight(valueStyle) + 8;
    if (index % 2 === 0) doc.rect(MARGIN, y - 4, width, height).fill("#f3f5f7");
    drawLine(doc, label, { x: labelX, y, width: labelWidth }, { size: 10, color: MUTED }, dir);
    // Isolated: each value takes its own direction (a Latin reference reads left to right, a
    // masked number keeps its dots first, a name in Arabic runs right to left) inside either language.
    drawParagraph(doc, `\u2068${value}\u2069`, { x: valueX, y: y - 1, width: valueWidth }, valueStyle, dir);
    y += height;
  }

  y += 14;
  const section = (title: string, items: string[]) => {
    drawLine(doc, title, { x: MARGIN, y, width }, { size: 13, bold: true, color: brand.color }, dir);
    y += 22;
    for (const item of items) {
      const bulletX = rtl ? MARGIN + width - 6 : MARGIN;
      doc.circle(bulletX + 3, y + 8, 2).fill(INK);
      y = drawParagraph(
        doc,
        item,
        { x: rtl ? MARGIN : MARGIN + 14, y, width: width - 14 },
        { size: 10.5, color: INK },
        dir,
      );
      y += 3;
    }
    y += 10;
  };
  section(t.bringTitle, t.bring(t.idLabel[letter.idKind], letter.idMasked));
  section(t.rulesTitle, t.rules(arrive, letter.startTime));

  const issued = formatters(letter.locale).issued.format(letter.issuedAt);
  drawParagraph(
    doc,
    t.issued(issued),
    { x: MARGIN, y: PAGE.height - MARGIN - 30, width },
    { size: 8.5, color: MUTED },
    dir,
  );
}

/** One row of the attendance sheet. */
export interface AttendanceRow {
  reference: string;
  name: string;
  idKind: IdKind | null;
  /** Last digits of the identity document (`maskId`). */
  idMasked: string;
  /** The sitting's attendance status when one is recorded (check-in); blank until then. */
  status?: string | null;
}

/** The sitting an attendance sheet is for. */
export interface AttendanceSitting {
  centerName: string;
  examName: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  room: string | null;
}

const ID_SHORT: Record<IdKind, string> = { national_id: "ID", passport: "Passport" };

/**
 * A sitting's attendance sheet on new pages of `doc` (docs/product.md §11): one row per booked
 * candidate, numbered (the seat number staff call out), with reference, name, identity document
 * and its last digits, status (what check-in recorded, else blank) and a signature box. English,
 * for the proctors; a name written in Arabic is drawn right to left in its cell. The column heads
 * repeat on every page.
 */
export function renderAttendanceSheet(
  doc: PdfDoc,
  sitting: AttendanceSitting,
  rows: readonly AttendanceRow[],
  brand: PdfBrand,
  printedAt: Date,
): void {
  const width = PAGE.width - 2 * MARGIN;
  const columns = [
    { head: "#", width: 26 },
    { head: "Reference", width: 88 },
    { head: "Name", width: 150 },
    { head: "ID", width: 86 },
    { head: "Status", width: 62 },
    { head: "Signature", width: width - 26 - 88 - 150 - 86 - 62 },
  ];
  const rowHeight = 26;
  const cell = { size: 9.5, color: INK };
  const pageRows = (y: number) => Math.floor((PAGE.height - MARGIN - 24 - y) / rowHeight);
  let index = 0;
  let page = 0;
  do {
    doc.addPage({ size: "A4", margin: MARGIN });
    page++;
    let y = drawHeader(doc, brand, "ltr", width);
    drawLine(doc, "Attendance sheet", { x: MARGIN, y, width }, { size: 16, bold: true, color: INK }, "ltr");
    y += 24;
    const facts = `${sitting.examName} · ${formatLetterDate(sitting.date, "en")} · ${sitting.startTime} (${sitting.durationMinutes} min) · ${sitting.centerName}${sitting.room ? ` · ${sitting.room}` : ""}`;
    y = drawParagraph(doc, facts, { x: MARGIN, y, width }, { size: 10, color: MUTED }, "ltr") + 6;
    let x = MARGIN;
    doc.rect(MARGIN, y, width, rowHeight).fill(brand.color);
    for (const column of columns) {
      drawLine(
        doc,
        column.head,
        { x: x + 4, y: y + 7, width: column.width - 8 },
        { size: 9.5, bold: true, color: "#ffffff" },
        "ltr",
      );
      x += column.width;
    }
    y += rowHeight;
    const fit = pageRows(y);
    for (let n = 0; n < fit && index < rows.length; n++, index++) {
      const row = rows[index] as AttendanceRow;
      const values = [
        String(index + 1),
        row.reference,
        row.name,
        row.idKind ? `${ID_SHORT[row.idKind]} ${row.idMasked}` : "",
        row.status ?? "",
        "",
      ];
      x = MARGIN;
      for (const [i, column] of columns.entries()) {
        doc.rect(x, y, column.width, rowHeight).lineWidth(0.5).stroke("#9aa5b1");
        const value = fitText(doc, values[i] ?? "", column.width - 8, cell);
        if (value) drawLine(doc, value, { x: x + 4, y: y + 7, width: column.width - 8 }, cell, "ltr");
        x += column.width;
      }
      y += rowHeight;
    }
    drawLine(
      doc,
      `${rows.length} candidates · printed ${printedAt.toISOString().slice(0, 16).replace("T", " ")} UTC · page ${page}`,
      { x: MARGIN, y: PAGE.height - MARGIN - 14, width },
      { size: 8, color: MUTED },
      "ltr",
    );
  } while (index < rows.length);
}
