/**
 * Staff user administration (docs/product.md §2 /users, /registeruser; §5; §7). Every write runs in one
 * transaction with its audit row. Deletion is soft; an admin cannot delete itself or the last admin.
 */
import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import { testCenters, users } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { recordAudit } from "#server/domain/audit.ts";
import { lockLiveRow } from "#server/domain/live-rows.ts";
import { endAllSessions } from "#server/domain/sessions.ts";
import { recordUndo } from "#server/domain/undo.ts";
import { badRequest, conflict } from "#server/errors.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { type RegisterUser, type UpdateUser, USER_TEXTS, type User } from "#shared/access/users.ts";

const userColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  Name: users.name,
  testCenterId: users.testCenterId,
  testCenterName: testCenters.name,
  created_at: users.createdAt,
};

const toWire = (row: Omit<User, "created_at"> & { created_at: Date }): User => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

function selectUsers(db: Db | Tx) {
  return db.select(userColumns).from(users).leftJoin(testCenters, eq(testCenters.id, users.testCenterId));
}

/** Live users by username (docs/product.md §2 /users). */
export async function listUsers(db: Db): Promise<User[]> {
  const rows = await selectUsers(db)
    .where(isNull(users.deletedAt))
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map(toWire);
}

/** Whether a live user has this username, ignoring case (usernames are unique that way). */
export async function usernameExists(db: Db | Tx, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        isNull(users.deletedAt),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

async function requireTestCenter(tx: Tx, id: number | null) {
  if (id === null) return;
  const [center] = await tx
    .select({ id: testCenters.id })
    .from(testCenters)
    .where(and(eq(testCenters.id, id), isNull(testCenters.deletedAt)));
  if (!center) throw badRequest(USER_TEXTS.testCenterRequired, "testCenterId");
}

const takenError = () => conflict(USER_TEXTS.usernameTaken, "username");

function rethrowTaken(error: unknown): never {
  if (pgErrorInfo(error).code === UNIQUE_VIOLATION) throw takenError();
  throw error;
}

/**
 * Creates a user (admin only, docs/product.md §6) with an argon2id hash and a `user.created` audit row.
 * Errors: 409 `username` taken; 400 `testCenterId` unknown test center.
 */
export async function createUser(db: Db, input: RegisterUser, actor: Actor): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await usernameExists(tx, input.username)) throw takenError();
      await requireTestCenter(tx, input.testCenterId);
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          role: input.role,
          name: input.Name,
          testCenterId: input.testCenterId,
        })
        .returning({ id: users.id });
      await recordAudit(tx, actor, "user.created", created!.id, {
        username: input.username,
        role: input.role,
        testCenterId: input.testCenterId,
      });
      const [row] = await selectUsers(tx).where(eq(users.id, created!.id));
      return toWire(row!);
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

/**
 * Live admins other than `exceptId`, locked until the transaction ends: two admins removing each
 * other at once cannot both succeed and leave no admin.
 */
async function otherAdmins(tx: Tx, exceptId: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt), ne(users.id, exceptId)))
    .for("update");
  return rows.length;
}

/** What an update reads of the user before it: the checks and the audit row compare with it. */
const BEFORE_UPDATE = {
  username: users.username,
  role: users.role,
  name: users.name,
  testCenterId: users.testCenterId,
};

/**
 * Saves an edited user row (docs/product.md §2 /users): username, role, test center, and the password only
 * when a new one was typed. The audit row lists the changed fields ("password" without its value).
 * Errors: 404 unknown; 409 `username` taken; 409 `role` when it would leave no admin.
 */
export async function updateUser(db: Db, id: number, input: UpdateUser, actor: Actor): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const before = await lockLiveRow(tx, users, id, BEFORE_UPDATE, "User not found.");
      if (await usernameExists(tx, input.username, id)) throw takenError();
      if (before.role === "admin" && input.role !== "admin" && (await otherAdmins(tx, id)) === 0) {
        throw conflict("The last admin cannot lose the admin role.", "role");
      }
      await requireTestCenter(tx, input.testCenterId);
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      const compare = (field: string, from: unknown, to: unknown) => {
        if ((from ?? null) !== (to ?? null)) changed[field] = { from: from ?? null, to: to ?? null };
      };
      compare("username", before.username, input.username);
      compare("role", before.role, input.role);
      compare("Name", before.name, input.Name);
      compare("testCenterId", before.testCenterId, input.testCenterId);
      if (passwordHash) changed.password = { from: "(hidden)", to: "(changed)" };
      await tx
        .update(users)
        .set({
          username: input.username,
          role: input.role,
          name: input.Name,
          testCenterId: input.testCenterId,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      // A new password, role or test center ends every session of the user (decision 0008): their next
      // request needs a new login with the new rights.
      if (changed.password || changed.role || changed.testCenterId) await endAllSessions(tx, id);
      await recordAudit(tx, actor, "user.updated", id, { changes: changed });
      const [row] = await selectUsers(tx).where(eq(users.id, id));
      return toWire(row!);
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

/**
 * Soft-deletes a user (deleted_at, deleted_by) with a `user.deleted` audit row; their tokens stop
 * working at once (the auth hook re-reads the user). Returns the undo token (decision 0029). Errors: 404 unknown; 409 deleting oneself or
 * the last admin.
 */
export async function deleteUser(db: Db, id: number, actor: Actor, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const user = await lockLiveRow(
      tx,
      users,
      id,
      { username: users.username, role: users.role },
      "User not found.",
    );
    if (id === actor.id) throw conflict("You cannot delete your own account.");
    if (user.role === "admin" && (await otherAdmins(tx, id)) === 0) {
      throw conflict("The last admin cannot be deleted.");
    }
    await tx.update(users).set({ deletedAt: now, deletedBy: actor.id }).where(eq(users.id, id));
    // The auth hook already refuses deleted users; raising the version also keeps their tokens
    // dead should the row ever be restored.
    await endAllSessions(tx, id);
    await recordAudit(tx, actor, "user.deleted", id, { username: user.username, role: user.role });
    // To the Trash, with an undo (decision 0029); the ended sessions stay ended.
    return recordUndo(tx, {
      kind: "users.delete",
      actor,
      now,
      rows: [{ id, before: { deletedAt: null }, after: { deletedAt: now.toISOString() } }],
    });
  });
}
