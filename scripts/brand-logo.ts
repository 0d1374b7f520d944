/**
 * Build step (decision 0013): the default logo in the build's brand. The monogram
 * committed in `public/brand/logo.svg` is drawn in Mantine's teal (ground: shade 9, plus sign:
 * shade 2) and titled with the default site name; when `BRAND_COLOR` or `SITE_NAME` is set, the
 * built copy takes the brand's primary shade, its shade 2 and the site's name, so a provider who
 * only sets the variables gets a matching logo. A provider's own `logo.svg` (anything other than
 * the default monogram) is left exactly as it is. Runs after `react-router build`, before
 * `precompress.ts`. Reads the same variables as the build (`vite` `loadEnv`: environment, `.env`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "vite";
import { type BuiltBrand, DEFAULT_SITE_NAME } from "#shared/site/brand.ts";
import { buildBrand, MANTINE_TEAL } from "./brand-build.ts";

const LOGO = path.resolve(process.env.BUILD_DIR ?? "build", "client", "brand", "logo.svg");

/** The colours and title that mark the committed default monogram. */
const DEFAULT_GROUND = MANTINE_TEAL[9] as string;
const DEFAULT_ACCENT = MANTINE_TEAL[2] as string;
const DEFAULT_TITLE = `<title>${DEFAULT_SITE_NAME}</title>`;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** True for the committed default monogram (its title and both colours), false for a provider's own file. */
export function isDefaultLogo(svg: string): boolean {
  return (
    svg.includes(DEFAULT_TITLE) && svg.includes(`"${DEFAULT_GROUND}"`) && svg.includes(`"${DEFAULT_ACCENT}"`)
  );
}

/** The default monogram in `brand`'s colours and name; any other SVG unchanged. */
export function brandedLogo(
  svg: string,
  brand: Pick<BuiltBrand, "palette" | "primaryShade" | "siteName">,
): string {
  if (!isDefaultLogo(svg)) return svg;
  const ground = brand.palette[brand.primaryShade] ?? DEFAULT_GROUND;
  const accent = brand.palette[2] ?? DEFAULT_ACCENT;
  return svg
    .replace(DEFAULT_TITLE, `<title>${escapeXml(brand.siteName)}</title>`)
    .replaceAll(`"${DEFAULT_GROUND}"`, `"${ground}"`)
    .replaceAll(`"${DEFAULT_ACCENT}"`, `"${accent}"`);
}

if (import.meta.main) {
  const brand = buildBrand(loadEnv("production", process.cwd(), ["SITE_", "BRAND_"]));
  const svg = readFileSync(LOGO, "utf8");
  const branded = brandedLogo(svg, brand);
  if (branded !== svg) writeFileSync(LOGO, branded);
  console.log(
    branded === svg
      ? "Logo: the file as it is"
      : `Logo: the default monogram in ${brand.palette[brand.primaryShade]}`,
  );
}
