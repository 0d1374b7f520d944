import { z } from "zod";

/** Staff roles of spec §6, in the order the back office lists them. */
export const ROLES = ["admin", "auditor", "test_center", "schoolmoderator", "visitor"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles that see the admin dashboard, stage lists and invoices (spec §6). */
export const DASHBOARD_ROLES = ["admin", "auditor"] as const satisfies readonly Role[];
