import { describe, expect, it } from "vitest";
import { dashboardPath } from "./dashboard-path.ts";
import { ADMIN_DASHBOARD_PATH, createInvoicePath, studentPath, testCenterDashboardPath } from "./paths.ts";

describe("staff page paths (docs/product.md §2)", () => {
  it("builds the detail, create-invoice and test-center dashboard paths", () => {
    expect(ADMIN_DASHBOARD_PATH).toBe("/Admin");
    expect(studentPath(3)).toBe("/students/3");
    expect(createInvoicePath(3)).toBe("/create-invoice/3");
    expect(testCenterDashboardPath(7)).toBe("/test-center/7");
  });
});

describe("dashboardPath agrees with the staff paths", () => {
  it("sends admin and auditor to the admin dashboard and a center's user to its dashboard", () => {
    expect(dashboardPath({ role: "admin", testCenterId: null })).toBe(ADMIN_DASHBOARD_PATH);
    expect(dashboardPath({ role: "auditor", testCenterId: null })).toBe(ADMIN_DASHBOARD_PATH);
    expect(dashboardPath({ role: "test_center", testCenterId: 7 })).toBe(testCenterDashboardPath(7));
    expect(dashboardPath({ role: "visitor", testCenterId: null })).toBeNull();
  });
});
