/**
 * Following an inquiry up (docs/product.md §2 "Inquiries page"): status, notes and assignee set by admins, and the
 * invitation to register. Each write is audited in its own transaction.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { inquiries, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { enqueueInviteEmail, type InviteTokens, inviteUrl } from "#server/domain/inquiry-invites.ts";
import { recordUndo } from "#server/domain/undo.ts";
import { badRequest, conflict, notFound } from "#server/errors.ts";
import type { InquiryRead, InquiryStatus, InquiryUpdate } from "#shared/inquiries/inquiries.ts";
import { toLocale } from "#shared/site/locales.ts";
import { inquiryFields, toInquiryRead } from "./queries.ts";

/** The live inquiry `id`, locked for the write; 404 when unknown or deleted. */
async function lockInquiry(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: inquiries.id,
      status: inquiries.status,
      notes: inquiries.notes,
      assigneeUserId: inquiries.assigneeUserId,
      email: inquiries.email,
      fullName: inquiries.fullName,
      examName: inquiries.examName,
      locale: inquiries.locale,
    })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), isNull(inquiries.deletedAt)))
    .for("update")
    .limit(1);
  if (!row) throw notFound("Inquiry not found.");
  return row;
}

/** The inquiry `id` as the inbox shows it. */
async function readInquiry(db: Db | Tx, id: number): Promise<InquiryRead> {
  const [row] = await db
    .select(inquiryFields)
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.assigneeUserId))
    .where(eq(inquiries.id, id))
    .limit(1);
  return toInquiryRead(row!);
}

/**
 * Sets any of status, notes and assignee of the live inquiry `id`. 400 `status` for `converted`
 * (only a registration through the invitation converts); 400 `assigneeId` unless a live admin; 404
 * unknown or deleted. The audit row (`inquiry.updated`) holds each changed field, old → new.
 */
export async function updateInquiry(
  db: Db,
  id: number,
  input: InquiryUpdate,
  actor: Actor,
): Promise<InquiryRead> {
  if (input.status === "converted") {
    throw badRequest(
      "An inquiry becomes converted when its inquirer registers with the invitation.",
      "status",
    );
  }
  return db.transaction(async (tx) => {
    const before = await lockInquiry(tx, id);
    if (input.assigneeId !== undefined && input.assigneeId !== null) {
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.assigneeId), eq(users.role, "admin"), isNull(users.deletedAt)))
        .limit(1);
      if (!admin) throw badRequest("The assignee must be an admin.", "assigneeId");
    }
    const notes = input.notes === undefined ? undefined : input.notes?.trim() || null;
    const after = {
      status: input.status ?? before.status,
      notes: notes === undefined ? before.notes : notes,
      assigneeUserId: input.assigneeId === undefined ? before.assigneeUserId : input.assigneeId,
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ["status", "notes", "assigneeUserId"] as const) {
      if (after[key] !== before[key]) changes[key] = { from: before[key], to: after[key] };
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(inquiries)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(inquiries.id, id));
      await recordAudit(tx, actor, "inquiry.updated", id, { changes });
    }
    return readInquiry(tx, id);
  });
}

/** What an invitation did. */
export interface Invited {
  invitedAt: Date;
  status: InquiryStatus;
}

/**
 * Invites the inquirer of the live inquiry `id` to register: queues the `inquiry_invite` e-mail
 * in the inquiry's language with the signed link to that language's wizard
 * (`origin`/register?invite=..., `origin`/ar/register?invite=... for an Arabic inquiry; decision 0011), sets `invited_at` and moves a `new`
 * inquiry to `contacted`, with an `inquiry.invited` audit row, in one transaction. Inviting again
 * sends a new message. 404 unknown or deleted; 409 once converted.
 */
export async function inviteInquiry(
  db: Db,
  tokens: InviteTokens,
  origin: string,
  id: number,
  actor: Actor,
): Promise<Invited> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, id);
    if (inquiry.status === "converted") {
      throw conflict("This inquirer has already registered.", "status");
    }
    const invitedAt = new Date();
    const status: InquiryStatus = inquiry.status === "new" ? "contacted" : inquiry.status;
    const locale = toLocale(inquiry.locale);
    await enqueueInviteEmail(
      tx,
      { ...inquiry, locale },
      inviteUrl(origin, await tokens.sign(id), locale),
      invitedAt,
    );
    await tx.update(inquiries).set({ invitedAt, status, updatedAt: invitedAt }).where(eq(inquiries.id, id));
    await recordAudit(tx, actor, "inquiry.invited", id, { to: inquiry.email, status });
    return { invitedAt, status };
  });
}

/**
 * Moves the live inquiry `id` to the Trash (decision 0029): `deleted_at`/`deleted_by` set, an
 * `inquiry.deleted` audit row and the undo record, in one transaction. Returns the undo token;
 * 404 unknown or deleted already. Its invitation link stops working (the pre-fill reads live rows).
 */
export async function deleteInquiry(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, id);
    await tx.update(inquiries).set({ deletedAt: now, deletedBy: actor.id }).where(eq(inquiries.id, id));
    await recordAudit(tx, actor, "inquiry.deleted", id, { status: inquiry.status });
    return recordUndo(tx, {
      kind: "inquiries.delete",
      actor,
      rows: [{ id, before: { deletedAt: null }, after: { deletedAt: now.toISOString() } }],
      now,
    });
  });
}
