/** Shared reference data: countries, US states, test months, regulators and their exams. */
export * from "./countries.ts";
export * from "./months.ts";
export * from "./regulators.ts";
export * from "./us-states.ts";
