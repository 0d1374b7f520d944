/**
 * The landing gallery's profession pictures (decision 0013) are Health Icons
 * (healthicons.org; npm `healthicons-react`, MIT), written as static SVG files under
 * `public/images/gallery/` (`npm run icons`): as React components the five cost ~6 kB of gzip JS
 * on `/` and `/ar` (their paths are long), which the 170 kB budget (decision 0005) cannot take.
 * `scripts/health-icons.test.ts` holds the committed files equal to what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Doctor, Nurse, PharmacySymbols, PhysicalTherapy, Tooth } from "healthicons-react/outline";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Each profession's icon (the ids of `HEALTHCARE_PROFESSIONS`). */
export const PROFESSION_ICONS = {
  nurse: Nurse,
  pharmacist: PharmacySymbols,
  doctor: Doctor,
  dentist: Tooth,
  physiotherapist: PhysicalTherapy,
} as const;

/** A profession of the gallery. */
export type ProfessionId = keyof typeof PROFESSION_ICONS;

/** The folder of the gallery's pictures. */
export const GALLERY_DIR = path.resolve("public/images/gallery");

/** The SVG file of a profession's icon: black on transparent (the page colours it with a mask). */
export function professionIconSvg(id: ProfessionId): string {
  const svg = renderToStaticMarkup(createElement(PROFESSION_ICONS[id], { width: 48, height: 48 }));
  const plain = svg.replace(/ color="currentColor"/, "").replaceAll("currentColor", "#000");
  // A title for the file on its own (the page names the picture in its language: aria-label).
  return `${plain.replace(/^(<svg[^>]*>)/, `$1<title>${id} (Health Icons)</title>`)}\n`;
}

if (import.meta.main) {
  for (const id of Object.keys(PROFESSION_ICONS) as ProfessionId[]) {
    writeFileSync(path.join(GALLERY_DIR, `${id}.svg`), professionIconSvg(id));
  }
  console.log(`Wrote ${Object.keys(PROFESSION_ICONS).length} icons to ${GALLERY_DIR}`);
}
