/**
 * Refuses text no engine should store: a NUL character anywhere in the path,
 * the query or a JSON body answers 400 on both engines alike (PostgreSQL cannot
 * hold it; SQLite would keep it silently).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest, MESSAGES } from '../lib/errors';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

export default fp(async function inputSanityPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || (!request.isMultipart() && hasNul(request.body))) {
      throw badRequest(MESSAGES.forbiddenCharacter);
    }
  });
});
