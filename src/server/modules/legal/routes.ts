/** Public legal documents: the terms of use as a downloadable PDF. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONDICIONES_USO, withContactEmail } from '../../../domain/legal';
import { legalPdf } from './termsPdf';

export const TERMS_PDF_NAME = 'gatera-condiciones-de-uso.pdf';

const legalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.gatera;
  let terms: Promise<Buffer> | null = null;

  app.get(
    '/legal/condiciones-uso.pdf',
    { config: { access: 'public' }, schema: { tags: ['legal'], summary: 'Condiciones de uso en PDF' } },
    async (_request, reply) => {
      terms ??= legalPdf(withContactEmail(CONDICIONES_USO, config.contactEmail)).catch((error: unknown) => {
        terms = null;
        throw error;
      });
      const body = await terms;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${TERMS_PDF_NAME}"`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(body);
    },
  );
};

export default legalRoutes;
