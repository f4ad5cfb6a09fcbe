/** A colony a request names, as its account reaches it: a scoped role (voluntario, usuario) only the colonies assigned to it. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { COLONIA_MESSAGES } from './messages';
import { coloniasRepository } from './repository';
import { reachOf } from './routes';

/** The colony `id` of the request, or a 404 alike for one that does not exist and one the account does not reach. */
export function reachableColonias(db: Db): (request: FastifyRequest, id: number) => Promise<{ id: number; nombre: string }> {
  const colonias = coloniasRepository(db);
  return async (request, id) => {
    const colonia = await colonias.findRef(id, reachOf(request.auth!));
    if (!colonia) throw notFound(COLONIA_MESSAGES.notFound);
    return colonia;
  };
}
