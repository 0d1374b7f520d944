import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, test as base, expect, request as playwrightRequest } from "@playwright/test";
import QRCode from "qrcode";
import { createAdmissionCodes } from "#server/lib/admission-codes.ts";
import { buildRegistration } from "#server/setup/factories.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { statusEn } from "#web/i18n/messages/status.en.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_ADMIN, E2E_JWT_SECRET } from "./e2e-env.ts";
import {
  bearer,
  collectConsoleErrors,
  hydrated,
  loginByApi,
  lookUpInArabic,
  moveToState,
  snap,
} from "./helpers.ts";

/**
 * Exam-day check-in on a phone (docs/product.md §11 "Check-in", decision 0025): a test center's
 * staff open today's sitting at 360×740, check one candidate in by typing the reference, one by
 * holding the admission letter's QR code to the camera (Chromium's fake camera plays a video of the
 * code), one while the network is lost (queued on the device, sent once when it is back), and
 * close the sitting: the last one is marked absent. Then the results (docs/product.md §11 "Results",
 * decision 0024), on the same phone: the delivery company's CSV checked (a dry run: the unmatched
 * row first) and applied, one more result recorded by hand, and the candidate reads theirs on the
 * status page in Arabic. Last, the failed candidate books a retake on the same registration from
 * the English status page (docs/product.md §11 "Retake", decision 0028): no seat card any more, the
 * result and "Book a retake", then the registration back at "Invoice issued".
 */

const PHONE = { width: 360, height: 740 };
const VIDEO = path.resolve("test-results/check-in/letter-qr.y4m");

