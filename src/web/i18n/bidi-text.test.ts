import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { INTL_LOCALE } from "#shared/site/locales.ts";
import { numbersJoiningLatin } from "#tests/helpers/bidi.ts";
import { compileCatalog } from "./compile-catalog.ts";
import { courseDataAr } from "./data/courses.ar.ts";
import { regulatorDataAr } from "./data/regulators.ar.ts";
import { aboutAr } from "./messages/about.ar.ts";
import { ar as shellAr } from "./messages/ar.ts";
import type { MessageKey } from "./messages/catalog.ts";
import { contactAr } from "./messages/contact.ar.ts";
import { courseAr } from "./messages/course.ar.ts";
import { homeAr } from "./messages/home.ar.ts";
import { loginAr } from "./messages/login.ar.ts";
import { registerAr } from "./messages/register.ar.ts";
import { regulatorAr } from "./messages/regulator.ar.ts";
import { statusAr } from "./messages/status.ar.ts";
import { validationAr } from "./messages/validation.ar.ts";

/**
 * Mixed-direction runs in the Arabic texts (decision 0011): a number after a Latin word (a regulator's
 * or a course's code) must not join it, or Arabic pages show it on the wrong side ("…و4 SDLE:
 * ساعات…" for "SDLE: 4 ساعات"). Such a word is isolated (FSI … PDI) in the text.
 */
const ARABIC: Record<MessageKey, string> = Object.assign(
  {},
  shellAr,
  homeAr,
  statusAr,
  registerAr,
  loginAr,
  regulatorAr,
  aboutAr,
  courseAr,
  validationAr,
  contactAr,
);

const i18n = setupI18n({ locale: "ar", locales: INTL_LOCALE.ar, messages: { ar: compileCatalog(ARABIC) } });

/** Every value a message asks for is `value` (a count, or a Latin code). */
const everyValue = (value: number | string) => new Proxy({}, { get: () => value });

/** Each Arabic message as shown, with counts for every plural form and with Latin values. */
function renderings(id: MessageKey): string[] {
  return [0, 1, 2, 3, 11, 100, "DHA"].map((value) => i18n._(id, everyValue(value)).replace(/<\/?\d+>/g, ""));
}

describe("Arabic texts keep numbers apart from Latin words", () => {
  it("finds the fault the SCFHS duration note had", () => {
    expect(numbersJoiningLatin("SPLE وSMLE وSDLE: 4 ساعات و30 دقيقة")).toEqual(["SDLE: 4"]);
    expect(numbersJoiningLatin("مدير مشاريع معتمد (PMCM): 39 ساعة")).toEqual(["PMCM): 39"]);
    expect(numbersJoiningLatin("SPLE وSMLE و\u2068SDLE\u2069: 4 ساعات")).toEqual([]);
    expect(numbersJoiningLatin("اختبار <bdi>SDLE</bdi>: 4 ساعات")).toEqual([]);
    // A number written against the word is part of it.
    expect(numbersJoiningLatin("مثل EX-26-7K3QF9.")).toEqual([]);
  });

  it("in the regulators' and the courses' data", () => {
    const faults = Object.entries({ ...regulatorDataAr, ...courseDataAr }).flatMap(([english, arabic]) =>
      numbersJoiningLatin(arabic).map((fault) => `${english}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it("in every Arabic catalogue message, with counts and with Latin values", () => {
    const faults = (Object.keys(ARABIC) as MessageKey[]).flatMap((id) =>
      renderings(id).flatMap((text) => numbersJoiningLatin(text).map((fault) => `${id}: ${fault}`)),
    );
    expect([...new Set(faults)]).toEqual([]);
  });
});
