/**
 * Signed links to the candidate's status page (docs/product.md §2 "Status page"): no login, the link itself is the
 * proof. A token names the candidate and the e-mail address it was sent to, so changing the
 * address voids older links; it expires after `ttlDays` (30 by default).
 */
import { hkdfSync } from "node:crypto";
import { STATUS_PATH } from "#shared/registration/reference.ts";
import { type Locale, localisedPath } from "#shared/site/locales.ts";
import { hs256Tokens } from "./tokens.ts";

/** The audience of status tokens: never accepted as a session or an invitation, and vice versa. */
const AUDIENCE = "status";

/** Signs and reads status-page tokens. */
export interface StatusLinks {
  /** A token for candidate `studentId` at address `email` (compared case-insensitively). */
  token(studentId: number, email: string): Promise<string>;
  /** The candidate and address of a valid, unexpired token; null otherwise (never throws). */
  verify(token: string): Promise<{ studentId: number; email: string } | null>;
}

/** How long a status link works by default (days). */
export const STATUS_LINK_TTL_DAYS = 30;

/**
 * Status links signed with a key derived from the server's JWT `secret` (HKDF-SHA256 with a
 * purpose label), so a status token can never be forged from, or pass as, another token kind.
 * `now` (ms since the epoch, default `Date.now`) is the clock of signing and checking: the app
 * passes its own, so tests can run links out.
 */
export function createStatusLinks(
  secret: string,
  options: { ttlDays?: number; now?: () => number } = {},
): StatusLinks {
  const ttlSeconds = Math.round((options.ttlDays ?? STATUS_LINK_TTL_DAYS) * 24 * 3600);
  const now = options.now ?? (() => Date.now());
  const key = new Uint8Array(hkdfSync("sha256", secret, "exam-portal", "status-link v1", 32));
  const jwt = hs256Tokens(key, { audience: AUDIENCE, now });
  return {
    token: (studentId, email) => jwt.sign({ sid: studentId, em: email.trim().toLowerCase() }, ttlSeconds),
    async verify(token) {
      const payload = await jwt.verify(token);
      if (payload === null) return null;
      const { sid, em } = payload;
      if (typeof sid !== "number" || !Number.isSafeInteger(sid) || sid <= 0) return null;
      if (typeof em !== "string" || em === "") return null;
      return { studentId: sid, email: em };
    },
  };
}

/**
 * The status-page URL of a token, on the page in `locale` (decision 0011): `/status?t=…` in English,
 * `/ar/status?t=…` in Arabic.
 */
export const statusUrl = (origin: string, token: string, locale: Locale = "en"): string =>
  `${origin}${localisedPath(STATUS_PATH, locale)}?t=${encodeURIComponent(token)}`;
