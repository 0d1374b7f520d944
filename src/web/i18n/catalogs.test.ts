import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { NEXT_KEYS, PIPELINE, STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { REGULATOR_LINKS } from "#shared/reference/regulator-links.ts";
import { STATUS_TEXTS } from "#shared/registration/status.ts";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { attemptsRemainingMessage, LOGIN_TEXTS } from "#shared/texts/login.ts";
import { compileCatalog } from "./compile-catalog.ts";
import { aboutAr } from "./messages/about.ar.ts";
import { aboutEn } from "./messages/about.en.ts";
import { ar as shellAr } from "./messages/ar.ts";
import { boardAr } from "./messages/board.ar.ts";
import { boardEn } from "./messages/board.en.ts";
import type { MessageKey } from "./messages/catalog.ts";
import { catalogueAr } from "./messages/catalogue.ar.ts";
import { catalogueEn } from "./messages/catalogue.en.ts";
import { checkInAr } from "./messages/checkin.ar.ts";
import { checkInEn } from "./messages/checkin.en.ts";
import { contactAr } from "./messages/contact.ar.ts";
import { contactEn } from "./messages/contact.en.ts";
import { courseAr } from "./messages/course.ar.ts";
import { courseEn } from "./messages/course.en.ts";
import { duplicatesAr } from "./messages/duplicates.ar.ts";
import { duplicatesEn } from "./messages/duplicates.en.ts";
import { en as shellEn } from "./messages/en.ts";
import { homeAr } from "./messages/home.ar.ts";
import { homeEn } from "./messages/home.en.ts";
import { importAr } from "./messages/import.ar.ts";
import { importEn } from "./messages/import.en.ts";
import { loginAr } from "./messages/login.ar.ts";
import { loginEn } from "./messages/login.en.ts";
import { providersAr } from "./messages/providers.ar.ts";
import { providersEn } from "./messages/providers.en.ts";
import { registerAr } from "./messages/register.ar.ts";
import { registerEn } from "./messages/register.en.ts";
import { regulatorAr } from "./messages/regulator.ar.ts";
import { regulatorEn } from "./messages/regulator.en.ts";
import { statusAr } from "./messages/status.ar.ts";
import { statusEn } from "./messages/status.en.ts";
import { trashAr } from "./messages/trash.ar.ts";
import { trashEn } from "./messages/trash.en.ts";
import { validationAr } from "./messages/validation.ar.ts";
import { validationEn } from "./messages/validation.en.ts";

/** The English catalogues and their Arabic, pair by pair. */
const PAIRS = [
  [shellEn, shellAr],
  [homeEn, homeAr],
  [statusEn, statusAr],
  [registerEn, registerAr],
  [loginEn, loginAr],
  [regulatorEn, regulatorAr],
  [aboutEn, aboutAr],
  [courseEn, courseAr],
  [validationEn, validationAr],
  [contactEn, contactAr],
  [providersEn, providersAr],
  [checkInEn, checkInAr],
  [trashEn, trashAr],
  [importEn, importAr],
  [boardEn, boardAr],
  [catalogueEn, catalogueAr],
  [duplicatesEn, duplicatesAr],
] as const;

/** Every English text, as the pages see them together. */
const en: Record<MessageKey, string> = Object.assign({}, ...PAIRS.map(([english]) => english));
/** Every Arabic text. */
const ar: Record<MessageKey, string> = Object.assign({}, ...PAIRS.map(([, arabic]) => arabic));

const WEB = path.resolve("src/web");
const CATALOGS = path.join(WEB, "i18n", "messages");

/** Every source file of the web app except the catalogues and tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return file === CATALOGS ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [file] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The ids the code uses: string literals that are ids, and template literals whose fixed parts
 * frame ids (`program.${code}.name` uses every `program.<x>.name`).
 */
function usedIds(ids: readonly string[]): Set<string> {
  const code = sourceFiles(WEB)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const used = new Set<string>();
  for (const [, literal] of code.matchAll(/["']([\w.-]+)["']/g))
    if (literal && ids.includes(literal)) used.add(literal);
  for (const [, template] of code.matchAll(/`([\w.-]*\$\{[^`]*)`/g)) {
    const pattern = new RegExp(
      `^${(template ?? "")
        .split(/\$\{[^}]*\}/)
        .map(escapeRegExp)
        .join("[\\w-]+")}$`,
    );
    for (const id of ids) if (pattern.test(id)) used.add(id);
  }
  return used;
}

/** Placeholders (`{name}`, `{n, plural, ...}`) and element tags (`<0>`) of an ICU message. */
const slots = (message: string) =>
  [
    ...new Set([...message.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((match) => match[1] ?? `<${match[2]}>`)),
  ].sort();

describe("message catalogues (decision 0011)", () => {
  const ids = Object.keys(en);

  it("Arabic has every English id and no other, and no id is in two English catalogues", () => {
    for (const [english, arabic] of PAIRS)
      expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    const counted = PAIRS.reduce((sum, [english]) => sum + Object.keys(english).length, 0);
    expect(counted).toBe(ids.length);
    for (const id of ids) expect(ar[id as MessageKey].trim(), id).not.toBe("");
  });

  it("every id is used by the web app, and every id the web app uses exists", () => {
    const used = usedIds(ids);
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
    // The reverse holds by type: `_()` and `<Trans id>` only take ids of the English catalogue.
  });

  it("every message is valid ICU and Arabic keeps the English placeholders and elements", () => {
    expect(() => compileCatalog(en)).not.toThrow();
    expect(() => compileCatalog(ar)).not.toThrow();
    for (const id of ids) {
      const key = id as MessageKey;
      expect(slots(ar[key]), id).toEqual(slots(en[key]));
    }
  });

  it("the Arabic plurals choose Arabic's forms, and English renders as before", () => {
    const i18nAr = setupI18n({ locale: "ar", locales: INTL_LOCALE.ar, messages: { ar: compileCatalog(ar) } });
    const i18nEn = setupI18n({ locale: "en", locales: INTL_LOCALE.en, messages: { en: compileCatalog(en) } });
    const hours = (i18n: typeof i18nAr, count: number) =>
      i18n._("program.PMCP.summary", { hours: count }).split(" ").slice(0, 2).join(" ");
    expect(hours(i18nAr, 1)).toBe("ساعة واحدة");
    expect(hours(i18nAr, 2)).toBe("ساعتان تغطي");
    expect(hours(i18nAr, 3)).toBe("3 ساعات");
    expect(hours(i18nAr, 39)).toBe("39 ساعة");
    expect(hours(i18nAr, 100)).toBe("100 ساعة");
    expect(i18nEn._("program.PMCP.summary", { hours: 39 })).toBe(
      "39 hours along the PMBOK knowledge areas, towards the PMP exam.",
    );
    expect(i18nEn._("status.linkFailed", { days: 30 })).toContain("work for 30 days and only");
    expect(i18nAr._("status.linkFailed", { days: 30 })).toContain("مدة 30 يومًا،");
  });

  it("every pipeline state has its stage name and what-happens-next texts in English and Arabic", () => {
    for (const state of STUDENT_STATES) {
      const key = PIPELINE[state].candidateLabelKey;
      expect(en[key]?.trim(), `${key} (en)`).toBeTruthy();
      expect(ar[key]?.trim(), `${key} (ar)`).toBeTruthy();
    }
    for (const next of NEXT_KEYS) {
      const key = `status.next.${next}` as MessageKey;
      expect(en[key]?.trim(), `${key} (en)`).toBeTruthy();
      expect(ar[key]?.trim(), `${key} (ar)`).toBeTruthy();
    }
  });

  it("the English texts of the status page and the regulators are the API's and the spec's", () => {
    for (const [key, text] of Object.entries(STATUS_TEXTS)) {
      expect(en[`validation.status.${key}` as MessageKey], key).toBe(text);
    }
    for (const state of STUDENT_STATES) {
      expect(en[PIPELINE[state].candidateLabelKey], state).toBe(PIPELINE[state].candidateLabel);
    }
    for (const regulator of REGULATOR_LINKS) {
      expect(en[`regulator.${regulator.code}`], regulator.code).toBe(regulator.name);
    }
  });

  it("the login form's English is the spec's, and its Arabic counts attempts and seconds in Arabic", () => {
    const i18nAr = setupI18n({ locale: "ar", locales: INTL_LOCALE.ar, messages: { ar: compileCatalog(ar) } });
    const i18nEn = setupI18n({ locale: "en", locales: INTL_LOCALE.en, messages: { en: compileCatalog(en) } });
    for (const n of [1, 2, 5]) {
      expect(i18nEn._("login.attemptsRemaining", { n })).toBe(attemptsRemainingMessage(n));
    }
    expect(en["login.locked"]).toBe(LOGIN_TEXTS.loginLocked);
    expect(en["login.invalid"]).toBe(LOGIN_TEXTS.invalidCredentials);
    expect(i18nAr._("login.attemptsRemaining", { n: 1 })).toContain("بقيت لك محاولة واحدة.");
    expect(i18nAr._("login.attemptsRemaining", { n: 2 })).toContain("بقيت لك محاولتان.");
    expect(i18nAr._("login.tryAgainIn", { seconds: 30 })).toBe("حاول مرة أخرى بعد 30 ثانية");
    expect(i18nAr._("login.tryAgainIn", { seconds: 5 })).toBe("حاول مرة أخرى بعد 5 ثوانٍ");
  });
});
