import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ROLES } from "#shared/access/roles.ts";
import { announcementListSchema, type SendMessageInput } from "#shared/admin/announcements.ts";
import { api, apiParsed } from "#web/lib/api.ts";

const KEY = ["announcements"] as const;

/** Messages the user may read, newest first (`GET /api/get-messages`, docs/product.md §7). */
export function useAnnouncements() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiParsed(announcementListSchema, "/api/get-messages", { signal }),
  });
}

/** The users an admin can address (`GET /api/users`): id and username. */
export function useRecipients() {
  return useQuery({
    queryKey: ["users", "recipients"],
    queryFn: async ({ signal }) =>
      z
        .array(z.object({ id: z.number(), username: z.string(), role: z.enum(ROLES) }))
        .parse((await api<unknown>("/api/users", { signal })).data),
  });
}

/** Sends a message (`POST /api/send-message`). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendMessageInput) =>
      (await api<{ message: string }>("/api/send-message", { method: "POST", body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Deletes a message (`DELETE /api/delete-message`). */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: number) =>
      (await api<unknown>("/api/delete-message", { method: "DELETE", body: { messageId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
