/** GET /api/gatos/buscar?q=: the header's cat search, within the colonies the user may see. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isScoped } from '../../../domain/roles';
import { sortByText } from '../../../domain/collation';
import { languageOf } from '../../plugins/errors';
import { gatosSearch, isMicrochipPrefix } from './search';
import { GatoEncontrado, GatosBuscarQuery } from '../../../domain/schemas/busqueda';

const gatosSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;
  const search = gatosSearch(database.db, database.engine);
  app.get(
    '/gatos/buscar',
    { config: { access: 'gatos.listar' }, schema: { tags: ['gatos'], security: [{ bearer: [] }], querystring: GatosBuscarQuery, response: { 200: Type.Array(GatoEncontrado) } } },
    async (request) => {
      const auth = request.auth!;
      const found = await search.find(request.query.q, isScoped(auth.role) ? auth.id : null);
      // The first few names by their folded start (a range of its index), shown in the reader's order; codes in their own.
      return isMicrochipPrefix(request.query.q.trim()) ? found : sortByText(found, (gato) => gato.nombre, languageOf(request));
    },
  );
};

export default gatosSearchRoutes;
