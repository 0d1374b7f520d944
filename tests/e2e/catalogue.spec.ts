import { type Browser, expect, type Page, test } from "@playwright/test";
import type { PublishedCatalogue } from "#shared/catalogue/catalogue.ts";
import { REGULATOR_LINK } from "#shared/reference/regulator-links.ts";
import { arabicPath } from "#shared/site/locales.ts";
import { registerAr } from "#web/i18n/messages/register.ar.ts";
import { registerEn } from "#web/i18n/messages/register.en.ts";
import { bearer, choose, collectConsoleErrors, hydrated, loginByApi } from "./helpers.ts";

/**
 * docs/product.md §13 "The catalogue" (decision 0034): an admin changes a regulator's price range
 * and adds an exam in English and Arabic on `/catalogue` (and, by API, an exam's price and a
 * course's title and price: their forms are the same drawer); the public catalogue does not show
 * them until "Publish" (confirmed in a dialog), then `GET /api/catalogue` does, the registration
 * wizard, on a fresh page, offers the new exam in both languages, and the pages follow the
 * publication at once (decision 0035): a fresh request with JavaScript off reads the new exam on
 * the NHRA page (its Arabic title on the Arabic page) and the course's new title and price on its
 * page, in both languages; with JavaScript the NHRA page hydrates under its own CSP hashes and its
 * exam dialog shows the new price. "Undo last change" four times and a new publication bring the
 * catalogue back as it was: neither the wizard nor the pages (JavaScript off) show the changes.
 */

const EXAM = { en: "Specialist Vascular Surgery", ar: "أخصائي جراحة الأوعية الدموية" };
const COURSE = {
  title_en: "Project Management Certified Leader",
  title_ar: "قائد مشاريع معتمد",
  price_usd: 575,
};
const COURSE_PATH = "/PMP";

async function publicCatalogue(page: Page): Promise<PublishedCatalogue> {
  const response = await page.request.get("/api/catalogue");
  expect(response.status()).toBe(200);
  return (await response.json()) as PublishedCatalogue;
}

/** Steps 1 to 3 of the wizard, complete, and the new exam's regulator and specialty (a tab's draft). */
const DRAFT = {
  values: {
    firstName: "Huda",
    lastName: "Catalogue",
    fullName: "Huda Catalogue",
    nationalId: "CAT12345",
    dob: "1990-04-12",
    gender: "Female",
    email: "huda.catalogue@example.com",
    phone: "+97333001122",
    country: "Bahrain",
    city: "Manama",
    degree: "BSC",
    BSC_university: "University of Bahrain",
    examCategory: "NHRA",
    examSpecialty: "Surgery",
  },
};

/**
 * The exams the wizard offers for NHRA · Surgery on a fresh page (a new browser session: nothing
 * cached, no draft but {@link DRAFT}), in English on `/register` and in Arabic on `/ar/register`:
 * Next through the three complete steps, then the exam picker's options.
 */
async function wizardExams(browser: Browser, locale: "en" | "ar"): Promise<string[]> {
  const texts = locale === "en" ? registerEn : registerAr;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript((draft) => {
      window.sessionStorage.setItem("registration-draft", draft);
    }, JSON.stringify(DRAFT));
    await page.goto(locale === "en" ? "/register" : "/ar/register");
    const next = page.getByRole("button", { name: texts["reg.next"], exact: true });
    await hydrated(next);
    for (const step of [2, 3, 4]) {
      await next.click();
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(step * 25));
    }
    const name = texts["reg.field.examName"];
    const picker = page
      .getByRole("textbox", { name, exact: true })
      .or(page.getByRole("combobox", { name, exact: true }));
    // Enabled once the published catalogue has loaded.
    await expect(picker).toBeEnabled();
    await picker.click();
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible();
    return await options.allTextContents();
  } finally {
    await context.close();
  }
}

