/**
 * The demo seed (`SEED_DEMO`) checks its candidates' and inquiries' exams against the published
 * catalogue (docs/product.md §13): an exam retired there is not seeded, every seeded choice is
 * bookable in the newest publication.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inquiries, students, testCenters, users } from "#server/db/schema.ts";
import { readPublication } from "#server/domain/catalogue.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { seedDemo } from "#server/setup/seed.ts";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { type DraftCatalogue, examChoiceIssue, inquiryExamIssue } from "#shared/catalogue/catalogue.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();

describe("the demo seed", () => {
  it("seeds only exams the published catalogue offers", async () => {
    // Retire the exam the factory gives its second candidate, and publish.
    const second = buildRegistration(1);
    const draft = (await ctx.getAs("admin", "/api/catalogue/draft")).json<DraftCatalogue>();
    const exam = draft.regulators
      .find((regulator) => regulator.code === second.examCategory)!
      .specialties.find((specialty) => specialty.name_en === second.examSpecialty)!
      .exams.find((candidate) => candidate.name_en === second.examName)!;
    const { id, specialty_id: _, ...fields } = exam;
    const retired = await ctx.callAs("admin", "PUT", `/api/catalogue/exams/${id}`, {
      ...fields,
      active: false,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await ctx.callAs("admin", "POST", "/api/catalogue/publish")).statusCode).toBe(200);

    // The seed's own three centers (a fresh install has none).
    await ctx.db.update(testCenters).set({ deletedAt: new Date() });
    const [admin] = await ctx.db.select().from(users).where(eq(users.username, "admin-user"));
    await seedDemo(ctx.db, { id: admin!.id, username: admin!.username });

    const { tree } = await readPublication(ctx.db);
    const seeded = await ctx.db
      .select({
        examCategory: students.examCategory,
        examSpecialty: students.examSpecialty,
        examName: students.examName,
      })
      .from(students);
    expect(seeded).toHaveLength(STUDENT_STATES.length * 5);
    for (const choice of seeded) expect(examChoiceIssue(tree, choice)).toBeNull();
    expect(seeded).not.toContainEqual({
      examCategory: second.examCategory,
      examSpecialty: second.examSpecialty,
      examName: second.examName,
    });
    const asked = await ctx.db.select({ examName: inquiries.examName }).from(inquiries);
    expect(asked.length).toBeGreaterThan(0);
    for (const inquiry of asked) expect(inquiryExamIssue(tree, inquiry.examName)).toBeNull();
  });
});
