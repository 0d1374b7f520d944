/**
 * Admission letters and attendance sheets from the live seats (docs/product.md §11 "Admission
 * letter", decision 0023): what the staff routes, the status page and the e-mail worker print.
 * Every letter is read from the candidate's live booking at the moment it is made and its QR code
 * signs that booking's id, so a letter printed before a move names a booking check-in refuses.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { seatBookings, sittings, students, testCenters } from "#server/db/schema.ts";
import { sittingAttendance } from "#server/domain/attendance.ts";
import { candidateIdentity, liveSeat } from "#server/domain/live-seat.ts";
import type { AdmissionCodes } from "#server/lib/admission-codes.ts";
import {
  type AdmissionLetter,
  type AttendanceRow,
  type AttendanceSitting,
  createPdf,
  type IdKind,
  maskId,
  type PdfBrand,
  renderAttendanceSheet,
  renderLetterPage,
} from "#server/lib/exam-day-pdf.ts";
import { DEFAULT_SITE_NAME } from "#shared/site/brand.ts";
import { type Locale, toLocale } from "#shared/site/locales.ts";
import type { AttendanceStatus } from "#shared/sittings/check-in.ts";

/** What printing needs besides the database. */
export interface LetterContext {
  codes: AdmissionCodes;
  /** `SITE_NAME`, `BRAND_COLOR`, the logo. */
  brand: PdfBrand;
  /** Clock (ms): the letter's issue time. */
  now: () => number;
}

/** The Arabic name of the provider while `SITE_NAME` is the default (as the e-mails, decision 0013). */
const ARABIC_DEFAULT_SITE_NAME = "بوابة تسجيل الاختبارات";

const brandFor = (brand: PdfBrand, locale: Locale): PdfBrand =>
  locale === "ar" && brand.siteName === DEFAULT_SITE_NAME
    ? { ...brand, siteName: ARABIC_DEFAULT_SITE_NAME }
    : brand;

/**
 * The provider's logo for the papers: the built site's `brand/logo.svg` (what the navbar shows),
 * else the source one under `public/`; null when neither can be read.
 */
export function readLogo(staticDir: string): string | null {
  for (const path of [join(staticDir, "brand", "logo.svg"), join("public", "brand", "logo.svg")]) {
    try {
      if (existsSync(path)) return readFileSync(path, "utf8");
    } catch {
      // An unreadable logo leaves the name alone in the header.
    }
  }
  return null;
}

/** The brand of the papers: `SITE_NAME`, `BRAND_COLOR` and the logo found under `staticDir` (`STATIC_DIR`). */
export function pdfBrand(settings: { SITE_NAME: string; BRAND_COLOR: string; STATIC_DIR: string }): PdfBrand {
  return {
    siteName: settings.SITE_NAME,
    color: settings.BRAND_COLOR,
    logoSvg: readLogo(settings.STATIC_DIR),
  };
}

const seatColumns = {
  bookingId: seatBookings.id,
  ...candidateIdentity,
  locale: students.locale,
  examName: students.examName,
  sittingId: sittings.id,
  testCenterId: sittings.testCenterId,
  date: sittings.date,
  startTime: sittings.startTime,
  durationMinutes: sittings.durationMinutes,
  room: sittings.room,
  centerName: testCenters.name,
  centerAddress: testCenters.address,
};

/** A live seat with what its letter prints. */
export type LetterSeat = Awaited<ReturnType<typeof seatsQuery>>[number];

/** Live, claimed seats (not released, not an offer still held) of live candidates. */
function seatsQuery(db: Db | Tx, where: ReturnType<typeof and>, limit: number) {
  return db
    .select(seatColumns)
    .from(seatBookings)
    .innerJoin(students, eq(students.id, seatBookings.studentId))
    .innerJoin(sittings, eq(sittings.id, seatBookings.sittingId))
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
    .where(liveSeat(isNull(students.deletedAt), where))
    .orderBy(asc(seatBookings.id))
    .limit(limit);
}

/**
 * The seat candidate `studentId` holds now (a seat concluded by a retake is not one, decision 0028)
 * with what the letter prints, or null (no seat: 404).
 */
export async function letterSeat(db: Db | Tx, studentId: number): Promise<LetterSeat | null> {
  const [row] = await seatsQuery(
    db,
    and(eq(seatBookings.studentId, studentId), isNull(seatBookings.concludedAt)),
    1,
  );
  return row ?? null;
}

const idOf = (
  seat: Pick<LetterSeat, "nationalId" | "passportNumber">,
): { kind: IdKind; value: string } | null =>
  seat.nationalId
    ? { kind: "national_id", value: seat.nationalId }
    : seat.passportNumber
      ? { kind: "passport", value: seat.passportNumber }
      : null;

/** The letter of `seat`, its code signed with the seat's own booking id. */
export async function admissionLetter(context: LetterContext, seat: LetterSeat): Promise<AdmissionLetter> {
  const id = idOf(seat);
  return {
    locale: toLocale(seat.locale),
    reference: seat.reference,
    candidateName: seat.fullName,
    idKind: id?.kind ?? "passport",
    idMasked: id ? maskId(id.value) : "",
    examName: seat.examName,
    date: seat.date,
    startTime: seat.startTime,
    durationMinutes: seat.durationMinutes,
    centerName: seat.centerName,
    centerAddress: seat.centerAddress,
    room: seat.room,
    code: await context.codes.sign({
      reference: seat.reference,
      sittingId: seat.sittingId,
      bookingId: seat.bookingId,
    }),
    issuedAt: new Date(context.now()),
  };
}

