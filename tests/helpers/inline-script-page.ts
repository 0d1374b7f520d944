/**
 * A page for the build's inline scripts (decisions 0012 and 0014) to run in, with time in the
 * test's hands: the window's `load`, animation frames and the first contentful paint happen when
 * the test says so. Only what those scripts touch is there.
 */

interface FakeFace {
  family: string;
  load: () => Promise<void>;
}

export interface InlineScriptPageOptions {
  /** `document.readyState` when the script runs. */
  readyState?: "loading" | "complete";
  /** `<html lang>`. */
  lang?: string;
  /** Whether the browser reports paints (`PerformanceObserver.supportedEntryTypes`). */
  paintTiming?: boolean;
  /** Whether the first contentful paint already happened when the script runs (buffered). */
  painted?: boolean;
  /** localStorage's entries. */
  storage?: Record<string, string>;
  /** The font families of `document.fonts`, as the browser spells them. */
  fontFamilies?: string[];
}

/** A page; `run(script)` executes an inline script in it. */
export function inlineScriptPage(options: InlineScriptPageOptions = {}) {
  const loadListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const paintObservers: (() => void)[] = [];
  let painted = options.painted ?? false;
  const storage = new Map(Object.entries(options.storage ?? {}));
  const loadedFonts: string[] = [];
  const dataset: Record<string, string> = {};
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => type === "load" && loadListeners.push(listener),
  };
  const document = {
    readyState: options.readyState ?? "loading",
    documentElement: { lang: options.lang ?? "en", dataset },
    fonts: {
      forEach: (visit: (face: FakeFace) => void) => {
        for (const family of options.fontFamilies ?? []) {
          visit({ family, load: async () => void loadedFonts.push(family) });
        }
      },
    },
  };
  const fcpList = () => ({
    getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []),
  });
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ["mark", "measure"] : ["mark", "paint"];
    readonly callback: (list: ReturnType<typeof fcpList>, observer: unknown) => void;
    constructor(callback: (list: ReturnType<typeof fcpList>, observer: unknown) => void) {
      this.callback = callback;
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type !== "paint") return;
      const notify = () => this.callback(fcpList(), this);
      if (buffered && painted) notify();
      else paintObservers.push(notify);
    }
    disconnect() {}
  }
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const names = [
    "window",
    "document",
    "localStorage",
    "addEventListener",
    "requestAnimationFrame",
    "PerformanceObserver",
  ];
  const values = [
    window,
    document,
    localStorage,
    window.addEventListener,
    (callback: () => void) => frames.push(callback),
    PerformanceObserver,
  ];
  /** Lets promise callbacks and timers run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  return {
    window,
    dataset,
    storage,
    loadedFonts,
    settle,
    /** Runs an inline script (its `import(...)` calls go to `load`). */
    run(script: string, load?: (url: string) => Promise<unknown>) {
      new Function(...names, "load", script.replace(/\bimport\(/g, "load("))(...values, load);
    },
    /** Fires the window's `load`. */
    async load() {
      for (const listener of loadListeners.splice(0)) listener();
      await settle();
    },
    /** Reports the first contentful paint. */
    async paint() {
      painted = true;
      for (const notify of paintObservers.splice(0)) notify();
      await settle();
    },
    /** Runs the animation frames requested so far (and those they request). */
    async frames() {
      while (frames.length > 0) frames.shift()?.();
      await settle();
    },
  };
}
