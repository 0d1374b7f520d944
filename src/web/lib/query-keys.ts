/** A maker of the part of a query key after the feature's root. */
type KeyMaker = (...args: never[]) => readonly unknown[];

/** The keys {@link featureKeys} makes: `all` and each maker's key behind the root. */
export type FeatureKeys<Root extends string, Makers extends Record<string, KeyMaker>> = {
  all: readonly [Root];
} & {
  [Name in keyof Makers]: (...args: Parameters<Makers[Name]>) => readonly [Root, ...ReturnType<Makers[Name]>];
};

/**
 * A feature's TanStack Query keys: `all`, the root alone, and one key per maker, each starting with
 * the root, so invalidating `all` after a write reloads every query of the feature (the calls of
 * docs/product.md §7 answer fresh after a change).
 */
export function featureKeys<const Root extends string, Makers extends Record<string, KeyMaker>>(
  root: Root,
  makers: Makers,
): FeatureKeys<Root, Makers> {
  const keys = Object.entries(makers).map(([name, make]) => [
    name,
    (...args: never[]) => [root, ...make(...args)],
  ]);
  return { all: [root], ...Object.fromEntries(keys) };
}
