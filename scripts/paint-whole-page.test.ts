import { describe, expect, it } from "vitest";
import { PAGE_END, PAINT_WHEN_PARSED, paintWholePage } from "./paint-whole-page.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body><div>page</div><script>x()</script></body></html>';

describe("paintWholePage (decision 0012)", () => {
  it("blocks rendering in <head> until the element it writes last in <body> is parsed, once", () => {
    const once = paintWholePage(PAGE);
    expect(once).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${PAINT_WHEN_PARSED}<title>t</title></head><body><div>page</div><script>x()</script>${PAGE_END}</body></html>`,
    );
    expect(PAINT_WHEN_PARSED).toBe('<link rel="expect" href="#page-end" blocking="render"/>');
    expect(PAGE_END).toBe('<template id="page-end"></template>');
    expect(paintWholePage(once)).toBe(once);
  });

  it("fails the build for a page without a charset tag or without </body>", () => {
    expect(() => paintWholePage("<html><head></head><body></body></html>")).toThrow(/charSet/);
    expect(() => paintWholePage('<html><head><meta charSet="utf-8"/></head>')).toThrow(/<\/body>/);
  });
});
