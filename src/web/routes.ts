import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { REGULATORS } from "#shared/reference/regulators.ts";

/**
 * Every page of the site (docs/product.md §2). Matching ignores case, so `/register` also serves `/Register`,
 * `/PMP` also `/pmp` and `/admin` also `/Admin`, as the spec's two spellings require. Pages that
 * use the query cache, toasts or confirm dialogs sit inside the `AppProviders` layout; the public
 * marketing pages stay outside it so they download less JS (docs/decisions/0005).
 */
export default [
  // The English routes of pages with an Arabic twin carry the English texts (`pages/en/`, decision 0005).
  route("/", "pages/en/home.tsx"),
  route("login", "features/auth/login-page.tsx"),
  route("about", "features/about/about-page.tsx"),
  route("Programs/hr", "features/courses/hr-programs-page.tsx"),
  route("PMP", "features/courses/pmp-programs-page.tsx"),
  route("SupplyChain", "features/courses/supply-chain-programs-page.tsx"),
  ...REGULATORS.map((regulator) =>
    route(regulator.path.slice(1), "pages/en/regulator.tsx", {
      id: `regulator-${regulator.code}`,
    }),
  ),
  // The contact forms: only the names of Mantine's controls, no query cache or toasts (decision 0005).
  layout("components/form-names.tsx", [
    route("Contact-us", "features/contact/contact-us-page.tsx"),
    route("contact-form-old", "features/contact/contact-form-old-page.tsx"),
  ]),
  layout("components/app-providers.tsx", [
    route("register", "features/registration/register-page.tsx"),
    // The candidate's status page (docs/product.md §2 "Status page"): public, prerendered like the wizard.
    route("status", "features/status/status-page.tsx"),
    route("Admin", "pages/dashboard-page.tsx"),
    route("students/:id", "pages/student-detail-page.tsx"),
    // One route serves /stage/{state} and every /Stage/... spelling of docs/product.md §2 (matching ignores case).
    route("stage/:stage", "features/stages/stage-page.tsx"),
    route("View/invoices", "features/invoices/invoices-page.tsx"),
    route("create-invoice/:studentId", "features/invoices/create-invoice-page.tsx"),
    route("users", "features/users/users-page.tsx"),
    route("registeruser", "features/users/register-user-page.tsx"),
    route("View-test-center", "features/test-centers/test-centers-page.tsx"),
    route("Register-test-center", "features/test-centers/register-test-center-page.tsx"),
    route("test-center/:testCenterId", "pages/test-center-dashboard-page.tsx"),
    route("inquiries", "features/inquiries/inquiries-page.tsx"),
    route("CreateAnnouncement", "features/announcements/create-announcement-page.tsx"),
    // Also /Announcements: matching ignores case.
    route("announcements", "features/announcements/announcements-page.tsx"),
    // Decision 0010: candidates' e-mail settings and the outbox (admin).
    route("email", "features/email/email-page.tsx"),
    // Sittings and seats (docs/product.md §10): the month calendar and a sitting's page.
    route("sittings", "features/sittings/sittings-page.tsx"),
    route("sittings/:id", "features/sittings/sitting-page.tsx"),
    // Exam-day check-in (docs/product.md §11 "Check-in"): today's sittings, scan or type, attendance.
    route("check-in", "features/check-in/check-in-page.tsx"),
    // docs/product.md §12 "Undo and restore": the Trash (admin).
    route("trash", "features/trash/trash-page.tsx"),
    // Candidate import (docs/product.md §12 "Staff at speed", decision 0032).
    route("import", "features/imports/import-page.tsx"),
    // The pipeline board (docs/product.md §12 "Staff at speed", decision 0030).
    route("board", "features/board/board-page.tsx"),
    // The catalogue (docs/product.md §13 "The catalogue"): the draft, its history, undo and publish.
    route("catalogue", "features/catalogue/catalogue-page.tsx"),
    // Possible duplicate persons and their merge (docs/product.md §12 "Duplicates and merge").
    route("duplicates", "features/duplicates/duplicates-page.tsx"),
  ]),
  // The Arabic pages (decision 0011) under /ar, inside a layout route whose handle carries the shell's
  // Arabic; each page is a module of pages/ar/ that re-exports the English page with its own
  // Arabic texts. `TRANSLATED_PATHS` (src/shared/site/locales.ts) lists them.
  route("ar", "pages/arabic-layout.tsx", [
    index("pages/ar/home.tsx"),
    ...REGULATORS.map((regulator) =>
      route(regulator.path.slice(1), "pages/ar/regulator.tsx", { id: `ar-regulator-${regulator.code}` }),
    ),
    route("login", "pages/ar/login.tsx"),
    route("about", "pages/ar/about.tsx"),
    route("Programs/hr", "pages/ar/programs-hr.tsx"),
    route("PMP", "pages/ar/pmp.tsx"),
    route("SupplyChain", "pages/ar/supply-chain.tsx"),
    layout("components/form-names.tsx", { id: "ar-form-names" }, [
      route("Contact-us", "pages/ar/contact-us.tsx"),
      route("contact-form-old", "pages/ar/contact-form-old.tsx"),
    ]),
    layout("components/app-providers.tsx", { id: "ar-app-providers" }, [
      route("register", "pages/ar/register.tsx"),
      route("status", "pages/ar/status.tsx"),
    ]),
    // Unknown paths under /ar: the not-found page in Arabic (the server answers them with /ar/404).
    route("*", "components/not-found-page.tsx", { id: "ar-catch-all" }),
  ]),
  // One route for /404 and every unknown path: the server answers unknown paths with HTTP 404 and
  // the prerendered /404 page, which then hydrates the same route (a separate "404" route would
  // hydrate a different route id and render the page twice).
  route("*", "components/not-found-page.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
