/**
 * Finding the candidate a letter or a typed reference names in the sitting's roster, on the device
 * (docs/product.md §11 "Check-in"): it works offline, so staff can compare the ID card and queue
 * the check-in without a network. The server checks the code's signature and every rule again when
 * the check-in arrives; this only spares staff a refusal they can be told at once.
 */
import type { AttendanceEntry, CheckInSitting } from "#shared/sittings/check-in.ts";

/** What an admission code names (`src/server/lib/admission-codes.ts`), read without its signature. */
export interface CodeClaims {
  reference: string;
  sittingId: number;
  bookingId: number;
}

/** The claims of a QR text shaped like an admission code (a JWT), or null. */
export function readCode(text: string): CodeClaims | null {
  const parts = text.trim().split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = atob(parts[1].replace(/-/g, "+").replace(/_/g, "/"));
    const { ref, sit, bid } = JSON.parse(json) as { ref?: unknown; sit?: unknown; bid?: unknown };
    if (typeof ref !== "string" || typeof sit !== "number" || typeof bid !== "number") return null;
    return { reference: ref, sittingId: sit, bookingId: bid };
  } catch {
    return null;
  }
}

/** A found candidate, or why not (a refusal `reason` of the catalogue, with its placeholders). */
export type Lookup =
  | { found: true; entry: AttendanceEntry; body: { code: string } | { reference: string } }
  | { found: false; reason: "invalid_code" | "old_letter" | "wrong_sitting"; values?: Record<string, string> }
  /** Not on this roster: the server tells why (online), or the screen says it is not listed (offline). */
  | { found: false; reason: "ask"; body: { code: string } | { reference: string } };

/**
 * Looks `input` up: a QR text (`code: true`) or a typed reference, against `sitting`'s `roster`
 * and today's sittings of the center (another sitting today is named with its time). Not on the
 * roster, or a letter for another day: `ask`, with the body to send the server, which words the
 * exact reason (a seat on another day, no seat, an unknown reference).
 */
export function lookUp(
  input: string,
  code: boolean,
  sitting: CheckInSitting,
  roster: readonly AttendanceEntry[],
  today: readonly CheckInSitting[],
): Lookup {
  if (code) {
    const claims = readCode(input);
    if (!claims) return { found: false, reason: "invalid_code" };
    const body = { code: input.trim() };
    if (claims.sittingId !== sitting.id) {
      const other = today.find((s) => s.id === claims.sittingId);
      return other
        ? { found: false, reason: "wrong_sitting", values: { time: other.startTime } }
        : { found: false, reason: "ask", body };
    }
    const entry = roster.find((e) => e.reference === claims.reference);
    if (!entry) return { found: false, reason: "ask", body };
    if (entry.bookingId !== claims.bookingId) return { found: false, reason: "old_letter" };
    return { found: true, entry, body };
  }
  const reference = input.trim().toUpperCase();
  const entry = roster.find((e) => e.reference === reference);
  if (!entry) return { found: false, reason: "ask", body: { reference } };
  return { found: true, entry, body: { reference } };
}
