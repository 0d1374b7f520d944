import type { Db, Tx } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";

/** What an audited administration action did (decision 0007: every user-admin action is recorded). */
export type AuditAction =
  | "user.created"
  | "user.updated"
  | "user.deleted"
  | "test_center.created"
  | "message.sent"
  | "message.deleted"
  | "inquiry.updated"
  | "inquiry.invited"
  // Decision 0029: an inquiry moved to the Trash.
  | "inquiry.deleted"
  // Decision 0010: an e-mail kind switched on/off or its templates changed (E-mail screen).
  | "email_setting.updated"
  // docs/product.md §2 "Payment instructions": a new version of the invoices' payment instructions.
  | "payment_instructions.updated"
  // Decision 0027: the work queues' thresholds saved.
  | "work_queue_settings.updated"
  // Decision 0029: a deleted row brought back from the Trash or by Undo.
  | "user.restored"
  | "inquiry.restored"
  | "message.restored"
  // docs/product.md §11 "Check-in" (decision 0028): an admin re-opened a closed sitting's check-in.
  | "sitting.reopened"
  // Decision 0031: a pair of possible duplicates marked "not a duplicate", or merged.
  | "duplicate.dismissed"
  | "duplicate.merged";

/** The kind of row an action is about: the action's first word (`user.created` is about a user). */
export type AuditTargetType = AuditAction extends `${infer Type}.${string}` ? Type : never;

/** The target type an action names (see {@link AuditTargetType}). */
export const auditTargetType = (action: AuditAction) => action.split(".")[0] as AuditTargetType;

/**
 * Writes one audit row: who (`actor`), when (now), what (`action` on the row `targetId` of the
 * kind the action names), and the details (never a password or its hash). Call it inside the
 * transaction of the change it records.
 */
export async function recordAudit(
  db: Db | Tx,
  actor: Actor,
  action: AuditAction,
  targetId: number,
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    action,
    targetType: auditTargetType(action),
    targetId,
    details,
  });
}
