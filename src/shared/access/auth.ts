import { z } from "zod";
import { savedAnswer, successAnswer } from "#shared/kit/schemas.ts";
import { passwordText, requiredText } from "#shared/kit/text-fields.ts";
import { ROLES } from "./roles.ts";

export { LOGIN_LOCK_SECONDS, LOGIN_MAX_ATTEMPTS, type TokenClaims } from "./token-claims.ts";

/** One of the five staff roles (docs/product.md §6). */
export const roleSchema = z.enum(ROLES);

/**
 * `POST /api/login` body (docs/product.md §7). Any existing username logs in, whatever it is made of: only its
 * length is bounded and U+0000 / unpaired surrogates are refused (400), as for every input.
 */
export const loginBodySchema = z.object({
  username: requiredText({ label: "Username", max: 100, required: "Username cannot be empty." }),
  password: passwordText({ label: "Password", max: 200, error: "Password is required." }).min(1, {
    error: "Password is required.",
    abort: true,
  }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `POST /api/login` answer: the signed JWT on success (docs/product.md §7). */
export const loginResponseSchema = successAnswer({
  token: z.string(),
  message: z.string(),
});

/** `POST /api/verifytoken` answer (docs/product.md §7). */
export const verifyTokenResponseSchema = z.object({
  username: z.string(),
  role: roleSchema,
  id: z.number().int(),
  testCenterId: z.number().int().nullable(),
});

/** `POST /api/verifyToken` answer, polled by the client (docs/product.md §7, §9). */
export const verifyTokenSimpleResponseSchema = successAnswer({});

/** `POST /api/logout` answer: the token is ended on the server (decision 0008). */
export const logoutResponseSchema = savedAnswer({});

/** `GET /api/user-info` answer: the logged-in user as stored (docs/product.md §7). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: roleSchema,
  name: z.string().nullable(),
  testCenterId: z.number().int().nullable(),
  testCenterName: z.string().nullable(),
  exp: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
