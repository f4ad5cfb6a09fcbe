/**
 * The isolation matrix: every /api route, called by every role of
 * municipality A, never returns, counts or changes a record of municipality B,
 * which has the same colony name and the same microchips.
 * - Every answer A gets is the same before and after B's records exist (no B
 *   row listed, counted or summed), and none contains B's marker text (PDF
 *   reports are read as text).
 * - A route given B's id (in its path or its body) answers exactly as for an
 *   id nobody has: B's records are indistinguishable from missing ones.
 * - After every write of every role (aimed at B's ids and at A's own), B's rows
 *   are byte for byte as they were, and no row of A points at a row of B.
 * A route the matrix does not know how to call (matrixRoutes.ts) fails it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describeEachEngine, json, type TestUser } from '../helper';
import { ROLES } from '../../../src/domain/roles';
import { pdfText } from '../informes/pdf';
import { B_MARKER, CLIENT_ENTITIES, MISSING, rowsOf, seedMunicipio, type Entity, type Municipio, type World } from './matrixWorld';
import { FILTERED_LISTS, ROUTE_SPECS, type RouteSpec } from './matrixRoutes';
import type { ApiRoute } from '../../../src/server/plugins/auth';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Headers that carry a count or a page's extent. */
const COUNT_HEADERS = ['x-total-count', 'content-range'];

