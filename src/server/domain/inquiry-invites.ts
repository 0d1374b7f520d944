/**
 * Inviting an inquirer to register (docs/product.md §2 "Inquiries page"): a signed link to the wizard, the wizard's
 * pre-fill read from it, and the conversion of the inquiry when its inquirer registers with it.
 * The token names only the inquiry; the pre-fill is read from the row, so it is never stale.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { emailOutbox, inquiries, studentEvents } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { hs256Tokens } from "#server/lib/tokens.ts";
import type { InvitePrefill } from "#shared/inquiries/inquiries.ts";
import { inquiryOptionOf, REGULATOR_CODES } from "#shared/reference/regulators.ts";
import { type Locale, localisedPath } from "#shared/site/locales.ts";

/** How long an invitation link works. */
export const INVITE_TTL_SECONDS = 30 * 24 * 3600;

/** The audience of invitation tokens: a session token is never one, and an invitation never a session. */
const AUDIENCE = "inquiry-invite";

/** Signs and reads invitation tokens (HS256 with the server secret). */
export interface InviteTokens {
  /** A token for the inquiry `inquiryId`, valid {@link INVITE_TTL_SECONDS}. */
  sign(inquiryId: number): Promise<string>;
  /** The inquiry id of a valid, unexpired token; null otherwise (never throws). */
  verify(token: string): Promise<number | null>;
}

/** Invitation tokens signed with `secret`; `now` in ms since the epoch (tests run tokens out). */
export function createInviteTokens(secret: string, now: () => number = Date.now): InviteTokens {
  const jwt = hs256Tokens(new TextEncoder().encode(secret), { audience: AUDIENCE, now });
  return {
    sign: (inquiryId) => jwt.sign({ inq: inquiryId }, INVITE_TTL_SECONDS),
    async verify(token) {
      const id = (await jwt.verify(token))?.inq;
      return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
    },
  };
}

/** The regulator's code of an inquiry's exam option ("DHA Exam" → "DHA"); null for another text. */
export function regulatorOfInquiryExam(examName: string): string | null {
  return REGULATOR_CODES.find((code) => inquiryOptionOf(code) === examName) ?? null;
}

/** The wizard link of an invitation, on the wizard in `locale` (`/ar/register` for Arabic, decision 0011). */
export const inviteUrl = (origin: string, token: string, locale: Locale = "en") =>
  `${origin}${localisedPath("/register", locale)}?invite=${encodeURIComponent(token)}`;

/**
 * Queues the invitation e-mail (kind `inquiry_invite`, no candidate) inside the caller's
 * transaction, in the inquiry's language (the worker renders the row's `locale`). Each invitation
 * is its own message (the dedupe key has the time it was sent).
 */
export async function enqueueInviteEmail(
  tx: Tx,
  inquiry: { id: number; email: string; fullName: string; examName: string; locale: Locale },
  url: string,
  at: Date,
) {
  await tx.insert(emailOutbox).values({
    studentId: null,
    kind: "inquiry_invite",
    locale: inquiry.locale,
    toAddress: inquiry.email,
    params: {
      inquiryId: inquiry.id,
      fullName: inquiry.fullName,
      examName: inquiry.examName,
      inviteUrl: url,
    },
    dedupeKey: `inquiry_invite:${inquiry.id}:${at.getTime()}`,
  });
}

/**
 * The pre-fill of a token: the live, not yet converted inquiry it names. 404 (the same answer) for
 * a forged, expired or unknown token, a deleted inquiry or one already converted.
 */
export async function invitePrefill(db: Db, tokens: InviteTokens, token: string): Promise<InvitePrefill> {
  const id = await tokens.verify(token);
  const [row] =
    id === null
      ? []
      : await db
          .select({
            examName: inquiries.examName,
            fullName: inquiries.fullName,
            email: inquiries.email,
            phone: inquiries.phone,
          })
          .from(inquiries)
          .where(and(eq(inquiries.id, id), isNull(inquiries.deletedAt), ne(inquiries.status, "converted")))
          .limit(1);
  if (!row) throw notFound("This invitation is not valid or has expired.");
  return {
    regulator: regulatorOfInquiryExam(row.examName),
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
  };
}

/**
 * Marks the inquiry of an invitation `converted`, linked to the new candidate `studentId`, and
 * records where the candidate came from in their history, inside the registration's transaction.
 * An invalid token, or an inquiry deleted or already converted, changes nothing: an invitation
 * never blocks a registration. Returns the inquiry's id when it converted.
 */
export async function convertInquiry(
  tx: Tx,
  tokens: InviteTokens,
  token: string | undefined,
  studentId: number,
): Promise<number | null> {
  if (!token) return null;
  const id = await tokens.verify(token);
  if (id === null) return null;
  const [converted] = await tx
    .update(inquiries)
    .set({ status: "converted", convertedStudentId: studentId, updatedAt: new Date() })
    .where(and(eq(inquiries.id, id), isNull(inquiries.deletedAt), ne(inquiries.status, "converted")))
    .returning({ id: inquiries.id });
  if (!converted) return null;
  // The candidate registers themselves: no staff actor (the history shows "The candidate").
  await tx.insert(studentEvents).values({
    studentId,
    type: "from_inquiry",
    actorUserId: null,
    actorUsername: null,
    changes: { inquiryId: { from: null, to: converted.id } },
  });
  return converted.id;
}
