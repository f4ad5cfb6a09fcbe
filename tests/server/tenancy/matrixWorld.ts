/**
 * Two municipalities for the isolation matrix: each with an account of every
 * role and a record in every tenant table, the same colony name and the same
 * microchips in both; B's texts carry a marker no answer to A may contain.
 */
import type { Db } from '../../../src/server/db/schema';
import { ROLES, type Role } from '../../../src/domain/roles';
import { saveUpload } from '../../../src/server/lib/uploads';
import { nowIso } from '../../../src/server/lib/time';
import { expect } from 'vitest';
import { isTenantTable, TENANT_TABLES } from '../../../src/server/db/tenantTables';
import { BACKUP_TABLES, UNSAVED_TABLES } from '../../../src/server/backup/catalog';
import { withScope, type TenantScope } from '../../../src/server/tenancy/scope';
import { createColonia, createGato } from '../fixtures';
import { pngBytes, PDF_BYTES } from '../backup/support';
import { validCode } from '../gatos/support';
import type { TestApp, TestUser } from '../helper';

/** What a route's path or body may name. */
export type Entity =
  | 'colonia' | 'gato' | 'campana' | 'parte' | 'actividad' | 'queja' | 'seguimiento' | 'inspeccion' | 'solicitud' | 'usuario' | 'asignacion'
  | 'censo' | 'comedero' | 'turno' | 'otroTurno' | 'cambio' | 'visita' | 'auditoria' | 'certificado' | 'adjunto'
  | 'visitaCliente' | 'censoCliente' | 'gatoCliente' | 'backup' | 'camada' | 'equipo' | 'equipoPrestado' | 'proveedor' | 'jornada' | 'reserva'
  | 'tarifa' | 'factura' | 'facturaArchivo' | 'coste' | 'subvencion' | 'linea' | 'entidad' | 'clave' | 'avistamiento' | 'avistamientoCodigo' | 'curso' | 'acreditacion';

export type World = Record<Entity, number | string>;

/**
 * The offline clients' ids of a visit, a census and a cat, each stored by an
 * account none of the matrix's callers is ("otra persona"). They are unique in
 * the whole installation, so B's cannot answer as a missing one: it must answer
 * as A's of another person does, a conflict that shows nothing.
 */
export const CLIENT_ENTITIES: ReadonlySet<Entity> = new Set(['visitaCliente', 'censoCliente', 'gatoCliente']);

export interface Municipio {
  scope: TenantScope;
  users: Record<Role, TestUser>;
  world: World;
}

/** A's and B's shared texts: the same colony and the same microchips, each municipality unaware of the other's. */
export const SHARED_COLONIA = 'Colonia del Castillo';
export const SHARED_CHIPS = [validCode(101), validCode(102)];
/** In every text of B's records and accounts; never in an answer to A. */
export const B_MARKER = 'atienzamarca';

/** Ids and codes no record has: what B's must be indistinguishable from. */
export const MISSING: World = {
  colonia: 999901, gato: 999902, campana: 999903, parte: 999904, actividad: 999905, queja: 999906, seguimiento: 'Q-ZZZZ-9999',
  inspeccion: 999907, solicitud: 999908, usuario: 999909, asignacion: 999910, censo: 999911, comedero: 999912, turno: 999913,
  otroTurno: 999914, cambio: 999915, visita: 999916, auditoria: 999917, certificado: 'C-ZZZZ-9999', adjunto: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0.pdf',
  visitaCliente: '', censoCliente: '', gatoCliente: '', backup: 'backup_full_20190101000000.sql', camada: 999918, equipo: 999920, equipoPrestado: 999919,
  proveedor: 999921, jornada: 999922, reserva: 999923, tarifa: 999924, factura: 999925, facturaArchivo: 'f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1.pdf', coste: 999926,
  subvencion: 999927, linea: 999928, entidad: 999929, clave: 999930, avistamiento: 999931, avistamientoCodigo: 'A-ZZZZ-9999', curso: 999932, acreditacion: 999933,
};

/** The path of the first municipality's public pages: /api/m/<FIRST_SLUG>/…. */
export const FIRST_SLUG = 'municipio-a';

