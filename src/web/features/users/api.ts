/**
 * TanStack Query hooks of the users feature (docs/product.md §7: `GET /api/users`, `GET /api/checkUsername/{username}`,
 * `POST /api/register`, `PUT /api/users/{id}`, `DELETE /api/users/{id}`), all admin only (docs/product.md §6).
 */
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  checkUsernameResponseSchema,
  type RegisterUserInput,
  type UpdateUserInput,
  type User,
  userListSchema,
  usernameSchema,
  userWriteResponseSchema,
} from "#shared/access/users.ts";
import { ApiError, api, apiParsed } from "#web/lib/api.ts";
import { USERS_TEXT } from "./user-format.ts";

/** Query keys of the feature; every one starts with "users" so one invalidation reloads all. */
export const userKeys = {
  all: ["users"] as const,
  list: () => ["users", "list"] as const,
  check: (username: string) => ["users", "check", username.toLowerCase()] as const,
};

/** How long the username check waits after the last keystroke (docs/product.md §9 style: debounced input). */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

/** No retry for a refusal (4xx): asking again gets the same answer. */
const retryPassingFailure = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Every live user, by username (docs/product.md §2 /users, §3 "User"; never a password). A body that is not a
 * list of users fails with 'Error fetching users. Please try again later.' (docs/product.md §8 "Users").
 */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: async ({ signal }): Promise<User[]> => {
      const { data } = await api<unknown>("/api/users", { signal });
      const parsed = userListSchema.safeParse(data);
      if (!parsed.success) throw new Error(USERS_TEXT.fetchFailed);
      return parsed.data;
    },
    retry: retryPassingFailure,
  });
}

/** Asks `GET /api/checkUsername/{username}` whether a live user already has this name (any case). */
export async function fetchUsernameExists(username: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api<unknown>(`/api/checkUsername/${encodeURIComponent(username)}`, { signal });
  return checkUsernameResponseSchema.parse(data).exists;
}

/** Options of the username check, shared by the live hook and the check made on submit. */
export const checkUsernameQuery = (username: string) => ({
  queryKey: userKeys.check(username),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUsernameExists(username, signal),
  staleTime: 10_000,
  retry: retryPassingFailure,
});

export interface UsernameCheck {
  /** The trimmed name the answer is about. */
  username: string;
  /** True when taken, false when free, undefined while unknown (not asked, waiting or failed). */
  exists: boolean | undefined;
  /** True while the typed name waits for its debounce or its answer. */
  checking: boolean;
}

/**
 * The live "already taken" check of the register form (docs/product.md §5 "Username unused"): asks the server
 * {@link USERNAME_CHECK_DEBOUNCE_MS} ms after the last keystroke, only for a name the shared schema
 * accepts (not empty, no spaces). The answer is reported only while it is about the name now typed.
 */
export function useCheckUsername(username: string): UsernameCheck {
  const typed = username.trim();
  const [debounced] = useDebouncedValue(typed, USERNAME_CHECK_DEBOUNCE_MS);
  const askable = usernameSchema.safeParse(debounced).success;
  const query = useQuery({ ...checkUsernameQuery(debounced), enabled: askable });
  const current = debounced === typed;
  return {
    username: typed,
    exists: current && askable ? query.data : undefined,
    checking: usernameSchema.safeParse(typed).success && (!current || query.isFetching),
  };
}

/**
 * Registers a user (docs/product.md §5 "User registration", §7 `POST /api/register`). Resolves with
 * `{success, message, user}`; rejects with the `ApiError` whose `field` names the refused field
 * (400 one of the six messages, 409 taken username). The users list reloads afterwards, and the
 * username check knows the name is now taken without asking again; the register form must not
 * read that answer as someone else's name (it goes to `/`).
 */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterUserInput) =>
      apiParsed(userWriteResponseSchema, "/api/register", { method: "POST", body }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(userKeys.check(body.username), true);
      return queryClient.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}

/**
 * Saves an edited user row (docs/product.md §4 "User row", §5 "User edit", §7 `PUT /api/users/{id}`): the
 * password only when a new one is typed. The users list reloads afterwards, whatever the outcome.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserInput }) =>
      apiParsed(userWriteResponseSchema, `/api/users/${id}`, { method: "PUT", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/**
 * Deletes a user (docs/product.md §2 /users, §7 `DELETE /api/users/{id}`); the server refuses (409) one's own
 * account and the last admin. The users list reloads afterwards, whatever the outcome.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiParsed(userWriteResponseSchema, `/api/users/${id}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
