/**
 * Signed links that claim a seat held for a waiting candidate (decision 0022, "Waiting list"): the
 * link names the held booking and expires with the hold. Keyed like the status links
 * (`status-links.ts`) from the server's secret, with a purpose label of its own, so an offer token
 * never passes as a status, session or invitation token.
 */
import { hkdfSync } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { type Locale, localisedPath } from "#shared/site/locales.ts";

const AUDIENCE = "seat-offer";

/** Signs and reads seat-offer tokens. */
export interface SeatOfferLinks {
  /** A token for held booking `bookingId`, valid until `heldUntil`. */
  token(bookingId: number, heldUntil: Date): Promise<string>;
  /** The booking of a valid, unexpired token; null otherwise (never throws). */
  verify(token: string): Promise<number | null>;
}

/** Seat-offer links keyed from `secret`; `now` (ms) is the clock of checking. */
export function createSeatOfferLinks(secret: string, now: () => number = Date.now): SeatOfferLinks {
  const key = new Uint8Array(hkdfSync("sha256", secret, "exam-portal", "seat-offer v1", 32));
  return {
    async token(bookingId, heldUntil) {
      return new SignJWT({ bid: bookingId })
        .setProtectedHeader({ alg: "HS256" })
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.ceil(heldUntil.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        const { bid } = payload;
        return typeof bid === "number" && Number.isSafeInteger(bid) && bid > 0 ? bid : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The page that claims an offer: the status page with the token, `/status?offer=…`
 * (`/ar/status?offer=…` in Arabic), whose "Book this seat" card calls `POST /api/seat-offers/claim`.
 */
export const seatOfferUrl = (origin: string, token: string, locale: Locale = "en"): string =>
  `${origin}${localisedPath("/status", locale)}?offer=${encodeURIComponent(token)}`;
