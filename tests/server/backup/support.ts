/** Data in every table (with the awkward texts a backup must carry), and tools to alter backup files. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../src/server/db/schema';
import { saveUpload } from '../../../src/server/lib/uploads';
import { encodePng } from '../../../src/server/lib/png';
import { nowIso } from '../../../src/server/lib/time';
import { parseTrailer, trailerLine } from '../../../src/server/backup/format';
import { createColonia, createGato } from '../fixtures';
import type { TestApp } from '../helper';

/** Texts that break naive SQL writers and line-based readers. */
export const AWKWARD = [
  "O'Donnell ''dos'' comillas",
  'línea uno\nlínea dos\n-- no es un comentario;\nfin;',
  "'); DROP TABLE gatos; --",
  'Ñoño, pingüino, café, año; acción',
  'Tab\tretorno\r\nemoji 🐈 y barra \\ final',
  ';',
];

export function pngBytes(seed: number): Buffer {
  const rgb = new Uint8Array(4 * 4 * 3).map((_, i) => (i * 37 + seed * 11) % 256);
  return encodePng(4, 4, rgb);
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

export interface Seeded {
  coloniaIds: number[];
  gatoIds: number[];
  photos: string[];
  attachment: string;
}

/** At least one row in every table of the backup catalogue. */
export async function seedEveryTable(t: TestApp): Promise<Seeded> {
  const db: Db = t.db;
  const now = nowIso();
  const admin = await t.user('admin');
  const voluntario = await t.user('voluntario');
  const coloniaIds: number[] = [];
  const gatoIds: number[] = [];
  const photos: string[] = [];
  for (let c = 0; c < 3; c++) {
    const colonia = await createColonia(db, {
      nombre: `Colonia ${AWKWARD[c]}`,
      ubicacion: AWKWARD[(c + 1) % AWKWARD.length],
      latitude: c === 2 ? null : 41.068612345 + c / 1000,
      longitude: c === 2 ? null : -2.6427 - c / 3,
      responsable_voluntario: c === 1 ? null : 'María Peña',
    });
    coloniaIds.push(colonia.id);
    for (let g = 0; g < 4; g++) {
      const photo = await saveUpload(t.paths.mediaDir, pngBytes(c * 10 + g), 'image/png');
      photos.push(photo);
      const gato = await createGato(db, colonia.id, {
        nombre: `${['Ñoqui', 'Téo', 'Misi', "D'Artagnan"][g]} ${c}`,
        raza: g % 2 ? null : 'Común europeo',
        sexo: g % 2 ? 'M' : 'H',
        edad_num: g === 3 ? null : g + 1,
        edad_unidad: g === 2 ? 'años' : 'meses',
        estado_salud: 'Bueno',
        evaluacion_sanitaria: AWKWARD[(c + g) % AWKWARD.length],
        fecha_esterilizacion: g % 2 ? '2025-03-29' : null,
        codigo_identificacion: String(724000000000000 + c * 100 + g),
        imagen: photo,
        activo: g === 3 ? 0 : 1,
      });
      gatoIds.push(gato.id);
    }
  }
  const campana = await db
    .insertInto('campanas')
    .values({ nombre: 'Campaña de otoño', fecha_inicio: '2025-03-01', fecha_fin: null, estatus: 'en progreso', voluntarios_involucrados: AWKWARD[0], gatos_objetivo: 7, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const gatoId of gatoIds.slice(0, 5)) await db.insertInto('campana_gatos').values({ campana_id: campana.id, gato_id: gatoId, created_at: now }).execute();
  await db.insertInto('partes').values({ descripcion: AWKWARD[1], estado: 'pendiente', usuario_id: admin.id, created_at: now }).execute();
  await db.insertInto('actividades').values({ tipo: 'Revisión', descripcion: AWKWARD[2], gato_id: gatoIds[0], usuario_id: null, created_at: now }).execute();
  const attachment = await saveUpload(t.paths.mediaDir, PDF_BYTES, 'application/pdf');
  await db.insertInto('quejas').values({ fecha: now, descripcion: AWKWARD[3], colonia_id: coloniaIds[0], solucion_responsable: null, archivo: attachment, estatus: 'pendiente', usuario_id: voluntario.id, resuelta_at: null }).execute();
  await db.insertInto('inspecciones').values({ fecha: now, colonia_id: coloniaIds[1], observaciones: AWKWARD[4], acciones_recomendadas: AWKWARD[5], archivo: null, estatus: 'resuelta', usuario_id: admin.id, resuelta_at: now }).execute();
  await db.insertInto('actividades_voluntarios').values({ descripcion: 'Reparto de pienso', voluntario_id: voluntario.id, estatus: 'pendiente', created_at: now }).execute();
  await db.insertInto('asignaciones').values({ usuario_id: voluntario.id, colonia_id: coloniaIds[0], created_at: now }).execute();
  await db.insertInto('password_reset_tokens').values({ usuario_id: voluntario.id, token_hash: crypto.randomBytes(16).toString('hex'), expires_at: now, used_at: null, created_at: now }).execute();
  await db.insertInto('audit_log').values({ at: now, usuario_id: admin.id, username: admin.username, accion: 'crear', entidad: 'gatos', entidad_id: String(gatoIds[0]), detalle: AWKWARD[1] }).execute();
  // Rate-limit counters and queued mail travel in backups like every other table (the mail never due here).
  await db.insertInto('rate_limits').values({ clave: `login|127.0.0.1|${AWKWARD[0]}`, inicio: now, intentos: 3 }).execute();
  await db.insertInto('mail_queue').values({ tipo: 'restablecer', destinatario: voluntario.email, intentos: 1, siguiente_intento: '2999-01-01T00:00:00.000Z', reservado_hasta: null, ultimo_error: AWKWARD[2], created_at: now }).execute();
  const censo = await db.insertInto('censos').values({ colonia_id: coloniaIds[0], fecha: '2025-03-01', gatos_vistos: 12, crias: 2, marcados_vistos: 6, observaciones: AWKWARD[2], usuario_id: voluntario.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('camadas').values({ colonia_id: coloniaIds[0], fecha: '2025-04-10', crias: 5, madre_id: gatoIds[0], en_colonia: 2, adoptadas: 1, fallecidas: 1, trasladadas: 0, notas: AWKWARD[1], created_at: now, updated_at: now }).execute();
  // The street work's tables.
  const comedero = await db.insertInto('comederos').values({ colonia_id: coloniaIds[0], nombre: AWKWARD[0], latitude: 41.0691, longitude: -2.6422, descripcion: AWKWARD[1], activo: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const turno = await db.insertInto('turnos').values({ colonia_id: coloniaIds[0], dia_semana: 2, franja: 'tarde', usuario_id: voluntario.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const otroTurno = await db.insertInto('turnos').values({ colonia_id: coloniaIds[0], dia_semana: 4, franja: 'manana', usuario_id: admin.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('cambios_turno').values([
    { colonia_id: coloniaIds[0], turno_id: turno.id, con_turno_id: otroTurno.id, solicitante_id: voluntario.id, destinatario_id: admin.id, estado: 'pendiente', created_at: now, resuelto_at: null, resuelto_por: null },
    { colonia_id: coloniaIds[0], turno_id: turno.id, con_turno_id: otroTurno.id, solicitante_id: voluntario.id, destinatario_id: admin.id, estado: 'rechazado', created_at: now, resuelto_at: now, resuelto_por: admin.id },
  ]).execute();
  await db.insertInto('visitas').values({
    client_id: '0b5c9a52-3f7e-4f0e-9a55-1d2c3b4a5e6f', colonia_id: coloniaIds[0], comedero_id: comedero.id, usuario_id: voluntario.id, fecha_hora: now, fecha: '2025-03-01', franja: 'tarde',
    comida: 1, agua: 0, gatos_vistos: 4, incidencia: AWKWARD[3], urgente: 0, foto: null, parte_id: null, censo_id: null, created_at: now,
  }).execute();
  await db.insertInto('avisos_turnos').values({ fecha: '2025-02-28', enviado_at: now }).execute();
  // The trap bank: an item out on a loan, one back uncleaned, and a day whose reminders went out.
  const trampa = await db.insertInto('equipos').values({ codigo: 'JT-01', tipo: 'jaula_trampa', descripcion: AWKWARD[4], estado: 'prestada', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const transportin = await db.insertInto('equipos').values({ codigo: 'TR-01', tipo: 'transportin', descripcion: null, estado: 'en_limpieza', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('prestamos_equipo').values([
    { equipo_id: trampa.id, usuario_id: voluntario.id, colonia_id: coloniaIds[0], prestado_at: now, devolver_antes_de: '2025-03-10', fianza_centimos: 2000, devuelto_at: null, limpiado_at: null, notas: null },
    { equipo_id: transportin.id, usuario_id: null, colonia_id: coloniaIds[1], prestado_at: now, devolver_antes_de: '2025-03-01', fianza_centimos: null, devuelto_at: now, limpiado_at: null, notas: AWKWARD[5] },
  ]).execute();
  await db.insertInto('avisos_equipos').values({ fecha: '2025-03-11', enviado_at: now }).execute();
  // A clinic day with one booked cat.
  const proveedor = await db.insertInto('proveedores').values({ nombre: AWKWARD[0], direccion: AWKWARD[1], veterinario: null, numero_colegiado: 'COL-19/1234', usuario_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const jornada = await db.insertInto('jornadas').values({ proveedor_id: proveedor.id, fecha: '2025-03-20', capacidad: 10, campana_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const reserva = await db.insertInto('jornada_reservas').values({ jornada_id: jornada.id, gato_id: gatoIds[0], colonia_id: coloniaIds[0], sexo: 'hembra', cachorro: 0, peso: 2, usuario_id: admin.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  // The money: a price, an invoice with its PDF, a grant with a capped line, an invoiced act and a colony's feeding, a campaign's budget.
  await db.insertInto('tarifas').values({ proveedor_id: proveedor.id, acto: 'esterilizacion_hembra', importe_centimos: 6612, iva_porcentaje: 21, desde: '2025-01-01', hasta: null, created_at: now }).execute();
  const facturaPdf = await saveUpload(t.paths.mediaDir, Buffer.concat([PDF_BYTES, Buffer.from('% factura\n')]), 'application/pdf');
  const factura = await db.insertInto('facturas').values({ proveedor_id: proveedor.id, numero: AWKWARD[3].slice(0, 40), fecha: '2025-03-31', base_centimos: 6612, iva_centimos: 1389, total_centimos: 8001, archivo: facturaPdf, usuario_id: admin.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const subvencion = await db.insertInto('subvenciones').values({ convocatoria: AWKWARD[4], organismo: AWKWARD[5], referencia: 'EXP-2025/77', fecha: '2025-02-15', importe_concedido_centimos: 1000000, periodo_desde: '2025-01-01', periodo_hasta: '2025-12-31', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const linea = await db.insertInto('subvencion_lineas').values({ subvencion_id: subvencion.id, nombre: AWKWARD[0], conceptos: JSON.stringify([{ concepto: 'esterilizacion_hembra', tope_centimos: 8000 }]), importe_centimos: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('costes').values([
    { fecha: '2025-03-20', concepto: 'esterilizacion_hembra', gato_id: gatoIds[0], colonia_id: coloniaIds[0], proveedor_id: proveedor.id, reserva_id: reserva.id, campana_id: campana.id, factura_id: factura.id, importe_centimos: 8001, descripcion: null, linea_id: linea.id, asignacion: 'auto', usuario_id: admin.id, created_at: now },
    { fecha: '2025-03-02', concepto: 'alimentacion', gato_id: null, colonia_id: coloniaIds[1], proveedor_id: null, reserva_id: null, campana_id: null, factura_id: null, importe_centimos: 4550, descripcion: AWKWARD[2], linea_id: null, asignacion: null, usuario_id: null, created_at: now },
  ]).execute();
  await db.insertInto('presupuestos_campana').values({ campana_id: campana.id, importe_centimos: 250000, updated_at: now }).execute();
  const entidad = await db.insertInto('entidades').values({ nombre: AWKWARD[2], tipo: 'clinica', numero_registro: 'REG-7', email: 'clinica@prueba.es', telefono: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('users').set({ entidad_id: entidad.id }).where('id', '=', voluntario.id).execute();
  const clave = await db.insertInto('claves_api').values({ entidad_id: entidad.id, prefijo: 'abcd1234', hash: 'f'.repeat(64), created_at: now, usada_at: now, revocada_at: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('consultas_microchip').values({ consultado_at: now, microchip: '941000000000077', colonia: 1, colonia_id: coloniaIds[0], gato_id: gatoIds[0], usuario_id: null, entidad_id: entidad.id, clave_id: clave.id }).execute();
  // Citizens' sightings: a new one with its photo and e-mail, one accepted into a census.
  const fotoAvistamiento = await saveUpload(t.paths.mediaDir, pngBytes(31), 'image/png');
  const avistamiento = { tipo: 'marcado', latitude: 41.0687, longitude: -2.6428, idioma: 'es', destino: null, censo_id: null, gato_id: null, respuesta_publica: null, nota: null, decidido_por: null, decidido_at: null, anonimizado_at: null, created_at: now, updated_at: now } as const;
  await db.insertInto('avistamientos').values([
    { ...avistamiento, codigo_seguimiento: 'A-2345-6789', estado: 'nuevo', descripcion: AWKWARD[1], email: 'vecina@correo.es', foto: fotoAvistamiento, colonia_id: coloniaIds[0], distancia_m: 12, usuario_id: null },
    { ...avistamiento, codigo_seguimiento: 'A-2345-6788', tipo: 'camada', descripcion: AWKWARD[5], email: null, foto: null, colonia_id: coloniaIds[0], distancia_m: 40, usuario_id: voluntario.id, estado: 'aceptado', destino: 'censo', censo_id: censo.id, respuesta_publica: AWKWARD[4], decidido_por: admin.id, decidido_at: now },
  ]).execute();
  // A person's notice preferences travel in backups; their devices and the notices' queue never do.
  await db.insertInto('preferencias_aviso').values({ usuario_id: voluntario.id, tipo: 'jornada_reservada', canal: 'ninguno', updated_at: now }).execute();
  await db.insertInto('suscripciones_push').values({ usuario_id: voluntario.id, endpoint: 'https://push.example.test/copia', p256dh: 'clave', auth: 'secreto', created_at: now, ultimo_exito: null }).execute();
  // A course, an accreditation from it with its card's photo, its colonies and a reminder sent.
  const curso = await db.insertInto('cursos').values({ titulo: AWKWARD[0], fecha: '2025-02-10', horas: 7.5, lugar: AWKWARD[1], descripcion: AWKWARD[2], created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('curso_asistentes').values({ curso_id: curso.id, usuario_id: voluntario.id }).execute();
  const fotoCarne = await saveUpload(t.paths.mediaDir, pngBytes(7), 'image/png');
  const acreditacion = await db.insertInto('acreditaciones').values({ usuario_id: voluntario.id, curso_id: curso.id, desde: '2025-02-15', hasta: '2027-02-14', codigo: 'A-BKUP-2345', foto: fotoCarne, revocada_at: null, motivo_revocacion: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('acreditacion_colonias').values(coloniaIds.slice(0, 2).map((colonia_id) => ({ acreditacion_id: acreditacion.id, colonia_id }))).execute();
  await db.insertInto('acreditacion_avisos').values({ acreditacion_id: acreditacion.id, hasta: '2027-02-14', dias: 30, enviado_at: now }).execute();
  await db.insertInto('gatos_client_ids').values({ client_id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', gato_id: gatoIds[0], usuario_id: voluntario.id, created_at: now }).execute();
  // The language an account chose.
  await db.insertInto('idiomas_usuario').values({ usuario_id: voluntario.id, idioma: 'gl' }).execute();
  // Adoption requests and issued certificates.
  await db.insertInto('adopcion_solicitudes').values({ gato_id: gatoIds[0], nombre: AWKWARD[2], email: 'familia@correo.es', telefono: null, mensaje: AWKWARD[3], estado: 'nueva', acepta_privacidad_at: now, anonimizada_at: null, created_at: now, updated_at: now, usuario_id: voluntario.id }).execute();
  await db.insertInto('certificados').values([
    { codigo: 'C-2345-6789', gato_id: gatoIds[0], microchip: '941000000000001', fecha_esterilizacion: null, usuario_id: admin.id, emitido_at: now, huella: `${gatoIds[0]}|941000000000001|` },
    // An older certificate of the same content, issued before migration 0017: no huella.
    { codigo: 'C-2345-6788', gato_id: gatoIds[0], microchip: '941000000000001', fecha_esterilizacion: null, usuario_id: admin.id, emitido_at: now, huella: null },
  ]).execute();
  await db.insertInto('ajustes').values({ id: 1, producto_nombre: 'Gatera de prueba', municipio_nombre: null, contacto_email: 'gatos@ayto.es', escudo: null, updated_at: now }).execute();
  return { coloniaIds, gatoIds, photos, attachment };
}

/**
 * Recomputes the trailer of an altered backup (its row count moved by `rowsDelta`),
 * so a test proves the grammar and data checks, not only the checksum.
 */
export function reseal(text: string, rowsDelta = 0): string {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const trailer = parseTrailer(lines.at(-1) ?? '');
  if (!trailer) throw new Error('the text has no trailer to replace');
  const body = `${lines.slice(0, -1).join('\n')}\n`;
  return body + trailerLine({ rows: trailer.rows + rowsDelta, sha256: crypto.createHash('sha256').update(body, 'utf8').digest('hex') });
}

export function readBackup(t: TestApp, name: string): string {
  return fs.readFileSync(path.join(t.paths.backupDir, name), 'utf8');
}

export function writeBackupText(t: TestApp, name: string, text: string | Buffer): string {
  fs.mkdirSync(t.paths.backupDir, { recursive: true });
  const file = path.join(t.paths.backupDir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** A multipart body with one file in the field `file`. */
export async function multipartFile(name: string, bytes: Buffer | string, field = 'file'): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
