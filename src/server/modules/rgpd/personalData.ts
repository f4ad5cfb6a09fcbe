/**
 * Everything the server holds about one person (RGPD right of access and
 * portability): the account, what they filed, the adoption requests sent
 * from their account, the sightings they reported signed in, visits (to cats and, in the street, to colonies), shifts
 * and the swaps of shifts they asked for or were asked to accept,
 * the colony censuses they counted, the equipment they borrowed, the courses they attended and their
 * accreditations as caregivers, the microchips they looked up, the partner entity they belong to,
 * assignments, the language they chose, the devices that receive their notices (where, not the device's
 * keys) and the channel chosen per kind, the notices sent to them lately, and the audit entries about them.
 */
import path from 'node:path';
import type { Db } from '../../db/schema';
import { publicUser } from '../auth/repository';

export async function personalData(db: Db, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const fileName = (archivo: string | null) => (archivo ? path.basename(archivo) : null);
  const [quejas, inspecciones, partes, actividades, asignaciones, actividadesVoluntario, solicitudes, certificados, auditoria, visitasCalle, turnos, cambios, censos, prestamos, acreditaciones, cursos, consultas, entidad, idioma, avistamientos, dispositivos, preferencias, avisos] = await Promise.all([
    db
      .selectFrom('quejas')
      .leftJoin('colonias', 'colonias.id', 'quejas.colonia_id')
      .select(['quejas.id', 'quejas.fecha', 'quejas.descripcion', 'colonias.nombre as colonia_nombre', 'quejas.solucion_responsable', 'quejas.archivo', 'quejas.estatus', 'quejas.codigo_seguimiento', 'quejas.respuesta_publica'])
      .where('quejas.usuario_id', '=', userId)
      .orderBy('quejas.id')
      .execute(),
    db
      .selectFrom('inspecciones')
      .leftJoin('colonias', 'colonias.id', 'inspecciones.colonia_id')
      .select(['inspecciones.id', 'inspecciones.fecha', 'colonias.nombre as colonia_nombre', 'inspecciones.observaciones', 'inspecciones.acciones_recomendadas', 'inspecciones.archivo', 'inspecciones.estatus'])
      .where('inspecciones.usuario_id', '=', userId)
      .orderBy('inspecciones.id')
      .execute(),
    db.selectFrom('partes').select(['id', 'descripcion', 'estado', 'created_at']).where('usuario_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('actividades')
      .leftJoin('gatos', 'gatos.id', 'actividades.gato_id')
      .select(['actividades.id', 'actividades.tipo', 'actividades.descripcion', 'gatos.nombre as gato_nombre', 'actividades.created_at'])
      .where('actividades.usuario_id', '=', userId)
      .orderBy('actividades.id')
      .execute(),
    db
      .selectFrom('asignaciones')
      .innerJoin('colonias', 'colonias.id', 'asignaciones.colonia_id')
      .select(['asignaciones.colonia_id', 'colonias.nombre as colonia_nombre', 'asignaciones.created_at'])
      .where('asignaciones.usuario_id', '=', userId)
      .orderBy('asignaciones.id')
      .execute(),
    db.selectFrom('actividades_voluntarios').select(['id', 'descripcion', 'estatus', 'created_at']).where('voluntario_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('adopcion_solicitudes as s')
      .leftJoin('gatos', 'gatos.id', 's.gato_id')
      .select(['s.id', 'gatos.nombre as gato_nombre', 's.nombre', 's.email', 's.telefono', 's.mensaje', 's.estado', 's.created_at'])
      .where('s.usuario_id', '=', userId)
      .orderBy('s.id')
      .execute(),
    db.selectFrom('certificados').select(['codigo', 'microchip', 'emitido_at']).where('usuario_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('audit_log')
      .select(['at', 'username', 'accion', 'entidad', 'entidad_id', 'detalle'])
      .where((eb) => eb.or([eb('usuario_id', '=', userId), eb.and([eb('entidad', '=', 'users'), eb('entidad_id', '=', String(userId))])]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('visitas')
      .innerJoin('colonias', 'colonias.id', 'visitas.colonia_id')
      .select(['visitas.id', 'visitas.fecha_hora', 'colonias.nombre as colonia_nombre', 'visitas.comida', 'visitas.agua', 'visitas.gatos_vistos', 'visitas.incidencia', 'visitas.urgente', 'visitas.foto'])
      .where('visitas.usuario_id', '=', userId)
      .orderBy('visitas.id')
      .execute(),
    db
      .selectFrom('turnos')
      .innerJoin('colonias', 'colonias.id', 'turnos.colonia_id')
      .select(['turnos.dia_semana', 'turnos.franja', 'colonias.nombre as colonia_nombre'])
      .where('turnos.usuario_id', '=', userId)
      .orderBy('turnos.id')
      .execute(),
    db
      .selectFrom('cambios_turno as c')
      .innerJoin('colonias', 'colonias.id', 'c.colonia_id')
      .innerJoin('turnos as t', 't.id', 'c.turno_id')
      .innerJoin('turnos as o', 'o.id', 'c.con_turno_id')
      .select(['c.id', 'colonias.nombre as colonia_nombre', 'c.solicitante_id', 't.dia_semana', 't.franja', 'o.dia_semana as con_dia_semana', 'o.franja as con_franja', 'c.estado', 'c.created_at', 'c.resuelto_at'])
      .where((eb) => eb.or([eb('c.solicitante_id', '=', userId), eb('c.destinatario_id', '=', userId)]))
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('censos')
      .innerJoin('colonias', 'colonias.id', 'censos.colonia_id')
      .select(['censos.id', 'censos.fecha', 'colonias.nombre as colonia_nombre', 'censos.gatos_vistos', 'censos.crias', 'censos.marcados_vistos', 'censos.observaciones', 'censos.created_at'])
      .where('censos.usuario_id', '=', userId)
      .orderBy('censos.id')
      .execute(),
    db
      .selectFrom('prestamos_equipo')
      .innerJoin('equipos', 'equipos.id', 'prestamos_equipo.equipo_id')
      .leftJoin('colonias', 'colonias.id', 'prestamos_equipo.colonia_id')
      .select(['prestamos_equipo.id', 'equipos.codigo as equipo_codigo', 'colonias.nombre as colonia_nombre', 'prestamos_equipo.prestado_at', 'prestamos_equipo.devolver_antes_de', 'prestamos_equipo.fianza_centimos', 'prestamos_equipo.devuelto_at', 'prestamos_equipo.limpiado_at', 'prestamos_equipo.notas'])
      .where('prestamos_equipo.usuario_id', '=', userId)
      .orderBy('prestamos_equipo.id')
      .execute(),
    db
      .selectFrom('acreditaciones')
      .select(['acreditaciones.id', 'acreditaciones.codigo', 'acreditaciones.desde', 'acreditaciones.hasta', 'acreditaciones.foto', 'acreditaciones.revocada_at', 'acreditaciones.motivo_revocacion'])
      .where('acreditaciones.usuario_id', '=', userId)
      .orderBy('acreditaciones.id')
      .execute(),
    db
      .selectFrom('curso_asistentes')
      .innerJoin('cursos', 'cursos.id', 'curso_asistentes.curso_id')
      .select(['cursos.id', 'cursos.titulo', 'cursos.fecha', 'cursos.horas', 'cursos.lugar'])
      .where('curso_asistentes.usuario_id', '=', userId)
      .orderBy('cursos.fecha')
      .orderBy('cursos.id')
      .execute(),
    db
      .selectFrom('consultas_microchip as q')
      .leftJoin('colonias', 'colonias.id', 'q.colonia_id')
      .select(['q.id', 'q.consultado_at', 'q.microchip', 'q.colonia', 'colonias.nombre as colonia_nombre'])
      .where('q.usuario_id', '=', userId)
      .orderBy('q.id')
      .execute(),
    user.entidad_id === null ? undefined : db.selectFrom('entidades').select(['id', 'nombre', 'tipo']).where('id', '=', user.entidad_id).executeTakeFirst(),
    db.selectFrom('idiomas_usuario').select('idioma').where('usuario_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('avistamientos')
      .leftJoin('colonias', 'colonias.id', 'avistamientos.colonia_id')
      .select([
        'avistamientos.codigo_seguimiento', 'avistamientos.tipo', 'avistamientos.descripcion', 'avistamientos.latitude', 'avistamientos.longitude', 'avistamientos.email',
        'avistamientos.foto', 'colonias.nombre as colonia_nombre', 'avistamientos.estado', 'avistamientos.respuesta_publica', 'avistamientos.created_at',
      ])
      .where('avistamientos.usuario_id', '=', userId)
      .orderBy('avistamientos.id')
      .execute(),
    db.selectFrom('suscripciones_push').select(['endpoint', 'created_at', 'ultimo_exito']).where('usuario_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('preferencias_aviso').select(['tipo', 'canal', 'updated_at']).where('usuario_id', '=', userId).orderBy('tipo').execute(),
    db.selectFrom('cola_avisos').select(['tipo', 'canal', 'titulo', 'cuerpo', 'url', 'created_at', 'enviado_at']).where('usuario_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    generado_at: new Date().toISOString(),
    cuenta: { ...publicUser(user), created_at: user.created_at, idioma: idioma?.idioma ?? null },
    quejas: quejas.map((q) => ({ ...q, archivo: fileName(q.archivo) })),
    inspecciones: inspecciones.map((i) => ({ ...i, archivo: fileName(i.archivo) })),
    solicitudes_adopcion: solicitudes,
    avistamientos: avistamientos.map((a) => ({ ...a, foto: fileName(a.foto) })),
    partes,
    visitas: actividades,
    visitas_calle: visitasCalle.map((v) => ({ ...v, comida: v.comida === 1, agua: v.agua === 1, urgente: v.urgente === 1, foto: fileName(v.foto) })),
    turnos,
    cambios_turno: cambios.map((c) => ({
      id: c.id,
      colonia_nombre: c.colonia_nombre,
      papel: c.solicitante_id === userId ? 'solicitante' : 'destinatario',
      turno: { dia_semana: c.dia_semana, franja: c.franja },
      con_turno: { dia_semana: c.con_dia_semana, franja: c.con_franja },
      estado: c.estado,
      created_at: c.created_at,
      resuelto_at: c.resuelto_at,
    })),
    censos,
    prestamos_equipo: prestamos,
    acreditaciones: await Promise.all(
      acreditaciones.map(async (a) => ({
        ...a,
        foto: fileName(a.foto),
        colonias: (
          await db
            .selectFrom('acreditacion_colonias')
            .innerJoin('colonias', 'colonias.id', 'acreditacion_colonias.colonia_id')
            .select('colonias.nombre')
            .where('acreditacion_colonias.acreditacion_id', '=', a.id)
            .orderBy('colonias.nombre_orden')
            .execute()
        ).map((c) => c.nombre),
      })),
    ),
    cursos_asistidos: cursos,
    consultas_microchip: consultas.map((q) => ({ ...q, colonia: q.colonia === 1 })),
    entidad: entidad ?? null,
    asignaciones,
    actividades_voluntariado: actividadesVoluntario,
    certificados_emitidos: certificados,
    // A device is named by its push service's host only: the full address and keys are its secrets.
    dispositivos_avisos: dispositivos.map(({ endpoint, ...d }) => ({ servicio: new URL(endpoint).host, ...d })),
    preferencias_avisos: preferencias,
    avisos,
    auditoria,
  };
}
