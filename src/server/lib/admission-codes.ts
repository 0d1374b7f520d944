/**
 * The code printed as a QR on an admission letter (docs/product.md §11 "Exam day"): a signed token
 * naming the candidate's reference, the sitting and the seat booking it was printed for, nothing
 * personal in clear. Check-in accepts it only while that booking is the candidate's live seat in
 * that sitting, so a moved or cancelled seat makes every older letter's code refuse. Keyed like the
 * status links (`status-links.ts`) from the server's secret with a purpose label of its own, so an
 * admission code never passes as a status, offer, session or invitation token, and vice versa.
 */
import { hkdfSync } from "node:crypto";
import { hs256Tokens } from "./tokens.ts";

const AUDIENCE = "admission";

/** How long a code's signature holds (days); the live booking decides long before. */
const CODE_TTL_DAYS = 400;

/** What an admission code names. */
export interface AdmissionCodeClaims {
  /** The candidate's reference, `EX-…` (docs/product.md §2). */
  reference: string;
  sittingId: number;
  /** The `seat_bookings` row the letter was printed for. */
  bookingId: number;
}

/** Signs and reads admission codes. */
export interface AdmissionCodes {
  /** The QR text for one letter. */
  sign(claims: AdmissionCodeClaims): Promise<string>;
  /** The claims of a genuine code; null for a forged, tampered, expired or malformed one (never throws). */
  verify(code: string): Promise<AdmissionCodeClaims | null>;
}

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** Admission codes keyed from the server's JWT `secret`; `now` (ms) is the clock of signing and checking. */
export function createAdmissionCodes(secret: string, now: () => number = Date.now): AdmissionCodes {
  const key = new Uint8Array(hkdfSync("sha256", secret, "exam-portal", "admission-code v1", 32));
  const jwt = hs256Tokens(key, { audience: AUDIENCE, now });
  return {
    sign: ({ reference, sittingId, bookingId }) =>
      jwt.sign({ ref: reference, sit: sittingId, bid: bookingId }, CODE_TTL_DAYS * 24 * 3600),
    async verify(code) {
      if (code.length > 1024) return null;
      const payload = await jwt.verify(code);
      if (payload === null) return null;
      const { ref, sit, bid } = payload;
      if (typeof ref !== "string" || ref === "" || ref.length > 64) return null;
      if (!isId(sit) || !isId(bid)) return null;
      return { reference: ref, sittingId: sit, bookingId: bid };
    },
  };
}
