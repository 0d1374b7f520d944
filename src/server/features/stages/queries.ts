import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { StudentState } from "../../../shared/student-states.ts";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema.ts";

/**
 * One page of the live candidates in `state`, newest registration first (ties by id), with the
 * stage-list fields of spec §3, and the total in that state.
 */
export async function listStage(db: Db, state: StudentState, page: number, pageSize: number) {
  const where = and(eq(students.state, state), isNull(students.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: students.id,
        full_name: students.fullName,
        national_id: students.nationalId,
        state: students.state,
        ExamDate: students.examDate,
        ExamLocation: students.examLocation,
      })
      .from(students)
      .where(where)
      .orderBy(desc(students.registrationDate), desc(students.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(students).where(where),
  ]);
  return { students: rows, total: total?.total ?? 0 };
}