/** A PDF's text; a stored attachment that no PDF reader opens (the seeded ones), its bytes. */
async function textOfPdf(bytes: Buffer): Promise<string> {
  try {
    return await pdfText(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

/** What a user sees of an answer: its status, its count headers and its text (a PDF's text), timestamps masked. */
async function seen(res: LightMyRequestResponse): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  const text = type.startsWith('application/pdf') ? await textOfPdf(res.rawPayload) : type.startsWith('image/') ? `${res.rawPayload.length} bytes` : res.body;
  const counts = COUNT_HEADERS.map((h) => `${h}=${res.headers[h] ?? ''}`).join(' ');
  // An attachment's signed link is made per 15-minute window: two reads astride a window's end differ there only.
  const masked = text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<instante>')
    .replace(/a las \d{1,2}:\d\d/g, 'a las <hora>')
    .replace(/(\/api\/adjuntos\/\d+)\/\d+\/[^/"]+\//g, '$1/<caduca>/<firma>/');
  return `${res.statusCode} ${counts}\n${masked}`;
}

/** A refusal with `values` (ids or codes of B, or missing ones) written as <id>: its message may name what it did not find. */
function withoutValue(text: string, values: (string | number)[]): string {
  if (!/^4/.test(text)) return text;
  return values.reduce<string>((out, value) => out.replace(new RegExp(`\\b${String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), '<id>'), text);
}

/**
 * Every mix of A's and `other`'s values of the entities a route names, with at least one of `other`'s;
 * a client id alone (the route looks it up before anything else).
 */
function mixes(uses: Entity[], a: World, other: World): { world: World; changed: Entity[] }[] {
  const out: { world: World; changed: Entity[] }[] = [];
  for (let mask = 1; mask < 1 << uses.length; mask++) {
    const changed = uses.filter((_, i) => mask & (1 << i));
    if (changed.length > 1 && changed.some((e) => CLIENT_ENTITIES.has(e))) continue;
    out.push({ world: { ...a, ...Object.fromEntries(changed.map((e) => [e, other[e]])) } as World, changed });
  }
  return out;
}

/** The columns of A's rows that name another record, and the table of that record. */
const REFERENCES: [table: string, column: string, target: string][] = [
  ['gatos', 'colonia_id', 'colonias'], ['campana_gatos', 'campana_id', 'campanas'], ['campana_gatos', 'gato_id', 'gatos'], ['partes', 'usuario_id', 'users'],
  ['actividades', 'gato_id', 'gatos'], ['actividades', 'usuario_id', 'users'], ['quejas', 'colonia_id', 'colonias'], ['quejas', 'usuario_id', 'users'],
  ['inspecciones', 'colonia_id', 'colonias'], ['inspecciones', 'usuario_id', 'users'], ['actividades_voluntarios', 'voluntario_id', 'users'],
  ['asignaciones', 'usuario_id', 'users'], ['asignaciones', 'colonia_id', 'colonias'], ['audit_log', 'usuario_id', 'users'], ['censos', 'colonia_id', 'colonias'], ['camadas', 'colonia_id', 'colonias'], ['camadas', 'madre_id', 'gatos'],
  ['censos', 'usuario_id', 'users'], ['adopcion_solicitudes', 'gato_id', 'gatos'], ['adopcion_solicitudes', 'usuario_id', 'users'], ['certificados', 'gato_id', 'gatos'],
  ['certificados', 'usuario_id', 'users'], ['comederos', 'colonia_id', 'colonias'], ['turnos', 'colonia_id', 'colonias'], ['turnos', 'usuario_id', 'users'],
  ['cambios_turno', 'colonia_id', 'colonias'], ['cambios_turno', 'turno_id', 'turnos'], ['cambios_turno', 'con_turno_id', 'turnos'], ['cambios_turno', 'solicitante_id', 'users'],
  ['cambios_turno', 'destinatario_id', 'users'], ['cambios_turno', 'resuelto_por', 'users'], ['visitas', 'colonia_id', 'colonias'], ['visitas', 'comedero_id', 'comederos'],
  ['visitas', 'usuario_id', 'users'], ['visitas', 'parte_id', 'partes'], ['visitas', 'censo_id', 'censos'],
  ['prestamos_equipo', 'equipo_id', 'equipos'], ['prestamos_equipo', 'usuario_id', 'users'], ['prestamos_equipo', 'colonia_id', 'colonias'],
  ['proveedores', 'usuario_id', 'users'], ['jornadas', 'proveedor_id', 'proveedores'], ['jornadas', 'campana_id', 'campanas'], ['jornada_reservas', 'jornada_id', 'jornadas'],
  ['jornada_reservas', 'gato_id', 'gatos'], ['jornada_reservas', 'colonia_id', 'colonias'], ['jornada_reservas', 'usuario_id', 'users'],
  ['tarifas', 'proveedor_id', 'proveedores'], ['facturas', 'proveedor_id', 'proveedores'], ['facturas', 'usuario_id', 'users'], ['subvencion_lineas', 'subvencion_id', 'subvenciones'],
  ['costes', 'gato_id', 'gatos'], ['costes', 'colonia_id', 'colonias'], ['costes', 'proveedor_id', 'proveedores'], ['costes', 'reserva_id', 'jornada_reservas'],
  ['costes', 'campana_id', 'campanas'], ['costes', 'factura_id', 'facturas'], ['costes', 'linea_id', 'subvencion_lineas'], ['costes', 'usuario_id', 'users'],
  ['presupuestos_campana', 'campana_id', 'campanas'], ['users', 'entidad_id', 'entidades'], ['claves_api', 'entidad_id', 'entidades'],
  ['consultas_microchip', 'colonia_id', 'colonias'], ['consultas_microchip', 'gato_id', 'gatos'], ['consultas_microchip', 'usuario_id', 'users'],
  ['consultas_microchip', 'entidad_id', 'entidades'], ['consultas_microchip', 'clave_id', 'claves_api'],
  ['avistamientos', 'colonia_id', 'colonias'], ['avistamientos', 'censo_id', 'censos'], ['avistamientos', 'gato_id', 'gatos'], ['avistamientos', 'usuario_id', 'users'],
  ['avistamientos', 'decidido_por', 'users'],
  ['suscripciones_push', 'usuario_id', 'users'], ['preferencias_aviso', 'usuario_id', 'users'], ['cola_avisos', 'usuario_id', 'users'],
  ['curso_asistentes', 'curso_id', 'cursos'], ['curso_asistentes', 'usuario_id', 'users'], ['acreditaciones', 'usuario_id', 'users'], ['acreditaciones', 'curso_id', 'cursos'],
  ['acreditacion_colonias', 'acreditacion_id', 'acreditaciones'], ['acreditacion_colonias', 'colonia_id', 'colonias'], ['acreditacion_avisos', 'acreditacion_id', 'acreditaciones'],
];

/** One call of the matrix: a route with how to call it. */
interface Entry {
  name: string;
  method: string;
  spec: RouteSpec;
  access: ApiRoute['access'];
}

describeEachEngine('isolation matrix: municipality A never reaches B', (t) => {
  let A: Municipio;
  let B: Municipio;
  let bRows: Record<string, unknown[]>;
  let failures: string[] = [];
  beforeEach(() => {
    failures = [];
  });
  const answersBeforeB = new Map<string, string>();

  function specOf(route: { method: string; url: string }): RouteSpec {
    return ROUTE_SPECS[`${route.method} ${route.url}`];
  }

  /** Every call the matrix makes of `routes`: each route's, then its lists filtered by a record. */
  function callsOf(routes: ApiRoute[]): Entry[] {
    const entries = routes.map((route) => ({ name: `${route.method} ${route.url}`, method: route.method, spec: specOf(route), access: route.access }));
    const filtered = FILTERED_LISTS.flatMap((list) => entries.filter((entry) => entry.name === list.route).map((entry) => ({ ...entry, name: `${list.route} (filtrada)`, spec: list.spec })));
    return [...entries, ...filtered];
  }

  async function call(entry: Entry, world: World, as: TestUser, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const { url, options } = entry.spec.call(world, as, t());
    return t().request({ ...options, headers: { ...(options?.headers as Record<string, string> | undefined), ...headers }, method: entry.method as InjectOptions['method'], url, as });
  }

  /** An answer to A must never hold B's marker (but about the installation); a 5xx is a bug wherever it comes from. */
  /** The answer as seen (status line, then body) without the installation's own fields of a JSON body. */
  function withoutFields(text: string | undefined, fields: readonly string[] | undefined): string | undefined {
    if (!text || !fields?.length) return text;
    const newline = text.indexOf('\n');
    try {
      const body = JSON.parse(text.slice(newline + 1)) as Record<string, unknown>;
      for (const field of fields) delete body[field];
      return `${text.slice(0, newline + 1)}${JSON.stringify(body)}`;
    } catch {
      return text;
    }
  }

  async function check(label: string, res: LightMyRequestResponse, installation = false): Promise<string> {
    const text = await seen(res);
    if (!installation && text.toLowerCase().includes(B_MARKER)) failures.push(`${label}: la respuesta contiene datos de B`);
    if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return text;
  }

  it('knows how to call every /api route', () => {
    const unknown = t().app.apiRoutes.filter((route) => !specOf(route)).map((route) => `${route.method} ${route.url}`);
    expect(unknown, 'rutas que la matriz de municipios no sabe llamar: añádelas a tests/server/tenancy/matrixRoutes.ts').toEqual([]);
    const known = new Set(t().app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    expect([...Object.keys(ROUTE_SPECS), ...FILTERED_LISTS.map((list) => list.route)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('seeds A, and reads every route as each role of A before B exists', { timeout: 120_000 }, async () => {
    A = await seedMunicipio(t(), 1, 'sigüenza', { queja: 'Q-AAAA-2222', certificado: 'C-AAAA-2222', client: '00000000-0000-4000-8000-00000000000a', backup: '' });
    const made = await t().request({ method: 'POST', url: '/api/backup/backup', as: A.users.admin, payload: {} });
    expect(made.statusCode).toBe(200);
    A.world.backup = json(made).filename;
    for (const entry of callsOf(t().app.apiRoutes.filter((r) => r.method === 'GET'))) {
      for (const role of ROLES) answersBeforeB.set(`${entry.name} ${role}`, await check(`${entry.name} (${role} de A, sin B)`, await call(entry, A.world, A.users[role])));
    }
    expect(failures).toEqual([]);
  });

  it('seeds B: the same colony name and microchips, a record in every table, a backup of its own', { timeout: 60_000 }, async () => {
    B = await seedMunicipio(t(), 2, B_MARKER, { queja: 'Q-BBBB-3333', certificado: 'C-BBBB-3333', client: '00000000-0000-4000-8000-00000000000b', backup: 'backup_full_20200101000000.sql' });
    const folder = path.join(t().paths.backupDir, 'municipios', '2');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, String(B.world.backup)), `-- copia de ${B_MARKER}\n`);
    bRows = await rowsOf(t().db, B.scope);
    for (const [table, rows] of Object.entries(bRows)) expect(rows.length, `B tiene filas en ${table}`).toBeGreaterThan(0);
  });

  it('reads the same answers once B exists: nothing of B is listed, counted or summed', { timeout: 120_000 }, async () => {
    for (const entry of callsOf(t().app.apiRoutes.filter((r) => r.method === 'GET'))) {
      for (const role of ROLES) {
        const label = `${entry.name} (${role} de A)`;
        const without = (text: string | undefined) => withoutFields(text, entry.spec.installationFields);
        const now = without(await check(label, await call(entry, A.world, A.users[role]), entry.spec.installation));
        const before = without(answersBeforeB.get(`${entry.name} ${role}`));
        if (now !== before && !entry.spec.installation) {
          // Around the first character that differs: a long answer's change may lie far from its start.
          let at = 0;
          while (at < (now?.length ?? 0) && now?.[at] === before?.[at]) at++;
          const around = (text: string | undefined) => text?.slice(Math.max(0, at - 150), at + 150);
          failures.push(`${label}: la respuesta cambió al existir B (desde el carácter ${at})\nantes: …${around(before)}\ndespués: …${around(now)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers B’s ids, in paths and bodies, exactly as ids nobody has, and changes nothing of B', { timeout: 240_000 }, async () => {
    // What B's values must be indistinguishable from: ids nobody has; for a client id, another person's of A.
    const absent = { ...MISSING, ...Object.fromEntries([...CLIENT_ENTITIES].map((e) => [e, A.world[e]])) } as World;
    for (const entry of callsOf(t().app.apiRoutes)) {
      for (const role of ROLES) {
        for (const { world, changed } of mixes(entry.spec.uses, A.world, B.world)) {
          const missing = { ...world, ...Object.fromEntries(changed.map((e) => [e, absent[e]])) } as World;
          const label = `${entry.name} (${role} de A, ${changed.map((e) => `${e} de B`).join(', ')})`;
          const reference = withoutValue(await check(`${label} [inexistente]`, await call(entry, missing, A.users[role])), changed.map((e) => absent[e]));
          const answer = withoutValue(await check(label, await call(entry, world, A.users[role])), changed.map((e) => B.world[e]));
          // A write that succeeds for a missing id made a record of its own (a fresh id): its status is what must match.
          const same = WRITES.has(entry.method) && answer.startsWith('2') ? answer.split('\n')[0] === reference.split('\n')[0] : answer === reference;
          if (!same) {
            failures.push(`${label}: responde distinto que a un id inexistente\ninexistente: ${reference.slice(0, 200)}\nde B: ${answer.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowsOf(t().db, B.scope)).toEqual(bRows);
  });

  it('every write of every role of A, on A’s own records, leaves B’s rows as they were', { timeout: 240_000 }, async () => {
    for (const entry of callsOf(t().app.apiRoutes.filter((r) => WRITES.has(r.method)))) {
      for (const role of ROLES) await check(`${entry.name} (${role} de A, sus propios datos)`, await call(entry, A.world, A.users[role]), entry.spec.installation);
    }
    expect(failures).toEqual([]);
    expect(await rowsOf(t().db, B.scope)).toEqual(bRows);
  });

  it('no record of A points at a record of B', async () => {
    const aRows = await rowsOf(t().db, A.scope);
    const bIds = Object.fromEntries(Object.entries(bRows).map(([table, rows]) => [table, new Set((rows as { id?: number }[]).map((r) => r.id))]));
    const crossing: string[] = [];
    for (const [table, column, target] of REFERENCES) {
      for (const row of aRows[table] as Record<string, unknown>[]) {
        if (row[column] !== null && bIds[target].has(row[column] as number)) crossing.push(`${table}.${column} = ${String(row[column])} (${target} de B) en la fila ${String(row.id)}`);
      }
    }
    // The columns listed are every column of A's rows that names a record.
    const named = new Set(REFERENCES.map(([table, column]) => `${table}.${column}`));
    const unlisted = Object.entries(aRows).flatMap(([table, rows]) =>
      Object.keys((rows as Record<string, unknown>[])[0] ?? {}).filter((c) => /_id$|_por$/.test(c) && !['municipio_id', 'client_id', 'entidad_id'].includes(c) && !named.has(`${table}.${c}`)).map((c) => `${table}.${c}`),
    );
    expect(unlisted).toEqual([]);
    expect(crossing).toEqual([]);
    // The rows compared are each municipality's own, not the installation's.
    const municipiosOf = (rows: Record<string, unknown[]>) => [...new Set(Object.values(rows).flatMap((table) => (table as { municipio_id: number }[]).map((row) => row.municipio_id)))];
    expect(municipiosOf(aRows)).toEqual([1]);
    expect(municipiosOf(bRows)).toEqual([2]);
  });

  it('every route, called by every role of A naming B in X-Municipio, is refused (a public one serves a visitor), and changes nothing of B', { timeout: 240_000 }, async () => {
    for (const entry of callsOf(t().app.apiRoutes)) {
      for (const role of ROLES) {
        const label = `${entry.name} (${role} de A, X-Municipio de B)`;
        const res = await call(entry, A.world, A.users[role], { 'x-municipio': '2' });
        await check(label, res, entry.spec.installation);
        if (entry.access !== 'public' && (res.statusCode !== 403 || json(res).detail !== 'Esta cuenta no trabaja en ese municipio.')) {
          failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowsOf(t().db, B.scope)).toEqual(bRows);
  });
});
