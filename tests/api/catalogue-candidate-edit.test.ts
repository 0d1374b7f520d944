/**
 * Staff's candidate edit against the published catalogue (docs/product.md §13 "The catalogue",
 * decision 0034): `PUT /api/students/:id` refuses a newly chosen exam the published catalogue does
 * not offer (unknown or retired) with a 400 naming the field, reads the published version (not the
 * draft, not the constants), and keeps a candidate editable with the exam they already have, even a
 * retired one or a name the catalogue never had. Only the roles of the policy table may edit.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { students } from "#server/db/schema.ts";
import { canCall } from "#shared/access/policy.ts";
import { ROLES, type Role } from "#shared/access/roles.ts";
import type { Student } from "#shared/candidates/candidates.ts";
import { studentEditBody } from "#shared/candidates/edit-body.ts";
import type { DraftCatalogue } from "#shared/catalogue/catalogue.ts";
import { candidateSupply } from "#tests/helpers/candidates.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

const ctx = suiteTestContext();
const supply = candidateSupply(2000);

/** The exam retired in `beforeAll`, and a bookable one of the same specialty. */
const RETIRED = { exam_category: "MOH", examSubcategory: "Dermatology", exam_name: "Registrar Dermatology" };
const BOOKABLE = { exam_category: "DHA", examSubcategory: "Physicians", exam_name: "General Practitioner" };

async function detail(id: number): Promise<Student> {
  const response = await ctx.getAs("admin", `/api/students/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ student: Student }>().student;
}

const put = (id: number, body: object, role: Role = "admin") =>
  ctx.callAs(role, "PUT", `/api/students/${id}`, body);

async function draft(): Promise<DraftCatalogue> {
  const response = await ctx.getAs("admin", "/api/catalogue/draft");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DraftCatalogue>();
}

const specialtyOf = (catalogue: DraftCatalogue, code: string, name: string) =>
  catalogue.regulators.find((r) => r.code === code)!.specialties.find((s) => s.name_en === name)!;

async function publish() {
  const response = await ctx.callAs("admin", "POST", "/api/catalogue/publish");
  expect(response.statusCode, response.body).toBe(200);
}

/** A candidate with `choice` as their exam (written to the row, as an old registration left it). */
async function candidateWith(choice: typeof RETIRED) {
  const [id] = await supply(ctx);
  await ctx.db
    .update(students)
    .set({
      examCategory: choice.exam_category,
      examSpecialty: choice.examSubcategory,
      examName: choice.exam_name,
    })
    .where(eq(students.id, id!));
  return id!;
}

let withRetired: number;

beforeAll(async () => {
  withRetired = await candidateWith(RETIRED);
  const exam = specialtyOf(await draft(), "MOH", "Dermatology").exams.find(
    (e) => e.name_en === RETIRED.exam_name,
  )!;
  const { id, specialty_id: _s, ...fields } = exam;
  const retired = await ctx.callAs("admin", "PUT", `/api/catalogue/exams/${id}`, {
    ...fields,
    active: false,
  });
  expect(retired.statusCode, retired.body).toBe(200);
  await publish();
});

describe("PUT /api/students/:id and the published catalogue", () => {
  it("keeps a candidate's retired exam: the rest of their data stays editable", async () => {
    const before = await detail(withRetired);
    const response = await put(withRetired, { ...studentEditBody(before), city: "Tabuk" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(withRetired)).toMatchObject({ city: "Tabuk", exam_name: RETIRED.exam_name });
  });

  it("keeps a name the catalogue never had (an imported candidate's)", async () => {
    const id = await candidateWith({ ...RETIRED, exam_name: "Registrar Dermatology (2019 scheme)" });
    const response = await put(id, { ...studentEditBody(await detail(id)), city: "Abha" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await detail(id)).exam_name).toBe("Registrar Dermatology (2019 scheme)");
  });

  it.each([
    ["a retired exam", RETIRED, "exam_name", "This exam is no longer offered: please choose another."],
    [
      "an unknown exam",
      { ...BOOKABLE, exam_name: "General Astrologer" },
      "exam_name",
      "Please choose an exam of the chosen specialty.",
    ],
    [
      "a specialty of another regulator",
      { ...BOOKABLE, examSubcategory: "Dermatology", exam_name: "Registrar Dermatology" },
      "examSubcategory",
      "Please choose a specialty of the chosen exam category.",
    ],
  ])("refuses %s chosen anew with 400 naming %s, changing nothing", async (_what, choice, field, message) => {
    const id = await candidateWith(BOOKABLE);
    const before = await detail(id);
    const response = await put(id, { ...studentEditBody(before), ...choice, city: "Hail" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await detail(id)).toEqual(before);
  });

  it("lets the candidate with the retired exam move to a bookable one, and not back", async () => {
    const id = await candidateWith(RETIRED);
    const moved = await put(id, { ...studentEditBody(await detail(id)), ...BOOKABLE });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(id)).exam_name).toBe(BOOKABLE.exam_name);
    const back = await put(id, { ...studentEditBody(await detail(id)), ...RETIRED });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ field: "exam_name" });
  });

  it("offers a new exam once published, not while it is only in the draft", async () => {
    const specialty = specialtyOf(await draft(), "DHA", "Physicians");
    const newExam = { name_en: "Specialist Sleep Medicine", name_ar: "أخصائي طب النوم" };
    const added = await ctx.callAs("admin", "POST", "/api/catalogue/exams", {
      specialty_id: specialty.id,
      ...newExam,
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = await candidateWith(BOOKABLE);
    const body = { ...studentEditBody(await detail(id)), exam_name: newExam.name_en };

    const early = await put(id, body);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ field: "exam_name" });

    await publish();
    const response = await put(id, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((await detail(id)).exam_name).toBe(newExam.name_en);
  });

  it.each(ROLES.map((role) => [role, canCall("PUT /api/students/:id", role)] as const))(
    "as %s (allowed: %s): the policy's answer, and the catalogue's rule for those allowed",
    async (role, allowed) => {
      const id = await candidateWith(BOOKABLE);
      const before = await detail(id);
      const retired = await put(id, { ...studentEditBody(before), ...RETIRED }, role);
      expect(retired.statusCode).toBe(allowed ? 400 : 403);
      const kept = await put(id, { ...studentEditBody(before), city: "Jazan" }, role);
      expect(kept.statusCode).toBe(allowed ? 200 : 403);
      expect((await detail(id)).city).toBe(allowed ? "Jazan" : before.city);
    },
  );

  it("refuses the anonymous caller with 401", async () => {
    const id = await candidateWith(BOOKABLE);
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/students/${id}`,
      payload: { ...studentEditBody(await detail(id)), ...RETIRED },
    });
    expect(response.statusCode).toBe(401);
  });
});
