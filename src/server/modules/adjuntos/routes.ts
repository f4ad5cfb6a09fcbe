/**
 * Private attachments of complaints and inspections, citizens' sighting photos, and invoices' PDFs. The link comes
 * signed in the record's `archivo` (lib/attachmentLinks.ts); every request
 * checks the signature and its expiry, that the account is still active, and
 * that it still reaches the record: losing a colony assignment loses its
 * attachments at once. Answers are never stored by shared caches.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { can, isRole } from '../../../domain/roles';
import { HttpError, notFound } from '../../lib/errors';
import { isStoredName } from '../../lib/uploads';
import { reachesInspeccion, reachesQueja } from '../../lib/incidencias';
import type { AuthUser } from '../../plugins/auth';
import { embeddableAcrossOrigins } from '../../plugins/crossOrigin';
import { SERVER_KEYS } from '../../i18n/keys';
import { withScope } from '../../tenancy/scope';
import { cuentasRepository } from '../municipios/cuentas';
import { veterinarioDe } from '../costes/entrada';

export const ADJUNTO_MESSAGES = SERVER_KEYS.adjuntos;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

const Params = Type.Object({
  u: Type.String({ maxLength: 12 }),
  exp: Type.String({ maxLength: 12 }),
  firma: Type.String({ maxLength: 64 }),
  nombre: Type.String({ maxLength: 64 }),
});

const adjuntosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths, attachmentLinks, config } = app.gatera;
  const db = database.db;
  const cuentas = cuentasRepository(db);

  /** Whether this account may see a complaint or an inspection holding this file. */
  async function reaches(auth: AuthUser, nombre: string): Promise<boolean> {
    const queja = await db.selectFrom('quejas').select(['usuario_id', 'colonia_id']).where('archivo', '=', nombre).executeTakeFirst();
    if (queja && (await reachesQueja(db, auth, queja))) return true;
    const inspeccion = await db.selectFrom('inspecciones').select(['usuario_id', 'colonia_id']).where('archivo', '=', nombre).executeTakeFirst();
    if (inspeccion && (await reachesInspeccion(db, auth, inspeccion))) return true;
    // A citizen's sighting photo: the staff who handle sightings.
    const avistamiento = await db.selectFrom('avistamientos').select('id').where('foto', '=', nombre).executeTakeFirst();
    if (avistamiento && can(auth.role, 'avistamientos.gestionar')) return true;
    // An invoice's PDF: staff, and the veterinario of the clinic that issued it.
    const factura = await db.selectFrom('facturas as f').innerJoin('proveedores as p', 'p.id', 'f.proveedor_id').select('p.usuario_id').where('f.archivo', '=', nombre).executeTakeFirst();
    return factura !== undefined && can(auth.role, 'facturas.leer') && (veterinarioDe(auth) === null || factura.usuario_id === auth.id);
  }

  app.get(
    '/adjuntos/:u/:exp/:firma/:nombre',
    {
      // The signed link is the credential: <img> and download links cannot send the bearer token.
      config: { access: 'public' },
      schema: {
        tags: ['adjuntos'],
        description: 'Adjunto de una queja o inspección, o PDF de una factura, con el enlace firmado que da su campo `archivo` (válido entre 15 y 30 minutos).',
        params: Params,
      },
    },
    async (request, reply) => {
      const { nombre } = request.params;
      // A query string is ignored: the original front end appends `?v=…` to the link.
      if (!isStoredName(nombre)) throw notFound(ADJUNTO_MESSAGES.notFound);
      const link = { u: Number(request.params.u), exp: Number(request.params.exp), firma: request.params.firma };
      if (!attachmentLinks.isValid(nombre, link)) throw new HttpError(403, ADJUNTO_MESSAGES.linkInvalid);
      // The link names its account, of whichever municipality: the file is then looked for among that municipality's records.
      const user = await withScope('installation', () =>
        db.selectFrom('users').select(['id', 'username', 'role', 'activo', 'municipio_id']).where('id', '=', link.u).executeTakeFirst(),
      );
      if (!user || user.activo !== 1 || !isRole(user.role)) throw new HttpError(403, ADJUNTO_MESSAGES.linkInvalid);
      // Its own municipality's records first, then those of the others it works in (the link was made in one of them).
      const otros = await cuentas.otrosMunicipios(user);
      let reached = false;
      for (const municipio of [user.municipio_id, ...otros]) {
        const auth = { id: user.id, username: user.username, role: user.role, municipio, hogar: user.municipio_id };
        reached = await withScope({ municipios: [municipio] }, () => reaches(auth, nombre));
        if (reached) break;
      }
      if (!reached) throw notFound(ADJUNTO_MESSAGES.notFound);
      const file = path.join(paths.mediaDir, nombre);
      if (!fs.existsSync(file)) throw notFound(ADJUNTO_MESSAGES.notFound);
      const extension = nombre.slice(nombre.lastIndexOf('.') + 1);
      return embeddableAcrossOrigins(reply, config.mediaResourcePolicy)
        .header('Cache-Control', `private, max-age=${attachmentLinks.secondsLeft(link.exp)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${extension === 'pdf' ? 'attachment' : 'inline'}; filename="${nombre}"`)
        .type(CONTENT_TYPES[extension])
        .send(fs.createReadStream(file));
    },
  );
};

export default adjuntosRoutes;
