/**
 * Staff roles (docs/product.md §6). Plain constants without zod, so the public pages can use them without
 * downloading the schema library; the zod schema is `roleSchema` in `auth.ts`.
 */

/** Staff roles of docs/product.md §6, in the order the back office lists them. */
export const ROLES = ["admin", "auditor", "test_center", "schoolmoderator", "visitor"] as const;
export type Role = (typeof ROLES)[number];

/** Roles that see the admin dashboard, stage lists and invoices (docs/product.md §6). */
export const DASHBOARD_ROLES = ["admin", "auditor"] as const satisfies readonly Role[];

/**
 * Roles that read the inquiries inbox: admins only, since inquiries hold visitors' personal data
 * (decision 0007; docs/product.md §2 shows the page to every logged-in user). Used by `PAGE_POLICY` and the navbar.
 */
export const INQUIRY_ROLES = ["admin"] as const satisfies readonly Role[];

/** True when `value` is one of the five roles. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
