import { hkdfSync } from "node:crypto";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStatusLinks, statusUrl } from "#server/lib/status-links.ts";

const SECRET = "test-secret-of-at-least-thirty-two-chars!";

describe("status links", () => {
  afterEach(() => vi.useRealTimers());

  it("verifies its own token, with the address lower-cased", async () => {
    const links = createStatusLinks(SECRET);
    const t = await links.token(42, " Ana@Example.COM ");
    expect(await links.verify(t)).toEqual({ studentId: 42, email: "ana@example.com" });
  });

  it("refuses an expired token", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const links = createStatusLinks(SECRET, { ttlDays: 2 });
    const t = await links.token(1, "a@b.c");
    vi.setSystemTime(new Date("2026-01-02T23:00:00Z"));
    expect(await links.verify(t)).not.toBeNull();
    vi.setSystemTime(new Date("2026-01-03T00:00:01Z"));
    expect(await links.verify(t)).toBeNull();
  });

  it("refuses a tampered token or one from another secret", async () => {
    const links = createStatusLinks(SECRET);
    const t = await links.token(1, "a@b.c");
    const [h = "", p = "", s = ""] = t.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sid: 2 }),
    );
    expect(await links.verify(`${h}.${forged.toString("base64url")}.${s}`)).toBeNull();
    expect(await createStatusLinks(`${SECRET}x`).verify(t)).toBeNull();
    expect(await links.verify("not a token")).toBeNull();
  });

  it("refuses another audience and a token signed with the raw secret", async () => {
    const links = createStatusLinks(SECRET);
    /** A token for candidate 1 at a@b.c, for `audience`, signed with `key`. */
    const signed = (audience: string, key: Uint8Array) =>
      new SignJWT({ sid: 1, em: "a@b.c" })
        .setProtectedHeader({ alg: "HS256" })
        .setAudience(audience)
        .setExpirationTime("1h")
        .sign(key);
    expect(await links.verify(await signed("status", new TextEncoder().encode(SECRET)))).toBeNull();
    // The right key, but another audience.
    const derived = new Uint8Array(hkdfSync("sha256", SECRET, "exam-portal", "status-link v1", 32));
    expect(await links.verify(await signed("inquiry-invite", derived))).toBeNull();
    const same = await signed("status", derived);
    expect(await links.verify(same)).toEqual({ studentId: 1, email: "a@b.c" });
  });

  it("binds the address: a token for another address names that address", async () => {
    const links = createStatusLinks(SECRET);
    const v = await links.verify(await links.token(7, "old@example.com"));
    expect(v?.email).toBe("old@example.com");
    expect(v?.email).not.toBe("new@example.com");
  });

  it("builds the URL, on the Arabic status page for Arabic", () => {
    expect(statusUrl("https://x.test", "a.b-c")).toBe("https://x.test/status?t=a.b-c");
    expect(statusUrl("https://x.test", "a.b-c", "en")).toBe("https://x.test/status?t=a.b-c");
    expect(statusUrl("https://x.test", "a b", "ar")).toBe("https://x.test/ar/status?t=a%20b");
  });
});
