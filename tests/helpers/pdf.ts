/**
 * Reading our PDFs back in tests (decision 0023) with poppler's command-line tools (Debian
 * `poppler-utils`, installed by `.ci/run`): the text as a reader extracts it, the page count, and
 * a page as pixels to decode its QR code with `jsqr`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";

function withFile<T>(pdf: Buffer, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "pdf-test-"));
  try {
    const path = join(dir, "in.pdf");
    writeFileSync(path, pdf);
    return use(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The directional marks poppler puts around right-to-left and embedded left-to-right text. */
const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text of `pdf` (pages `first`..`last`) in poppler's reading order, its directional marks dropped. */
export function pdfText(
  pdf: Buffer,
  options: { first?: number; last?: number; layout?: boolean } = {},
): string {
  return withFile(pdf, (path) =>
    execFileSync(
      "pdftotext",
      [
        ...(options.first ? ["-f", String(options.first)] : []),
        ...(options.last ? ["-l", String(options.last)] : []),
        ...(options.layout ? ["-layout"] : []),
        path,
        "-",
      ],
      { encoding: "utf8" },
    ).replace(MARKS, ""),
  );
}

/** How many pages `pdf` has (`pdfinfo`). */
export function pdfPages(pdf: Buffer): number {
  const info = withFile(pdf, (path) => execFileSync("pdfinfo", [path], { encoding: "utf8" }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Page `page` of `pdf` rendered at `dpi` as a PNG file's bytes (`pdftoppm`), to look at. */
export function pdfPng(pdf: Buffer, page = 1, dpi = 100): Buffer {
  return withFile(pdf, (path, dir) => {
    execFileSync("pdftoppm", [
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-png",
      "-singlefile",
      path,
      join(dir, "page"),
    ]);
    return readFileSync(join(dir, "page.png"));
  });
}

/** The text of the QR code on page `page` of `pdf`, rendered at 150 dpi and decoded by jsQR; null when none is found. */
export function pdfQrCode(pdf: Buffer, page = 1): string | null {
  const ppm = withFile(pdf, (path, dir) => {
    execFileSync("pdftoppm", [
      "-r",
      "150",
      "-f",
      String(page),
      "-l",
      String(page),
      "-singlefile",
      path,
      join(dir, "page"),
    ]);
    return readFileSync(join(dir, "page.ppm"));
  });
  // P6 <width> <height> <max>\n then RGB bytes.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("pdftoppm did not write a P6 image");
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = pixels[i * 3] ?? 0;
    rgba[i * 4 + 1] = pixels[i * 3 + 1] ?? 0;
    rgba[i * 4 + 2] = pixels[i * 3 + 2] ?? 0;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
