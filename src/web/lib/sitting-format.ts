/**
 * Dates, labels and colours of sittings in the back office (docs/product.md §10). Dates are
 * calendar dates `YYYY-MM-DD` computed in UTC arithmetic (no local time zone can shift them);
 * instants are read and written in the centers' zone (`SITTING_UTC_OFFSET_MINUTES`, Arabia
 * Standard Time). Weeks start on Sunday, the first working day at the provider's centers.
 */
import { SITTING_UTC_OFFSET_MINUTES, type Sitting } from "#shared/sittings/sittings.ts";

const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** `iso` moved by `days` (negative: back). */
export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** The Sunday starting the week of `iso`. */
export function weekStartOf(iso: string): string {
  return addDays(iso, -toDate(iso).getUTCDay());
}

/** Today's date at the centers (`YYYY-MM-DD`), from `now` in ms. */
export function centerToday(now = Date.now()): string {
  return toIso(new Date(now + SITTING_UTC_OFFSET_MINUTES * 60_000));
}

/** `YYYY-MM` moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return toIso(date).slice(0, 7);
}

/** The first and last day of month `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/**
 * The weeks (Sunday to Saturday) that cover month `YYYY-MM`: 4 to 6 rows of 7 dates, with the
 * days of the months around it where the first and last weeks reach into them.
 */
export function monthGrid(month: string): string[][] {
  const { from, to } = monthRange(month);
  const weeks: string[][] = [];
  for (let start = weekStartOf(from); start <= to; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, day) => addDays(start, day)));
  }
  return weeks;
}

/** "December 2026". */
export function monthLabel(month: string): string {
  return toDate(`${month}-01`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Sun 13 Dec 2026". */
export function dayLabel(iso: string): string {
  return toDate(iso).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The short weekday names of a grid's columns, Sunday first. */
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "7/10": booked seats of all seats. */
export const fillLabel = (sitting: Pick<Sitting, "booked" | "seats">) => `${sitting.booked}/${sitting.seats}`;

/** Mantine colour of a sitting's chip: grey draft or cancelled, else by fill (green < 70 %, yellow < 100 %, red full). */
export function fillColor(sitting: Pick<Sitting, "booked" | "seats" | "status">): string {
  if (sitting.status === "draft" || sitting.status === "cancelled") return "gray";
  const fill = sitting.seats === 0 ? 1 : sitting.booked / sitting.seats;
  if (fill >= 1) return "red";
  if (fill >= 0.7) return "yellow";
  return "green";
}

/** A status as a word for people ("Draft", "Published", …). */
export const statusLabel = (status: Sitting["status"]) => status.charAt(0).toUpperCase() + status.slice(1);

/** One line naming a sitting in a picker: "Sun 13 Dec 2026, 09:00 · Center · 7/10 booked". */
export function sittingOptionLabel(sitting: Sitting, withCenter = true): string {
  const parts = [`${dayLabel(sitting.date)}, ${sitting.startTime}`];
  if (withCenter) parts.push(sitting.testCenter);
  if (sitting.examName) parts.push(sitting.examName);
  else if (sitting.examCategory) parts.push(sitting.examCategory);
  parts.push(`${fillLabel(sitting)} booked`);
  if (sitting.status !== "published") parts.push(statusLabel(sitting.status).toLowerCase());
  return parts.join(" · ");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant (ISO 8601) as the centers' wall-clock `YYYY-MM-DDTHH:MM` (a datetime-local value); "" for null. */
export function centerLocalFromIso(iso: string | null): string {
  if (!iso) return "";
  const local = new Date(Date.parse(iso) + SITTING_UTC_OFFSET_MINUTES * 60_000);
  return `${toIso(local)}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** A datetime-local value read as the centers' wall-clock time, as ISO 8601 with its offset; null when blank. */
export function isoFromCenterLocal(local: string): string | null {
  if (local.trim() === "") return null;
  const offset = SITTING_UTC_OFFSET_MINUTES;
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  const seconds = local.length === 16 ? ":00" : "";
  return `${local}${seconds}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** True when a sitting can still take bookings from staff (not cancelled, its day not over). */
export function isBookable(sitting: Pick<Sitting, "status" | "date">, today = centerToday()): boolean {
  return sitting.status !== "cancelled" && sitting.date >= today;
}
