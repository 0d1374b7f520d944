/**
 * The API half of the role matrix (decision 0007), generated from `API_POLICY` (src/shared/access/policy.ts):
 * every route × (anonymous, an invalid token, and each of the five roles) answers what the table
 * says: a 2xx for an admitted caller sending a valid request, 401 without a valid token, 403 for a
 * refused role. Each route has a sample request below; a route without one fails the test, so no
 * cell can be left out.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  examResults,
  inquiries,
  invoices,
  messages,
  seatBookings,
  sittings,
  students,
  users,
  waitingList,
} from "#server/db/schema.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { createSeatOfferLinks } from "#server/lib/seat-offer-links.ts";
import { CANDIDATE_FILE_COLUMNS, candidateCsv, candidateFileRows } from "#server/setup/candidate-file.ts";
import { buildInquiry, buildRegistration } from "#server/setup/factories.ts";
import { type Access, ANY_ROLE, API_POLICY, PUBLIC } from "#shared/access/policy.ts";
import { ROLES, type Role } from "#shared/access/roles.ts";
import type { DraftCatalogue } from "#shared/catalogue/catalogue.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { contactBody } from "#tests/helpers/contact-body.ts";
import {
  createTestContext,
  TEST_JWT_SECRET,
  type TestContext,
  USER_PASSWORD,
} from "#tests/helpers/test-app.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Sample {
  url: string;
  payload?: Record<string, unknown>;
  /** Headers of a logged-in caller, when the call must not use the shared token (logout ends it). */
  headers?: Record<string, string>;
  /** A body sent as it is with its content type (a result file), instead of `payload`. */
  file?: { body: string; contentType: string };
}

let ctx: TestContext;
let counter = 0;
const next = () => ++counter;

/** A fresh live candidate in `state`; its id. */
/** A one-candidate import file (decision 0032), a fresh candidate each call. */
function importSampleCsv() {
  const { header, rows } = candidateFileRows(1, { from: 800_000 + next() });
  return candidateCsv(header, rows);
}

async function candidate(state: "Not_Confirmed" | "Invoice" = "Not_Confirmed") {
  const [id] = await insertCandidates(ctx.db, 1, {
    from: 10_000 + next(),
    testCenterId: ctx.testCenterId,
    state,
  });
  return id!;
}

/** Two fresh candidates with one name and date of birth: a pair of possible duplicates (decision 0031). */
async function duplicatePair() {
  const [a, b] = [await candidate(), await candidate()];
  const [first] = await ctx.db.select().from(students).where(eq(students.id, a));
  await ctx.db
    .update(students)
    .set({ fullName: first!.fullName, dateOfBirth: first!.dateOfBirth })
    .where(eq(students.id, b));
  return [a, b] as const;
}

/** A fresh live inquiry (its e-mail `inquiry-<id>@example.org`); its id. */
async function inquiry() {
  const [row] = await ctx.db.insert(inquiries).values(buildInquiry(0)).returning({ id: inquiries.id });
  await ctx.db
    .update(inquiries)
    .set({ email: `inquiry-${row!.id}@example.org` })
    .where(eq(inquiries.id, row!.id));
  return row!.id;
}

/** A sitting of the test context's center (a test_center user's own), far in the future. */
const sittingPayload = () => ({
  testCenterId: ctx.testCenterId,
  date: "2099-01-15",
  startTime: "09:00",
  durationMinutes: 180,
  seats: 10,
  status: "published" as const,
});

/** A fresh sitting (see {@link sittingPayload}); its id. */
async function sitting() {
  const [row] = await ctx.db.insert(sittings).values(sittingPayload()).returning({ id: sittings.id });
  return row!.id;
}

/** A fresh sitting of today at the centers (UTC+3), started at midnight: check-in and closing are open. */
async function todaysSitting() {
  const date = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const [row] = await ctx.db
    .insert(sittings)
    .values({ ...sittingPayload(), date, startTime: "00:00" })
    .returning({ id: sittings.id });
  return row!.id;
}

