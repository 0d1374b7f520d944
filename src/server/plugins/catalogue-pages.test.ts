import { describe, expect, it } from "vitest";
import { withScriptHashes } from "./catalogue-pages.ts";

describe("withScriptHashes (decision 0035: a rendered page's own inline scripts in its CSP)", () => {
  it("adds the hashes to script-src only, once each, keeping the other directives", () => {
    const policy = "default-src 'self';script-src 'self' 'sha256-a';style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self' 'unsafe-inline'",
    );
  });

  it("leaves a policy without script-src as it is", () => {
    expect(withScriptHashes("default-src 'self'", ["'sha256-a'"])).toBe("default-src 'self'");
  });
});
