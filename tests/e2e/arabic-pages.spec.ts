import { expect } from "@playwright/test";
import { REGULATORS } from "#shared/reference/regulators.ts";
import { arabicPath, LOCALE_KEY } from "#shared/site/locales.ts";
import { ar, openArabic as open, ARABIC_PHONE as PHONE } from "./arabic.ts";
import { gotoSettled, hydrated, severeViolations, snap, test } from "./helpers.ts";

/**
 * Decision 0011, the Arabic foundation, on the public pages alone (no login, no write, the same on
 * either database: project `public`, run once): the Arabic pages are prerendered right to left, fit
 * a 360 px phone, have no serious accessibility problem in either colour scheme and log no console
 * error (every test: the `test` of helpers.ts); the navbar's switch moves between the two languages
 * on the same page; the landing, a regulator page, a course page and the not-found page read in
 * Arabic. What registers, logs in or sends is in arabic.spec.ts.
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

    // Both schemes in one test (one browser context); each check is soft, so a fault in one
    // scheme still lets the other report its own.
    test(`${path} at 360 px, dark and light: rtl, no horizontal overflow, axe clean`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      for (const scheme of SCHEMES) {
        await open(page, path, scheme);
        await expect.soft(page.locator("html"), scheme).toHaveAttribute("lang", "ar");
        await expect.soft(page.locator("html"), scheme).toHaveAttribute("dir", "rtl");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `horizontal overflow, ${scheme}`).toBeLessThanOrEqual(0);
        expect.soft(await severeViolations(page), `axe, ${scheme}`).toEqual([]);
        await snap(page, `arabic-${path.slice(1).replace(/\//g, "-")}-${scheme}-phone`);
      }
    });
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

    await gotoSettled(page, "/status?reference=EX-26-7K3QF9");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/ar\/status\?reference=EX-26-7K3QF9$/);
    await expect(page.getByRole("textbox", { name: ar["status.referenceLabel"] })).toHaveValue(
      "EX-26-7K3QF9",
    );
  });

  test("a remembered choice never redirects: / stays English", async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, "ar"), LOCALE_KEY);
    await gotoSettled(page, "/");
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
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
