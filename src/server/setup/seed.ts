import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { inquiries, invoices, studentEvents, students, testCenters } from "#server/db/schema.ts";
import { readPublication } from "#server/domain/catalogue.ts";
import { registrationToRow } from "#server/domain/student-mapping.ts";
import { hasReached, STUDENT_STATES, type StudentState } from "#shared/candidates/pipeline.ts";
import { type CatalogueTree, examChoiceIssue, inquiryExamIssue } from "#shared/catalogue/catalogue.ts";
import type { RegulatorCode } from "#shared/reference/regulator-links.ts";
import {
  type Registration,
  registrationCrossFieldIssues,
  registrationFieldsSchema,
} from "#shared/registration/registration.ts";
import { buildInquiry, buildRegistration, DEMO_TEST_CENTERS } from "./factories.ts";

/** Candidates per pipeline state in the demo data. */
const PER_STATE = 5;

/** Every bookable exam of a published tree as a registration's exam choice (docs/product.md §13). */
export function bookableChoices(tree: CatalogueTree) {
  return tree.regulators.flatMap((regulator) =>
    regulator.specialties.flatMap((specialty) =>
      specialty.exams
        .filter((exam) => exam.active)
        .map((exam) => ({
          // The five codes are fixed (a regulator is a page, decision 0034).
          examCategory: regulator.code as RegulatorCode,
          examSpecialty: specialty.name_en,
          examName: exam.name_en,
        })),
    ),
  );
}

/**
 * A demo registration checked as the registration route checks one: the wizard's field and
 * cross-field rules, the exam choice against the published catalogue (`tree`, decision 0034).
 */
export function checkedDemoRegistration(values: unknown, tree: CatalogueTree): Registration {
  const registration = registrationFieldsSchema.parse(values);
  const issues = registrationCrossFieldIssues(registration, { examChoice: tree });
  if (issues.length > 0) {
    throw new Error(`demo registration refused: ${issues.map((i) => `${i.field}: ${i.message}`).join("; ")}`);
  }
  return registration;
}

/**
 * Demo data for a fresh install (SEED_DEMO): three test centers, candidates in every pipeline state
 * with their history, invoices for those past the Invoice stage, and inquiries. One transaction.
 * The candidates' exams are bookable exams of the published catalogue (docs/product.md §13).
 */
export async function seedDemo(db: Db, actor: { id: number; username: string }) {
  const { tree } = await readPublication(db);
  const choices = bookableChoices(tree);
  if (choices.length === 0) throw new Error("the published catalogue has no bookable exam to seed with");
  await db.transaction(async (tx) => {
    const centers = await tx
      .insert(testCenters)
      .values([...DEMO_TEST_CENTERS])
      .returning({ id: testCenters.id });
    let n = 0;
    for (const state of STUDENT_STATES) {
      for (let i = 0; i < PER_STATE; i++, n++) {
        const built = buildRegistration(n, { test_center: centers[n % centers.length]!.id });
        // The factory's exam when the catalogue offers it (publication 1 offers them all), else one it does.
        const offered = examChoiceIssue(tree, built) === null;
        const registration = checkedDemoRegistration(
          offered ? built : { ...built, ...choices[n % choices.length]! },
          tree,
        );
        const registeredAt = new Date(Date.now() - (STUDENT_STATES.length * PER_STATE - n) * 3_600_000);
        await insertDemoStudent(tx as unknown as Db, registration, state, registeredAt, actor, n);
      }
    }
    // The inquiries' exams: "<CODE> Exam" of a published regulator with a bookable exam, as the form checks.
    // The factory's when offered (publication 1 offers them all), else one that is.
    const offered = [...new Set(choices.map((choice) => `${choice.examCategory} Exam`))];
    const inquiryRows = Array.from({ length: 12 }, (_, i) => {
      const inquiry = buildInquiry(i);
      return inquiryExamIssue(tree, inquiry.examName) === null
        ? inquiry
        : { ...inquiry, examName: offered[i % offered.length]! };
    });
    await tx.insert(inquiries).values(inquiryRows);
  });
}

async function insertDemoStudent(
  tx: Db,
  registration: Registration,
  state: StudentState,
  registeredAt: Date,
  actor: { id: number; username: string },
  n: number,
) {
  const confirmed = hasReached(state, "confirmed");
  const examPlanned = hasReached(state, "exam_booked");
  const first = STUDENT_STATES[0];
  const [row] = await tx
    .insert(students)
    .values({
      ...registrationToRow(registration, null),
      state,
      confirmed,
      confirmedBy: confirmed ? actor.username : null,
      confirmedById: confirmed ? actor.id : null,
      examDate: examPlanned ? `2027-0${(n % 9) + 1}-15` : null,
      examLocation: examPlanned ? "Riyadh Olaya Test Center" : null,
      examTime: examPlanned ? "09:00" : null,
      registrationDate: registeredAt,
    })
    .returning({ id: students.id });
  const studentId = row!.id;
  await tx
    .insert(studentEvents)
    .values({ studentId, type: "registered", toState: first, createdAt: registeredAt });
  if (state !== first) {
    await tx.insert(studentEvents).values({
      studentId,
      type: "state_changed",
      actorUserId: actor.id,
      actorUsername: actor.username,
      fromState: first,
      toState: state,
      createdAt: sql`now()`,
    });
  }
  if (hasReached(state, "invoiced")) {
    const paid = hasReached(state, "paid");
    await tx.insert(invoices).values({
      studentId,
      invoiceNumber: `INV-2026-${String(1000 + n)}`,
      bankInvoiceNumber: paid ? `BNK${String(880000 + n)}` : null,
      paymentDate: paid ? "2026-10-05" : null,
      bank: "Saudi National Bank",
      invoiceEmail: registration.email,
      invoiceMobilePhone: registration.phone,
      invoicerName: registration.fullName,
      amount: String(250 + (n % 5) * 100),
      currency: "USD",
      reference: `REF-${n}`,
      createdBy: actor.username,
      createdById: actor.id,
      confirmed: paid,
      confirmedBy: paid ? actor.username : null,
      confirmedById: paid ? actor.id : null,
      confirmedAt: paid ? new Date() : null,
    });
  }
}
