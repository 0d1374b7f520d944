import type { Role } from "../shared/roles.ts";

/** Anyone may call the route; a valid token, if sent, still identifies the caller. */
export const PUBLIC = "public" as const;
/** Any logged-in user, whatever the role. */
export const ANY_ROLE = "any-role" as const;

export type Access = typeof PUBLIC | typeof ANY_ROLE | readonly Role[];

/**
 * Who may call each API route, keyed by `METHOD /path` as registered in Fastify (spec §6). The auth
 * hook reads it for every `/api/*` request, and a route missing here is refused (deny by default).
 * The tests read it too, to check every refused role gets 403.
 */
export const POLICY = {
  "GET /api/health": PUBLIC,
  "GET /api/site-config": PUBLIC,
  "POST /api/login": PUBLIC,
  "POST /api/verifytoken": ANY_ROLE,
  "POST /api/verifyToken": ANY_ROLE,
  "GET /api/user-info": ANY_ROLE,
  // Candidates register themselves (spec §1, §6); rate-limited per address, staff exempt.
  "POST /api/FormRegister": PUBLIC,
  // Both public contact forms (spec §7); rate-limited per address like the registration.
  "POST /api/contact": PUBLIC,
  // The wizard offers test centers to anonymous candidates; names and addresses are public.
  "GET /api/test-center": PUBLIC,
  "GET /api/students": ["admin", "auditor"],
  "GET /api/students/count/confirmation-status": ["admin", "auditor"],
  "GET /api/students/:id": ["admin", "auditor"],
  "GET /api/students/:id/events": ["admin", "auditor"],
  "GET /api/students/export": ["admin", "auditor"],
  // Writes on candidates and invoices: admin only. The spec leaves the auditor's rights on them
  // "not shown" (§6); an auditor reads everything and changes nothing.
  "PATCH /api/students/change-state": ["admin"],
  "DELETE /api/students": ["admin"],
  "PUT /api/students/:id": ["admin"],
  "PUT /api/students/:id/confirm": ["admin"],
  // Every spelling of spec §7 (/api/stage/confirmed, /api/stage/Not_confirmed, ...) is this route.
  "GET /api/stage/:stage": ["admin", "auditor"],
  "GET /api/invoices": ["admin", "auditor"],
  "GET /api/invoices/:studentId": ["admin", "auditor"],
  "POST /api/invoices/create-invoice": ["admin"],
  "PATCH /api/invoices/update-invoice/:id": ["admin"],
} as const satisfies Record<string, Access>;

export type PolicyKey = keyof typeof POLICY;

/** The access rule of a registered route, or undefined when the table has none (deny). */
export function accessFor(method: string, url: string): Access | undefined {
  return (POLICY as Record<string, Access>)[`${method} ${url}`];
}

/** True when `role` passes `access` (a logged-in user is assumed). */
export function roleAllowed(access: Access, role: Role): boolean {
  return access === PUBLIC || access === ANY_ROLE || access.includes(role);
}
