import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { PUBLIC } from "../shared/policy.ts";
import { type Config, trustProxyOption } from "./config.ts";
import type { Database } from "./db/client.ts";
import { announcementRoutes } from "./features/announcements/routes.ts";
import { LoginThrottle } from "./features/auth/login-throttle.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { inquiryRoutes } from "./features/inquiries/routes.ts";
import { invoiceRoutes } from "./features/invoices/routes.ts";
import { registrationRoutes } from "./features/registration/routes.ts";
import { seoRoutes } from "./features/seo/routes.ts";
import { siteConfigRoutes } from "./features/site-config/routes.ts";
import { stageRoutes } from "./features/stages/routes.ts";
import { studentActionRoutes } from "./features/students/action-routes.ts";
import { studentRoutes } from "./features/students/routes.ts";
import { testCenterRoutes } from "./features/test-centers/routes.ts";
import { userRoutes } from "./features/users/routes.ts";
import { createTokenService } from "./lib/tokens.ts";
import { type LogDestination, loggerOptions } from "./logging.ts";
import { authPlugin } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { frameworkErrors } from "./plugins/framework-errors.ts";
import { registerNotFound } from "./plugins/not-found.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticSite } from "./plugins/static-site.ts";

/** Everything `buildApp` needs; tests pass their own database, secret and clock. */
export interface AppDeps {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Milliseconds since the epoch; injectable so tests can run the login lock out. */
  now?: () => number;
  /** Where log lines go (default stdout); tests capture them. Redaction applies either way. */
  logStream?: LogDestination;
}

/** Request bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the Fastify app: security headers, validation, deny-by-default auth, API routes, OpenAPI
 * at `/api/docs`, and the built site when `config.STATIC_DIR` holds one. Used by `main.ts` and by
 * the tests (through `app.inject`).
 */
export async function buildApp({ config, database, jwtSecret, now = Date.now, logStream }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // The router's own refusals (malformed %-encoding, over-long path parameter) in the API's shape.
    frameworkErrors,
    // request.ip (rate limits, login lock, logs) comes from X-Forwarded-For only via trusted proxies.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app, config.STATIC_DIR);
  registerErrorHandler(app);
  await registerOpenApi(app);
  const publicRateLimit = await registerRateLimit(app, config.RATE_LIMIT_PUBLIC);

  const { db } = database;
  const tokens = createTokenService(jwtSecret, config.tokenTtlSeconds, now);
  await app.register(authPlugin, {
    db,
    tokens,
    docsAccess: config.API_DOCS === "public" ? PUBLIC : ["admin"],
  });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, tokens, throttle: new LoginThrottle(now), now });
  await app.register(registrationRoutes, { db, rateLimit: publicRateLimit });
  await app.register(contactRoutes, { db, rateLimit: publicRateLimit });
  await app.register(studentRoutes, { db });
  await app.register(studentActionRoutes, { db });
  await app.register(stageRoutes, { db });
  await app.register(invoiceRoutes, { db });
  await app.register(testCenterRoutes, { db });
  await app.register(userRoutes, { db });
  await app.register(inquiryRoutes, { db });
  await app.register(announcementRoutes, { db });
  await app.register(siteConfigRoutes, {
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE || null,
    officeAddress: config.OFFICE_ADDRESS || null,
    rating: config.rating,
  });

  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL });

  const serving = await registerStaticSite(app, config.STATIC_DIR);
  registerNotFound(app, serving);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
