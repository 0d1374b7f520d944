/**
 * The cells of the role matrix that docs/product.md §1 decides, pinned by hand: the generated matrix tests
 * (tests/api/role-matrix.test.ts, tests/e2e/role-matrix.spec.ts) follow whatever the table says, so
 * only this test fails if the table itself drifts from "Admin and auditor review students, confirm
 * them, move them through a pipeline of stages, create and confirm invoices" (decision 0006).
 */
import { describe, expect, it } from "vitest";
import { type ApiPolicyKey, canCall, canOpen, PAGE_POLICY, type PageKey } from "./policy.ts";
import { ROLES } from "./roles.ts";

/** The pipeline's writes: admin and auditor (docs/product.md §1; editing a candidate decided in decision 0006). */
const REVIEW_WRITES: ApiPolicyKey[] = [
  "PUT /api/students/:id/confirm",
  "PATCH /api/students/change-state",
  "PUT /api/students/:id",
  "POST /api/invoices/create-invoice",
  "PATCH /api/invoices/update-invoice/:id",
];

/** Deletions and administration: admin only (docs/product.md §1 "Admin also manages users, test centers..."). */
const ADMIN_ONLY: ApiPolicyKey[] = [
  "DELETE /api/students",
  "DELETE /api/users/:id",
  "PUT /api/users/:id",
  "POST /api/register",
  "POST /api/test-center",
  "POST /api/send-message",
  "DELETE /api/delete-message",
];

const roleNames = (route: ApiPolicyKey) => ROLES.filter((role) => canCall(route, role));

describe("the role matrix of docs/product.md §1", () => {
  it.each(REVIEW_WRITES)("%s: admin and auditor, nobody else", (route) => {
    expect(roleNames(route)).toEqual(["admin", "auditor"]);
  });

  it.each(ADMIN_ONLY)("%s: admin only", (route) => {
    expect(roleNames(route)).toEqual(["admin"]);
  });

  it("lets the auditor open the invoice form, like the API it posts to", () => {
    expect(ROLES.filter((role) => canOpen("/create-invoice/:studentId", role))).toEqual(["admin", "auditor"]);
  });
});

describe("canCall and canOpen", () => {
  it("admit nobody without a role, except on public routes", () => {
    expect(canCall("PATCH /api/students/change-state", undefined)).toBe(false);
    expect(canCall("POST /api/verifyToken", null)).toBe(false);
    expect(canCall("GET /api/health", undefined)).toBe(true);
    for (const page of Object.keys(PAGE_POLICY) as PageKey[]) expect(canOpen(page, null)).toBe(false);
  });

  it("admit every role on any-role routes", () => {
    expect(ROLES.filter((role) => canCall("GET /api/user-info", role))).toEqual([...ROLES]);
  });

  it("agree with PAGE_POLICY for every page and role", () => {
    for (const [page, access] of Object.entries(PAGE_POLICY)) {
      for (const role of ROLES) {
        expect(canOpen(page as PageKey, role), `${page} × ${role}`).toBe(
          (access.roles as readonly string[]).includes(role),
        );
      }
    }
  });
});
