import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isolated, UserText } from "./isolated.tsx";

const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node);

describe("stored text on staff pages (decision 0017)", () => {
  it("isolates a name in <bdi> without its bidi controls: 'Ann\\u202Egnp.exe' cannot pose as Annexe.png", () => {
    expect(html(isolated("Ann\u202Egnp.exe") as never)).toBe("<bdi>Anngnp.exe</bdi>");
    expect(html(isolated("محمد\u200f") as never)).toBe("<bdi>محمد</bdi>");
  });

  it("shows an injected line of a one-line value on the name's line", () => {
    expect(html(isolated("Ann\r\nURGENT pay now") as never)).toBe("<bdi>Ann URGENT pay now</bdi>");
  });

  it("keeps Arabic, a Persian ZWNJ and emoji as typed", () => {
    expect(html(isolated("می\u200cخواهم 👩\u200d⚕️") as never)).toBe("<bdi>می\u200cخواهم 👩\u200d⚕️</bdi>");
  });

  it("UserText keeps the line breaks of a message, and shows nothing for null or ''", () => {
    expect(html(createElement(UserText, { value: "Hello\r\nthere\u202E", lines: "multi" }))).toBe(
      "<bdi>Hello\nthere</bdi>",
    );
    expect(html(createElement(UserText, { value: null }))).toBe("");
    expect(html(createElement(UserText, { value: "" }))).toBe("");
  });

  it("leaves elements and empty text alone", () => {
    expect(isolated("")).toBe("");
    expect(isolated(null)).toBeNull();
  });
});
