import { describe, expect, it } from "vitest";
import {
  DOB_MAX,
  dobMin,
  REGISTRATION_STEPS,
  type RegistrationInput,
  registrationIssues,
  stepIssues,
} from "./registration.ts";

/** A complete, valid registration (as the demo-data factory builds candidate 1, test center 1). */
const valid: RegistrationInput = {
  firstName: "Omar",
  lastName: "Rahman",
  fullName: "Omar Rahman",
  nationalId: "NID100001",
  passportNumber: "",
  governmentIdIssuingCountry: "Kuwait",
  email: "omar.rahman.1@example.com",
  phone: "+966510000037",
  dob: "1971-02-02",
  city: "Kuwait City",
  country: "Kuwait",
  state: "",
  postalCode: "",
  nationality: "Kuwait",
  mailingAddress: "11 King Fahd Road, Kuwait City",
  potentialWorkPlace: "Private clinic",
  requestedDateRange: "March 1-15, 2027",
  gender: "Male",
  degree: "BSC",
  BSC_university: "Cairo University",
  MSC_university: "",
  PHD_university: "",
  registered_from: "1",
  test_center: "1",
  Trail_month: "March",
  examCategory: "DHA",
  examSpecialty: "Allied Health",
  examName: "Physiotherapist",
};

describe("wizard step gating (docs/product.md §5, corrected to the visible steps)", () => {
  it("lets every step of a complete registration pass", () => {
    for (const [index] of REGISTRATION_STEPS.entries()) expect(stepIssues(index, valid)).toEqual([]);
    expect(registrationIssues(valid)).toEqual([]);
  });

  it("checks a step only on its own fields", () => {
    const onlyStepOne = Object.fromEntries(
      REGISTRATION_STEPS[0].fields.map((field) => [field, valid[field]]),
    );
    expect(stepIssues(0, onlyStepOne)).toEqual([]);
    // Step 2's fields are still empty: step 2 is refused, naming them.
    expect(stepIssues(1, onlyStepOne).map((i) => i.field)).toEqual(
      expect.arrayContaining(["email", "phone", "country", "city"]),
    );
  });

  it("refuses step 1 without a national ID or passport, and accepts either", () => {
    expect(stepIssues(0, { ...valid, nationalId: "", passportNumber: "" }).map((i) => i.field)).toEqual([
      "nationalId",
    ]);
    expect(stepIssues(0, { ...valid, nationalId: "", passportNumber: "P1" })).toEqual([]);
  });

  it("asks step 3 for the universities of the degree and below", () => {
    const fields = (degree: string) =>
      stepIssues(2, { ...valid, degree, BSC_university: "", MSC_university: "", PHD_university: "" }).map(
        (i) => i.field,
      );
    expect(fields("BSC")).toEqual(["BSC_university"]);
    expect(fields("MSC")).toEqual(["BSC_university", "MSC_university"]);
    expect(fields("PHD")).toEqual(["BSC_university", "MSC_university", "PHD_university"]);
  });

  it("bounds the date of birth (docs/product.md §5)", () => {
    expect(stepIssues(0, { ...valid, dob: DOB_MAX })).toEqual([]);
    expect(stepIssues(0, { ...valid, dob: "2007-01-01" }).map((i) => i.field)).toEqual(["dob"]);
    expect(stepIssues(0, { ...valid, dob: dobMin() })).toEqual([]);
    const tooOld = `${Number(dobMin().slice(0, 4)) - 1}-12-31`;
    expect(stepIssues(0, { ...valid, dob: tooOld }).map((i) => i.field)).toEqual(["dob"]);
  });

  it("offers no February test month (docs/product.md §5)", () => {
    expect(stepIssues(3, { ...valid, Trail_month: "February" }).map((i) => i.field)).toEqual(["Trail_month"]);
  });
});