const nhra = (catalogue: PublishedCatalogue) => catalogue.regulators.find((r) => r.code === "NHRA")!;
const examNames = (catalogue: PublishedCatalogue) =>
  nhra(catalogue).specialties.flatMap((s) => s.exams.map((e) => [e.name_en, e.name_ar]));

/**
 * Waits until the notifications have closed by themselves (3 s, app-providers.tsx): they stack at
 * the top right, over the draft's Undo and Publish buttons, and Mantine keeps one open while the
 * pointer rests on it, so the pointer moves away first.
 */
async function closeNotifications(page: Page) {
  await page.mouse.move(5, 700);
  await expect(page.getByRole("button", { name: "Close notification" })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Checks the public NHRA page (English or Arabic) in a fresh page: it lists `exam` or not, shows
 * its price range from `low`, and hydrates without a console error (a CSP refusing the page's
 * rendered inline scripts would stop its hydration and log one); typing then narrows the grid.
 */
async function checkNhraPage(page: Page, arabic: boolean, exam: string, listed: boolean, low: number) {
  const visitor = await page.context().browser()!.newPage();
  const errors = collectConsoleErrors(visitor);
  const path = REGULATOR_LINK.NHRA.path;
  await visitor.goto(arabic ? arabicPath(path) : path);
  await expect(visitor.getByText(arabic ? `ابتداءً من ${low} دولار` : `from USD ${low}`)).toBeVisible();
  const cards = visitor.getByRole("list", { name: /NHRA/ }).getByRole("button");
  await expect(cards.filter({ hasText: exam })).toHaveCount(listed ? 1 : 0);
  await visitor.waitForLoadState("networkidle");
  await hydrated(visitor.getByRole("searchbox"));
  await visitor.getByRole("searchbox").fill(exam);
  await expect(cards).toHaveCount(listed ? 1 : 0);
  await visitor.close();
  expect(errors).toEqual([]);
}

/** The NHRA page in English with JavaScript: `exam`'s dialog shows `price`. */
async function checkExamPrice(page: Page, exam: string, price: number) {
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(REGULATOR_LINK.NHRA.path);
  const card = visitor.getByRole("list", { name: /NHRA/ }).getByRole("button").filter({ hasText: exam });
  await hydrated(card);
  await card.click();
  const dialog = visitor.getByRole("dialog", { name: exam });
  await expect(dialog.getByText(`USD ${price.toLocaleString("en-US")}`, { exact: true })).toBeVisible();
  await visitor.close();
}

/**
 * A public page as a fresh visitor without JavaScript reads it (a new context, nothing cached):
 * what the server's HTML holds, before any script could run.
 */
async function withoutScripts<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    return await read(page);
  } finally {
    await context.close();
  }
}

/** The NHRA page (English, or Arabic) without JavaScript: does it list the exam titled `title`, from price `low`? */
async function checkNhraHtml(browser: Browser, arabic: boolean, title: string, listed: boolean, low: number) {
  const path = REGULATOR_LINK.NHRA.path;
  await withoutScripts(browser, arabic ? arabicPath(path) : path, async (page) => {
    await expect(page.getByText(arabic ? `ابتداءً من ${low} دولار` : `from USD ${low}`)).toBeVisible();
    const cards = page.getByRole("list", { name: /NHRA/ }).getByRole("button");
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: title })).toHaveCount(listed ? 1 : 0);
  });
}

/** The PMP course page (English, or Arabic) without JavaScript shows the course `title` at `price`. */
async function checkCourseHtml(browser: Browser, arabic: boolean, title: string, price: number) {
  await withoutScripts(browser, arabic ? arabicPath(COURSE_PATH) : COURSE_PATH, async (page) => {
    const card = page.getByRole("button", { name: /^PMCM / });
    await expect(card).toContainText(title);
    await expect(card).toContainText(String(price));
  });
}

async function publish(page: Page) {
  await closeNotifications(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish the catalogue?" });
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Catalogue version \d+ published\./)).toBeVisible();
}

