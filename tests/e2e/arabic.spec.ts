import { expect } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import type { RegulatorCode } from "#shared/reference/regulators.ts";
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import { ar, openArabic as open, ARABIC_PHONE as PHONE } from "./arabic.ts";
import { WALK_PHONE, walkArabicPage } from "./arabic-walk.ts";
import { choose, hydrated, loginByApi, severeViolations, snap, test } from "./helpers.ts";

/**
 * Decision 0011, the Arabic journeys that reach the database (project `journeys`, run on both
 * databases): the status page answers and checks in Arabic while the API keeps English; a candidate
 * registers in Arabic; the login counts the attempts left in Arabic; the contact forms send in
 * Arabic; a logged-in staff member's Arabic pages link to Arabic pages. Every test also fails on a
 * console error (the `test` of helpers.ts). The public Arabic pages are in arabic-pages.spec.ts.
 */

test.describe("the status page in Arabic", () => {
  test("checks the form and answers a wrong reference in Arabic; the API keeps English", async ({
    page,
    request,
    consoleErrors,
  }) => {
    await open(page, "/ar/status");
    await page.getByRole("button", { name: ar["status.submit"] }).click();
    await expect(page.getByText(ar["validation.status.referenceRequired"])).toBeVisible();
    await expect(page.getByText(ar["validation.status.emailRequired"])).toBeVisible();

    await page.getByRole("textbox", { name: ar["status.referenceLabel"] }).fill("EX-26-2345AB");
    await page.getByRole("textbox", { name: ar["status.emailLabel"] }).fill("nobody@example.com");
    await page.getByRole("button", { name: ar["status.submit"] }).click();
    await expect(page.getByRole("alert")).toHaveText(ar["validation.status.notFound"]);
    // The API's 404 is the one console error expected here.
    expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 404 .*\/api\/status\)$/)]);

    const api = await request.post("/api/status", {
      data: { reference: "EX-26-2345AB", email: "nobody@example.com" },
    });
    expect(api.status()).toBe(404);
    expect(((await api.json()) as { message: string }).message).toBe(
      "We could not find a registration with this reference and e-mail address.",
    );
  });

  test("shows a registration's stage and dates in Arabic, with the reference isolated", async ({
    page,
    request,
  }) => {
    const centers = (await (await request.get("/api/test-center")).json()) as {
      testCenters: { id: number }[];
    };
    const payload = buildRegistration(900_000 + Math.floor(Math.random() * 90_000), {
      test_center: centers.testCenters[0]!.id,
    });
    const response = await request.post("/api/FormRegister", { data: payload });
    expect(response.status(), await response.text()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    await page.setViewportSize(PHONE);
    await open(page, `/ar/status?reference=${reference}`);
    await page.getByRole("textbox", { name: ar["status.emailLabel"] }).fill(payload.email);
    await page.getByRole("button", { name: ar["status.submit"] }).click();
    await expect(page.getByTestId("status-stage")).toHaveText(ar["status.stage.Not_Confirmed"]);
    await expect(page).toHaveURL(new RegExp(`/ar/status\\?reference=${reference}$`));
    await expect(page.locator("h2 bdi").first()).toHaveText(reference);
    // The regulator and the specialty by their Arabic names; the code and the exam's title isolated.
    const examLine = page.getByTestId("status-exam");
    await expect(examLine).toContainText(
      `${payload.examCategory} – ${ar[`regulator.${payload.examCategory as RegulatorCode}`]}`,
    );
    await expect(examLine).toContainText(` · ${regulatorDataAr[payload.examSpecialty]} · `);
    await expect(examLine).not.toContainText(` · ${payload.examSpecialty} · `);
    await expect(examLine.locator("bdi").last()).toHaveText(payload.examName);
    // The date of the first stage, formatted for Arabic with Latin digits ("منذ 25 نوفمبر 2026").
    await expect(page.getByText(/^منذ \d{1,2} \S+ \d{4}$/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
    await snap(page, "arabic-status-result-phone");
  });
});

test.describe("the registration wizard in Arabic", () => {
  test("a candidate with an Arabic name registers in Arabic, told in Arabic what is missing", async ({
    page,
    request,
  }) => {
    const unique = `${Date.now()}`.slice(-8);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/ar/register");
    await expect(page.locator("h1")).toHaveText(ar["reg.heading"]);
    const next = page.getByRole("button", { name: ar["reg.next"] });
    await hydrated(next);

    // An empty step: the alert and each field's message in Arabic, naming the Arabic label.
    await next.click();
    await expect(page.getByRole("alert").filter({ hasText: ar["validation.stepIncomplete"] })).toBeVisible();
    await expect(page.getByText("حقل «الاسم الأول» مطلوب.")).toBeVisible();
    await expect(page.getByText(ar["validation.idOrPassport"])).toBeVisible();

    await page.getByLabel(ar["reg.field.firstName"]).fill("نور");
    await page.getByLabel(ar["reg.field.lastName"]).fill(`الحربي ${unique}`);
    await page.getByLabel(ar["reg.field.fullName"]).fill(`نور الحربي ${unique}`);
    await page.getByLabel(ar["reg.field.nationalId"]).fill(`AR${unique}`);
    await page.getByLabel(ar["reg.field.dob"]).fill("2010-02-11");
    await choose(page, ar["reg.field.gender"], ar["reg.gender.Female"]);
    await next.click();
    await expect(page.getByText("يجب أن يكون تاريخ الميلاد في 31 ديسمبر 2006 أو قبله.")).toBeVisible();
    await page.getByLabel(ar["reg.field.dob"]).fill("1990-02-11");
    await next.click();
    await expect(page.getByText("الخطوة 2 من 4")).toBeVisible();

    await page.getByLabel(ar["reg.field.email"]).fill("noor.example.com");
    await page.getByLabel(ar["reg.field.phone"]).fill("+966501112233");
    await choose(page, ar["reg.field.country"], "المملكة العربية السعودية", "السعودية");
    await page.getByLabel(ar["reg.field.city"]).fill("جدة");
    await next.click();
    await expect(page.getByText(ar["validation.email"])).toBeVisible();
    const email = `noor.${unique}@example.com`;
    await page.getByLabel(ar["reg.field.email"]).fill(email);
    await next.click();
    await expect(page.getByText("الخطوة 3 من 4")).toBeVisible();

    await choose(page, ar["reg.field.degree"], ar["reg.degree.BSC"]);
    await page.getByLabel(ar["reg.field.BSC_university"]).fill("جامعة الملك عبدالعزيز");
    await next.click();
    await expect(page.getByText("الخطوة 4 من 4")).toBeVisible();

    await choose(page, ar["reg.field.examCategory"], `SCFHS – ${ar["regulator.SCFHS"]}`);
    // Specialties and exam names stay as the regulator publishes them (English).
    await choose(page, ar["reg.field.examSpecialty"], /./);
    await choose(page, ar["reg.field.examName"], /./);
    await choose(page, ar["reg.field.Trail_month"], "أبريل");
    await expect(page.getByText("لا توجد مقاعد متاحة حاليًا في شهر أبريل.")).toBeVisible();
    await page.getByLabel(ar["reg.field.requestedDateRange"]).fill("1-15 أبريل 2027");
    await choose(page, ar["reg.field.test_center"], "Riyadh Olaya Test Center");
    await page.getByRole("radio", { name: ar["reg.place.1"] }).check();
    await page.getByRole("button", { name: ar["reg.register"] }).click();

    await expect(page.getByRole("heading", { name: ar["reg.success.title"] })).toBeVisible();
    const reference = (await page.getByTestId("registration-reference").textContent()) ?? "";
    expect(reference).toMatch(/^EX-\d{2}-[0-9A-Z]{6}$/);
    await expect(page.getByRole("link", { name: "صفحة الحالة" })).toHaveAttribute(
      "href",
      `/ar/status?reference=${reference}`,
    );
    await snap(page, "arabic-register-success");

    // Saved with the Arabic names and the English values of the lists; found by an Arabic search.
    const token = await loginByApi(page, request);
    const found = await request.get(`/api/students?full_name=${encodeURIComponent("نور الحربي")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const students = (await found.json()) as { full_name: string; country: string; Trail_month: string }[];
    const saved = students.find((student) => student.full_name === `نور الحربي ${unique}`);
    expect(saved).toMatchObject({ country: "Saudi Arabia", Trail_month: "April" });

    // The English back office finds the name by an Arabic search and isolates it in its table.
    await page.goto(`/Admin?full_name=${encodeURIComponent(`الحربي ${unique}`)}`);
    const row = page.getByRole("table", { name: "Students" }).getByRole("row").filter({ hasText: unique });
    await expect(row).toHaveCount(1);
    await expect(row.locator("bdi", { hasText: `نور الحربي ${unique}` })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test.describe("the login page in Arabic", () => {
  test("/ar/login asks in Arabic and counts the attempts left in Arabic", async ({ page, consoleErrors }) => {
    await open(page, "/ar/login");
    await expect(page.locator("h1")).toHaveText(ar["loginPage.title"]);
    const form = page.getByRole("form", { name: ar["login.formLabel"] });
    const submit = form.getByRole("button", { name: ar["login.submit"] });
    await hydrated(submit);
    await form.getByLabel(ar["login.username"]).fill(`nobody-${Date.now()}`);
    await form.getByLabel(ar["login.password"], { exact: true }).fill("wrong-password");
    await submit.click();
    await expect(form.getByText("اسم المستخدم أو كلمة المرور غير صحيحة. بقيت لك محاولتان.")).toBeVisible();
    // The API's 401 is the one console error expected here.
    expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 401 .*\/api\/login\)$/)]);
  });
});

test.describe("the contact forms in Arabic", () => {
  test("/ar/Contact-us tells what is missing in Arabic, then sends the inquiry with locale ar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/ar/Contact-us");
    await expect(page.locator("h1")).toHaveText(ar["contact.heading"]);
    await expect(page.getByText(ar["contact.badge"])).toBeVisible();
    // The footer is hidden on the Book Exam form in both languages (docs/product.md §2).
    await expect(page.locator("footer")).toHaveCount(0);
    const send = page.getByRole("button", { name: ar["contact.send"] });
    await hydrated(send);

    // The spec's messages, all at once, in Arabic; the first problem field gets the focus.
    await send.click();
    await expect(page.getByText(ar["validation.contact.examRequired"])).toBeVisible();
    await expect(page.getByText(ar["validation.contact.nationalityRequired"])).toBeVisible();
    await expect(page.locator("#inquiry-exam_name")).toBeFocused();
    await choose(page, ar["contact.exam"], "اختبار DHA");
    await page.getByLabel(ar["contact.fullName"]).fill("مريم الصالح");
    await page.getByLabel(ar["contact.email"]).fill("mariam@");
    await send.click();
    await expect(page.getByText(ar["validation.email"])).toBeVisible();
    // E-mail and phone are written left to right on the right-to-left page.
    // (Mantine puts `dir` on the box around the input; the label keeps the page's direction.)
    for (const label of [ar["contact.email"], ar["contact.phone"]]) {
      const input = page.getByLabel(label);
      expect(await input.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    }
    expect(await page.locator("h1").evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    const email = `mariam.${Date.now()}@example.org`;
    await page.getByLabel(ar["contact.email"]).fill(email);
    await page.getByLabel(ar["contact.phone"]).fill("+965 5000 0000");
    await page.getByLabel(ar["contact.currentJob"]).fill("صيدلانية");
    await send.click();
    await expect(page.getByText(ar["validation.contact.nationalityRequired"])).toBeVisible();
    await page.keyboard.press("Escape");
    await choose(page, ar["contact.nationality"], "الكويت", "الكويت");
    await page.getByLabel(ar["contact.messageOptional"]).fill("أفضّل الاتصال بعد الظهر.");

    // The values sent are the spec's English ones, with the page's language.
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
    await send.click();
    expect((await posted).postDataJSON()).toMatchObject({
      exam_name: "DHA Exam",
      nationality: "Kuwait",
      email,
      locale: "ar",
    });
    await expect(page.getByRole("status")).toHaveText(ar["validation.contact.sent"]);
    await expect(page.getByLabel(ar["contact.fullName"])).toHaveValue("");
    await snap(page, "arabic-contact-us-sent");
  });

  test("/ar/contact-form-old tells what is missing in Arabic, then sends the message", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/ar/contact-form-old");
    await expect(page.locator("h1")).toHaveText(ar["contact.old.heading"]);
    const send = page.getByRole("button", { name: ar["contact.old.send"] });
    await hydrated(send);

    await send.click();
    await expect(page.getByText(ar["validation.contact.subjectRequired"])).toBeVisible();
    await page.getByLabel(ar["contact.old.subject"]).fill("موعد الاختبار");
    await page.getByLabel(ar["contact.email"]).fill("not-an-address");
    await send.click();
    await expect(page.getByText(ar["validation.contact.oldEmailInvalid"])).toBeVisible();
    await page.getByLabel(ar["contact.email"]).fill("sara@example.org");
    await send.click();
    await expect(page.getByText(ar["validation.contact.phoneRequired"])).toBeVisible();
    await page.getByLabel(ar["contact.phone"]).fill("+966 55 000 0000");
    await send.click();
    await expect(page.getByText(ar["validation.contact.messageRequired"])).toBeVisible();
    await page.getByLabel(ar["contact.old.message"]).fill("متى تتوفر مقاعد في شهر مايو؟");
    await send.click();
    await expect(page.getByRole("status")).toHaveText(ar["validation.contact.sent"]);
    await expect(page.getByLabel(ar["contact.old.subject"])).toHaveValue("");
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe("every link of an Arabic page leads to the Arabic page where there is one", () => {
  test("as a logged-in staff member too (navbar, drawer, the landing's panel)", async ({ page, request }) => {
    await loginByApi(page, request);
    await page.setViewportSize(WALK_PHONE);
    for (const path of ["/ar", "/ar/login", "/ar/about"]) {
      const { faults } = await walkArabicPage(page, path);
      expect(faults.links, path).toEqual([]);
    }
  });
});