const test = base;
// The fake camera is this spec's alone: the browser launched for it plays VIDEO as the camera.
test.use({
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

/**
 * A Y4M video (a text header, then raw I420 frames) of `text` as a QR code, black on white in a
 * 640×480 frame: what Chromium's fake camera plays in a loop.
 */
function qrVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const width = 640;
  const height = 480;
  const quiet = 4;
  // About two thirds of the frame's height, as a letter held at arm's length.
  const scale = Math.max(3, Math.floor((height * 0.66) / (size + 2 * quiet)));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        luma.fill(
          16,
          (top + y * scale + dy) * width + left + x * scale,
          (top + y * scale + dy) * width + left + (x + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

/** Today at the centers (UTC+3): the date and the time now, floored to the minute. */
function centerNow() {
  const local = new Date(Date.now() + 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

interface Seat {
  studentId: number;
  bookingId: number;
  reference: string;
  fullName: string;
  idNumber: string | null;
}

const suffix = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
const STAFF = { username: `checkin.staff.${suffix}`, password: "CheckIn2026" };
let sittingId = 0;
let seats: Seat[] = [];
/** Each candidate's e-mail address, by student id (the status page asks for it). */
const emails = new Map<number, string>();
let admin = "";
let api: APIRequestContext;

test.beforeAll(async () => {
  // No browser here: the camera's video must exist before the browser starts.
  // This worker's own server (one per worker, playwright.config.ts).
  api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post("/api/login", { data: E2E_ADMIN });
  admin = ((await login.json()) as { token: string }).token;
  const center = await api.post("/api/test-center", {
    headers: bearer(admin),
    data: { name: `E2E Check-in ${suffix}`, address: "Olaya Street 5, Riyadh" },
  });
  expect(center.status(), await center.text()).toBe(201);
  const centerId = ((await center.json()) as { testCenter: { id: number } }).testCenter.id;
  const user = await api.post("/api/register", {
    headers: bearer(admin),
    data: { ...STAFF, role: "test_center", testCenterId: centerId },
  });
  expect(user.status(), await user.text()).toBeLessThan(300);
  const { date, time } = centerNow();
  const sitting = await api.post("/api/sittings", {
    headers: bearer(admin),
    data: {
      testCenterId: centerId,
      date,
      startTime: time,
      durationMinutes: 120,
      seats: 10,
      room: "Hall 2",
      status: "published",
    },
  });
  expect(sitting.status(), await sitting.text()).toBe(201);
  sittingId = ((await sitting.json()) as { sitting: { id: number } }).sitting.id;
  const ids: number[] = [];
  const base = 100_000 + Math.floor(Math.random() * 800_000);
  for (const [i, last] of ["Alpha", "Bravo", "Charlie", "Delta"].entries()) {
    const payload = buildRegistration(base + i, {
      test_center: centerId,
      firstName: "Sara",
      lastName: `${last}${suffix}`,
      fullName: `Sara ${last} ${suffix}`,
    });
    const registered = await api.post("/api/FormRegister", { data: payload, headers: bearer(admin) });
    expect(registered.status(), await registered.text()).toBe(201);
    const { id } = (await registered.json()) as { id: number };
    ids.push(id);
    emails.set(id, payload.email);
  }
  await moveToState(api, admin, ids, "Invoice_Confirmed", true);
  const booked = await api.post(`/api/sittings/${sittingId}/bookings`, {
    headers: bearer(admin),
    data: { studentIds: ids },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const roster = await api.get(`/api/sittings/${sittingId}/attendance`, { headers: bearer(admin) });
  seats = ((await roster.json()) as { roster: Seat[] }).roster;
  expect(seats.map((s) => s.fullName)).toEqual(
    ["Alpha", "Bravo", "Charlie", "Delta"].map((l) => `Sara ${l} ${suffix}`),
  );
  // Bravo's admission letter, signed as the server signs it.
  const bravo = seats[1]!;
  const code = await createAdmissionCodes(E2E_JWT_SECRET).sign({
    reference: bravo.reference,
    sittingId,
    bookingId: bravo.bookingId,
  });
  qrVideo(code, VIDEO);
});

test.afterAll(() => api?.dispose());

/** The candidate's check-in events. */
async function checkInEvents(studentId: number) {
  const response = await api.get(`/api/students/${studentId}/events`, { headers: bearer(admin) });
  return ((await response.json()) as { type: string }[]).filter((e) => e.type === "checked_in");
}

test("exam day on a phone: check-in typed, scanned, offline, close, then results", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // Offline, the browser logs the requests it could not send: expected here, nothing else is.
  const errors = collectConsoleErrors(page, (m) =>
    /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()),
  );
  await loginByApi(page, request, STAFF);
  const [alpha, bravo, charlie, delta] = seats as [Seat, Seat, Seat, Seat];
  const row = (seat: Seat) => page.getByTestId("roster-entry").filter({ hasText: seat.fullName });

  await page.goto("/check-in");
  await expect(page.getByRole("heading", { name: "Check-in", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: /Hall 2/ }).click();
  await expect(page.getByTestId("check-in-counts")).toHaveText("0 present · 0 late · 4 expected · 0 absent");
  await snap(page, "check-in-1-sitting");

  // 1. Typed reference: the candidate to compare with the ID card, then one tap.
  await page.getByLabel("Reference").fill(alpha.reference.toLowerCase());
  await page.getByRole("button", { name: "Find" }).click();
  const card = page.getByRole("region", { name: "Compare with the ID card" });
  await expect(card.getByTestId("candidate-name")).toHaveText(alpha.fullName);
  await expect(card.getByTestId("candidate-id-number")).toHaveText(alpha.idNumber ?? "—");
  await expect(card).toContainText("Line 1 of the list · Hall 2");
  await snap(page, "check-in-2-compare");
  await card.getByRole("button", { name: "Mark present" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${alpha.fullName} checked in at` })).toBeVisible();
  await expect(row(alpha)).toContainText("Present");

  // 2. The letter's QR code held to the camera.
  await page.getByRole("button", { name: "Scan the letter" }).click();
  await expect(card.getByTestId("candidate-name")).toHaveText(bravo.fullName, { timeout: 20_000 });
  await snap(page, "check-in-3-scanned");
  await card.getByRole("button", { name: "Mark present" }).click();
  await expect(row(bravo)).toContainText("Present");

  // 3. The network drops: the check-in waits on the device, then arrives once.
  await context.setOffline(true);
  await expect(page.getByText("Offline: check-ins are kept on this device")).toBeVisible();
  await page.getByLabel("Reference").fill(charlie.reference);
  await page.getByRole("button", { name: "Find" }).click();
  await card.getByRole("button", { name: "Mark present" }).click();
  await expect(page.getByTestId("check-in-waiting")).toHaveText("1 check-in waits for the network.");
  await expect(row(charlie)).toContainText("Waiting to send");
  const stored = await page.evaluate(() => localStorage.getItem("exam-portal:check-in-queue"));
  expect(JSON.parse(stored ?? "[]")).toHaveLength(1);
  await snap(page, "check-in-4-offline");
  await context.setOffline(false);
  await expect(page.getByTestId("check-in-waiting")).toHaveCount(0);
  await expect(row(charlie)).toContainText("Present");
  expect(await checkInEvents(charlie.studentId)).toHaveLength(1);

  // A refusal in the screen's Arabic: an unknown reference, asked of the server.
  await page.locator("label").filter({ hasText: "العربية" }).click();
  await page.getByLabel("الرقم المرجعي").fill("EX-26-ZZZZZZ");
  await page.getByRole("button", { name: "بحث" }).click();
  await expect(page.getByRole("alert")).toContainText("لا يوجد مرشح بهذا الرقم المرجعي.");
  await snap(page, "check-in-5-refused-ar");
  await page.locator("label").filter({ hasText: "English" }).click();

  // 4. Closing the sitting marks the rest absent.
  await page.getByRole("button", { name: "Close the sitting" }).click();
  const dialog = page.getByRole("dialog", { name: "Close this sitting?" });
  await expect(dialog).toContainText("1 candidate who has not checked in is marked absent");
  await dialog.getByRole("button", { name: "Close the sitting" }).click();
  await expect(page.getByText("Closed: 1 candidate marked absent.")).toBeVisible();
  await expect(row(delta)).toContainText("Absent");
  await expect(page.getByTestId("check-in-counts")).toHaveText("3 present · 0 late · 0 expected · 1 absent");
  // Fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "check-in-6-closed");

  for (const seat of [alpha, bravo, charlie]) expect(await checkInEvents(seat.studentId)).toHaveLength(1);

  // 5. The results, on the sitting's page: the delivery company's file, checked first.
  await page.goto(`/sittings/${sittingId}`);
  const roster = page.getByRole("table", { name: "Roster" });
  const result = (seat: Seat) =>
    roster.getByRole("row").filter({ hasText: seat.fullName }).getByRole("cell").nth(5);
  await expect(result(alpha)).toHaveText("—");
  // Started: its seats can no longer be given back (docs/product.md §10), so no row offers it.
  await expect(roster.getByRole("button", { name: /Give seat back/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Import result file" }).click();
  const importer = page.getByRole("dialog", { name: "Import result file" });
  // As the delivery company writes it: its own header spellings, a lower-case reference, and
  // one row for a candidate nobody knows, last in the file.
  const csv = [
    "Candidate Reference,Result,Score",
    `${alpha.reference.toLowerCase()},Passed,612`,
    `${bravo.reference},fail,480`,
    `${delta.reference},No show,`,
    "EX-26-ZZZZZZ,pass,700",
  ].join("\r\n");
  const chooser = page.waitForEvent("filechooser");
  await importer.getByRole("button", { name: "Result file" }).click();
  await (await chooser).setFiles({ name: "results.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await importer.getByRole("button", { name: "Check file" }).click();
  await expect(importer).toContainText("3 row(s) will be recorded; 1 row(s) will be left out.");
  const fileRows = importer.getByRole("table", { name: "Rows of the file" }).getByRole("row");
  // The header, then the problem row first (row 5 of the file), then the rows that apply.
  await expect(fileRows).toHaveCount(5);
  await expect(fileRows.nth(1)).toContainText("EX-26-ZZZZZZ");
  // The check is the column a phone shows without scrolling the table sideways.
  await expect(fileRows.nth(1).getByText("Unmatched")).toBeInViewport();
  await expect(fileRows.nth(1)).toContainText("No candidate of this sitting matches the row.");
  await expect(fileRows.nth(2)).toContainText(alpha.fullName);
  await expect(fileRows.nth(2)).toContainText("Pass 612");
  await expect(fileRows.nth(4)).toContainText(delta.fullName);
  await expect(fileRows.nth(4)).toContainText("Absent");
  // A dry run changes nothing.
  await expect(result(alpha)).toHaveText("—");
  await snap(page, "results-1-dry-run");
  await importer.getByRole("button", { name: "Apply 3 result(s)" }).click();
  await expect(importer).toHaveCount(0);
  await expect(page.getByText("3 result(s) recorded; 3 candidate(s) moved to Send score.")).toBeVisible();
  await expect(result(alpha)).toHaveText("Pass 612");
  await expect(result(bravo)).toHaveText("Fail 480");
  await expect(result(charlie)).toHaveText("—");
  await expect(result(delta)).toHaveText("Absent");

  // 6. One more by hand: Charlie's, in "Record results" (the imported ones are already filled in).
  await page.getByRole("button", { name: "Record results" }).click();
  const recorder = page.getByRole("dialog", { name: "Record results" });
  await expect(recorder.getByRole("combobox", { name: `Result: ${alpha.fullName}` })).toHaveValue("Pass");
  await recorder.getByRole("combobox", { name: `Result: ${charlie.fullName}` }).click();
  await page.getByRole("option", { name: "Pass", exact: true }).click();
  await recorder.getByRole("textbox", { name: `Score: ${charlie.fullName}` }).fill("590");
  await snap(page, "results-2-record");
  await recorder.getByRole("button", { name: "Save 4 result(s)" }).click();
  await expect(recorder).toHaveCount(0);
  await expect(result(charlie)).toHaveText("Pass 590");
  await expect(result(alpha)).toHaveText("Pass 612");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "results-3-roster");

  // 7. The candidate reads the result on the status page, in Arabic, on the phone.
  await lookUpInArabic(page, alpha.reference, emails.get(alpha.studentId)!);
  await expect(page.getByTestId("status-stage")).toHaveText(statusAr["status.stage.Send_Score"]);
  const sent = page.getByRole("region", { name: statusAr["status.resultSentHeading"] });
  const facts = sent.getByRole("table", { name: statusAr["status.result.label"] });
  const fact = (name: string) =>
    facts.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(fact(statusAr["status.result.label"])).toContainText(statusAr["status.result.pass"]);
  await expect(fact(statusAr["status.result.score"])).toContainText("612");
  await expect(page.getByTestId("status-retake")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "results-4-status-ar");

  // 8. Bravo failed: on the English status page the seat card gave way to the result and the retake.
  await page.goto(`/status?reference=${bravo.reference}`);
  const bravoEmail = page.getByRole("textbox", { name: statusEn["status.emailLabel"] });
  await hydrated(bravoEmail);
  await bravoEmail.fill(emails.get(bravo.studentId)!);
  await page.getByRole("button", { name: statusEn["status.submit"] }).click();
  await expect(page.getByTestId("status-stage")).toHaveText(statusEn["status.stage.Send_Score"]);
  await expect(page.getByRole("link", { name: statusEn["status.seat.letter"] })).toHaveCount(0);
  const retakeForm = page.getByTestId("status-retake");
  await expect(retakeForm).toBeVisible();
  // Pre-filled with the registration's center and month; the wizard's own fields.
  await expect(
    retakeForm.getByRole("textbox", { name: statusEn["status.retake.dateRange"] }),
  ).not.toHaveValue("");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, "results-5-retake-form");
  await retakeForm.getByRole("button", { name: statusEn["status.retake.submit"] }).click();
  await expect(page.getByTestId("retake-notice")).toBeVisible();
  await expect(page.getByTestId("status-stage")).toHaveText(statusEn["status.stage.Invoice"]);
  await expect(page.getByTestId("status-retake")).toHaveCount(0);
  await snap(page, "results-6-retake-booked");

  expect(errors).toEqual([]);
});
