import { expect, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "#shared/site/public-pages.ts";
import { test } from "./helpers.ts";
import { PIECE, slowHtmlProxy } from "./slow-html.ts";

/**
 * No public page moves under its reader while it arrives (decision 0012, "The first paint waits
 * for the whole document"), with the slow parts forced rather than hoped for:
 *
 * - the HTML comes in pieces (`slow-html.ts`), and the next piece is sent only once the browser has
 *   painted the last one, unless the page holds its rendering until its end (a slow link; a busy
 *   CPU makes Chromium's parser yield and paint the same half-built page);
 * - the site settings answer late, from a server with a phone and an office configured.
 *
 * Each also hydrates without a console error (the element the first paint waits for is one React
 * did not render). Painted half-built, the navbar slid from the end of the header to its middle and short pages'
 * footers grew upwards (the CLS of 0.0123 `fonts.spec.ts` measured on a loaded machine; up to 0.07
 * here); the settings moved /about's buttons and footer (0.015 at 1280 px) and the Book Exam form
 * (0.018 on a phone).
 */

/** Lighthouse shows CLS to three decimals: below this it reads 0. */
const NO_SHIFT = 0.0005;

const WIDTHS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

/** What a server with every contact detail configured answers, distinct from the test server's own. */
const SETTINGS = {
  supportEmail: "desk@exams.example",
  supportPhone: "+971 4 123 4567",
  officeAddress: "Office 12, Building 3, Healthcare City, Dubai",
};

const PATHS = [
  ...PUBLIC_PAGES.map((page) => page.path),
  "/register",
  "/ar/register",
  "/status",
  "/ar/status",
];

/** What the page's init script records. */
interface Arrival {
  /** The last piece of HTML parsed (-1: none yet). */
  parsed: number;
  /** The last piece of HTML on screen: parsed before a frame was rendered. */
  painted: number;
  /** Whether the page holds its rendering until an element still to come (`link rel=expect`). */
  holding: boolean;
}

/** Records how far the HTML has been parsed and painted. */
function recordArrival(piece: string) {
  const state: Arrival = { parsed: -1, painted: -1, holding: false };
  (window as unknown as { arrival: Arrival }).arrival = state;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.COMMENT_NODE && node.nodeValue?.startsWith(piece)) {
          state.parsed = Number(node.nodeValue.slice(piece.length));
        }
      }
    }
    const expectLink = document.querySelector<HTMLLinkElement>('head link[rel="expect"][blocking~="render"]');
    const awaited = expectLink?.getAttribute("href")?.replace(/^#/, "");
    state.holding = !!awaited && !document.getElementById(awaited);
  }).observe(document, { childList: true, subtree: true });
  // A frame's animation callbacks run just before it is painted, with the DOM it paints.
  const frame = () => {
    state.painted = state.parsed;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * The page's layout shift since its first paint, and what moved. Every shift counts, also those
 * marked `hadRecentInput`, which CLS leaves out: nothing is typed or clicked here, yet under the
 * phone emulation Chromium marks the first half second so (a footer that grew by 0.079 on `/login`).
 */
function layoutShifts() {
  // A buffered observer holds the entries so far at once.
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "layout-shift", buffered: true });
  const entries = observer.takeRecords() as unknown as {
    value: number;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }[];
  observer.disconnect();
  const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
  return {
    total: entries.reduce((sum, entry) => sum + entry.value, 0),
    moved: entries.flatMap((entry) =>
      entry.sources.map(({ node, previousRect, currentRect }) => {
        const name = node instanceof Element ? node.tagName.toLowerCase() : "text";
        const text = (node?.textContent ?? "").slice(0, 40);
        return `${entry.value.toFixed(4)} ${name} "${text}" ${rect(previousRect)} → ${rect(currentRect)}`;
      }),
    ),
  };
}

/** The page's record, or null while the document is not the proxied page yet. */
async function arrival(page: Page, origin: string): Promise<Arrival | null> {
  return page
    .evaluate(
      (origin) =>
        location.origin === origin ? ((window as unknown as { arrival?: Arrival }).arrival ?? null) : null,
      origin,
    )
    .catch(() => null);
}

let proxy: Awaited<ReturnType<typeof slowHtmlProxy>>;
test.beforeAll(async () => {
  proxy = await slowHtmlProxy(test.info().project.use.baseURL ?? "");
});
test.afterAll(async () => {
  await proxy.close();
});

for (const [width, options] of Object.entries(WIDTHS)) {
  test.describe(`on a ${width}`, () => {
    test.use(options);

    for (const path of PATHS) {
      test(`${path} does not move while its HTML arrives in pieces and its settings late`, async ({
        context,
        page,
      }) => {
        await context.addInitScript(recordArrival, PIECE);
        // The next piece once this one is on screen; a page that holds its rendering until its
        // end gets a moment to break that promise instead (it would paint, and be caught moving).
        proxy.afterEachPiece(async (piece) => {
          const giveUp = Date.now() + 10_000;
          while (Date.now() < giveUp) {
            const state = await arrival(page, proxy.url);
            if (state && state.painted >= piece) return;
            if (state && state.parsed >= piece && state.holding) {
              await new Promise((resolve) => setTimeout(resolve, 50));
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          // Sent anyway: what it moves is still measured.
          console.warn(`Piece ${piece} of ${path} was neither painted nor held within 10 s`);
        });
        // The settings are asked for once the page has hydrated; they answer a moment later.
        await page.route("**/api/site-config", async (route) => {
          const response = await route.fetch();
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.fulfill({ response, json: { ...(await response.json()), ...SETTINGS } });
        });

        await page.goto(`${proxy.url}${path}`);
        // Shown by the footer, by /about and by the Book Exam form (which has no footer).
        await expect(page.getByText(SETTINGS.supportEmail).first()).toBeAttached();
        // Two frames: the one that paints them, and the shift it reports.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await page.evaluate(layoutShifts);
        expect(shifts.total, shifts.moved.join("\n")).toBeLessThan(NO_SHIFT);
      });
    }
  });
}
