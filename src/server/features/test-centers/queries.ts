import { asc, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { testCenters } from "../../db/schema.ts";

/** Live test centers by name. */
export function listTestCenters(db: Db) {
  return db
    .select({
      id: testCenters.id,
      name: testCenters.name,
      address: testCenters.address,
      contact: testCenters.contact,
    })
    .from(testCenters)
    .where(isNull(testCenters.deletedAt))
    .orderBy(asc(testCenters.name));
}
