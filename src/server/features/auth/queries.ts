import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { testCenters, users } from "#server/db/schema.ts";

/** The live (not deleted) user with this username, ignoring case, with the password hash. */
export async function findUserForLogin(db: Db, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      testCenterId: users.testCenterId,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The user's profile for `GET /api/user-info`, with the test center's name. */
export async function findUserInfo(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      name: users.name,
      testCenterId: users.testCenterId,
      testCenterName: testCenters.name,
    })
    .from(users)
    .leftJoin(testCenters, eq(testCenters.id, users.testCenterId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