/** A sitting of the context's center that took place (2026-01-15) with one seated candidate. */
async function heldSitting() {
  const [row] = await ctx.db
    .insert(sittings)
    .values({ ...sittingPayload(), date: "2026-01-15", booked: 1 })
    .returning({ id: sittings.id });
  const studentId = await candidate();
  await ctx.db.insert(seatBookings).values({ sittingId: row!.id, studentId });
  const [{ reference }] = (await ctx.db
    .select({ reference: students.reference })
    .from(students)
    .where(eq(students.id, studentId))) as [{ reference: string }];
  return { id: row!.id, studentId, reference };
}

/** A fresh candidate whose fail was recorded and sent (docs/product.md §11 "Retake"); its id. */
async function failedCandidate() {
  const { id, studentId } = await heldSitting();
  const [booking] = await ctx.db
    .select({ id: seatBookings.id })
    .from(seatBookings)
    .where(eq(seatBookings.studentId, studentId));
  await ctx.db.insert(examResults).values({
    studentId,
    sittingId: id,
    bookingId: booking!.id,
    outcome: "fail",
    receivedOn: "2026-01-16",
    source: "roster",
    recordedAt: new Date(),
  });
  await ctx.db.update(students).set({ state: "Send_Score" }).where(eq(students.id, studentId));
  return studentId;
}

/** A retake's choice of center and month (the wizard's fields). */
const retakeChoice = () => ({
  test_center: ctx.testCenterId,
  Trail_month: "June",
  requestedDateRange: "Any week",
});

/** A status token of a fresh candidate holding a seat in a fresh sitting. */
async function seatedToken() {
  const id = await candidate();
  const sittingId = await sitting();
  await ctx.db.insert(seatBookings).values({ sittingId, studentId: id });
  await ctx.db.update(sittings).set({ booked: 1 }).where(eq(sittings.id, sittingId));
  return statusToken(id);
}

/** A fresh candidate holding a seat in a fresh sitting of the test context's center; its id. */
async function seatedCandidate() {
  const id = await candidate();
  const sittingId = await sitting();
  await ctx.db.insert(seatBookings).values({ sittingId, studentId: id });
  await ctx.db.update(sittings).set({ booked: 1 }).where(eq(sittings.id, sittingId));
  return id;
}

/** The status page's lookup of a fresh candidate (or `id`): its reference and e-mail address. */
async function statusLookup(id?: number) {
  const [row] = await ctx.db
    .select({ reference: students.reference, email: students.email })
    .from(students)
    .where(eq(students.id, id ?? (await candidate())));
  return row!;
}

/** A status-page token of a fresh candidate (or `id`), as `POST /api/status` gives it. */
async function statusToken(id?: number) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/status",
    payload: await statusLookup(id),
  });
  return encodeURIComponent(response.json<{ token: string }>().token);
}

/** The editable fields of catalogue regulator `id` as the draft has them. */
async function catalogueRegulatorBody(id: number) {
  const draft = (await ctx.getAs("admin", "/api/catalogue/draft")).json<DraftCatalogue>();
  const {
    id: _,
    code: _c,
    country: _co,
    path: _p,
    sort_order: _s,
    specialties: _sp,
    ...body
  } = draft.regulators.find((r) => r.id === id)!;
  return body;
}

/** A fresh, empty specialty of the first regulator; its id. */
async function catalogueSpecialty() {
  const response = await ctx.callAs("admin", "POST", "/api/catalogue/specialties", {
    regulator_id: 1,
    name_en: `Specialty ${next()}`,
    name_ar: "تخصص",
  });
  return response.json<{ id: number }>().id;
}

