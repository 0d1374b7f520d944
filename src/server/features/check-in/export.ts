/**
 * A sitting's attendance sheet as Excel (docs/product.md §11 "Check-in"): one line per booked
 * candidate, by name (the roster's lines), with the identity document, the attendance status, when
 * and by whom they were checked in, and an empty column to sign.
 */
import type { PassThrough } from "node:stream";
import type { Db } from "#server/db/client.ts";
import { sittingAttendance } from "#server/domain/attendance.ts";
import { sheetFileStream } from "#server/lib/xlsx-stream.ts";
import { SITTING_UTC_OFFSET_MINUTES } from "#shared/sittings/sittings.ts";

const COLUMNS = [
  { key: "line", header: "No.", width: 6 },
  { key: "reference", header: "Reference", width: 16 },
  { key: "fullName", header: "Full name", width: 30 },
  { key: "idType", header: "ID type", width: 12 },
  { key: "idNumber", header: "ID number", width: 18 },
  { key: "exam", header: "Exam", width: 30 },
  { key: "status", header: "Attendance", width: 12 },
  { key: "checkedInAt", header: "Checked in (center time)", width: 22 },
  { key: "checkedInBy", header: "Checked in by", width: 18 },
  { key: "signature", header: "Signature", width: 22 },
];

const ID_TYPE_LABELS = { national_id: "National ID", passport: "Passport" } as const;
const STATUS_LABELS = { expected: "Expected", present: "Present", late: "Late", absent: "Absent" } as const;

/** An instant as the centers' wall-clock time, "2026-11-26 09:05". */
function centerTime(iso: string): string {
  return new Date(Date.parse(iso) + SITTING_UTC_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");
}

/** A readable stream of the sitting's attendance workbook; errors end the stream (the route logs them). */
export function attendanceWorkbookStream(
  db: Db,
  sittingId: number,
  onError: (error: unknown) => void,
): PassThrough {
  async function* rows() {
    const roster = await sittingAttendance(db, sittingId);
    yield roster.map((entry) => ({
      line: entry.line,
      reference: entry.reference,
      fullName: entry.fullName,
      idType: entry.idType ? ID_TYPE_LABELS[entry.idType] : "",
      idNumber: entry.idNumber ?? "",
      exam: `${entry.examCategory} · ${entry.examName}`,
      status: STATUS_LABELS[entry.status],
      checkedInAt: entry.checkedInAt ? centerTime(entry.checkedInAt) : "",
      checkedInBy: entry.checkedInBy ?? "",
      signature: "",
    }));
  }
  return sheetFileStream("Attendance", COLUMNS, rows(), onError);
}