/** Creates municipality `id` (but the first, which exists) and its accounts and records, `marker` in their texts. */
export async function seedMunicipio(t: TestApp, id: number, marker: string, codes: { queja: string; certificado: string; client: string; backup: string }): Promise<Municipio> {
  const db: Db = t.db;
  if (id !== 1) await db.insertInto('municipios').values({ id, nombre: `Municipio ${marker}`, slug: marker, created_at: nowIso() }).execute();
  // The first's public pages have their path too (start-up would have given it one).
  else await db.updateTable('municipios').set({ slug: FIRST_SLUG }).where('id', '=', 1).execute();
  const scope: TenantScope = { municipios: [id] };
  return withScope(scope, async () => {
    const now = nowIso();
    const users = {} as Record<Role, TestUser>;
    for (const role of ROLES) users[role] = await t.createUser(role, { username: `${marker}-${role}`, nombre: `Persona ${marker}` });
    const colonia = await createColonia(db, { nombre: SHARED_COLONIA, ubicacion: `Plaza ${marker}`, responsable_voluntario: `Responsable ${marker}` });
    const gatos = [];
    for (const [n, chip] of SHARED_CHIPS.entries()) {
      gatos.push(await createGato(db, colonia.id, {
        nombre: n ? 'Tizón' : 'Misu', ubicacion: `Portal ${marker}`, codigo_identificacion: chip, evaluacion_sanitaria: `Sano ${marker}`,
        adoptabilidad: 'Adoptable', fecha_esterilizacion: n ? null : '2025-03-01', raza: `Raza ${marker}`,
      }));
    }
    const gato = gatos[0].id;
    const volunteer = users.voluntario.id;
    // Another volunteer, none of the callers: the account the matrix's routes manage (a write that
    // deactivates or anonymises it leaves every caller signed in), and whose offline records' client
    // ids are what a caller may not take over.
    const otra = await t.createUser('voluntario', { username: `${marker}-otra`, nombre: `Otra ${marker}` });
    const campana = (await db.insertInto('campanas').values({ nombre: `Campaña ${marker}`, fecha_inicio: '2025-03-01', fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: marker, gatos_objetivo: 3, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('campana_gatos').values({ campana_id: campana, gato_id: gato, created_at: now }).execute();
    const parte = (await db.insertInto('partes').values({ descripcion: `Parte ${marker}`, estado: 'pendiente', usuario_id: users.admin.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const actividad = (await db.insertInto('actividades').values({ tipo: 'Revisión', descripcion: `Actividad ${marker}`, gato_id: gato, usuario_id: users.veterinario.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const archivoQueja = await saveUpload(t.paths.mediaDir, PDF_BYTES, 'application/pdf');
    const queja = (await db.insertInto('quejas').values({ fecha: now, descripcion: `Queja ${marker}`, colonia_id: colonia.id, solucion_responsable: null, archivo: archivoQueja, estatus: 'pendiente', usuario_id: users.usuario.id, resuelta_at: null, codigo_seguimiento: codes.queja }).returning('id').executeTakeFirstOrThrow()).id;
    const inspeccion = (await db.insertInto('inspecciones').values({ fecha: now, colonia_id: colonia.id, observaciones: `Inspección ${marker}`, acciones_recomendadas: marker, archivo: await saveUpload(t.paths.mediaDir, pngBytes(id), 'image/png'), estatus: 'pendiente', usuario_id: volunteer, resuelta_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('actividades_voluntarios').values({ descripcion: `Tarea ${marker}`, voluntario_id: volunteer, estatus: 'pendiente', created_at: now }).execute();
    const asignacion = (await db.insertInto('asignaciones').values({ usuario_id: volunteer, colonia_id: colonia.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('asignaciones').values({ usuario_id: users.usuario.id, colonia_id: colonia.id, created_at: now }).execute();
    await db.insertInto('asignaciones').values({ usuario_id: users.responsable.id, colonia_id: colonia.id, created_at: now }).execute();
    await db.insertInto('asignaciones').values({ usuario_id: otra.id, colonia_id: colonia.id, created_at: now }).execute();
    const auditoria = (await db.insertInto('audit_log').values({ at: now, usuario_id: users.admin.id, username: users.admin.username, accion: 'crear', entidad: 'gatos', entidad_id: String(gato), detalle: `Alta ${marker}` }).returning('id').executeTakeFirstOrThrow()).id;
    const censo = (await db.insertInto('censos').values({ colonia_id: colonia.id, fecha: '2025-03-01', gatos_vistos: 12, crias: 2, marcados_vistos: 6, observaciones: `Censo ${marker}`, usuario_id: volunteer, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const camada = (await db.insertInto('camadas').values({ colonia_id: colonia.id, fecha: '2025-04-10', crias: 4, madre_id: gato, en_colonia: 2, adoptadas: 1, fallecidas: 0, trasladadas: 0, notas: `Camada ${marker}`, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const comedero = (await db.insertInto('comederos').values({ colonia_id: colonia.id, nombre: `Comedero ${marker}`, latitude: 41.0691, longitude: -2.6422, descripcion: marker, activo: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const turno = (await db.insertInto('turnos').values({ colonia_id: colonia.id, dia_semana: 2, franja: 'tarde', usuario_id: volunteer, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const otroTurno = (await db.insertInto('turnos').values({ colonia_id: colonia.id, dia_semana: 4, franja: 'manana', usuario_id: users.responsable.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const cambio = (await db.insertInto('cambios_turno').values({ colonia_id: colonia.id, turno_id: turno, con_turno_id: otroTurno, solicitante_id: volunteer, destinatario_id: users.responsable.id, estado: 'pendiente', created_at: now, resuelto_at: null, resuelto_por: null }).returning('id').executeTakeFirstOrThrow()).id;
    const visita = (await db.insertInto('visitas').values({
      client_id: codes.client, colonia_id: colonia.id, comedero_id: comedero, usuario_id: volunteer, fecha_hora: now, fecha: now.slice(0, 10), franja: 'tarde',
      comida: 1, agua: 1, gatos_vistos: 4, incidencia: `Incidencia ${marker}`, urgente: 1, foto: await saveUpload(t.paths.mediaDir, pngBytes(10 + id), 'image/png'), parte_id: null, censo_id: null, created_at: now,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const solicitud = (await db.insertInto('adopcion_solicitudes').values({ gato_id: gato, nombre: `Familia ${marker}`, email: `${marker}@correo.es`, telefono: null, mensaje: marker, estado: 'nueva', acepta_privacidad_at: now, anonimizada_at: null, created_at: now, updated_at: now, usuario_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('certificados').values({ codigo: codes.certificado, gato_id: gato, microchip: SHARED_CHIPS[0], fecha_esterilizacion: '2025-03-01', usuario_id: users.admin.id, emitido_at: now, huella: `${gato}|${SHARED_CHIPS[0]}|2025-03-01` }).execute();

    // The same codes in both municipalities: each has its own inventory. The loan is overdue (the reminder's and the list's).
    const equipo = (await db.insertInto('equipos').values({ codigo: 'JT-01', tipo: 'jaula_trampa', descripcion: `Trampa ${marker}`, estado: 'disponible', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const equipoPrestado = (await db.insertInto('equipos').values({ codigo: 'JT-02', tipo: 'jaula_trampa', descripcion: `Trampa ${marker}`, estado: 'prestada', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('prestamos_equipo').values({ equipo_id: equipoPrestado, usuario_id: volunteer, colonia_id: colonia.id, prestado_at: now, devolver_antes_de: '2025-03-01', fianza_centimos: 2000, devuelto_at: null, limpiado_at: null, notas: `Préstamo ${marker}` }).execute();
    const proveedor = (await db.insertInto('proveedores').values({ nombre: `Clínica ${marker}`, direccion: `Calle ${marker}`, veterinario: `Vet ${marker}`, numero_colegiado: `COL-${id}`, usuario_id: users.veterinario.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const jornada = (await db.insertInto('jornadas').values({ proveedor_id: proveedor, fecha: '2099-06-01', capacidad: 50, campana_id: campana, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const reserva = (await db.insertInto('jornada_reservas').values({ jornada_id: jornada, gato_id: gatos[1].id, colonia_id: colonia.id, sexo: 'macho', cachorro: 0, peso: 1, usuario_id: users.responsable.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    // The same invoice number and grant reference in both municipalities: each keeps its own books.
    const tarifa = (await db.insertInto('tarifas').values({ proveedor_id: proveedor, acto: 'esterilizacion_macho', importe_centimos: 4000 + id, iva_porcentaje: 21, desde: '2025-01-01', hasta: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const facturaArchivo = await saveUpload(t.paths.mediaDir, Buffer.concat([PDF_BYTES, Buffer.from(`% factura ${marker}\n`)]), 'application/pdf');
    const factura = (await db.insertInto('facturas').values({ proveedor_id: proveedor, numero: 'F-2025-001', fecha: '2025-03-31', base_centimos: 4000, iva_centimos: 840, total_centimos: 4840, archivo: facturaArchivo, usuario_id: users.admin.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const subvencion = (await db.insertInto('subvenciones').values({ convocatoria: `Convocatoria ${marker}`, organismo: `Diputación ${marker}`, referencia: 'EXP-2025/1', fecha: '2025-02-01', importe_concedido_centimos: 1000000, periodo_desde: '2025-01-01', periodo_hasta: '2025-12-31', created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const linea = (await db.insertInto('subvencion_lineas').values({ subvencion_id: subvencion, nombre: `Línea ${marker}`, conceptos: JSON.stringify([{ concepto: 'esterilizacion_macho', tope_centimos: null }]), importe_centimos: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const coste = (await db.insertInto('costes').values({ fecha: '2025-03-20', concepto: 'esterilizacion_macho', gato_id: gatos[1].id, colonia_id: colonia.id, proveedor_id: proveedor, reserva_id: reserva, campana_id: campana, factura_id: factura, importe_centimos: 4840, descripcion: `Coste ${marker}`, linea_id: linea, asignacion: 'auto', usuario_id: users.admin.id, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('presupuestos_campana').values({ campana_id: campana, importe_centimos: 100000 + id, updated_at: now }).execute();
    // The same key prefix in both municipalities: each key is found by its hash, and answers for its own municipality.
    const entidad = (await db.insertInto('entidades').values({ nombre: `Clínica ${marker}`, tipo: 'clinica', numero_registro: `REG-${id}`, email: `${marker}@clinica.es`, telefono: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.updateTable('users').set({ entidad_id: entidad }).where('id', '=', users.profesional.id).execute();
    const clave = (await db.insertInto('claves_api').values({ entidad_id: entidad, prefijo: 'matrix01', hash: `hash-${marker}`, created_at: now, usada_at: null, revocada_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('consultas_microchip').values({ consultado_at: now, microchip: SHARED_CHIPS[0], colonia: 1, colonia_id: colonia.id, gato_id: gato, usuario_id: users.profesional.id, entidad_id: entidad, clave_id: clave }).execute();
    const avistamientoCodigo = codes.queja.replace(/^Q/, 'A');
    const avistamiento = (await db.insertInto('avistamientos').values({
      codigo_seguimiento: avistamientoCodigo, tipo: 'marcado', descripcion: `Avistamiento ${marker}`, latitude: 41.0687, longitude: -2.6428, email: `${marker}@avisos.es`, idioma: 'es',
      foto: await saveUpload(t.paths.mediaDir, pngBytes(20 + id), 'image/png'), colonia_id: colonia.id, distancia_m: 14, destino: null, censo_id: null, gato_id: null,
      respuesta_publica: null, nota: null, usuario_id: users.usuario.id, decidido_por: null, decidido_at: null, anonimizado_at: null, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow()).id;
    // The volunteer's device, chosen channel and a notice: the same endpoint in both municipalities is each one's own row.
    await db.insertInto('suscripciones_push').values({ usuario_id: volunteer, endpoint: 'https://push.example.test/dispositivo-1', p256dh: `clave-${marker}`, auth: `secreto-${marker}`, created_at: now, ultimo_exito: null }).execute();
    await db.insertInto('preferencias_aviso').values({ usuario_id: volunteer, tipo: 'queja_nueva', canal: 'email', updated_at: now }).execute();
    await db.insertInto('cola_avisos').values({ usuario_id: volunteer, tipo: 'turno_recordatorio', clave: '2025-03-01', canal: 'push', titulo: `Aviso ${marker}`, cuerpo: marker, url: '/hoy', correo_tipo: null, correo_destino: null, intentos: 0, siguiente_intento: now, reservado_hasta: null, enviado_at: now, ultimo_error: null, created_at: now }).execute();
    // A course the other person attended, and their accreditation from it for the colony, with its card's photo and a reminder sent.
    const curso = (await db.insertInto('cursos').values({ titulo: `Curso ${marker}`, fecha: '2025-02-10', horas: 6, lugar: `Aula ${marker}`, descripcion: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('curso_asistentes').values({ curso_id: curso, usuario_id: otra.id }).execute();
    const acreditacion = (await db.insertInto('acreditaciones').values({ usuario_id: otra.id, curso_id: curso, desde: '2025-02-15', hasta: '2099-02-14', codigo: `A-MATR-XX${id + 1}${id + 1}`, foto: await saveUpload(t.paths.mediaDir, pngBytes(20 + id), 'image/png'), revocada_at: null, motivo_revocacion: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('acreditacion_colonias').values({ acreditacion_id: acreditacion, colonia_id: colonia.id }).execute();
    await db.insertInto('acreditacion_avisos').values({ acreditacion_id: acreditacion, hasta: '2099-02-14', dias: 30, enviado_at: now }).execute();

    const clients = { visita: codes.client.replace('-8000-', '-8001-'), censo: codes.client.replace('-8000-', '-8002-'), gato: codes.client.replace('-8000-', '-8003-') };
    await db.insertInto('visitas').values({
      client_id: clients.visita, colonia_id: colonia.id, comedero_id: null, usuario_id: otra.id, fecha_hora: now, fecha: now.slice(0, 10), franja: 'manana',
      comida: 1, agua: 0, gatos_vistos: 1, incidencia: null, urgente: 0, foto: null, parte_id: null, censo_id: null, created_at: now,
    }).execute();
    await db.insertInto('censos').values({ colonia_id: colonia.id, fecha: '2025-02-01', gatos_vistos: 3, crias: 0, marcados_vistos: 1, observaciones: null, usuario_id: otra.id, client_id: clients.censo, created_at: now, updated_at: now }).execute();
    await db.insertInto('gatos_client_ids').values({ client_id: clients.gato, gato_id: gatos[1].id, usuario_id: otra.id, created_at: now }).execute();
    const world: World = {
      colonia: colonia.id, gato, campana, parte, actividad, queja, seguimiento: codes.queja, inspeccion, solicitud, usuario: otra.id, asignacion,
      censo, comedero, turno, otroTurno, cambio, visita, auditoria, certificado: codes.certificado, adjunto: archivoQueja, visitaCliente: clients.visita, censoCliente: clients.censo, gatoCliente: clients.gato, backup: codes.backup, camada,
      equipo, equipoPrestado, proveedor, jornada, reserva, tarifa, factura, facturaArchivo, coste, subvencion, linea, avistamiento, avistamientoCodigo, entidad, clave, curso, acreditacion,
    };
    return { scope, users, world };
  });
}

/** Every row of every tenant table of `scope`, table by table, in id order: to prove nothing of B changed. */
export async function rowsOf(db: Db, scope: TenantScope): Promise<Record<string, unknown[]>> {
  return withScope(scope, async () => {
    const rows: Record<string, unknown[]> = {};
    for (const table of BACKUP_TABLES.filter((spec) => isTenantTable(spec.name))) {
      let query = db.selectFrom(table.name).selectAll();
      for (const key of table.key) query = query.orderBy(key as never);
      rows[table.name] = await query.execute();
    }
    // A municipality's tables that backups leave out (devices for notices, the notices' queue) are compared too.
    for (const table of UNSAVED_TABLES.filter(isTenantTable)) rows[table] = await db.selectFrom(table).selectAll().orderBy('id' as never).execute();
    expect(Object.keys(rows).sort()).toEqual([...TENANT_TABLES].sort());
    return rows;
  });
}
