import { expect, type Page } from "@playwright/test";
import { buildRegistration } from "#server/setup/factories.ts";
import { REGULATORS, type RegulatorCode } from "#shared/reference/regulators.ts";
import { arabicPath, LOCALE_KEY } from "#shared/site/locales.ts";
import { regulatorDataAr } from "#web/i18n/data/regulators.ar.ts";
import { ar as shellAr } from "#web/i18n/messages/ar.ts";
import { contactAr } from "#web/i18n/messages/contact.ar.ts";
import { homeAr } from "#web/i18n/messages/home.ar.ts";
import { loginAr } from "#web/i18n/messages/login.ar.ts";
import { registerAr } from "#web/i18n/messages/register.ar.ts";
import { regulatorAr } from "#web/i18n/messages/regulator.ar.ts";
import { statusAr } from "#web/i18n/messages/status.ar.ts";
import { validationAr } from "#web/i18n/messages/validation.ar.ts";
import { choose, hydrated, loginByApi, openInScheme, severeViolations, snap, test } from "./helpers.ts";

/** Every Arabic text the pages show. */
const ar = {
  ...shellAr,
  ...homeAr,
  ...statusAr,
  ...registerAr,
  ...loginAr,
  ...regulatorAr,
  ...validationAr,
  ...contactAr,
};

/**
 * Decision 0011, the Arabic foundation: `/ar` and `/ar/status` are prerendered right to left, fit a
 * 360 px phone, have no serious accessibility problem in either colour scheme and log no console
 * error (every test: the `test` of helpers.ts); the navbar's switch moves between the two languages on the same page; the status page
 * answers and checks in Arabic while the API keeps English.
 */

const SCFHS_PATH = REGULATORS[0]!.path;
const ARABIC_PAGES = [
  "/ar",
  "/ar/register",
  "/ar/status",
  "/ar/login",
  "/ar/about",
  "/ar/Contact-us",
  "/ar/contact-form-old",
  "/ar/Programs/hr",
  arabicPath(SCFHS_PATH),
] as const;
const SCHEMES = ["dark", "light"] as const;
const PHONE = { width: 360, height: 780 };

/** Opens `path`, by default in the dark scheme. */
const open = (page: Page, path: string, scheme: (typeof SCHEMES)[number] = "dark") =>
  openInScheme(page, path, scheme);

test.describe("Arabic pages", () => {
  for (const path of ARABIC_PAGES) {
    test(`${path} is prerendered in Arabic, right to left, with hreflang both ways`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(await response.text()).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"/);
      const english = path === "/ar" ? "/" : path.slice(3);
      // Absolute URLs in the Link header (the origin is runtime configuration).
      const alternates = [
        `<${baseURL}${english}>; rel="alternate"; hreflang="en"`,
        `<${baseURL}${path}>; rel="alternate"; hreflang="ar"`,
        `<${baseURL}${english}>; rel="alternate"; hreflang="x-default"`,
      ].join(", ");
      expect(response.headers().link).toBe(alternates);
      const englishResponse = await request.get(english);
      expect(await englishResponse.text()).toMatch(/<html[^>]* lang="en"[^>]* dir="ltr"/);
      expect(englishResponse.headers().link).toBe(alternates);
    });

    for (const scheme of SCHEMES) {
      test(`${path} (${scheme}) at 360 px: rtl, no horizontal overflow, axe clean`, async ({ page }) => {
        await page.setViewportSize(PHONE);
        await open(page, path, scheme);
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await severeViolations(page)).toEqual([]);
        await snap(page, `arabic-${path.slice(1).replace(/\//g, "-")}-${scheme}-phone`);
      });
    }
  }

  test("the footer of an Arabic page leads to the Arabic pages", async ({ page }) => {
    await open(page, "/ar");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: ar["footer.bookExam"] })).toHaveAttribute(
      "href",
      "/ar/Contact-us",
    );
    await expect(footer.getByRole("link", { name: ar["footer.checkStatus"] })).toHaveAttribute(
      "href",
      "/ar/status",
    );
    await expect(footer.getByRole("link", { name: ar["footer.about"] })).toHaveAttribute("href", "/ar/about");
  });

  test("/ar reads in Arabic: heading, regulators by their Arabic names, a plural, mirrored carousel", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/ar");
    await expect(page.locator("h1")).toHaveText(ar["home.title"]);
    // The landing's regulator buttons (the navbar's are in a closed drop-down).
    await expect(page.getByRole("link", { name: /الهيئة السعودية للتخصصات الصحية/ })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /الهيئة الوطنية لتنظيم المهن والخدمات الصحية/ }),
    ).toBeVisible();
    await expect(page.getByText("39 ساعة تغطي مجالات المعرفة")).toBeVisible();
    // The previous-slide arrow sits at the start of the line: the right in Arabic.
    const previous = await page.getByRole("button", { name: ar["carousel.previous"] }).boundingBox();
    const next = await page.getByRole("button", { name: ar["carousel.next"] }).boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
  });
});

