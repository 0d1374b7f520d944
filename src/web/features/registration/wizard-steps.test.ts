import { describe, expect, it } from "vitest";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { REGISTRATION_STEPS, registrationIssues, stepIssues } from "#shared/registration/registration.ts";
import { duplicateEntryMessage, TEXTS } from "#shared/texts/common.ts";
import { ApiError } from "#web/lib/api.ts";
import {
  dependentResets,
  EMPTY_VALUES,
  errorsOf,
  examFieldsOf,
  examLinkKey,
  exampleDateRange,
  firstStepWithIssues,
  inviteFieldsOf,
  invitePatch,
  monthName,
  progressOf,
  reachableStep,
  registrationFailure,
  stepOfField,
  stepOfHistory,
  universitiesFor,
  withoutHiddenFields,
} from "./wizard-steps.ts";

const values = (patch: Partial<typeof EMPTY_VALUES>) => ({ ...EMPTY_VALUES, ...patch });

describe("EMPTY_VALUES", () => {
  it("holds every field of the four steps, empty", () => {
    const stepFields = REGISTRATION_STEPS.flatMap((step) => step.fields).sort();
    expect(Object.keys(EMPTY_VALUES).sort()).toEqual(stepFields);
    expect(Object.values(EMPTY_VALUES).every((v) => v === "")).toBe(true);
  });
});

describe("progressOf", () => {
  it("is step/4 as a percentage, steps counted from 1", () => {
    expect([0, 1, 2, 3].map(progressOf)).toEqual([25, 50, 75, 100]);
  });
});

describe("dependentResets (docs/product.md §4)", () => {
  it("clears state and postal code when the country leaves the United States", () => {
    const us = values({ country: "United States", state: "Ohio", postalCode: "43004" });
    expect(dependentResets("country", "Canada", us)).toEqual({ state: "", postalCode: "" });
    expect(dependentResets("country", "United States", values({ country: "Canada" }))).toEqual({});
  });

  it("resets specialty and exam name on a new category, exam name on a new specialty", () => {
    const chosen = values({ examCategory: "DHA", examSpecialty: "Nursing", examName: "Registered Nurse" });
    expect(dependentResets("examCategory", "SCFHS", chosen)).toEqual({ examSpecialty: "", examName: "" });
    expect(dependentResets("examSpecialty", "Dentists", chosen)).toEqual({ examName: "" });
  });

  it("clears nothing when the value did not change", () => {
    const chosen = values({ examCategory: "DHA", examSpecialty: "Nursing", examName: "X" });
    expect(dependentResets("examCategory", "DHA", chosen)).toEqual({});
    expect(dependentResets("firstName", "Ann", chosen)).toEqual({});
  });

  it("keeps the universities a lower degree hides, so switching back loses nothing", () => {
    const phd = values({ degree: "PHD", BSC_university: "A", MSC_university: "B", PHD_university: "C" });
    expect(dependentResets("degree", "MSC", phd)).toEqual({});
    expect(dependentResets("degree", "BSC", phd)).toEqual({});
  });
});

describe("withoutHiddenFields", () => {
  const all = { BSC_university: "A", MSC_university: "B", PHD_university: "C" };

  it("checks and sends only the universities the degree shows", () => {
    expect(withoutHiddenFields(values({ degree: "BSC", ...all }))).toEqual(
      values({ degree: "BSC", BSC_university: "A" }),
    );
    expect(withoutHiddenFields(values({ degree: "MSC", ...all }))).toEqual(
      values({ degree: "MSC", BSC_university: "A", MSC_university: "B" }),
    );
    expect(withoutHiddenFields(values({ degree: "", ...all }))).toEqual(values({ BSC_university: "A" }));
  });

  it("leaves the values alone when nothing is hidden", () => {
    const phd = values({ degree: "PHD", ...all });
    expect(withoutHiddenFields(phd)).toBe(phd);
  });

  it("keeps a hidden university's problem out of the step's check", () => {
    const education = values({ degree: "BSC", BSC_university: "A", MSC_university: "x".repeat(201) });
    expect(stepIssues(2, education)).toEqual([expect.objectContaining({ field: "MSC_university" })]);
    expect(stepIssues(2, withoutHiddenFields(education))).toEqual([]);
  });
});

