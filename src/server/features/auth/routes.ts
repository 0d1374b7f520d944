import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "#server/db/client.ts";
import { revokeToken } from "#server/domain/sessions.ts";
import { AppError, unauthorized } from "#server/errors.ts";
import { dummyHash, verifyPassword } from "#server/lib/passwords.ts";
import type { TokenService } from "#server/lib/tokens.ts";
import {
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  userInfoSchema,
  verifyTokenResponseSchema,
  verifyTokenSimpleResponseSchema,
} from "#shared/access/auth.ts";
import { errorBodySchema, errorResponses } from "#shared/kit/schemas.ts";
import { TEXTS } from "#shared/texts/common.ts";
import type { AccountThrottle } from "./account-throttle.ts";
import { accountKey, type LoginAccount, LoginThrottle } from "./login-throttle.ts";
import { findUserForLogin, findUserInfo } from "./queries.ts";

/** Route options of a call that needs a session: its answer `ok`, or 401. */
const sessionRoute = <Ok>(ok: Ok) => ({
  schema: { tags: ["auth"], response: { 200: ok, 401: errorBodySchema } },
});

const lockedError = (seconds: number) =>
  new AppError(429, TEXTS.loginLocked, undefined, { "Retry-After": String(seconds) });

/** Login and session routes (docs/product.md §7). */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** The account-wide limit across addresses (decision 0018). */
  accountThrottle: AccountThrottle;
  /** Milliseconds since the epoch (injectable for tests). */
  now: () => number;
}> = async (app, { db, tokens, throttle, accountThrottle, now }) => {
  /**
   * Exchanges username and password for a token. 401 'Invalid username or password.' for any wrong
   * pair (which half was wrong is not said); the third failure for a username from one address
   * locks that pair for 30 s: 429 with `Retry-After` (docs/product.md §4). Past 10 failures on one account from
   * any addresses, the account is closed for growing delays (30 s doubling to 15 min) except from
   * addresses it logged in from lately: 429 with `Retry-After` whatever the password (decision 0018).
   */
  app.post(
    "/api/login",
    {
      schema: {
        tags: ["auth"],
        security: [],
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      // Look the user up first: the lock is keyed by the account the lookup found, so the lock and
      // the lookup can never disagree on which spellings name the same user (decision 0008).
      const user = await findUserForLogin(db, username);
      const account: LoginAccount = user ? { userId: user.id } : { username };
      const key = LoginThrottle.key(account, request.ip);
      const locked = await throttle.lockedFor(key);
      if (locked > 0) throw lockedError(locked);
      // The account-wide limit (decision 0018): refused before the password is checked, so the
      // answer is the same whether it was right.
      const attempt = await accountThrottle.begin(accountKey(account), key);
      if (attempt.refusedFor > 0) throw lockedError(attempt.refusedFor);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !ok) {
        const left = await throttle.fail(key);
        const accountClosedFor = await attempt.failed();
        if (left === 0) throw lockedError(Math.max(await throttle.lockedFor(key), accountClosedFor));
        throw new AppError(401, TEXTS.invalidCredentials, undefined, {
          "X-Login-Attempts-Remaining": String(left),
        });
      }
      await throttle.succeed(key);
      await attempt.succeeded();
      const token = await tokens.sign(user);
      request.log.info({ userId: user.id }, "login");
      return { success: true as const, token, message: "Login successful." };
    },
  );

  /** The caller's identity from a valid token (docs/product.md §7). 401 when the token is missing or bad. */
  app.post("/api/verifytoken", sessionRoute(verifyTokenResponseSchema), async (request) => {
    const user = request.user;
    if (!user) throw unauthorized();
    return { username: user.username, role: user.role, id: user.id, testCenterId: user.testCenterId };
  });

  /** `{success:true}` while the token is valid; polled by the client every 10 s (docs/product.md §9). */
  app.post("/api/verifyToken", sessionRoute(verifyTokenSimpleResponseSchema), async () => ({
    success: true as const,
  }));

  /** The logged-in user's profile, with the test center's name for test_center users. */
  app.get("/api/user-info", sessionRoute(userInfoSchema), async (request) => {
    const session = request.user;
    if (!session) throw unauthorized();
    const info = await findUserInfo(db, session.id);
    if (!info) throw unauthorized();
    return { ...info, exp: session.exp };
  });

  /**
   * Ends the caller's token on the server (decision 0008): its `jti` is recorded until the token would
   * have expired, and the auth hook refuses it from then on. Other sessions of the user go on.
   * 401 without a valid token.
   */
  app.post("/api/logout", sessionRoute(logoutResponseSchema), async (request) => {
    const session = request.user;
    if (!session) throw unauthorized();
    await revokeToken(db, session, now());
    request.log.info({ userId: session.id }, "logout");
    return { success: true as const, message: "Logged out." };
  });
};