test("an admin changes prices, adds an exam and renames a course, publishes, and undoes it all", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await loginByApi(page, request);
  const before = await publicCatalogue(page);
  const { price_low_usd: low, price_high_usd: high } = nhra(before);
  // An exam whose price the admin changes, and the course whose title and price they change.
  const priced = nhra(before).specialties.find((s) => s.name_en === "Surgery")!.exams[0]!;
  const newPrice = (priced.price_usd ?? high) + 33;
  const course = before.programs.find((program) => program.path === COURSE_PATH)!.courses[0]!;
  try {
    await page.goto("/catalogue");
    await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
    await expect(page.getByTestId("draft-state")).toHaveText("The draft is published");

    // The regulator's price range, in the edit drawer.
    await page.getByRole("button", { name: "Edit NHRA" }).click();
    const drawer = page.getByRole("dialog", { name: "Edit: NHRA" });
    await drawer.getByRole("textbox", { name: "Lowest price (USD)" }).fill(String(low + 7));
    await drawer.getByRole("textbox", { name: "Highest price (USD)" }).fill(String(high + 70));
    // Arabic fields are written right to left.
    const direction = (name: string) =>
      drawer.getByRole("textbox", { name }).evaluate((input) => getComputedStyle(input).direction);
    expect(await direction("Name (Arabic)")).toBe("rtl");
    expect(await direction("Name (English)")).toBe("ltr");
    await drawer.getByRole("button", { name: "Save to draft" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("cell", { name: `${low + 7} – ${high + 70}` })).toBeVisible();

    // A new exam in both languages.
    await page.getByRole("tab", { name: "Exams" }).click();
    await choose(page, "Regulator", "NHRA · National Health Regulatory Authority");
    await page.getByRole("button", { name: "Add exam" }).click();
    const add = page.getByRole("dialog", { name: "Add exam" });
    await choose(page, "Specialty", /^Surgery · /);
    await add.getByRole("textbox", { name: "Name (English)" }).fill(EXAM.en);
    await add.getByRole("textbox", { name: "Name (Arabic)" }).fill(EXAM.ar);
    await add.getByRole("button", { name: "Save to draft" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole("cell", { name: EXAM.en }).first()).toBeVisible();
    // The preview shows the draft as the public page would, in both languages.
    const preview = page.getByRole("region", { name: "Preview of the draft" });
    await expect(preview.getByText(EXAM.ar)).toBeVisible();
    await expect(page.getByTestId("draft-state")).toHaveText("Unpublished changes");
    // An exam's price and a course's title and price: the same drawer, by API here.
    const { id: examId, specialty_id: _s, ...examFields } = priced;
    const examSaved = await request.put(`/api/catalogue/exams/${examId}`, {
      headers: bearer(token),
      data: { ...examFields, price_usd: newPrice },
    });
    expect(examSaved.status()).toBe(200);
    const { id: courseId, program_id: _p, ...courseFields } = course;
    const courseSaved = await request.put(`/api/catalogue/courses/${courseId}`, {
      headers: bearer(token),
      data: { ...courseFields, ...COURSE },
    });
    expect(courseSaved.status()).toBe(200);

    // Not public before "Publish".
    expect(examNames(await publicCatalogue(page))).not.toContainEqual([EXAM.en, EXAM.ar]);
    await publish(page);
    const after = await publicCatalogue(page);
    expect(after.version).toBeGreaterThan(before.version);
    expect([nhra(after).price_low_usd, nhra(after).price_high_usd]).toEqual([low + 7, high + 70]);
    expect(examNames(after)).toContainEqual([EXAM.en, EXAM.ar]);
    // The wizard offers it at once, in both languages (its names in each).
    expect(await wizardExams(browser, "en")).toContain(EXAM.en);
    expect(await wizardExams(browser, "ar")).toContain(EXAM.ar);
    // The public pages show the publication, no rebuild (decision 0035), in both languages: in the
    // HTML of a fresh request (JavaScript off), and hydrated.
    await checkNhraHtml(browser, false, EXAM.en, true, low + 7);
    await checkNhraHtml(browser, true, EXAM.ar, true, low + 7);
    await checkCourseHtml(browser, false, COURSE.title_en, COURSE.price_usd);
    await checkCourseHtml(browser, true, COURSE.title_ar, COURSE.price_usd);
    await checkNhraPage(page, false, EXAM.en, true, low + 7);
    await checkNhraPage(page, true, EXAM.ar, true, low + 7);
    await checkExamPrice(page, priced.name_en, newPrice);

    // Undo the four changes, publish: the catalogue is back.
    for (const _ of [1, 2, 3, 4]) {
      await closeNotifications(page);
      await page.getByRole("button", { name: "Undo last change" }).click();
      await expect(page.getByText("Last change undone in the draft.").first()).toBeVisible();
    }
    await publish(page);
    const back = await publicCatalogue(page);
    expect([nhra(back).price_low_usd, nhra(back).price_high_usd]).toEqual([low, high]);
    expect(examNames(back)).not.toContainEqual([EXAM.en, EXAM.ar]);
    expect(back.programs.find((program) => program.path === COURSE_PATH)!.courses[0]).toEqual(course);
    await checkNhraHtml(browser, false, EXAM.en, false, low);
    await checkNhraHtml(browser, true, EXAM.ar, false, low);
    await checkCourseHtml(browser, false, course.title_en, course.price_usd);
    await checkCourseHtml(browser, true, course.title_ar, course.price_usd);
    const offered = await wizardExams(browser, "en");
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(EXAM.en);
    expect(await wizardExams(browser, "ar")).not.toContain(EXAM.ar);
    await checkNhraPage(page, false, EXAM.en, false, low);

    // The history lists the changes and their undoing.
    await page.getByRole("tab", { name: "History" }).click();
    await expect(page.getByRole("table", { name: "History" }).getByText("Undone").first()).toBeVisible();
  } finally {
    // Leave the catalogue as found for the other journeys, whatever failed above.
    const now = await publicCatalogue(page);
    const nowCourse = now.programs.find((program) => program.path === COURSE_PATH)!.courses[0]!;
    const nowPriced = nhra(now)
      .specialties.flatMap((s) => s.exams)
      .find((e) => e.id === priced.id);
    if (
      examNames(now).some(([en]) => en === EXAM.en) ||
      nhra(now).price_low_usd !== low ||
      nowCourse.title_en !== course.title_en ||
      nowPriced?.price_usd !== priced.price_usd
    ) {
      const draft = await request.get("/api/catalogue/draft", { headers: bearer(token) });
      const { regulators } = (await draft.json()) as PublishedCatalogue;
      const regulator = regulators.find((r) => r.code === "NHRA")!;
      const { id: courseId, program_id: _program, ...courseFields } = course;
      await request.put(`/api/catalogue/courses/${courseId}`, { headers: bearer(token), data: courseFields });
      const { id: examId, specialty_id: _s, ...examFields } = priced;
      await request.put(`/api/catalogue/exams/${examId}`, { headers: bearer(token), data: examFields });
      for (const exam of regulator.specialties.flatMap((s) => s.exams).filter((e) => e.name_en === EXAM.en)) {
        const { id, specialty_id: _s, ...fields } = exam;
        await request.put(`/api/catalogue/exams/${id}`, {
          headers: bearer(token),
          data: { ...fields, name_en: `${EXAM.en} (test)`, active: false },
        });
      }
      const { id, code: _c, country: _co, path: _p, sort_order: _o, specialties: _sp, ...fields } = regulator;
      await request.put(`/api/catalogue/regulators/${id}`, {
        headers: bearer(token),
        data: { ...fields, price_low_usd: low, price_high_usd: high },
      });
      await request.post("/api/catalogue/publish", { headers: bearer(token) });
    }
  }
});
