/**
 * The wizard's draft for the browser tab (decision 0002, "The draft and the step"): what the person
 * typed survives a reload, Back and Forward, and is gone when the tab closes. It lives in
 * `sessionStorage` (one per tab, emptied when the tab closes: a test center's shared computer
 * keeps no candidate's identity), never in the URL, and is cleared on success or by "Start again".
 * Only short strings are kept: a value longer than {@link DRAFT_VALUE_MAX} is left out. Its storage
 * access is its own, not `contact/contact-draft.ts` (the contact forms'): a module shared by the two
 * route chunks becomes a chunk of its own, named in the route manifest every page loads (+46 B gzip
 * on pages at their JS budget, decision 0005).
 */
import { EMPTY_VALUES, type RegistrationFormValues } from "./wizard-steps.ts";

/** The `sessionStorage` key of the draft. */
export const DRAFT_KEY = "registration-draft";

/** Longest value kept in the draft, characters (the longest field allows 300). */
export const DRAFT_VALUE_MAX = 2000;

/** What the tab keeps of a registration in progress. */
export interface WizardDraft {
  /** The fields filled in so far (empty ones left out). */
  values: Partial<RegistrationFormValues>;
  /** The invitation token (`?invite=`) already merged in: a reload does not merge it again. */
  invite?: string;
  /** The regulator-page link (`examLinkKey`) already applied: a reload keeps a changed exam. */
  examLink?: string;
  /** Whether the "Your exam" note shows (the exam came from a link or an invitation). */
  linkedExam?: boolean;
}

const FIELDS = new Set(Object.keys(EMPTY_VALUES));
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const keptText = (value: unknown): value is string => isText(value) && value.length <= DRAFT_VALUE_MAX;

/** The filled-in fields of `values` short enough to keep. */
function keptValues(values: Partial<Record<string, unknown>>): Partial<RegistrationFormValues> {
  const kept: Partial<Record<string, string>> = {};
  for (const [field, value] of Object.entries(values)) {
    if (FIELDS.has(field) && keptText(value)) kept[field] = value;
  }
  return kept as Partial<RegistrationFormValues>;
}

/**
 * The stored text of a draft, or null when there is nothing to keep (no value, no invitation):
 * the caller then removes the key.
 */
export function serialiseDraft(draft: WizardDraft): string | null {
  const values = keptValues(draft.values);
  if (Object.keys(values).length === 0 && !draft.invite) return null;
  const stored: WizardDraft = { values };
  if (keptText(draft.invite)) stored.invite = draft.invite;
  if (keptText(draft.examLink)) stored.examLink = draft.examLink;
  if (draft.linkedExam) stored.linkedExam = true;
  return JSON.stringify(stored);
}

/**
 * A stored draft read back, or null for none or anything malformed (an older shape, a hand-edited
 * value): unknown fields and non-string values are dropped.
 */
export function parseDraft(text: string | null): WizardDraft | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const { values, invite, examLink, linkedExam } = raw as Record<string, unknown>;
  if (typeof values !== "object" || values === null || Array.isArray(values)) return null;
  const draft: WizardDraft = { values: keptValues(values as Record<string, unknown>) };
  if (keptText(invite)) draft.invite = invite;
  if (keptText(examLink)) draft.examLink = examLink;
  if (linkedExam === true) draft.linkedExam = true;
  return draft;
}

/** `sessionStorage`, or null where it cannot be used (storage disabled, private modes, no window). */
function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's draft, or null. */
export function readDraft(): WizardDraft | null {
  try {
    return parseDraft(tabStorage()?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Stores the tab's draft (removes it when empty). A full or disabled storage just keeps nothing. */
export function writeDraft(draft: WizardDraft): void {
  const text = serialiseDraft(draft);
  try {
    const storage = tabStorage();
    if (text === null) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, text);
  } catch {
    // Quota exceeded or storage refused: the form still works, only a reload would lose it.
  }
}

/** Forgets the tab's draft (success, "Start again"). */
export function clearDraft(): void {
  try {
    tabStorage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored can be removed either.
  }
}
