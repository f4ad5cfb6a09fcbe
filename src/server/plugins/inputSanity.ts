/**
 * Refuses text no engine should store: a NUL or another forbidden control
 * character (lib/controlCharacters.ts) anywhere in the path, the query or a
 * JSON body answers 400 on both engines alike (PostgreSQL cannot hold NUL;
 * SQLite would keep it silently, and a backup could not carry it).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest, MESSAGES } from '../lib/errors';
import { forbiddenControl } from '../lib/controlCharacters';

function hasForbiddenControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return forbiddenControl(value) !== null;
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasForbiddenControl(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => forbiddenControl(key) !== null || hasForbiddenControl(item, depth + 1));
}

export default fp(async function inputSanityPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasForbiddenControl(request.query) || hasForbiddenControl(request.params) || (!request.isMultipart() && hasForbiddenControl(request.body))) {
      throw badRequest(MESSAGES.forbiddenCharacter);
    }
  });
});
