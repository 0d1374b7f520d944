import type { en } from "./en.ts";
import type { homeEn } from "./home.en.ts";
import type { statusEn } from "./status.en.ts";

/** A message id of the catalogues: the shell's and every translated page's. */
export type MessageKey = keyof typeof en | keyof typeof homeEn | keyof typeof statusEn;

/** A whole language's catalogue (e.g. Arabic): a text for every id of the English ones. */
export type Catalog = Record<MessageKey, string>;
