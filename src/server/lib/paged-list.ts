/**
 * The route side of the paged lists (docs/product.md §7): every one takes its page (and filters) from the
 * query, answers 200 with the page's rows, 400 for a bad query, 401/403 when refused, and carries
 * the number of all matches in the header `X-Total-Count` (the body stays the bare array).
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Page } from "#server/db/paging.ts";
import { deniedResponses, errorBodySchema } from "#shared/kit/schemas.ts";

/** Route schema of a paged list: OpenAPI tag, query schema and the schema of the rows' array. */
export function pagedListSchema<Query, List>(tag: string, querystring: Query, list: List) {
  return {
    tags: [tag],
    querystring,
    response: { 200: list, 400: errorBodySchema, ...deniedResponses },
  };
}

/** Answers one page: the total in `X-Total-Count`, the rows as the body. */
export function sendPage<Row>(reply: FastifyReply, { rows, total }: Page<Row>): Row[] {
  reply.header("X-Total-Count", String(total));
  return rows;
}

/** The Fastify instance a route plugin gets (zod type provider). */
type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A paged list's route: its OpenAPI tag, URL, query schema and the schema of the rows' array. */
export interface PagedListRoute<Query extends z.ZodType, List extends z.ZodType<unknown[]>> {
  tag: string;
  url: string;
  query: Query;
  list: List;
}

/** A paged list's route (the arguments in the order of {@link PagedListRoute}'s fields). */
export function pagedList<Query extends z.ZodType, List extends z.ZodType<unknown[]>>(
  tag: string,
  url: string,
  query: Query,
  list: List,
): PagedListRoute<Query, List> {
  return { tag, url, query, list };
}

/**
 * Registers `GET url` as a paged list: the query validated by `route.query`, `load` reads the page,
 * the rows answer as the body and the total goes to `X-Total-Count`.
 */
export function getPagedList<Query extends z.ZodType, List extends z.ZodType<unknown[]>>(
  app: RouteApp,
  route: PagedListRoute<Query, List>,
  load: (query: z.output<Query>) => Promise<Page<z.output<List>[number]>>,
) {
  // Fastify validates the query and serializes the rows by these schemas; `load`'s type already ties
  // both to `Query` and `List`, which the type provider cannot follow through generic schemas.
  const schema = pagedListSchema<z.ZodType, z.ZodType>(route.tag, route.query, route.list);
  app.get(route.url, { schema }, async (request, reply) =>
    sendPage(reply, await load(request.query as z.output<Query>)),
  );
}
