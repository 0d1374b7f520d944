/**
 * Admission letters and attendance sheets (docs/product.md §11 "Admission letter", decision 0023):
 * the PDF's text as poppler extracts it in English and in Arabic (the Arabic words in reading
 * order, shaped so that extraction gives the letters back), the QR code decoded from the rendered
 * page and verified as the live booking's admission code, who may print what (a test_center user
 * its own center's only), the status page's copy, a sitting's letters in one PDF, the attendance
 * sheet, and the letter attached to the exam-details e-mail.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatBookings, students } from "#server/db/schema.ts";
import { createAdmissionCodes } from "#server/lib/admission-codes.ts";
import { createStatusLinks } from "#server/lib/status-links.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { deliverQueued, memoryMailer } from "#tests/helpers/mail.ts";
import { pdfPages, pdfQrCode, pdfText } from "#tests/helpers/pdf.ts";
import { createSitting } from "#tests/helpers/sittings.ts";
import { createTestContext, TEST_JWT_SECRET, type TestContext } from "#tests/helpers/test-app.ts";

const NOW = Date.UTC(2026, 10, 20, 8, 0);
const codes = createAdmissionCodes(TEST_JWT_SECRET, () => NOW);

let ctx: TestContext;
let otherCenter = 0;
let sittingId = 0;
let otherSittingId = 0;
let english = 0;
let arabic = 0;
let elsewhere = 0;
let unseated = 0;

async function sittingAt(testCenterId: number, date = "2026-12-14") {
  return (await createSitting(ctx, { testCenterId, date, durationMinutes: 180, room: "Hall B" })).id;
}

async function book(sitting: number, ids: number[]) {
  const response = await ctx.callAs("admin", "POST", `/api/sittings/${sitting}/bookings`, {
    studentIds: ids,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const liveBooking = async (studentId: number) => {
  const [row] = await ctx.db
    .select({ id: seatBookings.id })
    .from(seatBookings)
    .where(and(eq(seatBookings.studentId, studentId), isNull(seatBookings.releasedAt)));
  return row!.id;
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW, otherCenter: true });
  otherCenter = ctx.otherCenterId;
  [english, arabic, unseated] = (await insertCandidates(ctx.db, 3, {
    from: 5000,
    testCenterId: ctx.testCenterId,
    state: "Invoice_Confirmed",
  })) as [number, number, number];
  [elsewhere] = (await insertCandidates(ctx.db, 1, {
    from: 5100,
    testCenterId: otherCenter,
    state: "Invoice_Confirmed",
  })) as [number];
  await ctx.db
    .update(students)
    .set({ fullName: "Sarah Ahmed Al-Mansouri", nationalId: "1098765432", passportNumber: null })
    .where(eq(students.id, english));
  await ctx.db
    .update(students)
    .set({ fullName: "سارة أحمد المنصوري", nationalId: null, passportNumber: "P7654321", locale: "ar" })
    .where(eq(students.id, arabic));
  sittingId = await sittingAt(ctx.testCenterId);
  otherSittingId = await sittingAt(otherCenter);
  await book(sittingId, [english, arabic]);
  await book(otherSittingId, [elsewhere]);
});
afterAll(() => ctx.close());

describe("GET /api/students/{id}/admission-letter.pdf", () => {
  it("prints the English letter: candidate, reference, masked ID, exam, times, center, rules, as extracted text", async () => {
    const response = await ctx.getAs("admin", `/api/students/${english}/admission-letter.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^inline; filename="admission-letter-EX-.+\.pdf"$/,
    );
    const pdf = response.rawPayload;
    expect(pdfPages(pdf)).toBe(1);
    const text = pdfText(pdf);
    const [student] = await ctx.db.select().from(students).where(eq(students.id, english));
    for (const expected of [
      "Admission letter",
      "Sarah Ahmed Al-Mansouri",
      student!.reference,
      "••••••5432",
      student!.examName,
      "Monday, 14 December 2026",
      "08:30",
      "09:00",
      "180 minutes",
      "Riyadh",
      "Hall B",
      "What to bring",
      "Rules of the day",
      "Exam Registration Portal",
    ]) {
      expect(text).toContain(expected);
    }
    // Never the whole identity number.
    expect(text).not.toContain("1098765432");
  });

  it("prints the Arabic letter right to left: its words extract in reading order, lam-alef and all", async () => {
    const response = await ctx.getAs("admin", `/api/students/${arabic}/admission-letter.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    // Whole phrases, word after word as written: a line drawn left to right, or a ligature's
    // letters in the wrong order ("االمتحان"), would not match.
    for (const phrase of [
      "بطاقة الدخول إلى الامتحان",
      "سارة أحمد المنصوري",
      "تم حجز مقعدك في الامتحان المبين أدناه",
      "جواز السفر",
      "تعليمات يوم الامتحان",
      "تترك الهواتف والساعات والحقائب والأوراق والطعام في الخزانة خارج القاعة",
      "دقيقة",
      "بوابة تسجيل الاختبارات",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain("االمتحان");
    expect(text).toContain("••••4321");
    expect(text).not.toContain("P7654321");
    // The lines read right to left: in the layout, the label sits to the right of its value.
    const layout = pdfText(response.rawPayload, { layout: true });
    const line = layout.split("\n").find((l) => l.includes("المدة")) ?? "";
    expect(line.indexOf("المدة")).toBeGreaterThan(line.indexOf("دقيقة"));
  });

  it("carries a QR code that decodes to the live booking's signed admission code, and only that", async () => {
    const response = await ctx.getAs("admin", `/api/students/${arabic}/admission-letter.pdf`);
    const code = pdfQrCode(response.rawPayload);
    expect(code).not.toBeNull();
    const [student] = await ctx.db.select().from(students).where(eq(students.id, arabic));
    expect(await codes.verify(code!)).toEqual({
      reference: student!.reference,
      sittingId,
      bookingId: await liveBooking(arabic),
    });
    // Nothing personal in clear: a JWT's payload names the reference and ids only.
    const payload = JSON.parse(Buffer.from(code!.split(".")[1]!, "base64url").toString("utf8"));
    expect(Object.keys(payload).sort()).toEqual(["aud", "bid", "exp", "iat", "ref", "sit"].sort());
  });

  it("after a move, signs the new booking: the older letter's code names a booking no longer live", async () => {
    const before = pdfQrCode(
      (await ctx.getAs("admin", `/api/students/${english}/admission-letter.pdf`)).rawPayload,
    );
    const later = await sittingAt(ctx.testCenterId, "2026-12-21");
    await book(later, [english]);
    const after = pdfQrCode(
      (await ctx.getAs("admin", `/api/students/${english}/admission-letter.pdf`)).rawPayload,
    );
    const [old, now] = [await codes.verify(before!), await codes.verify(after!)];
    expect(now?.sittingId).toBe(later);
    expect(now?.bookingId).toBe(await liveBooking(english));
    expect(old?.bookingId).not.toBe(now?.bookingId);
    await book(sittingId, [english]);
  });

  it("admin and auditor print any center's; a test_center user its own only; 404 without a live seat", async () => {
    expect((await ctx.getAs("auditor", `/api/students/${elsewhere}/admission-letter.pdf`)).statusCode).toBe(
      200,
    );
    expect((await ctx.getAs("admin", `/api/students/${elsewhere}/admission-letter.pdf`)).statusCode).toBe(
      200,
    );
    expect((await ctx.getAs("test_center", `/api/students/${english}/admission-letter.pdf`)).statusCode).toBe(
      200,
    );
    const refused = await ctx.getAs("test_center", `/api/students/${elsewhere}/admission-letter.pdf`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You may only print the papers of your own test center.");
    const none = await ctx.getAs("admin", `/api/students/${unseated}/admission-letter.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("No seat is booked for this candidate.");
    expect(
      (await ctx.getAs("schoolmoderator", `/api/students/${english}/admission-letter.pdf`)).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/students/${english}/admission-letter.pdf` }))
        .statusCode,
    ).toBe(401);
  });
});

describe("GET /api/sittings/{id}/admission-letters.pdf", () => {
  it("gives every booked candidate's letter in one PDF, a page each in their own language", async () => {
    const response = await ctx.getAs("test_center", `/api/sittings/${sittingId}/admission-letters.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = response.rawPayload;
    expect(pdfPages(pdf)).toBe(2);
    const pages = [pdfText(pdf, { first: 1, last: 1 }), pdfText(pdf, { first: 2, last: 2 })];
    expect(
      pages.some((page) => page.includes("Sarah Ahmed Al-Mansouri") && page.includes("Admission letter")),
    ).toBe(true);
    expect(pages.some((page) => page.includes("سارة أحمد المنصوري") && page.includes("بطاقة الدخول"))).toBe(
      true,
    );
    const decoded = await Promise.all([1, 2].map((page) => codes.verify(pdfQrCode(pdf, page) ?? "")));
    expect(decoded.map((claims) => claims?.bookingId).sort()).toEqual(
      [await liveBooking(english), await liveBooking(arabic)].sort(),
    );
  });

  it("refuses another center's sitting to a test_center user (403) and an unknown one (404)", async () => {
    expect(
      (await ctx.getAs("test_center", `/api/sittings/${otherSittingId}/admission-letters.pdf`)).statusCode,
    ).toBe(403);
    expect(
      (await ctx.getAs("auditor", `/api/sittings/${otherSittingId}/admission-letters.pdf`)).statusCode,
    ).toBe(200);
    expect((await ctx.getAs("admin", "/api/sittings/999999/admission-letters.pdf")).statusCode).toBe(404);
    expect((await ctx.getAs("admin", "/api/sittings/abc/admission-letters.pdf")).statusCode).toBe(400);
  });
});

describe("GET /api/sittings/{id}/attendance.pdf", () => {
  it("lists the sitting's candidates with reference, name, ID's last digits, status and signature columns", async () => {
    const response = await ctx.getAs("admin", `/api/sittings/${sittingId}/attendance.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    const refs = await ctx.db
      .select({ reference: students.reference })
      .from(students)
      .where(eq(students.testCenterId, ctx.testCenterId));
    for (const expected of [
      "Attendance sheet",
      "Reference",
      "Name",
      "Status",
      "Signature",
      "Sarah Ahmed Al-Mansouri",
      "ID ••••••5432",
      "Passport ••••4321",
      "2 candidates",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("سارة أحمد المنصوري");
    expect(refs.filter((r) => text.includes(r.reference))).toHaveLength(2);
    expect(
      (await ctx.getAs("test_center", `/api/sittings/${otherSittingId}/attendance.pdf`)).statusCode,
    ).toBe(403);
  });
});

describe("the candidate's own letter from the status page", () => {
  it("GET /api/status/admission-letter.pdf with the signed status token; 404 for a bad one or no seat", async () => {
    const links = createStatusLinks(TEST_JWT_SECRET, { now: () => NOW });
    const [row] = await ctx.db.select().from(students).where(eq(students.id, arabic));
    const token = await links.token(arabic, row!.email);
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/status/admission-letter.pdf?t=${token}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(pdfText(response.rawPayload)).toContain("بطاقة الدخول إلى الامتحان");
    const forged = await ctx.app.inject({
      method: "GET",
      url: `/api/status/admission-letter.pdf?t=${token}x`,
    });
    expect(forged.statusCode).toBe(404);
    const [free] = await ctx.db.select().from(students).where(eq(students.id, unseated));
    const noSeat = await ctx.app.inject({
      method: "GET",
      url: `/api/status/admission-letter.pdf?t=${await links.token(unseated, free!.email)}`,
    });
    expect(noSeat.statusCode).toBe(404);
    expect(noSeat.json().message).toBe("No seat is booked for you yet.");
  });
});

describe("the exam-details e-mail", () => {
  it("carries the calendar entry and the admission letter drawn from the live seat", async () => {
    const mailer = memoryMailer();
    await deliverQueued(ctx.db, mailer, {
      letters: { codes, brand: { siteName: "Gulf Exams", color: "#0ca678", logoSvg: null }, now: () => NOW },
    });
    const details = mailer.sent.filter((email) => email.name.endsWith("-exam_details"));
    expect(details.length).toBeGreaterThan(0);
    for (const email of details) {
      const letter = email.attachments.find((a) => a.contentType === "application/pdf");
      expect(letter?.filename).toMatch(/^admission-letter-EX-.+\.pdf$/);
      expect(email.attachments.some((a) => a.filename === "exam.ics")).toBe(true);
      const pdf = Buffer.from(letter!.content, "base64");
      const claims = await codes.verify(pdfQrCode(pdf) ?? "");
      expect(claims).not.toBeNull();
      const [seat] = await ctx.db
        .select({ studentId: seatBookings.studentId })
        .from(seatBookings)
        .where(eq(seatBookings.id, claims!.bookingId));
      expect(email.to).toBe(
        (
          await ctx.db
            .select({ email: students.email })
            .from(students)
            .where(eq(students.id, seat!.studentId))
        )[0]!.email,
      );
    }
  });
});
