import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { pgErrorInfo, UNIQUE_VIOLATION } from "#server/db/errors.ts";
import { studentEvents, students, testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import { monthOfTrialMonth, waitIfNoSeat } from "#server/domain/seat-offers.ts";
import { registrationToRow, uniqueConstraintFields } from "#server/domain/student-mapping.ts";
import { badRequest } from "#server/errors.ts";
import { newCandidateReference } from "#server/lib/candidate-reference.ts";
import { enqueueRegistrationEmail } from "#server/mail/outbox.ts";
import type { Registration } from "#shared/registration/registration.ts";
import type { Locale } from "#shared/site/locales.ts";
import { DuplicateRegistration, isDuplicateField } from "./duplicates.ts";

/** A registration as stored: the validated payload and the language it was made in (default `en`). */
export type NewRegistration = Registration & { locale?: Locale };

/** Staff member recording a registration made on a candidate's behalf (null: the candidate). */
export type Registrar = Actor | null;

/** What a registration stored: the new candidate's id and reference. */
export interface Registered {
  id: number;
  reference: string;
}

/** Draws before giving up on a reference clash: with 729 million references a year, one suffices. */
const REFERENCE_ATTEMPTS = 5;

/** The unique index of references (migration 0007). */
const REFERENCE_UNIQUE = "students_reference_unique";

/**
 * Stores a new candidate in state Not_Confirmed with a fresh random reference, records the
 * `registered` event and queues the "registration received" e-mail (in the registration's `locale`,
 * decision 0011), in one transaction. A reference already taken (the unique index refuses it)
 * is drawn again, in a new transaction, up to {@link REFERENCE_ATTEMPTS} times. Errors: 400
 * `test_center` for an unknown test center; 409 naming the duplicated field (email, nationalId or
 * passportNumber) when a live candidate already has that value (`DuplicateRegistration`, decision
 * 0019). `drawReference` is for tests; `now` (ms since the epoch) is the app's clock, which says
 * whether the chosen month has an open seat (the waiting list, decision 0022).
 */
export async function registerStudent(
  db: Db,
  registration: NewRegistration,
  registrar: Registrar,
  drawReference: () => string = () => newCandidateReference(),
  now: () => number = Date.now,
): Promise<Registered> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertRegistration(db, registration, registrar, drawReference(), new Date(now()));
    } catch (error) {
      const { code, constraint } = pgErrorInfo(error);
      if (code !== UNIQUE_VIOLATION) throw error;
      if (constraint === REFERENCE_UNIQUE && attempt < REFERENCE_ATTEMPTS) continue;
      const field = constraint ? uniqueConstraintFields[constraint] : undefined;
      if (field && isDuplicateField(field)) throw new DuplicateRegistration(field, registration[field] ?? "");
      throw error;
    }
  }
}

async function insertRegistration(
  db: Db,
  registration: NewRegistration,
  registrar: Registrar,
  reference: string,
  now: Date,
): Promise<Registered> {
  return db.transaction(async (tx) => {
    const [center] = await tx
      .select({ id: testCenters.id, name: testCenters.name })
      .from(testCenters)
      .where(and(eq(testCenters.id, registration.test_center), isNull(testCenters.deletedAt)))
      .limit(1);
    if (!center) throw badRequest("Please choose a test center.", "test_center");
    const [created] = await tx
      .insert(students)
      .values(registrationToRow(registration, registrar?.id ?? null, reference))
      .returning({ id: students.id, reference: students.reference });
    await tx.insert(studentEvents).values({
      studentId: created!.id,
      type: "registered",
      actorUserId: registrar?.id ?? null,
      actorUsername: registrar?.username ?? null,
      toState: "Not_Confirmed",
    });
    await enqueueRegistrationEmail(tx, {
      ...created!,
      email: registration.email,
      firstName: registration.firstName,
      fullName: registration.fullName,
      examName: registration.examName,
      examCategory: registration.examCategory,
      testCenter: center.name,
      locale: registration.locale ?? "en",
    });
    // A month with no open seat at the center puts the candidate on its waiting list (decision 0022).
    await waitIfNoSeat(
      tx,
      {
        studentId: created!.id,
        testCenterId: center.id,
        month: monthOfTrialMonth(registration.Trail_month, now),
        examCategory: registration.examCategory,
        examName: registration.examName,
      },
      now,
    );
    return created!;
  });
}
