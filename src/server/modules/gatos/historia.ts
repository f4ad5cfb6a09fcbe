/**
 * A cat's history: registration, vaccination, deworming and
 * sterilisation from its record; registration, edits, colony changes and baja
 * from the audit log; its campaigns and activities. Each read goes through an
 * index (audit_log(entidad, entidad_id), campana_gatos(gato_id), actividades(gato_id)).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { COLONIA_CAMBIO_PREFIX, ordenarHistoria, type HistoriaEvento } from '../../../domain/historia';
import { withAuditPseudonyms } from '../rgpd/register';

export function gatoHistoria(db: Kysely<Database>) {
  return {
    /** The cat's colony, or undefined when there is no such cat. */
    async coloniaOf(id: number): Promise<number | undefined> {
      return (await db.selectFrom('gatos').select('colonia_id').where('id', '=', id).executeTakeFirst())?.colonia_id;
    },

    async of(id: number): Promise<HistoriaEvento[]> {
      const gato = await db
        .selectFrom('gatos')
        .select(['created_at', 'updated_at', 'fecha_vacunacion', 'tipo_vacuna', 'fecha_desparasitacion', 'fecha_esterilizacion', 'activo', 'baja_motivo'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!gato) return [];
      const [written, campanas, actividades] = await Promise.all([
        db
          .selectFrom('audit_log')
          .select(['at', 'usuario_id', 'username', 'accion', 'detalle'])
          .where('entidad', '=', 'gatos')
          .where('entidad_id', '=', String(id))
          .where('accion', 'in', ['crear', 'editar', 'baja'])
          .execute(),
        db
          .selectFrom('campana_gatos as cg')
          .innerJoin('campanas as c', 'c.id', 'cg.campana_id')
          .select(['cg.created_at', 'c.nombre'])
          .where('cg.gato_id', '=', id)
          .execute(),
        db
          .selectFrom('actividades as a')
          .leftJoin('users as u', 'u.id', 'a.usuario_id')
          .select(['a.created_at', 'a.tipo', 'a.descripcion', 'u.username'])
          .where('a.gato_id', '=', id)
          .execute(),
      ]);

      // An erased person's entries are shown under their pseudonym.
      const audit = await withAuditPseudonyms(db, written);
      const eventos: HistoriaEvento[] = [];
      const alta = audit.find((row) => row.accion === 'crear');
      eventos.push({ tipo: 'alta', fecha: alta?.at ?? gato.created_at, usuario: alta?.username ?? null, detalle: null });
      if (gato.fecha_vacunacion) eventos.push({ tipo: 'vacunacion', fecha: gato.fecha_vacunacion, usuario: null, detalle: gato.tipo_vacuna });
      if (gato.fecha_desparasitacion) eventos.push({ tipo: 'desparasitacion', fecha: gato.fecha_desparasitacion, usuario: null, detalle: null });
      if (gato.fecha_esterilizacion) eventos.push({ tipo: 'esterilizacion', fecha: gato.fecha_esterilizacion, usuario: null, detalle: null });
      for (const row of audit) {
        if (row.accion === 'editar') {
          const colonia = row.detalle?.startsWith(COLONIA_CAMBIO_PREFIX);
          eventos.push({ tipo: colonia ? 'colonia' : 'edicion', fecha: row.at, usuario: row.username, detalle: colonia ? row.detalle : null });
        }
      }
      const baja = audit.filter((row) => row.accion === 'baja').at(-1);
      if (baja) eventos.push({ tipo: 'baja', fecha: baja.at, usuario: baja.username, detalle: gato.baja_motivo ?? baja.detalle });
      else if (!gato.activo) eventos.push({ tipo: 'baja', fecha: gato.updated_at, usuario: null, detalle: gato.baja_motivo });
      for (const row of campanas) eventos.push({ tipo: 'campana', fecha: row.created_at, usuario: null, detalle: row.nombre });
      for (const row of actividades) eventos.push({ tipo: 'actividad', fecha: row.created_at, usuario: row.username, detalle: `${row.tipo}: ${row.descripcion}` });
      return ordenarHistoria(eventos);
    },
  };
}