test.describe("language switch", () => {
  test("goes from / to /ar and back, keeping the page, and remembers the choice", async ({ page }) => {
    await open(page, "/");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText(ar["home.title"]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCALE_KEY)).toBe("ar");

    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText(
      "Gulf healthcare licensing exams and professional certification",
    );
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCALE_KEY)).toBe("en");

    await page.goto("/status?reference=EX-26-7K3QF9");
    await page.waitForLoadState("networkidle");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/ar\/status\?reference=EX-26-7K3QF9$/);
    await expect(page.getByRole("textbox", { name: ar["status.referenceLabel"] })).toHaveValue(
      "EX-26-7K3QF9",
    );
  });

  test("a remembered choice never redirects: / stays English", async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, "ar"), LOCALE_KEY);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

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

test("an unknown page under /ar answers 404 with the not-found page in Arabic, whose link goes to /ar", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/ar/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: ar["notFound.title"] })).toBeVisible();
  // The document's own HTTP 404 is the one console error expected here.
  expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 404 .*\/ar\/no-such-page\)$/)]);
  const home = page.getByRole("link", { name: ar["notFound.home"] });
  await hydrated(home);
  await home.click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("h1")).toHaveText(ar["home.title"]);
});

test.describe("a regulator page in Arabic", () => {
  test("reads in Arabic, filters by an Arabic specialty label, and its dialog registers in Arabic", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, arabicPath(SCFHS_PATH));
    await expect(page.locator("h1")).toHaveText(`اختبارات برومترك لدى ${ar["regulator.SCFHS"]} (SCFHS)`);
    await expect(page.getByText("من 7 إلى 10 أيام عمل، على موقع الهيئة")).toBeVisible();
    const search = page.getByRole("searchbox", { name: ar["regPage.searchLabel"] });
    await hydrated(search);

    // The specialty is chosen by its Arabic label; the URL keeps the English value.
    await page.getByRole("combobox", { name: ar["regPage.specialty"] }).selectOption({ label: "التمريض" });
    await expect(page).toHaveURL(/specialty=Nursing/);
    const grid = page.getByRole("list", { name: ar["regulator.exams"].replace("{code}", "SCFHS") });
    await expect(grid.getByRole("listitem").first()).toContainText("التمريض");

    await grid.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("أنت على وشك التسجيل في اختبار");
    await expect(dialog.getByRole("link", { name: ar["regDialog.register"] })).toHaveAttribute(
      "href",
      /^\/ar\/register\?regulator=SCFHS&specialty=Nursing&exam=/,
    );
    expect(await severeViolations(page)).toEqual([]);
    await snap(page, "arabic-regulator-dialog");
    const exam = (await dialog.locator("bdi").first().textContent()) ?? "";

    // The wizard names the chosen exam's specialty as the dialog did: in Arabic.
    await dialog.getByRole("link", { name: ar["regDialog.register"] }).click();
    await expect(page).toHaveURL(/\/ar\/register\?/);
    const chosen = page.getByRole("note", { name: ar["reg.chosenExamLabel"] });
    await expect(chosen).toContainText(`SCFHS · التمريض · ${exam}`);
    await expect(chosen).not.toContainText("· Nursing ·");
  });

  test("Book Now of an exam writes the inquiry's message in Arabic, the exam's title isolated", async ({
    page,
  }) => {
    await open(page, arabicPath(SCFHS_PATH));
    const specialty = page.getByRole("combobox", { name: ar["regPage.specialty"] });
    await hydrated(specialty);
    await specialty.selectOption({ label: "التمريض" });
    await expect(page).toHaveURL(/specialty=Nursing/);
    const grid = page.getByRole("list", { name: ar["regulator.exams"].replace("{code}", "SCFHS") });
    await grid.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    const exam = (await dialog.locator("bdi").first().textContent()) ?? "";
    await dialog.getByRole("link", { name: ar["regDialog.bookNow"] }).click();
    await expect(page).toHaveURL(/\/ar\/Contact-us\?regulator=SCFHS&specialty=Nursing&exam=/);
    await expect(page.getByLabel(ar["contact.messageOptional"])).toHaveValue(
      `أرغب في حجز اختبار SCFHS «\u2068${exam}\u2069» في تخصص التمريض.`,
    );
  });
});

test("a course page in Arabic: Arabic titles and plurals, and a course's dialog in Arabic", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/ar/Programs/hr");
  await expect(page.locator("h1")).toHaveText("برامج شهادات الموارد البشرية والإدارة");
  const card = page.getByRole("button", { name: /شهادة أساسيات الموارد البشرية/ });
  await expect(card).toContainText("9 ساعات · 3 جلسات");
  await hydrated(card);
  await card.click();
  const dialog = page.getByRole("dialog", { name: "شهادة أساسيات الموارد البشرية" });
  await expect(dialog).toContainText("رسم دورة الموارد البشرية في منشأة خليجية");
  await expect(dialog.getByRole("button", { name: "تسجيل" })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
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
