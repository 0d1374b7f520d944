/**
 * "Time to usable" of the staff pages (docs/product.md §7 performance), shared by
 * `staff-speed.spec.ts` and `npm run bench:staff`: from navigation start until the page's main
 * content (its table's rows, its form's fields) is on screen, rendered by React (so it answers
 * clicks and typing) and no skeleton or loader stands in for it. Each load is a first visit (a
 * fresh browser context: empty HTTP cache), logged in by the token in localStorage as the app
 * stores it. `/404` is the baseline measured in the same run: the same shell with the least content.
 */
import type { Browser, BrowserContext } from "@playwright/test";

/** One page to time: its URL and the CSS selector of its main content. */
export interface TimedPage {
  /** Label in the printed table (the route pattern). */
  label: string;
  url: string;
  /** An element of the page's main content; the page is usable once it is shown and React's. */
  ready: string;
}

/** The baseline (prerendered, hydrated on first paint): its home button, once React has it. */
export const BASELINE: TimedPage = { label: "/404", url: "/404", ready: 'main a[href="/"]' };

/** Ids the parametrised pages need: a candidate (with an invoice stage) and a test center. */
export interface StaffIds {
  studentId: number;
  testCenterId: number;
  stagePath: string;
}

/** Every staff page of the back office (`PAGE_POLICY`, src/shared/access/policy.ts) with its main content. */
export function staffPages({ studentId, testCenterId, stagePath }: StaffIds): TimedPage[] {
  const rows = "main table tbody tr td";
  return [
    { label: "/Admin", url: "/Admin", ready: rows },
    { label: "/stage/:stage", url: stagePath, ready: rows },
    {
      label: "/students/:id",
      url: `/students/${studentId}`,
      ready: 'main table[aria-label="Student details"] tr td',
    },
    { label: "/View/invoices", url: "/View/invoices", ready: rows },
    { label: "/create-invoice/:studentId", url: `/create-invoice/${studentId}`, ready: "main form input" },
    { label: "/users", url: "/users", ready: rows },
    { label: "/registeruser", url: "/registeruser", ready: "main form input" },
    { label: "/View-test-center", url: "/View-test-center", ready: rows },
    { label: "/Register-test-center", url: "/Register-test-center", ready: "main form input" },
    { label: "/test-center/:testCenterId", url: `/test-center/${testCenterId}`, ready: rows },
    { label: "/inquiries", url: "/inquiries", ready: rows },
    { label: "/CreateAnnouncement", url: "/CreateAnnouncement", ready: "main form textarea" },
    { label: "/announcements", url: "/announcements", ready: "main h1, main h2" },
    { label: "/email", url: "/email", ready: "main form input, main form textarea" },
  ];
}

/**
 * Milliseconds from navigation start until `ready` matches a visible element that React rendered
 * (it carries React's props key: hydrated, or rendered by the client) while no skeleton or loader
 * is shown in `main`. Polled on every animation frame in the page itself.
 */
async function timeToUsable(context: BrowserContext, baseURL: string, page: TimedPage): Promise<number> {
  const tab = await context.newPage();
  try {
    await tab.goto(new URL(page.url, baseURL).href, { waitUntil: "commit" });
    const handle = await tab.waitForFunction(
      (selector) => {
        const main = document.querySelector("main");
        if (!main) return false;
        if (
          main.querySelector('.mantine-Skeleton-root[data-visible], [role="status"][aria-label^="Loading"]')
        ) {
          return false;
        }
        const element = [...document.querySelectorAll(selector)].find((candidate) => {
          const box = candidate.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        });
        if (!element || !Object.keys(element).some((key) => key.startsWith("__reactProps$"))) return false;
        return performance.now();
      },
      page.ready,
      { polling: "raf", timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await tab.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One page's result: every load's time, their median and the median's ratio to the baseline's. */
export interface PageTiming {
  label: string;
  timesMs: number[];
  medianMs: number;
  ratio: number;
}

/**
 * Times `pages` and the baseline `runs` times each, interleaved (baseline, page 1, baseline, page 2,
 * ... in every round), so that a busy moment of the machine weighs on both sides. Every load is a
 * fresh context carrying `token` in localStorage. Returns the baseline first.
 */
export async function measure(
  browser: Browser,
  baseURL: string,
  token: string,
  pages: TimedPage[],
  runs: number,
): Promise<PageTiming[]> {
  const times = new Map<string, number[]>([BASELINE, ...pages].map((p) => [p.label, []]));
  const load = async (page: TimedPage) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript((value) => window.localStorage.setItem("token", value), token);
    try {
      times.get(page.label)!.push(await timeToUsable(context, baseURL, page));
    } finally {
      await context.close();
    }
  };
  // One unmeasured load of each first: the server's own first answers (JIT, file cache) are not the page's.
  for (const page of [BASELINE, ...pages]) await load(page);
  for (const list of times.values()) list.length = 0;
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      await load(BASELINE);
      await load(page);
    }
  }
  const baseline = median(times.get(BASELINE.label)!);
  return [BASELINE, ...pages].map((page) => {
    const timesMs = times.get(page.label)!;
    const medianMs = median(timesMs);
    return { label: page.label, timesMs, medianMs, ratio: medianMs / baseline };
  });
}

/** The results as a table: page, median ms, ratio to the baseline, every load's ms. */
export function formatTimings(timings: PageTiming[]): string {
  const width = Math.max(...timings.map((t) => t.label.length));
  return timings
    .map(
      (t) =>
        `${t.label.padEnd(width)}  ${t.medianMs.toFixed(0).padStart(6)} ms  ×${t.ratio.toFixed(2)}  [${t.timesMs
          .map((ms) => ms.toFixed(0))
          .join(", ")}]`,
    )
    .join("\n");
}
