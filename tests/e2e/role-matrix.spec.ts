import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { PAGE_POLICY, type PageKey } from "../../src/shared/policy.ts";
import { ROLES, type Role } from "../../src/shared/roles.ts";
import { E2E_ADMIN } from "./e2e-env.ts";
import { bearer, loginByApi } from "./helpers.ts";

/**
 * The page half of the role matrix (issue 5), generated from `PAGE_POLICY`: every guarded page ×
 * (anonymous + the five roles) lands where the table says, in Chromium. No cell is left out: the
 * test counts them. (The API half is tests/api/policy.test.ts.)
 */

const PASSWORD = "MatrixPass1";
const suffix = Date.now().toString().slice(-6);

/** Concrete URLs for the parameterised patterns. */
async function concreteUrls(request: APIRequestContext, token: string, centerId: number) {
  const students = (await (
    await request.get("/api/students?pageSize=1", { headers: bearer(token) })
  ).json()) as {
    id: number;
  }[];
  const id = students[0]!.id;
  return {
    "/students/:id": `/students/${id}`,
    "/stage/:stage": "/stage/Confirmed",
    "/create-invoice/:studentId": `/create-invoice/${id}`,
    "/test-center/:testCenterId": `/test-center/${centerId}`,
  } as Record<string, string>;
}

/** Logs `role`'s user in, in a fresh context, and returns its page (anonymous: no token). */
async function pageAs(browser: Browser, request: APIRequestContext, role: Role | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role) {
    const username = role === "admin" ? E2E_ADMIN.username : `matrix-${role}-${suffix}`;
    const password = role === "admin" ? E2E_ADMIN.password : PASSWORD;
    await loginByApi(page, request, { username, password });
  }
  return { page, context };
}

test("every guarded page × every role lands where the policy table says", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const adminToken = (await (await request.post("/api/login", { data: E2E_ADMIN })).json()).token as string;
  const centers = (await (await request.get("/api/test-center")).json()).testCenters as { id: number }[];
  const centerId = centers[0]!.id;
  for (const role of ROLES.filter((r) => r !== "admin")) {
    const response = await request.post("/api/register", {
      headers: bearer(adminToken),
      data: {
        username: `matrix-${role}-${suffix}`,
        password: PASSWORD,
        role,
        ...(role === "test_center" ? { testCenterId: centerId } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const urls = await concreteUrls(request, adminToken, centerId);

  const cells: string[] = [];
  for (const key of Object.keys(PAGE_POLICY) as PageKey[]) {
    const policy = PAGE_POLICY[key] as { roles: readonly Role[]; refused: string; endsSession?: boolean };
    const url = urls[key] ?? key;
    for (const role of [null, ...ROLES] as const) {
      const { page, context } = await pageAs(browser, request, role);
      await page.goto(url);
      const allowed = role !== null && policy.roles.includes(role);
      const expected = role === null ? "/login" : allowed ? url : policy.refused;
      const expectedPath = new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");
      await expect
        .poll(() => new URL(page.url()).pathname, {
          message: `${key} as ${role ?? "anonymous"}`,
          timeout: 8000,
        })
        .toMatch(expectedPath);
      if (allowed) {
        // The page itself rendered (no loader or login form left).
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      }
      if (role !== null && !allowed && policy.endsSession) {
        expect(
          await page.evaluate(() => localStorage.getItem("token")),
          `${key} as ${role}: token removed`,
        ).toBeNull();
      }
      cells.push(`${key} × ${role ?? "anonymous"}`);
      await context.close();
    }
  }
  expect(cells).toHaveLength(Object.keys(PAGE_POLICY).length * (ROLES.length + 1));
});
