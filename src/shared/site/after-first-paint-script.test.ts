import { describe, expect, it } from "vitest";
import { inlineScriptPage } from "#tests/helpers/inline-script-page.ts";
import { AFTER_FIRST_PAINT } from "./after-first-paint-script.ts";

/** Runs the function in a page; `calls` counts the callback's calls. */
function start(options: Parameters<typeof inlineScriptPage>[0]) {
  const page = inlineScriptPage(options);
  const calls: number[] = [];
  page.window.done = () => calls.push(1);
  page.run(`(${AFTER_FIRST_PAINT})(function(){window.done()})`);
  return { page, calls };
}

describe("AFTER_FIRST_PAINT (decisions 0012, 0014)", () => {
  it("waits for the first paint when load comes first (a page with few pictures)", async () => {
    const { page, calls } = start({});
    await page.load();
    expect(calls).toEqual([]);
    await page.paint();
    expect(calls).toEqual([1]);
  });

  it("waits for load when the first paint comes first, and calls once", async () => {
    const { page, calls } = start({});
    await page.paint();
    expect(calls).toEqual([]);
    await page.load();
    await page.paint();
    expect(calls).toEqual([1]);
  });

  it("calls at once on a page that has loaded and painted", async () => {
    const { calls } = start({ readyState: "complete", painted: true });
    expect(calls).toEqual([1]);
  });

  it("without paint timing: load and then two frames", async () => {
    const { page, calls } = start({ paintTiming: false });
    await page.frames();
    expect(calls).toEqual([]);
    await page.load();
    expect(calls).toEqual([]);
    await page.frames();
    expect(calls).toEqual([1]);
  });
});
