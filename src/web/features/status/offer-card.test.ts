import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { heldUntilOf } from "./offer-card.tsx";
import { formatChangeUntil } from "./status-text.ts";

describe("the offer card's held-until (decision 0022)", () => {
  it("reads the hold's end from the link's token and shows it in the center's clock", async () => {
    const token = await new SignJWT({ bid: 7 })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(Date.UTC(2026, 11, 20, 8, 0) / 1000)
      .sign(new Uint8Array(32));
    const until = heldUntilOf(token);
    expect(until).toBe("2026-12-20T08:00:00.000Z");
    expect(formatChangeUntil(until!, "en")).toBe("Sunday, 20 December 2026 at 11:00");
    expect(formatChangeUntil(until!, "ar")).toBe("الأحد، 20 ديسمبر 2026 في 11:00");
  });

  it("a token that does not decode shows no time", () => {
    expect(heldUntilOf("not-a-token")).toBeNull();
  });
});
