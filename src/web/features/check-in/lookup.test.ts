import { describe, expect, it } from "vitest";
import type { AttendanceEntry, CheckInSitting } from "#shared/sittings/check-in.ts";
import { lookUp, readCode } from "./lookup.ts";

/** A JWT-shaped code with these claims (the signature is the server's business). */
const code = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.c2lnbmF0dXJl`;

const sitting = { id: 7, startTime: "09:00" } as CheckInSitting;
const afternoon = { id: 8, startTime: "13:00" } as CheckInSitting;
const entry = { studentId: 1, bookingId: 40, reference: "EX-26-ABC123", fullName: "Sara" } as AttendanceEntry;

describe('looking a candidate up on the device (docs/product.md §11 "Check-in")', () => {
  it("reads an admission code's claims, and nothing from other text", () => {
    expect(readCode(code({ ref: "EX-26-ABC123", sit: 7, bid: 40 }))).toEqual({
      reference: "EX-26-ABC123",
      sittingId: 7,
      bookingId: 40,
    });
    expect(readCode("EX-26-ABC123")).toBeNull();
    expect(readCode("a.!!!.b")).toBeNull();
    expect(readCode(code({ ref: 5, sit: 7, bid: 40 }))).toBeNull();
  });

  it("finds the candidate of a live letter or a typed reference", () => {
    expect(lookUp(code({ ref: "EX-26-ABC123", sit: 7, bid: 40 }), true, sitting, [entry], [])).toMatchObject({
      found: true,
      entry: { studentId: 1 },
    });
    expect(lookUp(" ex-26-abc123 ", false, sitting, [entry], [])).toMatchObject({
      found: true,
      body: { reference: "EX-26-ABC123" },
    });
  });

  it("refuses an old letter, names another sitting today, and asks the server about the rest", () => {
    expect(lookUp(code({ ref: "EX-26-ABC123", sit: 7, bid: 39 }), true, sitting, [entry], [])).toMatchObject({
      found: false,
      reason: "old_letter",
    });
    expect(
      lookUp(code({ ref: "EX-26-ABC123", sit: 8, bid: 41 }), true, sitting, [entry], [sitting, afternoon]),
    ).toMatchObject({ found: false, reason: "wrong_sitting", values: { time: "13:00" } });
    expect(
      lookUp(code({ ref: "EX-26-ABC123", sit: 9, bid: 41 }), true, sitting, [entry], [sitting]),
    ).toMatchObject({
      found: false,
      reason: "ask",
    });
    expect(lookUp("EX-26-ZZZZZZ", false, sitting, [entry], [])).toMatchObject({
      found: false,
      reason: "ask",
    });
    expect(lookUp("hello", true, sitting, [entry], [])).toMatchObject({
      found: false,
      reason: "invalid_code",
    });
  });
});