/** A course's fields with a fresh code. */
function catalogueCourse() {
  return {
    program_id: 1,
    code: `C${next()}`,
    title_en: "Course",
    title_ar: "دورة",
    price_usd: 100,
    hours: 3,
    sessions: 1,
    prerequisite_en: "None",
    prerequisite_ar: "لا يوجد",
    certificate_en: "Attests.",
    certificate_ar: "تثبت.",
    outcomes_en: ["One"],
    outcomes_ar: ["واحد"],
    image: "/images/courses/hrfc.svg",
  };
}

/** A fresh course of the first program; its id. */
async function catalogueCourseId() {
  const response = await ctx.callAs("admin", "POST", "/api/catalogue/courses", catalogueCourse());
  return response.json<{ id: number }>().id;
}

/** A valid request of each route (fresh rows where the call changes or removes them). */
const SAMPLES: Record<string, (role: Role | null) => Promise<Sample>> = {
  "GET /api/health": async () => ({ url: "/api/health" }),
  "GET /api/site-config": async () => ({ url: "/api/site-config" }),
  "POST /api/login": async () => ({
    url: "/api/login",
    payload: { username: "visitor-user", password: USER_PASSWORD },
  }),
  "POST /api/verifytoken": async () => ({ url: "/api/verifytoken" }),
  "POST /api/verifyToken": async () => ({ url: "/api/verifyToken" }),
  "GET /api/user-info": async () => ({ url: "/api/user-info" }),
  "POST /api/logout": async (role) => {
    if (!role) return { url: "/api/logout" };
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: `${role}-user`, password: USER_PASSWORD },
    });
    return {
      url: "/api/logout",
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    };
  },
  "POST /api/FormRegister": async () => {
    const n = 50_000 + next();
    return { url: "/api/FormRegister", payload: buildRegistration(n, { test_center: ctx.testCenterId }) };
  },
  "POST /api/contact": async () => {
    return { url: "/api/contact", payload: { ...contactBody(buildInquiry(next())), message: "" } };
  },
  "GET /api/test-center": async () => ({ url: "/api/test-center" }),
  "GET /api/students": async () => ({ url: "/api/students" }),
  "GET /api/students/count/confirmation-status": async () => ({
    url: "/api/students/count/confirmation-status",
  }),
  "GET /api/students/:id": async () => ({ url: `/api/students/${await candidate()}` }),
  "GET /api/students/:id/events": async () => ({ url: `/api/students/${await candidate()}/events` }),
  "GET /api/students/export": async () => ({ url: "/api/students/export?full_name=zz-none" }),
  "PATCH /api/students/change-state": async () => ({
    url: "/api/students/change-state",
    payload: { studentIds: [await candidate()], state: "Confirmed" },
  }),
  "DELETE /api/students": async () => ({
    url: "/api/students",
    payload: { studentIds: [await candidate()] },
  }),
  "PUT /api/students/:id": async () => {
    const id = await candidate();
    const [s] = await ctx.db.select().from(students).where(eq(students.id, id));
    return {
      url: `/api/students/${id}`,
      payload: {
        first_name: s!.firstName,
        last_name: s!.lastName,
        full_name: s!.fullName,
        national_id: s!.nationalId,
        passport_number: s!.passportNumber,
        email: s!.email,
        phone: s!.phone,
        date_of_birth: s!.dateOfBirth,
        gender: s!.gender,
        country: s!.country,
        city: "Dammam",
        degree: s!.degree,
        BSC_university: s!.bscUniversity,
        MSC_university: s!.mscUniversity,
        PHD_university: s!.phdUniversity,
        registered_from: s!.registeredFrom,
        test_center_id: s!.testCenterId,
        Trail_month: s!.trialMonth,
        exam_category: s!.examCategory,
        examSubcategory: s!.examSpecialty,
        exam_name: s!.examName,
      },
    };
  },
  "PUT /api/students/:id/confirm": async () => ({ url: `/api/students/${await candidate()}/confirm` }),
  "GET /api/stage/:stage": async () => ({ url: "/api/stage/confirmed" }),
  "GET /api/invoices": async () => ({ url: "/api/invoices" }),
  "GET /api/invoices/:studentId": async () => ({ url: `/api/invoices/${await candidate()}` }),
  "POST /api/invoices/create-invoice": async () => ({
    url: "/api/invoices/create-invoice",
    payload: {
      studentId: await candidate("Invoice"),
      invoiceNumber: `M-${next()}`,
      amount: "10",
      currency: "USD",
    },
  }),
  "PATCH /api/invoices/update-invoice/:id": async () => {
    const studentId = await candidate("Invoice");
    const [row] = await ctx.db
      .insert(invoices)
      .values({ studentId, invoiceNumber: `M-${next()}`, amount: "10.00", currency: "USD" })
      .returning({ id: invoices.id });
    return { url: `/api/invoices/update-invoice/${row!.id}`, payload: { confirmed: true } };
  },
  "GET /api/users": async () => ({ url: "/api/users" }),
  "PUT /api/users/:id": async () => {
    const id = await freshUser();
    return { url: `/api/users/${id}`, payload: { username: `renamed${next()}`, role: "visitor" } };
  },
  "DELETE /api/users/:id": async () => ({ url: `/api/users/${await freshUser()}` }),
  "GET /api/checkUsername/:username": async () => ({ url: "/api/checkUsername/someone" }),
  "POST /api/register": async () => ({
    url: "/api/register",
    payload: { username: `new${next()}`, password: "NewPass123", role: "visitor" },
  }),
  "POST /api/test-center": async () => ({
    url: "/api/test-center",
    payload: { name: `Center ${next()}`, address: "Somewhere 1" },
  }),
  "GET /api/test-center/:id": async () => ({ url: `/api/test-center/${ctx.testCenterId}` }),
  "GET /api/students/test-center/:testCenterId/students": async () => ({
    url: `/api/students/test-center/${ctx.testCenterId}/students`,
  }),
  "GET /api/students/test-center/:testCenterId/export": async () => ({
    url: `/api/students/test-center/${ctx.testCenterId}/export`,
  }),
  "GET /api/inquiries": async () => ({ url: "/api/inquiries" }),
  "PATCH /api/inquiries/:id": async () => ({
    url: `/api/inquiries/${await inquiry()}`,
    payload: { status: "contacted", notes: "Called back" },
  }),
  "POST /api/inquiries/:id/invite": async () => ({ url: `/api/inquiries/${await inquiry()}/invite` }),
  "DELETE /api/inquiries/:id": async () => ({ url: `/api/inquiries/${await inquiry()}` }),
  "GET /api/register/invite": async () => {
    const id = await inquiry();
    const admin = await ctx.authAs("admin");
    await ctx.app.inject({ method: "POST", url: `/api/inquiries/${id}/invite`, headers: admin });
    const [row] = await ctx.db
      .select({ params: emailOutbox.params })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, `inquiry-${id}@example.org`));
    const token = new URL(String(row!.params.inviteUrl)).searchParams.get("invite");
    return { url: `/api/register/invite?t=${encodeURIComponent(token!)}` };
  },
  "POST /api/status": async () => ({ url: "/api/status", payload: await statusLookup() }),
  "GET /api/status": async () => ({ url: `/api/status?t=${await statusToken()}` }),
  "GET /api/status/calendar.ics": async () => {
    const id = await candidate();
    await ctx.db
      .update(students)
      .set({ state: "Exam_Details", examDate: "2026-12-01", examTime: "09:00", examLocation: "Riyadh" })
      .where(eq(students.id, id));
    return { url: `/api/status/calendar.ics?t=${await statusToken(id)}` };
  },
  "GET /api/contact-messages": async () => ({ url: "/api/contact-messages" }),
  "POST /api/send-message": async () => ({
    url: "/api/send-message",
    payload: { userId: "all", message: "Hello" },
  }),
  "GET /api/get-messages": async () => ({ url: "/api/get-messages" }),
  "GET /api/email-outbox": async () => ({ url: "/api/email-outbox" }),
  "POST /api/students/:id/email": async () => ({
    url: `/api/students/${await candidate()}/email`,
    payload: { subject: "Your documents", body: "Please bring your passport." },
  }),
  "POST /api/email-outbox/:id/retry": async () => {
    const studentId = await candidate();
    const [row] = await ctx.db
      .insert(emailOutbox)
      .values({
        studentId,
        kind: "confirmed",
        toAddress: "a@example.com",
        status: "failed",
        dedupeKey: `m-${next()}`,
      })
      .returning({ id: emailOutbox.id });
    return { url: `/api/email-outbox/${row!.id}/retry` };
  },
  "GET /api/email-settings": async () => ({ url: "/api/email-settings" }),
  "PUT /api/email-settings/:kind": async () => ({
    url: "/api/email-settings/done",
    payload: { enabled: true, subject: "Done: {{reference}}", body: null },
  }),
  "GET /api/payment-instructions": async () => ({ url: "/api/payment-instructions" }),
  "PUT /api/payment-instructions": async () => ({
    url: "/api/payment-instructions",
    payload: { en: "Pay to IBAN SA03 8000 0000 6080 1016 7519", ar: null },
  }),
  "POST /api/email-settings/:kind/preview": async () => ({
    url: "/api/email-settings/confirmed/preview",
    payload: { student_id: await candidate() },
  }),
  "GET /api/sittings": async () => ({ url: "/api/sittings" }),
  "GET /api/sittings/calendar": async () => ({ url: "/api/sittings/calendar?from=2026-12-01&to=2026-12-31" }),
  "GET /api/search": async () => ({ url: "/api/search?q=test" }),
  "POST /api/sittings": async () => ({ url: "/api/sittings", payload: sittingPayload() }),
  "GET /api/sittings/:id": async () => ({ url: `/api/sittings/${await sitting()}` }),
  "GET /api/sittings/:id/waiting": async () => ({ url: `/api/sittings/${await sitting()}/waiting` }),
  "PATCH /api/sittings/:id": async () => ({
    url: `/api/sittings/${await sitting()}`,
    payload: { seats: 12 },
  }),
  "POST /api/sittings/:id/cancel": async () => ({
    url: `/api/sittings/${await sitting()}/cancel`,
    payload: {},
  }),
  "POST /api/sittings/:id/bookings": async () => ({
    url: `/api/sittings/${await sitting()}/bookings`,
    payload: { studentIds: [await candidate()] },
  }),
  "DELETE /api/sittings/:id/bookings/:studentId": async () => {
    const id = await sitting();
    const studentId = await candidate();
    await ctx.db.insert(seatBookings).values({ sittingId: id, studentId });
    await ctx.db.update(sittings).set({ booked: 1 }).where(eq(sittings.id, id));
    return { url: `/api/sittings/${id}/bookings/${studentId}` };
  },
  "GET /api/check-in/today": async () => ({ url: "/api/check-in/today" }),
  "GET /api/sittings/:id/attendance": async () => ({ url: `/api/sittings/${await sitting()}/attendance` }),
  "GET /api/sittings/:id/attendance.xlsx": async () => ({
    url: `/api/sittings/${await sitting()}/attendance.xlsx`,
  }),
  "POST /api/sittings/:id/check-ins": async () => {
    const sittingId = await todaysSitting();
    const studentId = await candidate();
    await ctx.db.insert(seatBookings).values({ sittingId, studentId });
    await ctx.db.update(sittings).set({ booked: 1 }).where(eq(sittings.id, sittingId));
    const { reference } = await statusLookup(studentId);
    return { url: `/api/sittings/${sittingId}/check-ins`, payload: { reference } };
  },
  "POST /api/sittings/:id/attendance/close": async () => ({
    url: `/api/sittings/${await todaysSitting()}/attendance/close`,
  }),
  "POST /api/sittings/:id/attendance/reopen": async () => {
    const id = await todaysSitting();
    await ctx.db.update(sittings).set({ attendanceClosedAt: new Date() }).where(eq(sittings.id, id));
    return { url: `/api/sittings/${id}/attendance/reopen` };
  },
  "POST /api/students/:id/retake": async () => ({
    url: `/api/students/${await failedCandidate()}/retake`,
    payload: retakeChoice(),
  }),
  "POST /api/status/retake": async () => ({
    url: "/api/status/retake",
    payload: { t: decodeURIComponent(await statusToken(await failedCandidate())), ...retakeChoice() },
  }),
  "GET /api/students/:id/admission-letter.pdf": async () => ({
    url: `/api/students/${await seatedCandidate()}/admission-letter.pdf`,
  }),
  "GET /api/sittings/:id/admission-letters.pdf": async () => ({
    url: `/api/sittings/${await sitting()}/admission-letters.pdf`,
  }),
  "GET /api/sittings/:id/attendance.pdf": async () => ({
    url: `/api/sittings/${await sitting()}/attendance.pdf`,
  }),
  "GET /api/status/admission-letter.pdf": async () => ({
    url: `/api/status/admission-letter.pdf?t=${await seatedToken()}`,
  }),
  "PUT /api/sittings/:id/results": async () => {
    const { id, studentId } = await heldSitting();
    return {
      url: `/api/sittings/${id}/results`,
      payload: { results: [{ studentId, outcome: "pass", receivedOn: "2026-01-16" }] },
    };
  },
  "POST /api/sittings/:id/results/import": async () => {
    const { id, reference } = await heldSitting();
    return {
      url: `/api/sittings/${id}/results/import`,
      file: { body: `reference,result\n${reference},pass\n`, contentType: "text/csv" },
    };
  },
  "POST /api/imports/candidates/preview": async () => ({
    url: "/api/imports/candidates/preview",
    file: { body: importSampleCsv(), contentType: "text/csv" },
  }),
  // A dry run (the default): admins name the center, a test_center user's rows go to their own.
  "POST /api/imports/candidates": async (role) => ({
    url: `/api/imports/candidates?mapping=${encodeURIComponent(JSON.stringify(CANDIDATE_FILE_COLUMNS.map(([, field]) => field)))}${role === "admin" ? `&testCenterId=${ctx.testCenterId}` : ""}`,
    file: { body: importSampleCsv(), contentType: "text/csv" },
  }),
  "GET /api/status/sittings": async () => ({ url: `/api/status/sittings?t=${await seatedToken()}` }),
  "POST /api/status/seat": async () => {
    const t = decodeURIComponent(await seatedToken());
    return { url: "/api/status/seat", payload: { t, sittingId: await sitting() } };
  },
  "POST /api/status/seat/release": async () => ({
    url: "/api/status/seat/release",
    payload: { t: decodeURIComponent(await seatedToken()) },
  }),
  "GET /api/waiting-list": async () => ({
    url: `/api/waiting-list?testCenterId=${ctx.testCenterId}&month=2099-01`,
  }),
  "PATCH /api/waiting-list/:id": async () => {
    const studentId = await candidate();
    const [row] = await ctx.db
      .insert(waitingList)
      .values({
        studentId,
        testCenterId: ctx.testCenterId,
        month: "2099-01",
        examCategory: "DHA",
        examName: "DHA exam",
        position: next(),
      })
      .returning({ id: waitingList.id });
    return { url: `/api/waiting-list/${row!.id}`, payload: { position: 1 } };
  },
  "POST /api/seat-offers/claim": async () => {
    const sittingId = await sitting();
    const studentId = await candidate();
    const heldUntil = new Date(Date.UTC(2098, 11, 1));
    const [hold] = await ctx.db
      .insert(seatBookings)
      .values({ sittingId, studentId, heldUntil })
      .returning({ id: seatBookings.id });
    await ctx.db.update(sittings).set({ booked: 1 }).where(eq(sittings.id, sittingId));
    const t = await createSeatOfferLinks(TEST_JWT_SECRET).token(hold!.id, heldUntil);
    return { url: "/api/seat-offers/claim", payload: { t } };
  },
  "GET /api/availability": async () => ({
    url: `/api/availability?testCenter=${ctx.testCenterId}&exam=Registrar`,
  }),
  "GET /api/work-queues": async () => ({ url: "/api/work-queues" }),
  "GET /api/board": async () => ({ url: "/api/board?limit=5" }),
  "GET /api/board/column": async () => ({ url: "/api/board/column?state=Confirmed&limit=5" }),
  "GET /api/dashboard/charts": async () => ({ url: "/api/dashboard/charts" }),
  "GET /api/work-queues/settings": async () => ({ url: "/api/work-queues/settings" }),
  "PUT /api/work-queues/settings": async () => ({
    url: "/api/work-queues/settings",
    payload: { unconfirmedDays: 2, unpaidDays: 7, unseatedDays: 0, sittingDaysAhead: 7, inquiryDays: 2 },
  }),
  // The catalogue (decision 0034): fresh rows where the call adds, removes or undoes.
  "GET /api/catalogue": async () => ({ url: "/api/catalogue" }),
  "GET /api/catalogue/draft": async () => ({ url: "/api/catalogue/draft" }),
  "GET /api/catalogue/history": async () => ({ url: "/api/catalogue/history" }),
  "PUT /api/catalogue/regulators/:id": async () => ({
    url: "/api/catalogue/regulators/2",
    payload: await catalogueRegulatorBody(2),
  }),
  "POST /api/catalogue/specialties": async () => ({
    url: "/api/catalogue/specialties",
    payload: { regulator_id: 1, name_en: `Specialty ${next()}`, name_ar: "تخصص" },
  }),
  "PUT /api/catalogue/specialties/:id": async () => ({
    url: `/api/catalogue/specialties/${await catalogueSpecialty()}`,
    payload: { name_en: `Specialty ${next()}`, name_ar: "تخصص" },
  }),
  "DELETE /api/catalogue/specialties/:id": async () => ({
    url: `/api/catalogue/specialties/${await catalogueSpecialty()}`,
  }),
  "POST /api/catalogue/exams": async () => ({
    url: "/api/catalogue/exams",
    payload: { specialty_id: 1, name_en: `Exam ${next()}`, name_ar: "اختبار" },
  }),
  "PUT /api/catalogue/exams/:id": async () => ({
    url: "/api/catalogue/exams/1",
    payload: {
      name_en: "Saudi Medical Licensing Exam (SMLE)",
      name_ar: "Saudi Medical Licensing Exam (SMLE)",
    },
  }),
  "PUT /api/catalogue/programs/:id": async () => ({
    url: "/api/catalogue/programs/2",
    payload: {
      heading_en: "Project Management Programs",
      heading_ar: "برامج إدارة المشاريع",
      intro_en: "Lead projects.",
      intro_ar: "أدِر المشاريع.",
      description_en: "PMCM.",
      description_ar: "PMCM.",
    },
  }),
  "POST /api/catalogue/courses": async () => ({ url: "/api/catalogue/courses", payload: catalogueCourse() }),
  "PUT /api/catalogue/courses/:id": async () => ({
    url: `/api/catalogue/courses/${await catalogueCourseId()}`,
    payload: catalogueCourse(),
  }),
  "DELETE /api/catalogue/courses/:id": async () => ({
    url: `/api/catalogue/courses/${await catalogueCourseId()}`,
  }),
  "PUT /api/catalogue/partners/:id": async () => ({
    url: "/api/catalogue/partners/1",
    payload: {
      name_en: "Prometric",
      name_ar: "برومترك",
      url: "https://www.prometric.com",
      image: "/images/partners/prometric.svg",
      alt: "Prometric",
    },
  }),
  "POST /api/catalogue/publish": async () => ({ url: "/api/catalogue/publish" }),
  "POST /api/catalogue/undo": async () => {
    // A change to undo, whoever calls.
    await catalogueSpecialty();
    return { url: "/api/catalogue/undo" };
  },
  "GET /api/duplicates": async () => ({ url: "/api/duplicates" }),
  "POST /api/duplicates/merge": async () => {
    const [keepId, mergeId] = await duplicatePair();
    return { url: "/api/duplicates/merge", payload: { keepId, mergeId } };
  },
  "POST /api/duplicates/dismiss": async () => {
    const [studentId, otherId] = await duplicatePair();
    return { url: "/api/duplicates/dismiss", payload: { studentId, otherId } };
  },
  "DELETE /api/delete-message": async () => {
    const [row] = await ctx.db
      .insert(messages)
      .values({ recipientUserId: null, senderUsername: "admin-user", body: "bye" })
      .returning({ id: messages.id });
    return { url: "/api/delete-message", payload: { messageId: row!.id } };
  },
  // Decision 0029: an undo of the caller's own move (an auditor may undo only their own).
  "POST /api/undo": async (role) => {
    const response = await ctx.callAs(
      role === "auditor" ? "auditor" : "admin",
      "PATCH",
      "/api/students/change-state",
      {
        studentIds: [await candidate()],
        state: "Confirmed",
      },
    );
    return { url: "/api/undo", payload: { undoToken: response.json<{ undoToken: string }>().undoToken } };
  },
  "GET /api/trash": async () => ({ url: "/api/trash?kind=students" }),
  "POST /api/trash/:kind/:id/restore": async () => {
    const id = await candidate();
    await ctx.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, id));
    return { url: `/api/trash/students/${id}/restore` };
  },
};

