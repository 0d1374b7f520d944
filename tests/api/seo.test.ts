import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

describe("robots.txt and sitemap.xml", () => {
  const ctx = suiteTestContext({ env: { PUBLIC_URL: "https://exams.example.org/" } });

  it("lets caches keep both files when the public address is configured", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    }
  });

  it("robots.txt keeps crawlers out of the back office and the API and names the sitemap", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    for (const prefix of ["/Admin", "/students/", "/stage/", "/View/", "/inquiries", "/users", "/api/"]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Sitemap: https://exams.example.org/sitemap.xml");
  });

  it("sitemap.xml lists every indexed public page with an absolute URL, and no other", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = PUBLIC_PAGES.filter((page) => page.indexed).map(
      (page) => `https://exams.example.org${encodeURI(page.path)}`,
    );
    expect(locations).toEqual(expected);
    expect(locations).toContain(
      "https://exams.example.org/Prometric-Exams-for-the-Kuwait-Ministry-of-Health-(MOH)",
    );
    expect(locations.some((url) => url?.endsWith("/login") || url?.endsWith("/404"))).toBe(false);
  });

  it("lists the Arabic landing beside the English one, each naming the other (decision 0011)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    const entries = [...response.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    const alternates = (loc: string) => {
      const entry = entries.find((body) => body.includes(`<loc>${loc}</loc>`));
      return [...(entry ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    };
    /** The English page `en` and its Arabic twin `ar` each name both, English the default. */
    const twins = (en: string, ar: string) => {
      const both = [`en ${en}`, `ar ${ar}`, `x-default ${en}`];
      expect(alternates(en)).toEqual(both);
      expect(alternates(ar)).toEqual(both);
    };
    twins("https://exams.example.org/", "https://exams.example.org/ar");
    // The Book Exam form in both languages (decision 0011), each naming the other.
    twins("https://exams.example.org/Contact-us", "https://exams.example.org/ar/Contact-us");
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("dates the catalogue pages by the newest publication, and moves the date when one is made", async () => {
    const lastmod = async (loc: string) => {
      const body = (await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
      const entry = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)]
        .map((match) => match[1] ?? "")
        .find((entry) => entry.includes(`<loc>${loc}</loc>`));
      return /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? "")?.[1] ?? null;
    };
    const first = await lastmod("https://exams.example.org/PMP");
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await lastmod("https://exams.example.org/")).toBe(first);
    // A page that shows no catalogue has no date.
    expect(await lastmod("https://exams.example.org/about")).toBeNull();
    const published = await ctx.callAs("admin", "POST", "/api/catalogue/publish");
    expect(published.statusCode, published.body).toBe(200);
    const second = await lastmod("https://exams.example.org/ar/PMP");
    expect(second).not.toBeNull();
    expect(new Date(second!).getTime()).toBeGreaterThan(new Date(first!).getTime());
  });

  it("keeps the Arabic status page out of search engines like the English one", async () => {
    const lines = (await ctx.app.inject({ method: "GET", url: "/robots.txt" })).body.split("\n");
    expect(lines).toContain("Disallow: /status");
    expect(lines).toContain("Disallow: /ar/status");
  });
});

describe("sitemap.xml without PUBLIC_URL", () => {
  const ctx = suiteTestContext();

  it("uses the address the request came to", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "portal.test:8080" },
    });
    expect(response.body).toContain("<loc>http://portal.test:8080/</loc>");
    // Built from a header the client chose: never kept by a shared cache (README "Security").
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("does not let a shared cache keep robots.txt either", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "evil.test" },
    });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });
});
