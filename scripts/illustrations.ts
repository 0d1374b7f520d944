/**
 * The landing's carousel slides and the course and program pictures as one flat set (decision 0013,
 * decision 0013): a dark ground a white caption reads on, a soft disc, a band, sand accents and
 * one white line motif per subject, drawn the same way at every size. `npm run illustrations`
 * writes them under `public/images/` with the names and sizes the pages already use (the slides
 * 1200x500, courses and programs 480x270: no layout shift); `scripts/illustrations.test.ts` holds
 * the committed files equal to what this writes. The motifs and colours are the ones the
 * pictures' alternative texts name ("Teal illustration with a medical cross", ...).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { COURSES_BY_PROGRAM, type CourseProgram } from "#shared/reference/courses.ts";
import { CAROUSEL_SLIDES, MANAGEMENT_PROGRAMS } from "#shared/reference/landing.ts";

/** Grounds: dark enough for white text (≥ 7:1) and a lighter disc of the same hue. */
const GROUNDS = {
  teal: ["#0b5f54", "#137a6b"],
  blue: ["#1c4e80", "#2a639c"],
  indigo: ["#363b8c", "#4a50a8"],
  green: ["#2c6435", "#3b7e46"],
  violet: ["#553583", "#6c479e"],
} as const;
type Ground = keyof typeof GROUNDS;
const SAND = "#f4c77a";

/** Line motifs in a 200x200 box, drawn in white. */
const MOTIFS = {
  cross: '<path d="M100 42v116M42 100h116" stroke-width="34"/>',
  heartbeat: '<path d="M18 112h44l16-44 26 84 20-62 12 22h46"/>',
  book: '<path d="M100 62c-22-14-52-18-80-14v104c28-4 58 0 80 14 22-14 52-18 80-14V48c-28-4-58 0-80 14zM100 62v104"/>',
  chart: '<path d="M36 164h128M56 164v-44M88 164V84M120 164v-60M152 164V52"/>',
  check: '<circle cx="100" cy="100" r="68"/><path d="M66 102l24 24 46-50"/>',
  person: '<circle cx="100" cy="70" r="28"/><path d="M46 164c0-32 24-54 54-54s54 22 54 54"/>',
  package: '<path d="M40 72l60-30 60 30v72l-60 30-60-30zM40 72l60 30 60-30M100 102v72M70 57l60 30"/>',
} as const;
type Motif = keyof typeof MOTIFS;

/** A stable small number from a name: places the accents so pictures of a set differ. */
function seed(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return hash;
}

/** One picture: `width` x `height`, `ground` colour, `motif` centred in the upper part. */
export function illustration(
  name: string,
  width: number,
  height: number,
  ground: Ground,
  motif: Motif,
): string {
  const [dark, light] = GROUNDS[ground];
  const s = seed(name);
  const size = Math.round(height * 0.56);
  const cx = width / 2;
  const cy = height * 0.42;
  const scale = size / 200;
  const dot = (i: number) => {
    const x = Math.round((((s * (i + 3) * 37) % 1000) / 1000) * width);
    const y = Math.round((((s * (i + 5) * 53) % 1000) / 1000) * height * 0.7);
    return `<circle cx="${x}" cy="${y}" r="${Math.round(height * (0.012 + (i % 2) * 0.01))}" fill="${SAND}" opacity="0.8"/>`;
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${name}</title>`,
    `<rect width="${width}" height="${height}" fill="${dark}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(size * 0.78)}" fill="${light}"/>`,
    `<path d="M0 ${Math.round(height * 0.86)}Q${width / 2} ${Math.round(height * 0.76)} ${width} ${Math.round(height * 0.86)}V${height}H0z" fill="#000" opacity="0.18"/>`,
    dot(0),
    dot(1),
    dot(2),
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale.toFixed(3)})" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[motif]}</g>`,
    "</svg>\n",
  ].join("");
}

/** The slides' colours and motifs, as their alternative texts (`slide.<n>.alt`) describe them. */
const SLIDES: Record<1 | 2 | 3 | 4 | 5, [Ground, Motif]> = {
  1: ["teal", "cross"],
  2: ["blue", "heartbeat"],
  3: ["indigo", "book"],
  4: ["green", "chart"],
  5: ["violet", "check"],
};

/** A program's colour and motif (`program.<code>.alt`), which its courses share. */
const PROGRAMS: Record<CourseProgram, [Ground, Motif]> = {
  hr: ["indigo", "person"],
  "supply-chain": ["green", "package"],
  pmp: ["violet", "check"],
};
const PROGRAM_OF_CODE = { HRCP: "hr", SCCP: "supply-chain", PMCP: "pmp" } as const;

/** Every picture of the set: its path under the site root and its SVG. */
export function illustrations(): { file: string; svg: string }[] {
  const slides = CAROUSEL_SLIDES.map((slide) => {
    const [ground, motif] = SLIDES[slide.n];
    return { file: slide.image, svg: illustration(`slide ${slide.n}`, 1200, 500, ground, motif) };
  });
  const programs = MANAGEMENT_PROGRAMS.map((program) => {
    const [ground, motif] = PROGRAMS[PROGRAM_OF_CODE[program.code]];
    return { file: program.image, svg: illustration(program.code.toLowerCase(), 480, 270, ground, motif) };
  });
  const courses = Object.entries(COURSES_BY_PROGRAM).flatMap(([program, list]) =>
    list.map((course) => {
      const [ground, motif] = PROGRAMS[program as CourseProgram];
      return { file: course.image, svg: illustration(course.code.toLowerCase(), 480, 270, ground, motif) };
    }),
  );
  return [...slides, ...programs, ...courses];
}

if (import.meta.main) {
  const all = illustrations();
  for (const { file, svg } of all) writeFileSync(path.join("public", file), svg);
  console.log(`Wrote ${all.length} illustrations under public/images/`);
}
