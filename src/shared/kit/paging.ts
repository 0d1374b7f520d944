/** The `page` query parameter of every paged list (decision 0017: every input bounded). */
import { z } from "zod";

/** Highest page number accepted: 10 million pages, far past any real list, keeps OFFSET small. */
export const PAGE_MAX = 10_000_000;

/** Most rows one page of any list holds (`pageSize` at most; decision 0017: every input bounded). */
export const PAGE_SIZE_MAX = 100;

/** `page` of a list query: 1-based, default 1; 400 for anything but an integer in 1..PAGE_MAX. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(PAGE_MAX).default(1);
