import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type ExamInfo, examCatalog, REGULATORS, type Regulator } from "#shared/reference/regulators.ts";
import { arabicPath } from "#shared/site/locales.ts";
import { CLIENT_DIR, scriptsLoadedBy } from "./build-output.ts";
import { collectConsoleErrors, gotoSettled, hydrated, snap } from "./helpers.ts";

/** `text` as a literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The h1 of a regulator page (docs/product.md §2). */
const heading = (regulator: Regulator) => `Prometric Exams for the ${regulator.name} (${regulator.code})`;

/** Accessible name of an exam card: its exam name, then its specialty label. */
const cardName = (exam: ExamInfo) => new RegExp(`^${literal(exam.name)}\\s*${literal(exam.specialty)}$`);

/**
 * A word found in some but not all exam names of the regulator (the most frequent such word), so
 * searching it must narrow the grid but not empty it.
 */
function searchTerm(exams: readonly ExamInfo[]): string {
  const counts = new Map<string, number>();
  for (const exam of exams) {
    for (const word of new Set(exam.name.toLowerCase().match(/[a-z]{5,}/g))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const [best] = [...counts]
    .filter(([, count]) => count >= 2 && count < exams.length)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  if (!best) throw new Error("no search term narrows this catalogue");
  return best[0];
}

/** "registrar" → "rEgIsTrAr": the same term in a different case. */
const otherCase = (term: string) =>
  [...term].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join("");

async function openPage(page: Page, regulator: Regulator, search = "") {
  // Hydrated, so typing and choosing reach React rather than the prerendered HTML.
  await gotoSettled(page, regulator.path + search);
  await hydrated(page.getByRole("combobox", { name: "Specialty" }));
  await hydrated(page.getByRole("searchbox", { name: "Search by exam name" }));
}

for (const regulator of REGULATORS) {
  const exams = examCatalog(regulator);
  const cards = (page: Page) =>
    page.getByRole("list", { name: `${regulator.code} exams` }).getByRole("button");
  const status = (page: Page) => page.getByRole("status").filter({ hasText: /exams$/ });

  test.describe(`${regulator.code} exam page`, () => {
    test("has its title, h1, info section and the full exam grid", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await openPage(page, regulator);
      await expect(page).toHaveTitle(`${regulator.code} Prometric Exams | ${regulator.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(regulator));
      await expect(page.getByText(regulator.resultTime, { exact: true })).toBeVisible();
      await expect(page.getByText(regulator.examDuration, { exact: true })).toBeVisible();
      await expect(page.getByText(/we do not sell or endorse any exam preparation materials/)).toBeVisible();
      await expect(cards(page)).toHaveCount(exams.length);
      await expect(status(page)).toHaveText(`Showing all ${exams.length} exams`);
      await expect(page.getByRole("searchbox", { name: "Search by exam name" })).toHaveAttribute(
        "placeholder",
        "Search by exam name...",
      );
      const specialty = page.getByRole("combobox", { name: "Specialty" });
      await expect(specialty.locator("option")).toHaveText([
        "All Specialties",
        ...regulator.specialties.map((s) => s.name),
      ]);
      expect(errors).toEqual([]);
    });

    test("searching, in another case, narrows the grid to matching exam names", async ({ page }) => {
      const term = searchTerm(exams);
      const expected = exams.filter((exam) => exam.name.toLowerCase().includes(term));
      expect(expected.length).toBeLessThan(exams.length);

      await openPage(page, regulator);
      await page.getByRole("searchbox", { name: "Search by exam name" }).fill(otherCase(term));
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(status(page)).toHaveText(`Showing ${expected.length} of ${exams.length} exams`);
      for (const text of await cards(page).allInnerTexts()) {
        const examName = text.split("\n")[0] ?? "";
        expect(examName.toLowerCase()).toContain(term);
      }
      // Shareable: the search lands in the URL.
      await expect(page).toHaveURL(new RegExp(`[?&]q=${otherCase(term)}`));

      await page.getByRole("searchbox", { name: "Search by exam name" }).fill("no such exam at all");
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText("No exams match your search")).toBeVisible();
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(cards(page)).toHaveCount(exams.length);
    });

    test("choosing a specialty narrows the grid to that specialty's cards", async ({ page }) => {
      const specialty = regulator.specialties[1] ?? regulator.specialties[0];
      if (!specialty) throw new Error("no specialty");
      await openPage(page, regulator);
      await page.getByRole("combobox", { name: "Specialty" }).selectOption(specialty.name);
      await expect(cards(page)).toHaveCount(specialty.exams.length);
      for (const exam of exams.filter((e) => e.specialty === specialty.name)) {
        await expect(
          cards(page).filter({ has: page.getByText(exam.name, { exact: true }) }),
        ).toHaveAccessibleName(cardName(exam));
      }
      for (const text of await cards(page).allInnerTexts()) {
        expect(text.split("\n").at(-1)).toBe(specialty.name);
      }
      await page.getByRole("combobox", { name: "Specialty" }).selectOption("All Specialties");
      await expect(cards(page)).toHaveCount(exams.length);
    });

    test("a card opens its exam dialog; Escape and the close button close it and clear the selection", async ({
      page,
    }) => {
      const first = exams[0] as ExamInfo;
      const other = exams.at(-1) as ExamInfo;
      await openPage(page, regulator);

      await page.getByRole("button", { name: cardName(first) }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(first.name);
      await expect(dialog.getByText(first.resultTime, { exact: true })).toBeVisible();
      await expect(
        dialog.getByText(`from USD ${regulator.priceRangeUsd.low.toLocaleString("en-US")}`),
      ).toBeVisible();
      await snap(page, `regulator-${regulator.code.toLowerCase()}-dialog`);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await page.getByRole("button", { name: cardName(other) }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(other.name);
      await expect(dialog.getByText(first.name, { exact: true })).toHaveCount(0);

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);

      // The selection was cleared: opening the first card again shows the first exam, not the last one.
      await page.getByRole("button", { name: cardName(first) }).click();
      await expect(dialog).toHaveAccessibleName(first.name);
      await expect(dialog.getByRole("heading", { name: other.name })).toHaveCount(0);

      // Book Now carries the choice to the inquiry form: its exam option, the exam in the message.
      await dialog.getByRole("link", { name: "Book Now" }).click();
      await expect(page).toHaveURL(
        `/Contact-us?${new URLSearchParams({ regulator: regulator.code, specialty: first.specialty, exam: first.name })}`,
      );
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("#inquiry-exam_name")).toHaveValue(`${regulator.code} Exam`);
      await expect(page.getByLabel("Message (optional)")).toHaveValue(
        `I would like to book the ${regulator.code} exam "${first.name}" (${first.specialty}).`,
      );
    });

    test("Book Now goes to /Contact-us with this regulator's exam chosen", async ({ page }) => {
      await openPage(page, regulator);
      await page.getByRole("main").getByRole("link", { name: "Book Now" }).click();
      await expect(page).toHaveURL(`/Contact-us?regulator=${regulator.code}`);
      await expect(page.locator("#inquiry-exam_name")).toHaveValue(`${regulator.code} Exam`);
      await expect(page.getByLabel("Message (optional)")).toHaveValue("");
    });
  });
}

const scfhs = REGULATORS.find((r) => r.code === "SCFHS") as Regulator;

test("SCFHS dialog reads 'You are about to register for the exam' and its button goes to /register", async ({
  page,
}) => {
  const exam = examCatalog(scfhs)[0] as ExamInfo;
  await openPage(page, scfhs);
  await page.getByRole("button", { name: cardName(exam) }).click();
  const dialog = page.getByRole("dialog", { name: exam.name });
  await expect(dialog.getByText("You are about to register for the exam")).toBeVisible();
  await dialog.getByRole("link", { name: "Register for this exam" }).click();
  // The choice travels in the URL (shareable) and is named above the wizard's steps.
  await expect(page).toHaveURL(
    `/register?${new URLSearchParams({ regulator: "SCFHS", specialty: exam.specialty, exam: exam.name })}`,
  );
  await expect(page.getByRole("note", { name: "Chosen exam" })).toHaveText(
    `Your exam: SCFHS · ${exam.specialty} · ${exam.name}. You can change it in step 4, Exam Details.`,
  );
});

test("other regulators' dialogs offer booking, not registration", async ({ page }) => {
  const moh = REGULATORS.find((r) => r.code === "MOH") as Regulator;
  const exam = examCatalog(moh)[0] as ExamInfo;
  await openPage(page, moh);
  await page.getByRole("button", { name: cardName(exam) }).click();
  const dialog = page.getByRole("dialog", { name: exam.name });
  await expect(dialog.getByRole("link", { name: "Book Now" })).toBeVisible();
  await expect(dialog.getByText("You are about to register for the exam")).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Register for this exam" })).toHaveCount(0);
});

test("a shared URL with ?q= and ?specialty= (any case) opens the page filtered", async ({ page }) => {
  const moh = REGULATORS.find((r) => r.code === "MOH") as Regulator;
  const expected = examCatalog(moh).filter(
    (exam) => exam.specialty === "Anesthesia" && exam.name.toLowerCase().includes("registrar"),
  );
  expect(expected.length).toBeGreaterThan(0);
  const errors = collectConsoleErrors(page);
  await openPage(page, moh, "?q=REGISTRAR&specialty=anesthesia");
  await expect(page.getByRole("list", { name: "MOH exams" }).getByRole("button")).toHaveCount(
    expected.length,
  );
  await expect(page.getByRole("searchbox", { name: "Search by exam name" })).toHaveValue("REGISTRAR");
  await expect(page.getByRole("combobox", { name: "Specialty" })).toHaveValue("Anesthesia");
  // The prerendered full list hydrates without a mismatch; the filters apply afterwards.
  expect(errors).toEqual([]);
});

test("the prerendered HTML lists every exam and the structured data of §9, with no made-up rating", () => {
  for (const regulator of REGULATORS) {
    const html = readFileSync(path.join(CLIENT_DIR, regulator.path, "index.html"), "utf8");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
    );
    const product = blocks.find((block) => block["@type"] === "Product") as Record<
      string,
      Record<string, unknown>
    >;
    expect(product.offers, regulator.code).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: regulator.priceRangeUsd.low,
      highPrice: regulator.priceRangeUsd.high,
      offerCount: examCatalog(regulator).length,
    });
    // No rating was measured: none is published until RATING_VALUE and RATING_COUNT are set.
    expect(product, regulator.code).not.toHaveProperty("aggregateRating");
    const list = blocks.find((block) => block["@type"] === "ItemList") as { itemListElement: unknown[] };
    expect(list.itemListElement).toHaveLength(regulator.specialties.length);
    expect(html).toContain('property="og:title"');
    // Every card is in the HTML: search engines and visitors without JavaScript see the full list.
    expect(html.match(/aria-haspopup="dialog"/g) ?? []).toHaveLength(examCatalog(regulator).length);
  }
});

test("a configured rating joins the page's Product data; without one there is none", async ({ page }) => {
  const dha = REGULATORS.find((r) => r.code === "DHA") as Regulator;
  const product = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "Product");
  };
  // The e2e server has no RATING_VALUE / RATING_COUNT.
  await openPage(page, dha);
  expect(await product()).not.toHaveProperty("aggregateRating");

  await page.route("**/api/site-config", (route) =>
    route.fulfill({
      json: {
        supportEmail: "support@example.com",
        supportPhone: null,
        officeAddress: null,
        rating: { value: 4.6, count: 87 },
      },
    }),
  );
  const errors = collectConsoleErrors(page);
  await openPage(page, dha);
  await expect
    .poll(async () => (await product())?.aggregateRating)
    .toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 87,
    });
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);
  expect(errors).toEqual([]);
});

test("regulator pages, both languages, load no catalogue, schema library, query cache, floating-ui or dialog code up front", () => {
  for (const pagePath of REGULATORS.flatMap((regulator) => [regulator.path, arabicPath(regulator.path)])) {
    const scripts = scriptsLoadedBy(pagePath);
    const code = scripts.map((s) => readFileSync(path.join(CLIENT_DIR, s.file), "utf8")).join("\n");
    expect(code, "zod").not.toContain("ZodError");
    expect(code, "TanStack Query").not.toContain("QueryClient");
    expect(code, "floating-ui").not.toContain("floating-ui");
    // Their five countries are named from a five-entry code map, not the whole country list (~1.3 kB).
    expect(code.includes("Zimbabwe"), "the whole country list").toBe(false);
    expect(
      scripts.filter((s) => /\/exam-dialog-/.test(s.file)),
      "lazy dialog",
    ).toEqual([]);
    // The regulator comes from the route's loader data (decision 0035): no regulator's exam list in the JS.
    expect(code.includes("Senior Registrar Anesthesia"), "the regulators' catalogue").toBe(false);
    // Their size: tests/e2e/js-budget.spec.ts, with every other public page (decision 0005).
  }
});
