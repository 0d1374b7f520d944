/**
 * Undo and the Trash (docs/product.md §12 "Undo and restore", decision 0029): the contracts of
 * `POST /api/undo`, `GET /api/trash` and `POST /api/trash/{kind}/{id}/restore`, and the windows.
 */
import { z } from "zod";
import { PG_INT_MAX, savedAnswer } from "#shared/kit/schemas.ts";

/** How long staff are offered "Undo" after a change (seconds): the notification's life. */
export const UNDO_WINDOW_SECONDS = 10;
/**
 * How much longer the server still takes the undo (seconds): a click in the window's last moment
 * may arrive a little later. After window + grace the undo is refused (410).
 */
export const UNDO_GRACE_SECONDS = 2;
/**
 * How long after the undo's last moment an undoable change's e-mails become due (seconds): clocks
 * of replicas and the database may differ a little, and no message may be leased while it can
 * still be withdrawn.
 */
export const UNDO_MAIL_MARGIN_SECONDS = 5;

/** Body of `POST /api/undo`: the token the change's answer carried. */
export const undoBodySchema = z.object({
  undoToken: z
    .string({ error: "The undo token is missing." })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: "The undo token is not valid." }),
});

/** Answer of `POST /api/undo`: how many rows were put back. */
export const undoResultSchema = savedAnswer({ count: z.number().int() });

/** What the Trash holds (deleted rows that can be restored). */
export const TRASH_KINDS = ["students", "users", "inquiries", "messages"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** Query of `GET /api/trash`. */
export const trashQuerySchema = z.object({
  kind: z.enum(TRASH_KINDS, { error: `Kind must be one of ${TRASH_KINDS.join(", ")}.` }).default("students"),
});

/** Path of `POST /api/trash/{kind}/{id}/restore`. */
export const trashItemParamsSchema = z.object({
  kind: z.enum(TRASH_KINDS, { error: `Kind must be one of ${TRASH_KINDS.join(", ")}.` }),
  id: z.coerce.number({ error: "id must be a number." }).int().positive().max(PG_INT_MAX),
});

/** One deleted row: what it was (`label`, `sublabel`), who deleted it and when, when it is purged. */
export const trashItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRASH_KINDS),
  label: z.string(),
  sublabel: z.string().nullable(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  /** When the retention sweep anonymises it (ISO timestamp). */
  purge_after: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** Answer of `GET /api/trash`: newest deleted first, at most 500. */
export const trashListSchema = z.object({
  items: z.array(trashItemSchema),
  retention_days: z.number().int(),
});
export type TrashList = z.infer<typeof trashListSchema>;

/** Answer of a restore. */
export const restoreResultSchema = savedAnswer({});
