import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "#server/app.ts";
import { accessForRoute } from "#server/plugins/route-access.ts";
import { type Access, ANY_ROLE, API_POLICY as POLICY, PUBLIC } from "#shared/access/policy.ts";
import type { Role } from "#shared/access/roles.ts";
import { suiteTestContext } from "#tests/helpers/test-app.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Entry {
  key: string;
  method: Method;
  path: string;
  /** `path` with its parameters filled in with a dummy id. */
  url: string;
  access: Access;
}

const ENTRIES: Entry[] = Object.entries(POLICY as Record<string, Access>).map(([key, access]) => {
  const [method, path] = key.split(" ") as [Method, string];
  return { key, method, path, url: path.replace(/:\w+/g, "1"), access };
});
const roleListEntries = ENTRIES.filter((e) => Array.isArray(e.access));
const anyRoleEntries = ENTRIES.filter((e) => e.access === ANY_ROLE);
const publicEntries = ENTRIES.filter((e) => e.access === PUBLIC);

const ctx = suiteTestContext();

/**
 * The `/api/*` routes Fastify registered, as `METHOD /path`, read from `printRoutes` (a tree whose
 * children continue their parent's path). HEAD routes Fastify adds for each GET are left out, and so
 * are the OpenAPI UI's own routes under `/api/docs`.
 */
function registeredRoutes(): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? "") + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]!.split(", ")) routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

/** The `/api/*` routes, without HEAD twins and the OpenAPI UI's own routes under `/api/docs`. */
function registeredApiRoutes(): string[] {
  return registeredRoutes().filter((key) => {
    const [method, path] = key.split(" ") as [string, string];
    return method !== "HEAD" && path.startsWith("/api/") && !path.startsWith("/api/docs");
  });
}

describe("the policy table (src/server/plugins/route-access.ts)", () => {
  it("has entries of each kind to check", () => {
    expect(roleListEntries.length).toBeGreaterThan(0);
    expect(anyRoleEntries.length).toBeGreaterThan(0);
    expect(publicEntries.length).toBeGreaterThan(0);
  });

  it.each(ENTRIES)("$key is a registered route", ({ method, path }) => {
    expect(ctx.app.hasRoute({ method, url: path })).toBe(true);
  });

  it("covers every /api route Fastify registered, and no others", () => {
    expect(registeredApiRoutes()).toEqual(Object.keys(POLICY).sort());
  });

  it("gives every route Fastify registered a rule, the site's and the docs' included (deny by default)", () => {
    const routes = registeredRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(["GET /robots.txt", "GET /api/docs/json", "HEAD /api/users"]),
    );
    const withoutRule = routes.filter((key) => {
      const [method, path] = key.split(" ") as [string, string];
      return accessForRoute(method, path, ["admin"]) === undefined;
    });
    expect(withoutRule).toEqual([]);
  });

  it("matches the OpenAPI document path for path", async () => {
    const response = await ctx.getAs("admin", "/api/docs/json");
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(documented.sort()).toEqual(Object.keys(POLICY).sort());
  });
});

// Every route × caller status: tests/api/role-matrix.test.ts.

describe("HEAD requests", () => {
  // Fastify answers HEAD for every GET route; the access rule must be the GET's.
  it("follow the access rule of the GET route", async () => {
    const results: string[] = [];
    for (const entry of ENTRIES.filter((e) => e.method === "GET")) {
      const role = entry.access === ANY_ROLE ? "visitor" : (entry.access as readonly Role[])[0];
      const headers = entry.access === PUBLIC || !role ? {} : await ctx.authAs(role);
      const response = await ctx.app.inject({ method: "HEAD", url: entry.url, headers });
      results.push(`HEAD ${entry.path} → ${response.statusCode}`);
    }
    expect(results.filter((r) => / → 40[13]$/.test(r))).toEqual([]);
  });
});

describe("API surface", () => {
  it("serves the OpenAPI UI and document to admins only (API_DOCS unset)", async () => {
    for (const url of ["/api/docs", "/api/docs/json", "/api/docs/yaml", "/%61pi/docs/json"]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
      const visitor = await ctx.app.inject({ method: "GET", url, headers: await ctx.authAs("auditor") });
      expect(visitor.statusCode).toBe(403);
    }
    const response = await ctx.getAs("admin", "/api/docs");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toMatch(/<html/i);
  });

  it("sends helmet's security headers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("refuses a body over 1 MB with 413 JSON", async () => {
    const body = JSON.stringify({ username: "admin-user", password: "x".repeat(BODY_LIMIT_BYTES + 1) });
    const response = await ctx.postRawJson("/api/login", body);
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers an unknown /api path with a JSON 404 even with a token", async () => {
    const response = await ctx.getAs("admin", "/api/no-such-route");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });
});

describe("API_DOCS=public", () => {
  const open = suiteTestContext({ env: { API_DOCS: "public" } });

  it("serves the OpenAPI document to anonymous callers", async () => {
    const response = await open.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty("openapi");
  });
});
