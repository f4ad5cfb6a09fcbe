import { Type, type Static } from 'typebox';
import type { FastifyReply } from 'fastify';
import { MAX_PAGE_LIMIT } from '../../domain/constants';

/** `skip`/`limit` as the original clients send them. */
export const PageQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: 100 })),
});
export type PageQuery = Static<typeof PageQuery>;

export function pageOf(query: { skip?: number; limit?: number }, defaultLimit = 100): { skip: number; limit: number } {
  return { skip: query.skip ?? 0, limit: query.limit ?? defaultLimit };
}

/** A list keeps the original API's body (a JSON array) and tells the total in headers, for react-admin. */
export function sendPage<T>(reply: FastifyReply, items: T[], total: number, skip: number): T[] {
  const end = items.length ? skip + items.length - 1 : skip;
  reply.header('X-Total-Count', String(total));
  reply.header('Content-Range', `items ${skip}-${end}/${total}`);
  return items;
}
