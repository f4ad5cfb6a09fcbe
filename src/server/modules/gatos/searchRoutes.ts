/** GET /api/gatos/buscar?q=: the header's cat search, within the colonies the user may see. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isScoped } from '../../../domain/roles';
import { sortByText } from '../../../domain/collation';
import { languageOf } from '../../plugins/errors';
import { gatosSearch, isMicrochipPrefix } from './search';

const SearchQuery = Type.Object({ q: Type.String({ maxLength: 100 }) });

const Found = Type.Array(
  Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    codigo_identificacion: Type.Union([Type.String(), Type.Null()]),
    colonia_nombre: Type.Union([Type.String(), Type.Null()]),
    activo: Type.Boolean(),
  }),
);

const gatosSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;
  const search = gatosSearch(database.db, database.engine);
  app.get(
    '/gatos/buscar',
    { config: { access: 'gatos.listar' }, schema: { tags: ['gatos'], security: [{ bearer: [] }], querystring: SearchQuery, response: { 200: Found } } },
    async (request) => {
      const auth = request.auth!;
      const found = await search.find(request.query.q, isScoped(auth.role) ? auth.id : null);
      // The first few names by their folded start (a range of its index), shown in the reader's order; codes in their own.
      return isMicrochipPrefix(request.query.q.trim()) ? found : sortByText(found, (gato) => gato.nombre, languageOf(request));
    },
  );
};

export default gatosSearchRoutes;
