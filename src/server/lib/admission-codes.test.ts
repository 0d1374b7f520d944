import { describe, expect, it } from "vitest";
import { createAdmissionCodes } from "./admission-codes.ts";
import { createStatusLinks } from "./status-links.ts";

const SECRET = "s".repeat(64);

describe("admission codes", () => {
  const codes = createAdmissionCodes(SECRET, () => Date.UTC(2026, 10, 26));
  const claims = { reference: "EX-7K2M9Q", sittingId: 12, bookingId: 345 };

  it("reads back what it signed and holds no personal data in clear", async () => {
    const code = await codes.sign(claims);
    expect(await codes.verify(code)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(code.split(".")[1]!, "base64url").toString());
    expect(Object.keys(payload).sort()).toEqual(["aud", "bid", "exp", "iat", "ref", "sit"]);
  });

  it("refuses a tampered code, another key's code and another token kind", async () => {
    const code = await codes.sign(claims);
    const [head, , sig] = code.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ref: "EX-7K2M9Q", sit: 13, bid: 345, aud: "admission" }),
    ).toString("base64url");
    expect(await codes.verify(`${head}.${forged}.${sig}`)).toBeNull();
    expect(await createAdmissionCodes("t".repeat(64)).verify(code)).toBeNull();
    const statusToken = await createStatusLinks(SECRET).token(1, "a@b.c");
    expect(await codes.verify(statusToken)).toBeNull();
    expect(await codes.verify("EX-7K2M9Q")).toBeNull();
    expect(await codes.verify("x".repeat(5000))).toBeNull();
  });
});
