import type { Db, Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import type { Actor } from "../../plugins/auth.ts";

/** What an audited administration action did (issue 5: every user-admin action is recorded). */
export type AuditAction =
  | "user.created"
  | "user.updated"
  | "user.deleted"
  | "test_center.created"
  | "message.sent"
  | "message.deleted";

/**
 * Writes one audit row: who (`actor`), when (now), what (`action` on `target`), and the details
 * (never a password or its hash). Call it inside the transaction of the change it records.
 */
export async function recordAudit(
  db: Db | Tx,
  actor: Actor,
  action: AuditAction,
  target: { type: "user" | "test_center" | "message"; id: number },
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}
