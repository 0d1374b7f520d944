import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";

/** Decodes the few entities React escapes in text. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .trim();

/**
 * Search engines and visitors without JavaScript get real pages: each public route answers with
 * prerendered HTML holding its own title, description, one h1 and parseable JSON-LD. Fetched with
 * a plain HTTP request, so no script runs.
 */
test.describe("prerendered public pages (no JavaScript)", () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} has title, description, one h1 and JSON-LD in its HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();

      const title = text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
      expect(title.length).toBeGreaterThan(10);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);

      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1] ?? ""));
      expect(h1s).toHaveLength(1);
      expect(h1s[0]?.length).toBeGreaterThan(2);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const data = JSON.parse(block[1] ?? "") as Record<string, unknown>;
        expect(data["@context"]).toBe("https://schema.org");
        expect(data["@type"]).toBeTruthy();
      }
      // Hydration scripts are there too: the page becomes interactive once JS runs.
      expect(html).toContain('type="module"');
    });
  }

  test("titles differ between pages (except the /PMP and /pmp spellings)", async ({ request }) => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_PAGES.filter((page) => page.path !== "/pmp")) {
      const html = await (await request.get(path)).text();
      titles.add(text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ""));
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length - 1);
  });
});
