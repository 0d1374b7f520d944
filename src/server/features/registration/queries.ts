import { and, eq, isNull } from "drizzle-orm";
import type { Registration } from "../../../shared/registration.ts";
import type { Db } from "../../db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "../../db/errors.ts";
import { studentEvents, students, testCenters } from "../../db/schema.ts";
import { badRequest, conflict } from "../../errors.ts";
import type { Actor } from "../../plugins/auth.ts";
import { registrationToRow, uniqueConstraintFields } from "../students/mapping.ts";

/** Staff member recording a registration made on a candidate's behalf (null: the candidate). */
export type Registrar = Actor | null;

/**
 * Stores a new candidate in state Not_Confirmed and records the `registered` event, in one
 * transaction. Errors: 400 `test_center` for an unknown test center; 409 naming the duplicated
 * field (email, nationalId or passportNumber) when a live candidate already has that value.
 */
export async function registerStudent(
  db: Db,
  registration: Registration,
  registrar: Registrar,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [center] = await tx
        .select({ id: testCenters.id })
        .from(testCenters)
        .where(and(eq(testCenters.id, registration.test_center), isNull(testCenters.deletedAt)))
        .limit(1);
      if (!center) throw badRequest("Please choose a test center.", "test_center");
      const [created] = await tx
        .insert(students)
        .values(registrationToRow(registration, registrar?.id ?? null))
        .returning({ id: students.id });
      await tx.insert(studentEvents).values({
        studentId: created!.id,
        type: "registered",
        actorUserId: registrar?.id ?? null,
        actorUsername: registrar?.username ?? null,
        toState: "Not_Confirmed",
      });
      return created!.id;
    });
  } catch (error) {
    const { code, constraint } = pgErrorInfo(error);
    const field = constraint ? uniqueConstraintFields[constraint] : undefined;
    if (code === UNIQUE_VIOLATION && field) {
      const value = registration[field as keyof Registration];
      throw conflict(`Duplicate entry '${value}' for field ${field}`, field);
    }
    throw error;
  }
}
