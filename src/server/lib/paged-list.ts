/**
 * The route side of the paged lists (spec §7): every one takes its page (and filters) from the
 * query, answers 200 with the page's rows, 400 for a bad query, 401/403 when refused, and carries
 * the number of all matches in the header `X-Total-Count` (the body stays the bare array).
 */
import type { FastifyReply } from "fastify";
import type { Page } from "#server/db/paging.ts";
import { deniedResponses, errorBodySchema } from "#shared/schema-kit.ts";

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
