import type { aboutEn } from "./about.en.ts";
import type { boardEn } from "./board.en.ts";
import type { catalogueEn } from "./catalogue.en.ts";
import type { checkInEn } from "./checkin.en.ts";
import type { contactEn } from "./contact.en.ts";
import type { courseEn } from "./course.en.ts";
import type { duplicatesEn } from "./duplicates.en.ts";
import type { en } from "./en.ts";
import type { homeEn } from "./home.en.ts";
import type { importEn } from "./import.en.ts";
import type { loginEn } from "./login.en.ts";
import type { providersEn } from "./providers.en.ts";
import type { registerEn } from "./register.en.ts";
import type { regulatorEn } from "./regulator.en.ts";
import type { statusEn } from "./status.en.ts";
import type { trashEn } from "./trash.en.ts";
import type { validationEn } from "./validation.en.ts";

/** A message id of the catalogues: the shell's and every translated page's. */
export type MessageKey =
  | keyof typeof en
  | keyof typeof homeEn
  | keyof typeof statusEn
  | keyof typeof registerEn
  | keyof typeof loginEn
  | keyof typeof regulatorEn
  | keyof typeof aboutEn
  | keyof typeof courseEn
  | keyof typeof validationEn
  | keyof typeof contactEn
  | keyof typeof providersEn
  | keyof typeof checkInEn
  | keyof typeof trashEn
  | keyof typeof importEn
  | keyof typeof boardEn
  | keyof typeof catalogueEn
  | keyof typeof duplicatesEn;

/** The Arabic of one English catalogue: a text for each of its ids, no more, no less (`tsc` checks). */
export type ArabicOf<English> = Record<keyof English, string>;
