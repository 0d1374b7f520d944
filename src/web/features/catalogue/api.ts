/**
 * TanStack Query hooks of the catalogue screen (docs/product.md §13 "The catalogue"): the draft,
 * the history, the draft writes, "Undo last change" and "Publish" (`/api/catalogue/*`).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  draftCatalogueSchema,
  draftWriteSchema,
  historySchema,
  publishAnswerSchema,
  undoAnswerSchema,
} from "#shared/catalogue/catalogue.ts";
import { apiParsed } from "#web/lib/api.ts";

/** Query keys of the screen. */
export const catalogueKeys = {
  draft: ["catalogue", "draft"] as const,
  history: ["catalogue", "history"] as const,
};

/** The draft with the published version's number (`GET /api/catalogue/draft`). */
export function useDraftCatalogue() {
  return useQuery({
    queryKey: catalogueKeys.draft,
    queryFn: ({ signal }) => apiParsed(draftCatalogueSchema, "/api/catalogue/draft", { signal }),
  });
}

/** The changes and publications (`GET /api/catalogue/history`). */
export function useCatalogueHistory() {
  return useQuery({
    queryKey: catalogueKeys.history,
    queryFn: ({ signal }) => apiParsed(historySchema, "/api/catalogue/history", { signal }),
  });
}

/** A draft write: `method url` with `body`; the draft and the history reload. */
export interface DraftWrite {
  method: "POST" | "PUT" | "DELETE";
  url: string;
  body?: object;
}

function useReloadAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["catalogue"] });
}

/** Saves a change in the draft (one of the `PUT/POST/DELETE /api/catalogue/...` routes). */
export function useDraftWrite() {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: ({ method, url, body }: DraftWrite) => apiParsed(draftWriteSchema, url, { method, body }),
    onSuccess: reload,
  });
}

/** Undoes the newest change of the draft (`POST /api/catalogue/undo`). */
export function useUndo() {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: () => apiParsed(undoAnswerSchema, "/api/catalogue/undo", { method: "POST" }),
    onSuccess: reload,
  });
}

/** Publishes the draft (`POST /api/catalogue/publish`). */
export function usePublish() {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: () => apiParsed(publishAnswerSchema, "/api/catalogue/publish", { method: "POST" }),
    onSuccess: reload,
  });
}
