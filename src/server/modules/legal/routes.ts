/** Public legal documents: the terms of use as a downloadable PDF, in the reader's language. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withContactEmail } from '../../../domain/legal';
import { loadLegalTexts } from '../../../domain/i18n/legal';
import { LANGUAGES, type Language } from '../../../domain/i18n/languages';
import { languageOf } from '../../plugins/errors';
import { legalPdf } from './termsPdf';

export const TERMS_PDF_NAME = 'gatera-condiciones-de-uso.pdf';

const legalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.gatera;
  /** One PDF per language, built on first request. */
  const terms = new Map<Language, Promise<Buffer>>();

  function termsIn(language: Language): Promise<Buffer> {
    let pdf = terms.get(language);
    if (!pdf) {
      pdf = loadLegalTexts(language)
        .then((texts) => legalPdf(withContactEmail(texts.condiciones, config.contactEmail), language))
        .catch((error: unknown) => {
          terms.delete(language);
          throw error;
        });
      terms.set(language, pdf);
    }
    return pdf;
  }

  app.get(
    '/legal/condiciones-uso.pdf',
    {
      config: { access: 'public' },
      schema: {
        tags: ['legal'],
        summary: 'Condiciones de uso en PDF',
        // A plain link cannot send the language chosen in the app: it may come in the address.
        querystring: Type.Object({ idioma: Type.Optional(Type.Union(LANGUAGES.map((code) => Type.Literal(code)))) }),
      },
    },
    async (request, reply) => {
      const asked = request.query.idioma;
      const body = await termsIn(asked && config.idiomas.offered.includes(asked) ? asked : languageOf(request));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${TERMS_PDF_NAME}"`)
        .header('Cache-Control', 'public, max-age=3600')
        .header('Vary', 'Accept-Language')
        .send(body);
    },
  );
};

export default legalRoutes;