describe("invitePatch", () => {
  const invited = {
    firstName: "Daniel",
    lastName: "Haddad",
    fullName: "Daniel Haddad",
    email: "daniel@example.org",
    phone: "+971500000000",
    examCategory: "DHA",
  };
  const untouched = () => false;

  it("fills an empty, untouched form with the whole invitation", () => {
    expect(invitePatch(invited, EMPTY_VALUES, untouched)).toEqual(invited);
  });

  it("never overwrites or adds to a field the person typed in, nor a chosen exam", () => {
    const typed = values({ firstName: "Dan", examCategory: "SCFHS" });
    expect(invitePatch(invited, typed, untouched)).toEqual({
      lastName: "Haddad",
      fullName: "Daniel Haddad",
      email: "daniel@example.org",
      phone: "+971500000000",
    });
  });

  it("leaves a touched field alone even when it is empty (being typed in, or emptied on purpose)", () => {
    const patch = invitePatch(invited, EMPTY_VALUES, (field) => field === "firstName" || field === "email");
    expect(patch).not.toHaveProperty("firstName");
    expect(patch).not.toHaveProperty("email");
    expect(patch).toHaveProperty("lastName", "Haddad");
  });

  it("brings no empty value of the invitation", () => {
    expect(invitePatch({ firstName: "Amal", lastName: "" }, EMPTY_VALUES, untouched)).toEqual({
      firstName: "Amal",
    });
  });
});

describe("stepOfHistory", () => {
  it("reads the step of a history entry, 0 for anything else", () => {
    expect(stepOfHistory({ wizardStep: 2 })).toBe(2);
    expect(stepOfHistory({ wizardStep: 0 })).toBe(0);
    for (const state of [null, undefined, {}, { wizardStep: 4 }, { wizardStep: -1 }, { wizardStep: "2" }, 3])
      expect(stepOfHistory(state)).toBe(0);
    expect(stepOfHistory({ wizardStep: 1.5 })).toBe(0);
  });
});

describe("reachableStep", () => {
  const stepOne = {
    firstName: "Noor",
    lastName: "Ali",
    fullName: "Noor Ali",
    nationalId: "123",
    dob: "1990-02-11",
    gender: "Female",
  };
  const stepTwo = {
    email: "noor@example.org",
    phone: "+966501112233",
    country: "Saudi Arabia",
    city: "Jeddah",
  };

  it("allows a step whose earlier steps are complete", () => {
    expect(reachableStep(0, EMPTY_VALUES)).toBe(0);
    expect(reachableStep(2, values({ ...stepOne, ...stepTwo }))).toBe(2);
  });

  it("stops at the first incomplete earlier step", () => {
    expect(reachableStep(3, EMPTY_VALUES)).toBe(0);
    expect(reachableStep(3, values(stepOne))).toBe(1);
    expect(reachableStep(3, values({ ...stepOne, ...stepTwo }))).toBe(2);
  });

  it("does not stop at a university the degree hides", () => {
    const education = { degree: "BSC", BSC_university: "A", MSC_university: "x".repeat(201) };
    expect(reachableStep(3, values({ ...stepOne, ...stepTwo, ...education }))).toBe(3);
  });
});

describe("examLinkKey", () => {
  it("tells two links' choices apart, and the same choice twice alike", () => {
    const choice = (examCategory: string, examSpecialty = "", examName = "") => ({
      examCategory,
      examSpecialty,
      examName,
    });
    expect(examLinkKey(choice("DHA", "Nursing"))).toBe(examLinkKey(choice("DHA", "Nursing")));
    expect(examLinkKey(choice("DHA", "Nursing"))).not.toBe(examLinkKey(choice("DHA", "Nursing", "x")));
    expect(examLinkKey(choice("DHA"))).not.toBe(examLinkKey(choice("DHP")));
  });
});

describe("universitiesFor (docs/product.md §5)", () => {
  it("asks for the universities of the degree and below", () => {
    expect(universitiesFor("")).toEqual(["BSC_university"]);
    expect(universitiesFor("BSC")).toEqual(["BSC_university"]);
    expect(universitiesFor("MSC")).toEqual(["BSC_university", "MSC_university"]);
    expect(universitiesFor("PHD")).toEqual(["BSC_university", "MSC_university", "PHD_university"]);
  });
});

describe("steps of fields", () => {
  it("finds the step that shows a field", () => {
    expect(stepOfField("firstName")).toBe(0);
    expect(stepOfField("email")).toBe(1);
    expect(stepOfField("degree")).toBe(2);
    expect(stepOfField("test_center")).toBe(3);
    expect(stepOfField("nope")).toBe(-1);
  });

  it("sends an incomplete registration back to its earliest failing step", () => {
    expect(firstStepWithIssues(registrationIssues(EMPTY_VALUES))).toBe(0);
    expect(
      firstStepWithIssues([
        { field: "Trail_month", message: "x" },
        { field: "city", message: "y" },
      ]),
    ).toBe(1);
    expect(firstStepWithIssues([])).toBe(-1);
  });

  it("keeps the first message of each field", () => {
    const errors = errorsOf([
      { field: "state", message: "first" },
      { field: "state", message: "second" },
      { field: "city", message: "City is required." },
    ]);
    expect(errors).toEqual({ state: "first", city: "City is required." });
  });
});

