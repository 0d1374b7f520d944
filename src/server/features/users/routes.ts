import { z } from "zod";
import type { ClockedRoutes } from "#server/lib/route-plugin.ts";
import {
  checkUsernameResponseSchema,
  registerUserBodySchema,
  updateUserBodySchema,
  userListSchema,
  userWriteResponseSchema,
} from "#shared/access/users.ts";
import { deniedResponses, errorBodySchema, errorResponses, idParam } from "#shared/kit/schemas.ts";
import { oneLineText } from "#shared/kit/text-fields.ts";
import { createUser, deleteUser, listUsers, updateUser, usernameExists } from "./queries.ts";
import { requireAllowedRename } from "./username-rule.ts";

const client = { ...errorResponses(400, 404, 409), ...deniedResponses };
const idParams = idParam("id");

/** User administration routes (docs/product.md §7), admin only (the policy table). */
export const userRoutes: ClockedRoutes = async (app, { db, now = Date.now }) => {
  /** Live users; never a password or hash (the response schema has no such field). */
  app.get(
    "/api/users",
    { schema: { tags: ["users"], response: { 200: userListSchema, ...deniedResponses } } },
    async () => listUsers(db),
  );

  /** `{exists}`: whether a live user already has this username, ignoring case (docs/product.md §7). */
  app.get(
    "/api/checkUsername/:username",
    {
      schema: {
        tags: ["users"],
        params: z.object({ username: oneLineText({ label: "Username", max: 100 }) }),
        response: { 200: checkUsernameResponseSchema, 400: errorBodySchema, ...deniedResponses },
      },
    },
    async (request) => ({ exists: await usernameExists(db, request.params.username) }),
  );

  /**
   * Registers a user (docs/product.md §5): the six messages as 400 `{message, field}`; 409 'Username is already
   * taken. Please choose a different one.'; a `user.created` audit row.
   */
  app.post(
    "/api/register",
    {
      schema: {
        tags: ["users"],
        body: registerUserBodySchema,
        response: { 201: userWriteResponseSchema, ...client },
      },
    },
    async (request, reply) => {
      const user = await createUser(db, request.body, request.actor());
      return reply.status(201).send({ success: true as const, message: "Registration successful", user });
    },
  );

  /**
   * Edits a user: username, role, test center; the password only when a new one is sent (same rules
   * as registration). A new username must pass the registration's rule; the stored one may stay as
   * it is. 400 `{message, field}`; 404 unknown; 409 taken username or last admin's role; audit row.
   */
  app.put(
    "/api/users/:id",
    {
      schema: {
        tags: ["users"],
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: userWriteResponseSchema, ...client },
      },
    },
    async (request) => {
      await requireAllowedRename(db, request.params.id, request.body.username);
      const user = await updateUser(db, request.params.id, request.body, request.actor());
      return { success: true as const, message: "User updated successfully.", user };
    },
  );

  /** Soft-deletes a user; 409 for oneself or the last admin; audit row; an `undoToken` (decision 0029). */
  app.delete(
    "/api/users/:id",
    {
      schema: { tags: ["users"], params: idParams, response: { 200: userWriteResponseSchema, ...client } },
    },
    async (request) => {
      const undoToken = await deleteUser(db, request.params.id, request.actor(), new Date(now()));
      return { success: true as const, message: "User deleted successfully.", undoToken };
    },
  );
};
