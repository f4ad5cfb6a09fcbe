/**
 * Every call of the original API, written the way the
 * original front end sends it (axios): the path with its trailing slash as it
 * writes it, the body encoding (none; `null`, which axios sends as an EMPTY
 * application/x-www-form-urlencoded body; JSON; multipart with its field
 * names), the roles that may make it, and the fields of the answer its screens
 * read. docs/COMPATIBILIDAD.md describes the same list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '../../../src/domain/roles';
import type { TestApp } from '../helper';
import { multipart, photo } from '../gatos/support';

export const ALL: Role[] = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'];
const STAFF: Role[] = ['admin', 'responsable'];

/** What the calls act on; made once per suite (the voluntario and the usuario are assigned to the colony). */
export interface World {
  coloniaId: number;
  gatoId: number;
  campanaId: number;
  quejaId: number;
  inspeccionId: number;
  voluntarioId: number;
  usuarioId: number;
  backupName: string;
}

export type Body =
  | { kind: 'none' }
  /** axios with `null`: an empty body labelled application/x-www-form-urlencoded. */
  | { kind: 'nullForm' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; payload: Buffer; headers: Record<string, string> };

export interface OriginalCall {
  /** As the original API names it, e.g. `GET /gatos/gatos/{id}/ficha`. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path as the original sends it (with `/api`), for the given world; a fresh target per call when it changes data. */
  path(world: World, t: TestApp): Promise<string> | string;
  body?(world: World, t: TestApp, role: Role): Body;
  /** Roles that may make it; `public` calls need no token. */
  roles: Role[] | 'public';
  /** Status of a successful call. */
  status?: number;
  /** Fields the original client reads from the answer (from the first item of a list). */
  reads?: string[];
  /** Content type of a file answer. */
  file?: RegExp;
}

