/**
 * Decision 0008: authorization is decided on the route that matched, not on the raw URL.
 * For every API route of the policy table that is not public, anonymous requests through many
 * equivalent spellings of its path (a percent-encoded letter in each segment, upper- and
 * lower-case hex, the absolute form of the request line) reach the route and get 401 with no
 * data. The spellings are generated from the table, over a real socket (Node's HTTP client sends
 * the request line as given), so nothing normalises them on the way.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessForRoute } from "#server/plugins/route-access.ts";
import { API_POLICY, PUBLIC } from "#shared/access/policy.ts";
import { createTestContext, type TestContext } from "#tests/helpers/test-app.ts";

let ctx: TestContext;
let port = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends `method path` with the request target exactly as given; the status and body. */
function send(method: string, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: target }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** A concrete path of a route pattern: `:param` segments filled with a number. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, "1");

const hex = (char: string) => char.charCodeAt(0).toString(16);

/**
 * Equivalent spellings of `path`: for each segment, its first letter percent-encoded with
 * lower-case and with upper-case hex digits; every letter of the first segment encoded; and the
 * absolute form (`http://host/path`).
 */
function spellingsOf(path: string): string[] {
  const segments = path.split("/");
  const out = new Set<string>();
  segments.forEach((segment, i) => {
    const at = segment.search(/[A-Za-z]/);
    if (at < 0) return;
    for (const code of [hex(segment[at]!), hex(segment[at]!).toUpperCase()]) {
      const spelled = [...segments];
      spelled[i] = `${segment.slice(0, at)}%${code}${segment.slice(at + 1)}`;
      out.add(spelled.join("/"));
    }
  });
  out.add(
    segments
      .map((segment, i) => (i === 1 ? [...segment].map((c) => `%${hex(c)}`).join("") : segment))
      .join("/"),
  );
  out.add(`http://127.0.0.1:${port}${path}`);
  out.add(`http://attacker.example${path}`);
  return [...out];
}

const protectedRoutes = Object.entries(API_POLICY)
  .filter(([, access]) => access !== PUBLIC)
  .map(([key]) => {
    const [method, pattern] = key.split(" ") as [string, string];
    return { method, pattern };
  });

describe("every protected route refuses anonymous callers whatever the spelling", () => {
  it("generates several spellings per route", () => {
    expect(protectedRoutes.length).toBeGreaterThan(30);
    expect(spellingsOf("/api/users")).toEqual(
      expect.arrayContaining([
        "/%61pi/users",
        "/api/%75sers",
        "/%61%70%69/users",
        `http://127.0.0.1:${port}/api/users`,
      ]),
    );
    // Hex digits in both cases where the code has letters ("j" is 6a).
    expect(spellingsOf("/api/jobs")).toEqual(expect.arrayContaining(["/api/%6aobs", "/api/%6Aobs"]));
  });

  for (const { method, pattern } of protectedRoutes) {
    it(`${method} ${pattern}`, async () => {
      const path = concrete(pattern);
      for (const target of [path, ...spellingsOf(path)]) {
        const { status, body } = await send(method, target);
        expect({ target, status }).toEqual({ target, status: 401 });
        expect(JSON.parse(body)).toEqual({ success: false, message: "Authentication required." });
      }
    });
  }
});

describe("the rule comes from the matched route", () => {
  it("refuses a matched route that has no rule (deny by default)", () => {
    expect(accessForRoute("GET", "/api/not-in-the-table", PUBLIC)).toBeUndefined();
    expect(accessForRoute("POST", "/api/docs/json", PUBLIC)).toBeUndefined();
    expect(accessForRoute("HEAD", "/api/users", PUBLIC)).toEqual(["admin"]);
  });

  it("serves an unknown /api path, however spelled, as a JSON 404 with no data", async () => {
    for (const target of ["/api/nothing-here", "/%61pi/nothing-here"]) {
      const { status } = await send("GET", target);
      expect([404]).toContain(status);
    }
  });

  it("still lets a logged-in admin through an encoded spelling (same route, same rule)", async () => {
    const token = await ctx.tokenFor("admin");
    const response = await ctx.app.inject({
      method: "GET",
      url: "/%61pi/users",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const visitor = await ctx.getAs("visitor", "/%61pi/users");
    expect(visitor.statusCode).toBe(403);
  });
});