/** Collects a finished document into one buffer. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** One candidate's letter as a PDF (one page), for a download or an e-mail attachment. */
export async function letterPdf(context: LetterContext, seat: LetterSeat): Promise<Buffer> {
  const letter = await admissionLetter(context, seat);
  const doc = createPdf(letter.locale === "ar" ? "بطاقة الدخول إلى الامتحان" : "Admission letter");
  renderLetterPage(doc, letter, brandFor(context.brand, letter.locale));
  return collect(doc);
}

/** The file name of a candidate's letter. */
export const letterFileName = (reference: string) => `admission-letter-${reference}.pdf`;

/** Seats read per query while a sitting's letters stream. */
const BATCH = 50;

/** A sitting's live seats, in booking order, read `BATCH` at a time. */
async function* sittingSeats(db: Db, sittingId: number): AsyncGenerator<LetterSeat[]> {
  let after = 0;
  for (;;) {
    const rows = await seatsQuery(
      db,
      and(eq(seatBookings.sittingId, sittingId), gt(seatBookings.id, after)),
      BATCH,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.bookingId ?? after;
    if (rows.length < BATCH) return;
  }
}

/** Resolves once the stream's buffer has been read below its mark (or at once when it is). */
function drained(doc: PDFKit.PDFDocument): Promise<void> {
  if (doc.readableLength < doc.readableHighWaterMark * 4)
    return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const check = () => {
      if (doc.readableLength < doc.readableHighWaterMark * 4 || doc.destroyed) {
        doc.off("data", check);
        resolve();
      }
    };
    doc.on("data", check);
    // A response cut short destroys the document: stop waiting for a reader that is gone.
    doc.once("close", check);
  });
}

/**
 * Every letter of sitting `sittingId` as ONE PDF, one page per candidate in booking order, each in
 * its candidate's language: the document is a readable stream handed to the response at once;
 * the seats are read 50 at a time and each page is written out as the next begins (PDFKit flushes
 * a page when it is left), waiting while the client has not read the last ones, so memory stays
 * flat whatever the sitting's size (decision 0023, measured in bench/README.md). A sitting with no
 * seats gives a one-page PDF saying so.
 */
export function sittingLettersPdf(db: Db, context: LetterContext, sittingId: number): PDFKit.PDFDocument {
  const doc = createPdf("Admission letters");
  void (async () => {
    let count = 0;
    try {
      for await (const seats of sittingSeats(db, sittingId)) {
        for (const seat of seats) {
          const letter = await admissionLetter(context, seat);
          renderLetterPage(doc, letter, brandFor(context.brand, letter.locale));
          count++;
          if (doc.destroyed) return;
          await drained(doc);
        }
      }
      if (count === 0) {
        renderAttendanceSheet(
          doc,
          await sittingFacts(db, sittingId),
          [],
          context.brand,
          new Date(context.now()),
        );
      }
      doc.end();
    } catch (error) {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return doc;
}

/** The test center of sitting `sittingId` (who may print its papers), or null for no such sitting. */
export async function sittingCenter(db: Db, sittingId: number): Promise<number | null> {
  const [row] = await db
    .select({ testCenterId: sittings.testCenterId })
    .from(sittings)
    .where(eq(sittings.id, sittingId));
  return row?.testCenterId ?? null;
}

/** The sitting's facts the attendance sheet heads its pages with. */
async function sittingFacts(db: Db, sittingId: number): Promise<AttendanceSitting> {
  const [row] = await db
    .select({
      centerName: testCenters.name,
      examName: sittings.examName,
      examCategory: sittings.examCategory,
      date: sittings.date,
      startTime: sittings.startTime,
      durationMinutes: sittings.durationMinutes,
      room: sittings.room,
    })
    .from(sittings)
    .innerJoin(testCenters, eq(testCenters.id, sittings.testCenterId))
    .where(eq(sittings.id, sittingId));
  if (!row) throw new Error(`sitting ${sittingId} not found`);
  const { examCategory, examName, ...rest } = row;
  return { ...rest, examName: examName ?? (examCategory ? `${examCategory}: every exam` : "Every exam") };
}

/** How the sheet's status column reads each attendance (docs/product.md §11 "Check-in"); blank while expected. */
const STATUS_TEXT: Record<AttendanceStatus, string | null> = {
  expected: null,
  present: "Present",
  late: "Late",
  absent: "Absent",
};

/**
 * The attendance sheet of sitting `sittingId` (docs/product.md §11): the check-in roster
 * (`sittingAttendance`, the same lines, order and statuses as the check-in screen and the Excel
 * sheet), as a PDF buffer (a sitting holds at most 1000 seats).
 */
export async function attendancePdf(
  db: Db,
  context: Pick<LetterContext, "brand" | "now">,
  sittingId: number,
): Promise<Buffer> {
  const sitting = await sittingFacts(db, sittingId);
  const roster = await sittingAttendance(db, sittingId);
  const rows: AttendanceRow[] = roster.map((entry) => ({
    reference: entry.reference,
    name: entry.fullName,
    idKind: entry.idType,
    idMasked: entry.idNumber ? maskId(entry.idNumber) : "",
    status: STATUS_TEXT[entry.status],
  }));
  const doc = createPdf("Attendance sheet");
  renderAttendanceSheet(doc, sitting, rows, context.brand, new Date(context.now()));
  return collect(doc);
}
