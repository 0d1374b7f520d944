import { describe, expect, it } from "vitest";
import { WEB_FONTS_KEY, WEB_FONTS_SCRIPT } from "#web/web-fonts-script.ts";
import { withWebFontsScript } from "./inline-web-fonts.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title></head><body></body></html>';

describe("withWebFontsScript (decision 0014)", () => {
  it("writes the script once, right after the charset tag", () => {
    const once = withWebFontsScript(PAGE);
    expect(once).toContain(`<meta charSet="utf-8"/><script>${WEB_FONTS_SCRIPT}</script><title>`);
    expect(withWebFontsScript(once)).toBe(once);
  });

  it("fails the build for a page without a charset tag", () => {
    expect(() => withWebFontsScript("<html><head></head></html>")).toThrow(/charSet/);
  });
});

/** Runs the script against a document of `lang` with these font faces and this storage. */
function run(lang: string, stored: string | null, families: string[]) {
  const storage = new Map<string, string>(stored ? [[WEB_FONTS_KEY, stored]] : []);
  const loaded: string[] = [];
  const listeners: (() => void)[] = [];
  const documentElement = { lang, dataset: {} as Record<string, string> };
  const document = {
    documentElement,
    fonts: {
      forEach: (visit: (face: { family: string; load: () => Promise<void> }) => void) => {
        for (const family of families) visit({ family, load: async () => void loaded.push(family) });
      },
    },
  };
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const addEventListener = (type: string, listener: () => void) =>
    type === "load" && listeners.push(listener);
  new Function("document", "localStorage", "addEventListener", WEB_FONTS_SCRIPT)(
    document,
    localStorage,
    addEventListener,
  );
  return { dataset: documentElement.dataset, loaded, storage, listeners };
}

const FACES = ['"Inter Variable"', '"IBM Plex Sans Arabic"', '"IBM Plex Sans Arabic"', "Inter Fallback"];

describe("the web-fonts script", () => {
  it("puts the fonts in front before the first paint once they were downloaded", () => {
    const { dataset, listeners, loaded } = run("en", "1", FACES);
    expect(dataset).toEqual({ fonts: "" });
    expect(listeners).toEqual([]);
    expect(loaded).toEqual([]);
  });

  it("on a first visit keeps the fallbacks and downloads Inter only on load, for an English page", async () => {
    const { dataset, listeners, loaded, storage } = run("en", null, FACES);
    expect(dataset).toEqual({});
    expect(loaded).toEqual([]);
    listeners[0]?.();
    expect(loaded).toEqual(['"Inter Variable"']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.get(WEB_FONTS_KEY)).toBe("1");
    expect(dataset).toEqual({});
  });

  it("downloads Inter and every weight of IBM Plex Sans Arabic for an Arabic page", () => {
    const { listeners, loaded } = run("ar", null, FACES);
    listeners[0]?.();
    expect(loaded).toEqual(['"Inter Variable"', '"IBM Plex Sans Arabic"', '"IBM Plex Sans Arabic"']);
  });
});
