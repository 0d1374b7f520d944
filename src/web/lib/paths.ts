/**
 * Paths of the staff pages that other pages link to (docs/product.md §2), built in one place instead of by
 * hand in each feature. The route patterns themselves live in `src/web/routes.ts`.
 */

/** The admin and auditor dashboard (docs/product.md §2 /Admin). */
export const ADMIN_DASHBOARD_PATH = "/Admin";

/** Path of a candidate's detail page (docs/product.md §2 /students/{id}). */
export const studentPath = (id: number) => `/students/${id}`;

/** Path of the create-invoice page of a candidate (docs/product.md §2 /create-invoice/{studentId}). */
export const createInvoicePath = (studentId: number) => `/create-invoice/${studentId}`;

/** Path of a center's dashboard (docs/product.md §2 `/test-center/{testCenterId}`). */
export const testCenterDashboardPath = (id: number) => `/test-center/${id}`;

/** The sittings calendar (docs/product.md §10). */
export const SITTINGS_PATH = "/sittings";

/** Path of a sitting's page (docs/product.md §10). */
export const sittingPath = (id: number) => `/sittings/${id}`;
