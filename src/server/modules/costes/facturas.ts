/**
 * A provider's invoices: registered with their PDF (kept privately, served
 * through a signed link) and the acts they pay, corrected, and removed.
 * Staff manage them; a veterinario reads those of the clinics linked to
 * their account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COSTE_KEYS } from '../../../domain/costes';
import { compareText } from '../../../domain/collation';
import { Mensaje } from '../../../domain/schemas/cuenta';
import { DbId } from '../../../domain/schemas/common';
import { FacturaBody, FacturaDetalle, FacturaFila } from '../../../domain/schemas/coste';
import { readAttachmentForm, withStoredAttachment, type PendingAttachment } from '../../lib/attachments';
import { notFound, unprocessable, unsupportedMediaType } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { absoluteUrl } from '../../lib/publicLinks';
import { IdParams } from '../../lib/schemas';
import { sortOf, sortQuery } from '../../lib/sorting';
import { removeUpload } from '../../lib/uploads';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { languageOf } from '../../plugins/errors';
import { COSTE_FIELD_MESSAGES, fechaFiltro, veterinarioDe } from './entrada';
import { facturaDelFormulario, facturaValues } from './facturaInput';
import { facturasRepository } from './facturasRepository';

const tags = ['costes'];
const security = [{ bearer: [] }];

export const FACTURA_SORTS = ['fecha', 'numero', 'total_centimos', 'proveedor_nombre', 'id'] as const;

const ListQuery = Type.Object({
  ...PageQuery.properties,
  proveedor_id: Type.Optional(DbId()),
  desde: Type.Optional(Type.String({ maxLength: 30, description: 'Facturas de este día en adelante (AAAA-MM-DD)' })),
  hasta: Type.Optional(Type.String({ maxLength: 30, description: 'Facturas hasta este día (AAAA-MM-DD)' })),
  q: Type.Optional(Type.String({ maxLength: 60, description: 'Parte del número' })),
  ...sortQuery(FACTURA_SORTS),
});

/** Only a PDF is an invoice: the attachment form also takes photos, which are refused here. */
function soloPdf(attachment: PendingAttachment | null): PendingAttachment | null {
  if (attachment && attachment.type !== 'application/pdf') throw unsupportedMediaType(COSTE_KEYS.soloPdf);
  return attachment;
}

const facturasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths, attachmentLinks, config } = app.gatera;
  const facturas = facturasRepository(database.db, database.engine);

  /** The invoice as this viewer reads it: `archivo` is their own signed link to the PDF. */
  const paraLector = <T extends FacturaFila>(row: T, auth: AuthUser): T => ({ ...row, archivo: absoluteUrl(config.linkBaseUrl, attachmentLinks.urlOf(row.archivo, auth.id)) });

  async function facturaOr404(id: number, auth: AuthUser) {
    const row = await facturas.find(id, veterinarioDe(auth));
    if (!row) throw notFound(COSTE_KEYS.facturaNotFound);
    return row;
  }

  async function detalle(id: number, auth: AuthUser): Promise<FacturaDetalle> {
    const row = await facturaOr404(id, auth);
    return paraLector({ ...row, lineas: await facturas.lineas(row.id) }, auth);
  }

  app.get(
    '/facturas/',
    { config: { access: 'facturas.leer' }, schema: { tags, security, summary: 'Facturas de los proveedores, la más reciente primero (un veterinario: las de sus clínicas)', querystring: ListQuery, response: { 200: Type.Array(FacturaFila) } } },
    async (request, reply) => {
      const auth = request.auth!;
      const { query } = request;
      const { skip, limit } = pageOf(query);
      const q = query.q?.trim().toLocaleLowerCase();
      const rows = (await facturas.list({ veterinarioId: veterinarioDe(auth), proveedorId: query.proveedor_id, desde: fechaFiltro(query.desde), hasta: fechaFiltro(query.hasta) })).filter(
        (row) => !q || row.numero.toLocaleLowerCase().includes(q),
      );
      const { field, order } = sortOf(FACTURA_SORTS, query) ?? { field: 'fecha' as const, order: 'desc' as const };
      const language = languageOf(request);
      const by = (a: FacturaFila, b: FacturaFila): number => {
        if (field === 'numero' || field === 'proveedor_nombre') return compareText(a[field], b[field], language);
        if (field === 'fecha') return a.fecha.localeCompare(b.fecha);
        return a[field] - b[field];
      };
      const sign = order === 'desc' ? -1 : 1;
      rows.sort((a, b) => sign * (by(a, b) || a.id - b.id));
      return sendPage(reply, rows.slice(skip, skip + limit).map((row) => paraLector(row, auth)), rows.length, skip);
    },
  );

  app.get(
    '/facturas/:id',
    { config: { access: 'facturas.leer' }, schema: { tags, security, summary: 'Una factura con los actos que paga y el enlace firmado a su PDF', params: IdParams, response: { 200: FacturaDetalle } } },
    async (request) => detalle(request.params.id, request.auth!),
  );

  app.post(
    '/facturas/',
    {
      config: { access: 'facturas.gestionar' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'Formulario multipart: proveedor_id, numero (único por proveedor), fecha (AAAA-MM-DD), base_centimos, iva_centimos, total_centimos (base + IVA), ' +
          'lineas (texto JSON `[{"coste_id": 1, "importe_centimos": 4840}]`: los actos que paga, de su proveedor y sin otra factura; su suma no supera el total) y archivo (PDF, 10 MB como máximo).',
        response: { 200: FacturaDetalle },
      },
    },
    async (request) => {
      const { fields, attachment } = await readAttachmentForm(request);
      const values = facturaValues(facturaDelFormulario(fields));
      const id = await withStoredAttachment(paths.mediaDir, soloPdf(attachment), (archivo) => facturas.create(values, archivo, request.auth!, nowIso()));
      return detalle(id, request.auth!);
    },
  );

  app.put(
    '/facturas/:id',
    {
      config: { access: 'facturas.gestionar', messages: COSTE_FIELD_MESSAGES },
      schema: { tags, security, summary: 'Corrige una factura y los actos que paga; los que deja de nombrar vuelven a valer su tarifa', params: IdParams, body: FacturaBody, response: { 200: FacturaDetalle } },
    },
    async (request) => {
      const current = await facturaOr404(request.params.id, request.auth!);
      await facturas.update(current.id, facturaValues(request.body), request.auth!);
      return detalle(current.id, request.auth!);
    },
  );

  app.put(
    '/facturas/:id/archivo',
    {
      config: { access: 'facturas.gestionar' },
      schema: { tags, security, consumes: ['multipart/form-data'], description: 'Sustituye el PDF de la factura: formulario multipart con `archivo` (PDF, 10 MB como máximo).', params: IdParams, response: { 200: FacturaDetalle } },
    },
    async (request) => {
      const current = await facturaOr404(request.params.id, request.auth!);
      const { attachment } = await readAttachmentForm(request);
      if (!soloPdf(attachment)) throw unprocessable(COSTE_KEYS.soloPdf);
      const anterior = await withStoredAttachment(paths.mediaDir, attachment, (archivo) => facturas.replaceArchivo(current.id, archivo!, request.auth!));
      await removeUpload(paths.mediaDir, anterior);
      return detalle(current.id, request.auth!);
    },
  );

  app.delete(
    '/facturas/:id',
    { config: { access: 'facturas.gestionar' }, schema: { tags, security, summary: 'Borra una factura: sus actos vuelven a valer su tarifa, y su PDF se borra', params: IdParams, response: { 200: Mensaje } } },
    async (request) => {
      const current = await facturaOr404(request.params.id, request.auth!);
      const archivo = await facturas.remove(current.id, request.auth!);
      await removeUpload(paths.mediaDir, archivo);
      return { message: COSTE_KEYS.facturaEliminada };
    },
  );
};

export default facturasRoutes;