const json = (value: unknown): Body => ({ kind: 'json', value });
const form = (fields: Record<string, string | number>, file?: ReturnType<typeof photo> | null): Body => ({ kind: 'multipart', ...multipart(fields, file) });
let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}-${Math.random().toString(36).slice(2, 7)}`;

async function freshGato(world: World, t: TestApp): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('gatos')
    .values({ nombre: 'Misi', sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: world.coloniaId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const GATO_FIELDS = ['id', 'nombre', 'raza', 'sexo', 'edad_num', 'edad_unidad', 'estado_salud', 'ubicacion', 'colonia_id', 'colonia_nombre', 'activo', 'evaluacion_sanitaria', 'adoptabilidad', 'fecha_vacunacion', 'tipo_vacuna', 'fecha_desparasitacion', 'fecha_esterilizacion', 'codigo_identificacion', 'imagen'];
const COLONIA_FIELDS = ['id', 'nombre', 'ubicacion', 'latitude', 'longitude', 'numero_gatos', 'responsable_voluntario', 'estado'];
const QUEJA_FIELDS = ['id', 'fecha', 'descripcion', 'colonia_id', 'colonia_nombre', 'solucion_responsable', 'archivo', 'estatus'];
const INSPECCION_FIELDS = ['id', 'fecha', 'colonia_id', 'colonia_nombre', 'observaciones', 'acciones_recomendadas', 'archivo', 'estatus'];
const PDF = /^application\/pdf/;

export const ORIGINAL_CALLS: OriginalCall[] = [
  // Authentication (login and me)
  { name: 'POST /api/auth/login', method: 'POST', path: () => '/api/auth/login', roles: 'public', reads: ['access_token', 'token_type'],
    body: (_w, _t, role) => json({ username: `login-${role}`, password: 'Prueba-Segura-1' }) },
  { name: 'GET /api/auth/me', method: 'GET', path: () => '/api/auth/me', roles: ALL, reads: ['id', 'username', 'role', 'email', 'accepted_terms', 'accepted_demo_terms'] },
  { name: 'POST /api/auth/accept-demo-terms', method: 'POST', path: () => '/api/auth/accept-demo-terms', roles: ALL, body: () => ({ kind: 'nullForm' }), reads: ['message'] },
  { name: 'POST /api/auth/change-password', method: 'POST', path: () => '/api/auth/change-password', roles: ALL,
    body: () => json({ current_password: 'Prueba-Segura-1', new_password: 'Prueba-Segura-1' }) },
  { name: 'POST /api/auth/request-reset', method: 'POST', path: () => '/api/auth/request-reset', roles: 'public', body: () => json({ email: 'nadie@ejemplo.es' }) },
  { name: 'POST /api/auth/reset-password (token caducado)', method: 'POST', path: () => '/api/auth/reset-password', roles: 'public', status: 400,
    body: () => json({ token: 'token-que-no-existe', new_password: 'Otra-Clave-9!' }) },
  { name: 'GET /api/settings', method: 'GET', path: () => '/api/settings', roles: 'public', reads: ['municipio_lat', 'municipio_lon', 'map_zoom'] },

  // Cats
  { name: 'GET /gatos/gatos/{id}/ficha', method: 'GET', path: (w) => `/api/gatos/gatos/${w.gatoId}/ficha`, roles: ALL, reads: GATO_FIELDS },
  { name: 'GET /gatos/gatos/?skip&limit&incluir_inactivos', method: 'GET', path: () => '/api/gatos/gatos/?skip=0&limit=100&incluir_inactivos=false', roles: ['admin', 'responsable', 'voluntario', 'veterinario'], reads: GATO_FIELDS },
  { name: 'GET /gatos/gatos/mis-gatos?skip&limit', method: 'GET', path: () => '/api/gatos/gatos/mis-gatos?skip=0&limit=10&incluir_inactivos=true', roles: ['voluntario', 'usuario'], reads: [...GATO_FIELDS, 'edad', 'vacunado', 'desparasitado'] },
  { name: 'PUT /gatos/gatos/{id} (JSON)', method: 'PUT', path: (w) => `/api/gatos/gatos/${w.gatoId}`, roles: ['admin', 'responsable', 'voluntario', 'veterinario'], reads: GATO_FIELDS,
    body: (w) => json({ nombre: 'Misi', sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: w.coloniaId, fecha_vacunacion: '2025-03-01' }) },
  // A veterinario changes only health fields, never the photo: a deliberate difference.
  { name: 'PUT /gatos/gatos/{id} (multipart con imagen)', method: 'PUT', path: (w) => `/api/gatos/gatos/${w.gatoId}`, roles: ['admin', 'responsable', 'voluntario'],
    body: (w) => form({ nombre: 'Misi', sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: w.coloniaId }, { ...photo(), field: 'imagen' }) },
  { name: 'PUT /gatos/gatos/{id}/baja', method: 'PUT', path: async (w, t) => `/api/gatos/gatos/${await freshGato(w, t)}/baja`, roles: ['admin', 'responsable', 'voluntario'], body: () => ({ kind: 'nullForm' }) },
  { name: 'DELETE /gatos/gatos/{id}', method: 'DELETE', path: async (w, t) => `/api/gatos/gatos/${await freshGato(w, t)}`, roles: ['admin', 'responsable', 'voluntario'], reads: ['message'] },
  { name: 'POST /gatos/gatos/ (multipart, fechas ISO)', method: 'POST', path: () => '/api/gatos/gatos/', roles: ['admin', 'responsable', 'voluntario'], reads: ['id', 'nombre'],
    body: (w) => form({ nombre: unique('Gato'), sexo: 'M', ubicacion: 'Plaza', colonia_id: w.coloniaId, edad_num: 3, edad_unidad: 'meses', fecha_vacunacion: '2025-03-01T00:00:00.000Z', codigo_identificacion: String(Date.now()).padStart(15, '7').slice(-15) }, photo()) },
  { name: 'GET /gatos/gatos/colonias/', method: 'GET', path: () => '/api/gatos/gatos/colonias/', roles: ['admin', 'responsable', 'voluntario', 'veterinario'], reads: ['id', 'nombre'] },
  { name: 'POST /gatos/gatos/importar-csv (multipart «file»)', method: 'POST', path: () => '/api/gatos/gatos/importar-csv', roles: STAFF, reads: ['detalle', 'omitidos'],
    body: (w) => form({}, { field: 'file', filename: 'gatos.csv', contentType: 'text/csv', bytes: Buffer.from(`nombre,sexo,ubicacion,colonia_id\n${unique('Importado')},H,Calle,${w.coloniaId}\n`) }) },

  // Colonies and people
  { name: 'GET /colonias/colonias/', method: 'GET', path: () => '/api/colonias/colonias/', roles: ['admin', 'responsable', 'veterinario', 'usuario'], reads: COLONIA_FIELDS },
  { name: 'GET /colonias/colonias/mis-colonias/', method: 'GET', path: () => '/api/colonias/colonias/mis-colonias/', roles: ['voluntario'], reads: COLONIA_FIELDS },
  { name: 'POST /colonias/colonias/', method: 'POST', path: () => '/api/colonias/colonias/', roles: STAFF, reads: COLONIA_FIELDS,
    body: () => json({ nombre: unique('Colonia'), ubicacion: 'Parque', responsable_voluntario: '', estado: 'activa' }) },
  { name: 'GET /colonias/colonias/{id}/esterilizados', method: 'GET', path: (w) => `/api/colonias/colonias/${w.coloniaId}/esterilizados`, roles: ALL, reads: ['total_gatos', 'gatos_esterilizados', 'porcentaje_esterilizados'] },
  { name: 'GET /colonias/colonias/{id}/gatos', method: 'GET', path: (w) => `/api/colonias/colonias/${w.coloniaId}/gatos`, roles: ['admin', 'responsable', 'voluntario', 'veterinario'], reads: ['id', 'nombre'] },
  { name: 'POST /colonias/asignar_usuario/', method: 'POST', path: () => '/api/colonias/asignar_usuario/', roles: STAFF, reads: ['mensaje'],
    body: (w) => json({ user_id: w.voluntarioId, colonia_id: w.coloniaId }) },
  { name: 'GET /colonias/asignaciones/', method: 'GET', path: () => '/api/colonias/asignaciones/', roles: STAFF, reads: ['id', 'username', 'role', 'colony_nombre', 'colonia_nombre'] },
  { name: 'GET /colonias/colonias/mapa/colonias', method: 'GET', path: () => '/api/colonias/colonias/mapa/colonias', roles: 'public', reads: ['id', 'nombre', 'ubicacion', 'latitude', 'longitude'] },
  { name: 'GET /voluntarios/usuarios_asignables/', method: 'GET', path: () => '/api/voluntarios/usuarios_asignables/', roles: STAFF, reads: ['id', 'nombre'] },
  { name: 'GET /voluntarios/voluntarios/', method: 'GET', path: () => '/api/voluntarios/voluntarios/', roles: STAFF, reads: ['id', 'username', 'email', 'role', 'colony_nombre', 'colonia_nombre'] },
  { name: 'POST /voluntarios/actividades_voluntarios/', method: 'POST', path: () => '/api/voluntarios/actividades_voluntarios/', roles: STAFF,
    body: (w) => json({ descripcion: 'Reponer agua', voluntario_id: w.voluntarioId, estatus: 'pendiente' }) },

  // Partes, activities, campaigns
  { name: 'GET /partes/partes/', method: 'GET', path: () => '/api/partes/partes/', roles: ['admin'], reads: ['id', 'descripcion', 'estado'] },
  { name: 'POST /partes/partes/', method: 'POST', path: () => '/api/partes/partes/', roles: ['admin'], body: () => json({ descripcion: 'Farola rota', estado: 'pendiente' }) },
  { name: 'GET /actividades/actividades/', method: 'GET', path: () => '/api/actividades/actividades/', roles: ['admin', 'veterinario'], reads: ['id', 'tipo', 'descripcion', 'gato_id'] },
  { name: 'POST /actividades/actividades/', method: 'POST', path: () => '/api/actividades/actividades/', roles: ['admin', 'veterinario'],
    body: (w) => json({ tipo: 'revisión', descripcion: 'Control', gato_id: w.gatoId }) },
  { name: 'GET /campanas/campanas/', method: 'GET', path: () => '/api/campanas/campanas/', roles: ['admin', 'responsable', 'veterinario'], reads: ['id', 'nombre', 'fecha_inicio', 'fecha_fin', 'estatus', 'voluntarios_involucrados', 'gatos_objetivo'] },
  // Deliberate difference: the original let a veterinario create campaigns (no check).
  { name: 'POST /campanas/campanas/', method: 'POST', path: () => '/api/campanas/campanas/', roles: STAFF,
    body: () => json({ nombre: unique('Campaña'), fecha_inicio: '2025-04-01', fecha_fin: '2025-04-30', estatus: 'planeada', voluntarios_involucrados: 'Ana, Luis', gatos_objetivo: 0 }) },
  { name: 'GET /campanas/campanas/{id}/gatos', method: 'GET', path: (w) => `/api/campanas/campanas/${w.campanaId}/gatos`, roles: ['admin', 'responsable', 'veterinario'] },

  // Complaints and inspections
  // Deliberate difference: the original let a usuario list every complaint (no check).
  { name: 'GET /quejas/quejas/', method: 'GET', path: () => '/api/quejas/quejas/', roles: STAFF, reads: QUEJA_FIELDS },
  { name: 'GET /quejas/quejas/mis-quejas/', method: 'GET', path: () => '/api/quejas/quejas/mis-quejas/', roles: ['usuario', 'voluntario'], reads: QUEJA_FIELDS },
  { name: 'POST /quejas/quejas/ (multipart)', method: 'POST', path: () => '/api/quejas/quejas/', roles: ALL, reads: QUEJA_FIELDS,
    body: (w) => form({ descripcion: 'Ruido de noche', colonia_id: w.coloniaId, solucion_responsable: '' }, { ...photo(), field: 'archivo' }) },
  { name: 'POST /quejas/quejas/ (multipart sin colonia ni archivo)', method: 'POST', path: () => '/api/quejas/quejas/', roles: ALL,
    body: () => form({ descripcion: 'Sin colonia', colonia_id: '', solucion_responsable: '' }) },
  { name: 'PUT /quejas/quejas/{id}/resolver', method: 'PUT', path: (w) => `/api/quejas/quejas/${w.quejaId}/resolver`, roles: ['admin', 'responsable', 'voluntario', 'usuario'], body: () => ({ kind: 'nullForm' }), reads: QUEJA_FIELDS },
  { name: 'GET /inspecciones/inspecciones/', method: 'GET', path: () => '/api/inspecciones/inspecciones/', roles: STAFF, reads: INSPECCION_FIELDS },
  { name: 'GET /inspecciones/inspecciones/mis-inspecciones', method: 'GET', path: () => '/api/inspecciones/inspecciones/mis-inspecciones', roles: ['usuario', 'voluntario'] },
  { name: 'GET /inspecciones/inspecciones/colonias/', method: 'GET', path: () => '/api/inspecciones/inspecciones/colonias/', roles: ALL, reads: ['id', 'nombre'] },
  { name: 'POST /inspecciones/inspecciones/ (multipart)', method: 'POST', path: () => '/api/inspecciones/inspecciones/', roles: STAFF, reads: INSPECCION_FIELDS,
    body: (w) => form({ colonia_id: w.coloniaId, observaciones: 'Comederos sucios', acciones_recomendadas: 'Limpiar' }, { ...photo(), field: 'archivo' }) },
  { name: 'PUT /inspecciones/inspecciones/{id}/resolver', method: 'PUT', path: (w) => `/api/inspecciones/inspecciones/${w.inspeccionId}/resolver`, roles: ['admin', 'responsable', 'voluntario'], body: () => ({ kind: 'none' }), reads: INSPECCION_FIELDS },

  // Reports
  { name: 'GET /informes/informes/colonias', method: 'GET', path: () => '/api/informes/informes/colonias', roles: STAFF, file: PDF },
  { name: 'GET /informes/informes/campanas', method: 'GET', path: () => '/api/informes/informes/campanas', roles: STAFF, file: PDF },
  { name: 'GET /informes/informes/graficos/colonias', method: 'GET', path: () => '/api/informes/informes/graficos/colonias', roles: STAFF, file: PDF },
  { name: 'GET /informes/informes/datos/colonias', method: 'GET', path: () => '/api/informes/informes/datos/colonias', roles: 'public', reads: ['colonia', 'gatos'] },

  // Backups
  { name: 'GET /backup/backup/list', method: 'GET', path: () => '/api/backup/backup/list', roles: ['admin'], reads: ['backups'] },
  { name: 'POST /backup/backup (JSON)', method: 'POST', path: () => '/api/backup/backup', roles: ['admin'], body: () => json({ backup_type: 'full', format: 'sql' }), reads: ['message', 'filename'] },
  { name: 'GET /backup/backup/download/{name}', method: 'GET', path: (w) => `/api/backup/backup/download/${w.backupName}`, roles: ['admin'], file: /^application\/sql/ },
  { name: 'POST /backup/restore?backup_filename (sin cuerpo)', method: 'POST', path: (w) => `/api/backup/restore?backup_filename=${w.backupName}`, roles: ['admin'], body: () => ({ kind: 'nullForm' }), reads: ['message'] },
  { name: 'POST /backup/backup/import (multipart «file»)', method: 'POST', path: () => '/api/backup/backup/import', roles: ['admin'], reads: ['message'],
    body: (w, t) => form({}, { field: 'file', filename: w.backupName, contentType: 'application/octet-stream', bytes: fs.readFileSync(path.join(t.paths.backupDir, w.backupName)) }) },
];
