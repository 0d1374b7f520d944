/**
 * The role matrix (docs/product.md §1, §6), one table for the server, the browser and the tests: who may call
 * each API route and who may open each staff page, and where a refused page sends its visitor. The
 * server's auth hook enforces `API_POLICY`; the web route guards and buttons mirror it (`canCall`,
 * `canOpen`); the tests walk both. Plain constants (no zod), so the browser can read them without
 * the schema library.
 */
import { DASHBOARD_ROLES, INQUIRY_ROLES, type Role } from "./roles.ts";

/** Anyone may call the route; a valid token, if sent, still identifies the caller. */
export const PUBLIC = "public" as const;
/** Any logged-in user, whatever the role. */
export const ANY_ROLE = "any-role" as const;

export type Access = typeof PUBLIC | typeof ANY_ROLE | readonly Role[];

/**
 * Who may call each API route, keyed by `METHOD /path` as registered in Fastify (docs/product.md §6). The auth
 * hook reads it for every `/api/*` request, and a route missing here is refused (deny by default).
 */
export const API_POLICY = {
  "GET /api/health": PUBLIC,
  "GET /api/site-config": PUBLIC,
  "POST /api/login": PUBLIC,
  "POST /api/verifytoken": ANY_ROLE,
  "POST /api/verifyToken": ANY_ROLE,
  "GET /api/user-info": ANY_ROLE,
  // Ends the caller's own token on the server (decision 0008).
  "POST /api/logout": ANY_ROLE,
  // Candidates register themselves (docs/product.md §1, §6); rate-limited per address, staff exempt.
  "POST /api/FormRegister": PUBLIC,
  // Both public contact forms (docs/product.md §7); rate-limited per address like the registration.
  "POST /api/contact": PUBLIC,
  // The wizard offers test centers to anonymous candidates; names and addresses are public.
  "GET /api/test-center": PUBLIC,
  "GET /api/students": ["admin", "auditor"],
  "GET /api/students/count/confirmation-status": ["admin", "auditor"],
  "GET /api/students/:id": ["admin", "auditor"],
  "GET /api/students/:id/events": ["admin", "auditor"],
  "GET /api/students/export": ["admin", "auditor"],
  // The pipeline's writes (docs/product.md §1: "Admin and auditor review students, confirm them, move them
  // through a pipeline of stages, create and confirm invoices"; §6 leaves the auditor's cell "not
  // shown", §1 fills it). Each write records who and when in the candidate's history (decision 0006).
  "PATCH /api/students/change-state": ["admin", "auditor"],
  "PUT /api/students/:id/confirm": ["admin", "auditor"],
  // Reviewing includes correcting a typo before confirming; every edit is recorded, old → new, with
  // its author (ours: decision 0006).
  "PUT /api/students/:id": ["admin", "auditor"],
  // Removing candidates from every list is not part of reviewing them: admin only (docs/product.md §6).
  "DELETE /api/students": ["admin"],
  // Every spelling of docs/product.md §7 (/api/stage/confirmed, /api/stage/Not_confirmed, ...) is this route.
  "GET /api/stage/:stage": ["admin", "auditor"],
  "GET /api/invoices": ["admin", "auditor"],
  "GET /api/invoices/:studentId": ["admin", "auditor"],
  // docs/product.md §1: admin and auditor "create and confirm invoices".
  "POST /api/invoices/create-invoice": ["admin", "auditor"],
  "PATCH /api/invoices/update-invoice/:id": ["admin", "auditor"],
  // Administration (decision 0007): users, test centers and messages are the admin's alone (docs/product.md §1, §6).
  "GET /api/users": ["admin"],
  "PUT /api/users/:id": ["admin"],
  "DELETE /api/users/:id": ["admin"],
  "GET /api/checkUsername/:username": ["admin"],
  "POST /api/register": ["admin"],
  "POST /api/test-center": ["admin"],
  // A test_center user may read its own center only (checked in the handler: 403 for another).
  "GET /api/test-center/:id": ["admin", "test_center"],
  "GET /api/students/test-center/:testCenterId/students": ["admin", "test_center"],
  "GET /api/students/test-center/:testCenterId/export": ["admin", "test_center"],
  // Inquiries hold visitors' personal data: admins only (the spec shows the page to every user).
  "GET /api/inquiries": ["admin"],
  // Following inquiries up (docs/product.md §2 "Inquiries page"): the inbox's owners.
  "PATCH /api/inquiries/:id": ["admin"],
  // Decision 0029: deleted inquiries go to the admins' Trash.
  "DELETE /api/inquiries/:id": ["admin"],
  "POST /api/inquiries/:id/invite": ["admin"],
  // The wizard's pre-fill from an invitation link: the signed token is the permission; rate-limited.
  "GET /api/register/invite": PUBLIC,
  // The candidate's status page (docs/product.md §2 "Status page"): reference and e-mail address, or a signed link,
  // are the permission; the same 404 whichever is wrong; rate-limited per address.
  "POST /api/status": PUBLIC,
  "GET /api/status": PUBLIC,
  "GET /api/status/calendar.ics": PUBLIC,
  // Messages of the old contact form ("Send us a message"): personal data, admins only (decision 0007).
  "GET /api/contact-messages": ["admin"],
  "POST /api/send-message": ["admin"],
  "GET /api/get-messages": ["admin", "schoolmoderator"],
  "DELETE /api/delete-message": ["admin"],
  // Candidates' e-mails (decision 0010): addresses and errors of every candidate, admin only like the inbox.
  "GET /api/email-outbox": ["admin"],
  "POST /api/email-outbox/:id/retry": ["admin"],
  // A one-off e-mail to a candidate from the detail page: the staff who review candidates.
  "POST /api/students/:id/email": ["admin", "auditor"],
  // The E-mail screen's settings (on/off, templates, preview with a real candidate): admin only,
  // like the outbox (they decide what every candidate is told).
  "GET /api/email-settings": ["admin"],
  "PUT /api/email-settings/:kind": ["admin"],
  "POST /api/email-settings/:kind/preview": ["admin"],
  // How candidates pay an invoice (docs/product.md §2 "Payment instructions"): the admin sets them;
  // the auditor, who creates invoices too, reads them (and sees when invoices go out without them).
  "GET /api/payment-instructions": ["admin", "auditor"],
  "PUT /api/payment-instructions": ["admin"],
  // Sittings and seats (docs/product.md §10, decision 0022): admins manage every center's, a
  // test_center user its own (checked in the handler: 403 for another), auditors read.
  "GET /api/sittings": ["admin", "auditor", "test_center"],
  "GET /api/sittings/calendar": ["admin", "auditor", "test_center"],
  "POST /api/sittings": ["admin", "test_center"],
  "GET /api/sittings/:id": ["admin", "auditor", "test_center"],
  // The sitting page's "Add candidates" list: the center's candidates waiting for a seat.
  "GET /api/sittings/:id/waiting": ["admin", "auditor", "test_center"],
  "PATCH /api/sittings/:id": ["admin", "test_center"],
  "POST /api/sittings/:id/cancel": ["admin", "test_center"],
  "POST /api/sittings/:id/bookings": ["admin", "test_center"],
  "DELETE /api/sittings/:id/bookings/:studentId": ["admin", "test_center"],
  // Exam-day check-in (docs/product.md §11 "Check-in", decision 0025): the center's staff and admins
  // check in and close; auditors read the day, the rosters and the sheet.
  "GET /api/check-in/today": ["admin", "auditor", "test_center"],
  "GET /api/sittings/:id/attendance": ["admin", "auditor", "test_center"],
  "GET /api/sittings/:id/attendance.xlsx": ["admin", "auditor", "test_center"],
  "POST /api/sittings/:id/check-ins": ["admin", "test_center"],
  "POST /api/sittings/:id/attendance/close": ["admin", "test_center"],
  // docs/product.md §11 "Check-in": re-opening a closed sitting on its day (decision 0028), admins only.
  "POST /api/sittings/:id/attendance/reopen": ["admin"],
  // Exam results (docs/product.md §11 "Results"): recorded on the roster or imported from the
  // delivery company's file; auditors read them on the roster (`GET /api/sittings/:id`).
  "PUT /api/sittings/:id/results": ["admin", "test_center"],
  "POST /api/sittings/:id/results/import": ["admin", "test_center"],
  // Candidate import (docs/product.md §12 "Staff at speed", decision 0032): admins into any center,
  // a test_center user only into its own (checked in the handler: 403 for another, per row too).
  "POST /api/imports/candidates/preview": ["admin", "test_center"],
  "POST /api/imports/candidates": ["admin", "test_center"],
  // The wizard shows which months have seats (levels, never counts); rate-limited per address.
  "GET /api/availability": PUBLIC,
  // The candidate's own seat changes from the status page: the signed link is the permission.
  "GET /api/status/sittings": PUBLIC,
  "POST /api/status/seat": PUBLIC,
  "POST /api/status/seat/release": PUBLIC,
  // docs/product.md §11 "Retake" (decision 0028): the candidate's own retake, by the signed link;
  // staff's from the candidate's page, admins only.
  "POST /api/status/retake": PUBLIC,
  "POST /api/students/:id/retake": ["admin"],
  // The waiting list of a center and month (decision 0022): admins and the center reorder it.
  "GET /api/waiting-list": ["admin", "auditor", "test_center"],
  "PATCH /api/waiting-list/:id": ["admin", "test_center"],
  // The seat-offer e-mail's signed link claims the held seat: the link is the permission.
  "POST /api/seat-offers/claim": PUBLIC,
  // Exam-day papers (docs/product.md §11, decision 0023): whoever reads sittings prints their
  // letters and attendance sheets, a test_center user its own center's (checked in the handler:
  // 403 for another); the candidate prints their own letter from the status page (signed link).
  "GET /api/students/:id/admission-letter.pdf": ["admin", "auditor", "test_center"],
  "GET /api/sittings/:id/admission-letters.pdf": ["admin", "auditor", "test_center"],
  "GET /api/sittings/:id/attendance.pdf": ["admin", "auditor", "test_center"],
  "GET /api/status/admission-letter.pdf": PUBLIC,
  // Undo (docs/product.md §12 "Undo and restore", decision 0029): whoever makes undoable changes;
  // the handler lets an auditor undo only their own change, an admin anyone's.
  "POST /api/undo": ["admin", "auditor"],
  // The Trash holds deleted personal data and restores rows only admins delete: admin only.
  "GET /api/trash": ["admin"],
  "POST /api/trash/:kind/:id/restore": ["admin"],
  // The staff navbar's one search (docs/product.md §12, decision 0026): the roles that read
  // candidates or sittings; each finds only what its own reading routes above let it read (the
  // query mirrors this table: a test_center user its own center's rows).
  "GET /api/search": ["admin", "auditor", "test_center"],
  // Work queues and charts (docs/product.md §12 "Work queues", decision 0027): the staff who have a
  // dashboard; a test_center user its own center only (checked in the handler: 403 for another),
  // and each role only the queues whose pages it may open.
  "GET /api/work-queues": ["admin", "auditor", "test_center"],
  "GET /api/dashboard/charts": ["admin", "auditor", "test_center"],
  // The pipeline board (docs/product.md §12 "Staff at speed", decision 0030): the roles that read
  // candidates, and a test_center user its own center's cards (checked in the handler: 403 for
  // another), as its candidate list does. Moving cards is `PATCH /api/students/change-state`'s.
  "GET /api/board": ["admin", "auditor", "test_center"],
  "GET /api/board/column": ["admin", "auditor", "test_center"],
  // The thresholds: admins set them, auditors read them.
  "GET /api/work-queues/settings": ["admin", "auditor"],
  "PUT /api/work-queues/settings": ["admin"],
  // The catalogue (docs/product.md §13 "The catalogue", decision 0034): the published version is
  // public (the site's own pages and partners read it); the draft and its history are read by
  // admins and auditors; only admins edit, undo and publish.
  "GET /api/catalogue": PUBLIC,
  "GET /api/catalogue/draft": ["admin", "auditor"],
  "GET /api/catalogue/history": ["admin", "auditor"],
  "PUT /api/catalogue/regulators/:id": ["admin"],
  "POST /api/catalogue/specialties": ["admin"],
  "PUT /api/catalogue/specialties/:id": ["admin"],
  "DELETE /api/catalogue/specialties/:id": ["admin"],
  "POST /api/catalogue/exams": ["admin"],
  "PUT /api/catalogue/exams/:id": ["admin"],
  "PUT /api/catalogue/programs/:id": ["admin"],
  "POST /api/catalogue/courses": ["admin"],
  "PUT /api/catalogue/courses/:id": ["admin"],
  "DELETE /api/catalogue/courses/:id": ["admin"],
  "PUT /api/catalogue/partners/:id": ["admin"],
  "POST /api/catalogue/publish": ["admin"],
  "POST /api/catalogue/undo": ["admin"],
  // Possible duplicate persons (docs/product.md §12 "Duplicates and merge", decision 0031): the
  // readers of candidates see the queue; merging and dismissing change records: admins only.
  "GET /api/duplicates": ["admin", "auditor"],
  "POST /api/duplicates/merge": ["admin"],
  "POST /api/duplicates/dismiss": ["admin"],
} as const satisfies Record<string, Access>;