describe("exampleDateRange", () => {
  it("is the first half of next month, so always after today", () => {
    expect(exampleDateRange(new Date(2026, 10, 23))).toBe("December 1-15, 2026");
    expect(exampleDateRange(new Date(2026, 11, 31))).toBe("January 1-15, 2027");
    expect(exampleDateRange(new Date(2027, 0, 1))).toBe("February 1-15, 2027");
  });
});

describe("the month names (from Intl, not written out)", () => {
  it("are the English words of TRIAL_MONTHS, February (no test month) between January and March", () => {
    // The example names next month: the month before each one's 15th.
    const names = Array.from({ length: 12 }, (_, month) =>
      exampleDateRange(new Date(2026, month - 1, 15)).replace(/ 1-15, \d+$/, ""),
    );
    expect(names).toEqual(["January", "February", ...TRIAL_MONTHS.slice(1)]);
  });

  it("name every test month in Arabic and leave the English and unknown words alone", () => {
    const arabic = TRIAL_MONTHS.map((month) => monthName(month, "ar"));
    for (const name of arabic) expect(name).toMatch(/^[\u0600-\u06ff]+$/);
    expect(new Set(arabic).size).toBe(TRIAL_MONTHS.length);
    expect(monthName("March", "ar")).toBe("مارس");
    expect(TRIAL_MONTHS.map((month) => monthName(month, "en"))).toEqual([...TRIAL_MONTHS]);
    expect(monthName("Smarch", "ar")).toBe("Smarch");
  });
});

describe("examFieldsOf", () => {
  it("sets the three exam fields of a choice, empty where it stops", () => {
    expect(examFieldsOf({ regulator: "DHA", specialty: "Nursing", exam: "Registered Nurse" })).toEqual({
      examCategory: "DHA",
      examSpecialty: "Nursing",
      examName: "Registered Nurse",
    });
    expect(examFieldsOf({ regulator: "MOH" })).toEqual({
      examCategory: "MOH",
      examSpecialty: "",
      examName: "",
    });
  });
});

describe("registrationFailure (docs/product.md §8)", () => {
  it("names the field of a duplicate entry as the form labels it, in the spec's sentence", () => {
    const conflict = new ApiError(409, "Duplicate entry 'a@b.c' for field email", "email");
    expect(registrationFailure(conflict)).toEqual({
      message: "Registration failed. Duplicate entry found in field: Email",
      field: "email",
    });
    const passport = new ApiError(409, "Duplicate entry 'X1' for field passportNumber", "passportNumber");
    expect(registrationFailure(passport).message).toBe(duplicateEntryMessage("Passport number"));
  });

  it("recognises 'duplicate entry' in any status and case, reading the field from the text", () => {
    const error = new ApiError(500, "DUPLICATE ENTRY '123' for field nationalId");
    expect(registrationFailure(error)).toEqual({
      message: "Registration failed. Duplicate entry found in field: National ID",
      field: "nationalId",
    });
  });

  it("keeps a field name the wizard has no label for", () => {
    const error = new ApiError(409, "Duplicate entry 'x' for field legacy_code", "legacy_code");
    expect(registrationFailure(error).message).toBe(duplicateEntryMessage("legacy_code"));
  });

  it("asks to retry when there was no response", () => {
    expect(registrationFailure(new ApiError(0, "No response"))).toEqual({
      message: TEXTS.registrationFailedRetry,
    });
    expect(registrationFailure(new TypeError("boom"))).toEqual({ message: TEXTS.registrationFailedRetry });
  });

  it("shows any other server message as is, with its field", () => {
    expect(registrationFailure(new ApiError(400, "Email is required.", "email"))).toEqual({
      message: "Email is required.",
      field: "email",
    });
    expect(registrationFailure(new ApiError(429, "Too many requests"))).toEqual({
      message: "Too many requests",
    });
  });
});

describe("inviteFieldsOf", () => {
  it("splits the full name at the first word and names the regulator as exam category", () => {
    expect(
      inviteFieldsOf({
        regulator: "DHA",
        full_name: "  Amal  Noor Haddad ",
        email: " amal@example.org",
        phone: "+971 50 123 4567",
      }),
    ).toEqual({
      firstName: "Amal",
      lastName: "Noor Haddad",
      fullName: "Amal Noor Haddad",
      email: "amal@example.org",
      phone: "+971 50 123 4567",
      examCategory: "DHA",
      examSpecialty: "",
      examName: "",
    });
  });

  it("leaves the last name and the exam empty when there is nothing for them", () => {
    const fields = inviteFieldsOf({
      regulator: null,
      full_name: "Amal",
      email: "a@example.org",
      phone: "123456",
    });
    expect(fields).toMatchObject({ firstName: "Amal", lastName: "", fullName: "Amal" });
    expect(fields).not.toHaveProperty("examCategory");
  });
});
