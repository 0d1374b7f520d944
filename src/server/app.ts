import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type LetterContext, pdfBrand } from "#server/domain/admission-letters.ts";
import { createAdmissionCodes } from "#server/lib/admission-codes.ts";
import { PUBLIC } from "#shared/access/policy.ts";
import { type Config, trustProxyOption } from "./config.ts";
import type { Database } from "./db/client.ts";
import { PublishedCatalogueCache } from "./domain/catalogue.ts";
import { createInviteTokens } from "./domain/inquiry-invites.ts";
import type { SeatOfferContext } from "./domain/seat-offers.ts";
import { admissionLetterRoutes } from "./features/admission-letters/routes.ts";
import { announcementRoutes } from "./features/announcements/routes.ts";
import { AccountThrottle } from "./features/auth/account-throttle.ts";
import { LoginThrottle } from "./features/auth/login-throttle.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { boardRoutes } from "./features/board/routes.ts";
import { studentActionRoutes } from "./features/candidates/action-routes.ts";
import { studentRoutes } from "./features/candidates/routes.ts";
import { catalogueRoutes } from "./features/catalogue/routes.ts";
import { checkInRoutes } from "./features/check-in/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { duplicateRoutes } from "./features/duplicates/routes.ts";
import { emailRoutes } from "./features/email/routes.ts";
import { emailSettingRoutes } from "./features/email/settings-routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { importRoutes } from "./features/imports/routes.ts";
import { inquiryRoutes } from "./features/inquiries/routes.ts";
import { invoiceRoutes } from "./features/invoices/routes.ts";
import { paymentInstructionRoutes } from "./features/payment-instructions/routes.ts";
import { registrationRoutes } from "./features/registration/routes.ts";
import { searchRoutes } from "./features/search/routes.ts";
import { seoRoutes } from "./features/seo/routes.ts";
import { siteConfigRoutes } from "./features/site-config/routes.ts";
import { candidateSeatRoutes } from "./features/sittings/candidate-routes.ts";
import { resultRoutes } from "./features/sittings/result-routes.ts";
import { retakeRoutes } from "./features/sittings/retake-routes.ts";
import { sittingRoutes } from "./features/sittings/routes.ts";
import { waitingListRoutes } from "./features/sittings/waiting-list.ts";
import { stageRoutes } from "./features/stages/routes.ts";
import { candidateStatusRoutes } from "./features/status/routes.ts";
import { testCenterRoutes } from "./features/test-centers/routes.ts";
import { trashRoutes } from "./features/trash/routes.ts";
import { undoRoutes } from "./features/undo/routes.ts";
import { userRoutes } from "./features/users/routes.ts";
import { workQueueRoutes } from "./features/work-queues/routes.ts";
import { capConnectionsPerAddress, isTrustedProxy } from "./lib/connection-cap.ts";
import { DiskGuard, type GuardedFolder } from "./lib/disk-guard.ts";
import { pageRenderer } from "./lib/page-renderer.ts";
import type { CounterStore } from "./lib/rate-limiters.ts";
import { createSeatOfferLinks } from "./lib/seat-offer-links.ts";
import { createStatusLinks } from "./lib/status-links.ts";
import { createTokenService } from "./lib/tokens.ts";
import { type LogDestination, loggerOptions } from "./logging.ts";
import { emailBrand, emailOrigin, paymentInstructions, statusLinkOf } from "./mail/start.ts";
import { authPlugin } from "./plugins/auth.ts";
import { registerCataloguePages } from "./plugins/catalogue-pages.ts";
import { clientErrors } from "./plugins/client-errors.ts";
import { registerDiskGuard } from "./plugins/disk-guard.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { frameworkErrors } from "./plugins/framework-errors.ts";
import { registerNotFound } from "./plugins/not-found.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { OneLineRequestLog } from "./plugins/request-log.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerShutdownGate } from "./plugins/shutdown-gate.ts";
import { registerStaticSite } from "./plugins/static-site.ts";