export type ApiPolicyKey = keyof typeof API_POLICY;

/** Who may open a staff page, and what happens to a logged-in user of another role (docs/product.md §6). */
export interface PageAccess {
  readonly roles: readonly Role[];
  /** Where a logged-in user whose role is not listed goes (`/404`, or `/` for the users screens). */
  readonly refused: "/404" | "/";
  /** The page also removes the refused user's token (docs/product.md §6: the messages screens). */
  readonly endsSession?: boolean;
}

/**
 * The staff pages, keyed by their route pattern (React Router's, matched without case). Without a
 * session every one of them goes to /login (the student detail page first says so for 2 s).
 */
export const PAGE_POLICY = {
  "/Admin": { roles: DASHBOARD_ROLES, refused: "/404" },
  "/students/:id": { roles: DASHBOARD_ROLES, refused: "/404" },
  "/stage/:stage": { roles: DASHBOARD_ROLES, refused: "/404" },
  "/View/invoices": { roles: DASHBOARD_ROLES, refused: "/404" },
  // Whoever may create an invoice may open its form (docs/product.md §1: admin and auditor); one source, so the
  // page and the API cannot disagree.
  "/create-invoice/:studentId": { roles: API_POLICY["POST /api/invoices/create-invoice"], refused: "/404" },
  // docs/product.md §6: the users screens send non-admins to /.
  "/users": { roles: ["admin"], refused: "/" },
  "/registeruser": { roles: ["admin"], refused: "/" },
  "/View-test-center": { roles: ["admin"], refused: "/404" },
  "/Register-test-center": { roles: ["admin"], refused: "/404" },
  // An admin may open any center's dashboard; a test_center user its own (the API refuses others).
  "/test-center/:testCenterId": { roles: ["admin", "test_center"], refused: "/404" },
  // docs/product.md §6 lets every logged-in user in; inquiries hold personal data, so admins only (decision 0007).
  "/inquiries": { roles: INQUIRY_ROLES, refused: "/404" },
  // docs/product.md §6: the messages screens remove the token of refused users and go to /404.
  "/CreateAnnouncement": { roles: ["admin"], refused: "/404", endsSession: true },
  "/announcements": { roles: ["admin", "schoolmoderator"], refused: "/404", endsSession: true },
  // The E-mail screen (decision 0010): message settings and the outbox, admins only like their API.
  "/email": { roles: ["admin"], refused: "/404" },
  // Sittings and seats (docs/product.md §10): whoever may read sittings opens their pages; the
  // actions on them follow the API's table (auditors read only).
  "/sittings": { roles: API_POLICY["GET /api/sittings"], refused: "/404" },
  "/sittings/:id": { roles: API_POLICY["GET /api/sittings/:id"], refused: "/404" },
  // Exam-day check-in (docs/product.md §11 "Check-in"): whoever may read the day opens it; checking
  // in and closing follow the API's table (auditors read only).
  "/check-in": { roles: API_POLICY["GET /api/check-in/today"], refused: "/404" },
  // docs/product.md §12 "Undo and restore": deleted records, restorable until purged (admin).
  "/trash": { roles: API_POLICY["GET /api/trash"], refused: "/404" },
  // Candidate import (decision 0032): whoever may import opens it.
  "/import": { roles: API_POLICY["POST /api/imports/candidates"], refused: "/404" },
  // The pipeline board (decision 0030): whoever may read it; moving follows the API's table.
  "/board": { roles: API_POLICY["GET /api/board"], refused: "/404" },
  // The catalogue (docs/product.md §13 "The catalogue"): whoever reads the draft opens the page;
  // editing, undo and publishing follow the API's table (auditors read only).
  "/catalogue": { roles: API_POLICY["GET /api/catalogue/draft"], refused: "/404" },
  // Possible duplicates (decision 0031): whoever reads the queue; merging follows the API (admins).
  "/duplicates": { roles: API_POLICY["GET /api/duplicates"], refused: "/404" },
} as const satisfies Record<string, PageAccess>;

export type PageKey = keyof typeof PAGE_POLICY;

/**
 * True when a user of `role` may call the API route `route` (`METHOD /path` as in `API_POLICY`);
 * false without a role unless the route is public. The browser uses it to show only the actions the
 * server will accept (docs/product.md §6); the server's auth hook enforces the same table.
 */
export function canCall(route: ApiPolicyKey, role: Role | null | undefined): boolean {
  const access: Access = API_POLICY[route];
  if (access === PUBLIC) return true;
  if (!role) return false;
  return access === ANY_ROLE || access.includes(role);
}

/** True when a user of `role` may open the staff page `page` (its `PAGE_POLICY` roles); false without one. */
export function canOpen(page: PageKey, role: Role | null | undefined): boolean {
  return role != null && (PAGE_POLICY[page].roles as readonly Role[]).includes(role);
}
