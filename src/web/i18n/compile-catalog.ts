import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/**
 * Every message of `catalog` (ICU MessageFormat) compiled to Lingui's token arrays, as the
 * browser receives them (`scripts/lingui-catalogs.ts`, at build time); throws naming the id of a
 * message that does not parse.
 */
export function compileCatalog(catalog: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`Message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}