/** Everything `buildApp` needs; tests pass their own database, secret and clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Milliseconds since the epoch; injectable so tests can run tokens out. */
  now?: () => number;
  /**
   * Where the login lock and the rate limits count (decision 0003): default the PostgreSQL database
   * for a PostgreSQL server (replicas share it), memory for the embedded one; `main.ts` passes Redis
   * when `REDIS_URL` is set.
   */
  counters?: CounterStore;
  /** Where log lines go (default stdout); tests capture them. Redaction applies either way. */
  logStream?: LogDestination;
  /**
   * The folders the disk guard measures (decision 0015; `main.ts` names `DATA_DIR`, the outbox and
   * `BACKUP_DIR`); default none. The guard (`app.diskGuard`) measures only once started.
   */
  diskFolders?: GuardedFolder[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Free space of the folders this server writes, and the storage errors met (lib/disk-guard.ts). */
    diskGuard: DiskGuard;
  }
}

/** Request bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the Fastify app: security headers, validation, deny-by-default auth, API routes, OpenAPI
 * at `/api/docs`, and the built site when `config.STATIC_DIR` holds one. Used by `main.ts` and by
 * the tests (through `app.inject`).
 */
export async function buildApp({
  config,
  database,
  jwtSecret,
  now = Date.now,
  logStream,
  counters,
  diskFolders = [],
}: AppDeps) {
  // Slow clients (README "Slow clients"): a request must arrive whole, headers and body, within
  // REQUEST_TIMEOUT, checked every second; else 408 and the connection closes.
  const requestTimeoutMs = config.REQUEST_TIMEOUT * 1000;
  const app = Fastify({
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: clientErrors,
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    logController: new OneLineRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // The router's own refusals (malformed %-encoding, over-long path parameter) in the API's shape.
    frameworkErrors,
    // request.ip (rate limits, login lock, logs) comes from X-Forwarded-For only via trusted proxies.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Shutdown (src/server/shutdown.ts): idle keep-alive connections are closed, requests in flight
    // finish; new ones get the shutdown gate's 503 in the API's shape instead of Fastify's own.
    forceCloseConnections: "idle",
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, {
    max: config.MAX_CONNECTIONS_PER_ADDRESS,
    exempt: isTrustedProxy(config.TRUST_PROXY),
    onFull: (address) =>
      app.log.warn(
        { remoteAddress: address },
        "connections refused: MAX_CONNECTIONS_PER_ADDRESS reached for one address",
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app, config.STATIC_DIR);
  const diskGuard = new DiskGuard({ folders: diskFolders, minFree: config.DISK_FREE_MIN, log: app.log });
  app.decorate("diskGuard", diskGuard);
  const databaseStopped = () => database.stopped?.() ?? null;
  registerErrorHandler(app, diskGuard);
  registerShutdownGate(app);
  registerDiskGuard(app, diskGuard, databaseStopped);
  await registerOpenApi(app);
  const { db } = database;
  const counterStore: CounterStore =
    counters ?? (database.kind === "postgres" ? { kind: "database", db } : { kind: "memory" });
  const { rateLimit: publicRateLimit, charge: chargePublicLimit } = await registerRateLimit(
    app,
    config.RATE_LIMIT_PUBLIC,
    counterStore,
  );

  const tokens = createTokenService(jwtSecret, config.tokenTtlSeconds, now);
  await app.register(authPlugin, {
    db,
    tokens,
    docsAccess: config.API_DOCS === "public" ? PUBLIC : ["admin"],
  });

  await app.register(healthRoutes, {
    db,
    guard: diskGuard,
    databaseStopped,
    databaseBusySince: database.busySince ? () => database.busySince?.() ?? null : undefined,
  });
  await app.register(authRoutes, {
    db,
    tokens,
    throttle: new LoginThrottle(counterStore),
    accountThrottle: new AccountThrottle(counterStore),
    now,
  });
  // The published catalogue of this process (decision 0034): the registration's, the candidate
  // edit's and the inquiry form's checks and `GET /api/catalogue` read it; a publication here refreshes it at once, elsewhere
  // within CATALOGUE_RECHECK_MS.
  const catalogue = new PublishedCatalogueCache(db, now);
  await app.register(catalogueRoutes, { db, catalogue });
  // Invitations of inquirers to register (docs/product.md §2 "Inquiries page"): signed with the server secret.
  const invites = createInviteTokens(jwtSecret, now);
  await app.register(registrationRoutes, {
    db,
    rateLimit: publicRateLimit,
    chargeLimit: chargePublicLimit,
    invites,
    catalogue,
    now,
  });
  await app.register(contactRoutes, { db, rateLimit: publicRateLimit, catalogue });
  await app.register(studentRoutes, { db });
  await app.register(studentActionRoutes, { db, catalogue, now });
  await app.register(stageRoutes, { db });
  await app.register(invoiceRoutes, { db });
  await app.register(duplicateRoutes, { db });
  await app.register(testCenterRoutes, { db });
  // Seat offers to the waiting lists (decision 0022): links keyed from the server secret.
  const seatOfferLinks = createSeatOfferLinks(jwtSecret, now);
  const offers: SeatOfferContext = {
    links: seatOfferLinks,
    origin: emailOrigin(config),
    holdHours: config.SEAT_OFFER_HOURS,
  };
  await app.register(sittingRoutes, { db, rateLimit: publicRateLimit, now, offers });
  // Admission letters' QR codes (decision 0023), signed with the server secret; check-in reads them
  // (docs/product.md §11 "Check-in").
  const admissionCodes = createAdmissionCodes(jwtSecret, now);
  await app.register(checkInRoutes, {
    db,
    codes: admissionCodes,
    graceMinutes: config.CHECK_IN_GRACE_MINUTES,
    now,
  });
  const letters: LetterContext = { codes: admissionCodes, brand: pdfBrand(config), now };
  await app.register(admissionLetterRoutes, { db, letters });
  await app.register(resultRoutes, { db, now });
  // Retakes on the same registration (docs/product.md §11 "Retake", decision 0028).
  await app.register(retakeRoutes, { db, now });
  await app.register(importRoutes, { db, catalogue, now });
  // Work queues and charts of the dashboards (docs/product.md §12 "Work queues", decision 0027).
  await app.register(workQueueRoutes, { db, now });
  // The pipeline board (docs/product.md §12 "Staff at speed", decision 0030): reads; moves are the bulk state change.
  await app.register(boardRoutes, { db, now });
  await app.register(waitingListRoutes, { db, rateLimit: publicRateLimit, links: seatOfferLinks, now });
  await app.register(userRoutes, { db, now });
  await app.register(searchRoutes, { db, now });
  await app.register(inquiryRoutes, {
    db,
    rateLimit: publicRateLimit,
    invites,
    origin: emailOrigin(config),
    now,
  });
  // The candidate's status page (docs/product.md §2 "Status page"): signed links keyed from the server secret.
  const statusLinks = createStatusLinks(jwtSecret, { now });
  await app.register(candidateSeatRoutes, {
    db,
    links: statusLinks,
    rateLimit: publicRateLimit,
    supportEmail: config.SUPPORT_EMAIL,
    now,
    offers,
  });
  await app.register(candidateStatusRoutes, {
    db,
    rateLimit: publicRateLimit,
    links: statusLinks,
    origin: emailOrigin(config),
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE || null,
    paymentInstructions: paymentInstructions(config),
    now,
    letters,
  });
  await app.register(announcementRoutes, { db, now });
  // Undo and the Trash (docs/product.md §12 "Undo and restore", decision 0029).
  await app.register(undoRoutes, { db, now });
  await app.register(trashRoutes, { db, retentionDays: config.TRASH_RETENTION_DAYS });
  await app.register(emailRoutes, { db });
  // The E-mail screen's settings and previews (decision 0010): a preview carries the candidate's
  // signed status link and the configured payment instructions, as the sent message would.
  await app.register(emailSettingRoutes, {
    db,
    preview: {
      statusUrl: statusLinkOf(emailOrigin(config), createStatusLinks(jwtSecret, { now })),
      supportEmail: config.SUPPORT_EMAIL,
      supportPhone: config.SUPPORT_PHONE || null,
      paymentInstructions: paymentInstructions(config),
      brand: emailBrand(config),
    },
  });
  // How to pay invoices (docs/product.md §2 "Payment instructions"): PAYMENT_INSTRUCTIONS is the
  // initial value, an admin's saved texts replace it.
  await app.register(paymentInstructionRoutes, { db, environment: paymentInstructions(config) });
  await app.register(siteConfigRoutes, {
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE || null,
    officeAddress: config.OFFICE_ADDRESS || null,
    rating: config.rating,
  });

  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL, publication: () => catalogue.get() });

  const serving = await registerStaticSite(app, config.STATIC_DIR, config.PUBLIC_URL);
  // The pages that show the catalogue follow its publications (decision 0035).
  const renderer = serving ? pageRenderer(config.STATIC_DIR) : undefined;
  if (renderer) registerCataloguePages(app, renderer, () => catalogue.get());
  registerNotFound(app, serving, config.STATIC_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