let passwordHash = "";
async function freshUser() {
  const [row] = await ctx.db
    .insert(users)
    .values({ username: `fresh${next()}`, passwordHash, role: "visitor" })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  passwordHash = await hashPassword("FreshPass1");
});
afterAll(() => ctx.close());

const ENTRIES = Object.entries(API_POLICY as Record<string, Access>);
const CALLERS = [null, "invalid", ...ROLES] as const;
type Caller = (typeof CALLERS)[number];

function expectedStatus(access: Access, caller: Caller): "2xx" | 401 | 403 {
  if (access === PUBLIC) return "2xx";
  if (caller === null || caller === "invalid") return 401;
  if (access === ANY_ROLE || access.includes(caller)) return "2xx";
  return 403;
}

describe("API role matrix", () => {
  it("has a sample request for every route of the policy table", () => {
    expect(ENTRIES.map(([key]) => key).filter((key) => !SAMPLES[key])).toEqual([]);
  });

  describe.each(ENTRIES)("%s", (key, access) => {
    it.each(CALLERS)("as %s", async (caller) => {
      const [method] = key.split(" ") as [Method];
      const sample = await SAMPLES[key]!(caller === "invalid" ? null : caller);
      const headers =
        caller === null
          ? {}
          : caller === "invalid"
            ? { authorization: "Bearer not-a-token" }
            : (sample.headers ?? (await ctx.authAs(caller)));
      const response = await ctx.app.inject({
        method,
        url: sample.url,
        headers: sample.file ? { ...headers, "content-type": sample.file.contentType } : headers,
        ...(sample.file
          ? { payload: sample.file.body }
          : sample.payload
            ? { payload: sample.payload }
            : method === "GET"
              ? {}
              : { payload: {} }),
      });
      const expected = expectedStatus(access, caller);
      if (expected === "2xx") {
        expect(
          response.statusCode,
          `${key} as ${caller}: ${response.body.slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${key} as ${caller}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
      } else {
        expect(response.statusCode, `${key} as ${caller}`).toBe(expected);
      }
    });
  });
});
