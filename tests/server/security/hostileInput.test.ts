/**
 * Hostile input on every route that takes input: malformed JSON, wrong types,
 * missing and extra fields, 1 MB strings, control characters and emoji, SQL and
 * HTML metacharacters, bad ids, path traversal, and multipart that lies. Each
 * refused request answers a 4xx with a Spanish `detail`, never a 5xx, and leaves
 * every table exactly as it was.
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describeEachEngine, type TestApp } from '../helper';
import { tableChecksums } from '../checksum';
import { ROLES, can, type Capability, type Role } from '../../../src/domain/roles';
import { seedDemo } from '../../../src/server/db/seed/demo';
import type { ApiRoute } from '../../../src/server/plugins/auth';

const SPANISH = /[áéíóúñ¿¡«»]|\b(el|la|los|las|del|de|no|un|una|se|solo|con|por|para|debe|campo|petición|archivos?|válid[oa]|permitid[oa]|obligatori[oa]|existe|encontrad[oa])\b/i;
const ENGLISH = /\b(the|must|should|invalid|error|not found|is|are|required)\b/i;
const SQL = ["' OR '1'='1", "1; DROP TABLE gatos; --", "\" OR 1=1 --", "'); DELETE FROM users; --"];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const ODD = ['\u0000\u0001\u0007\u001b[31m', '🐈‍⬛🐾😺', '\u202eelbatiurfni', 'Ñandú áéíóú ü'];
const IDS = ['-1', '0', '99999999999999999999', 'abc', '1.5', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '....//....//etc/passwd'];
const MB = 'x'.repeat(1024 * 1024);
const FIELD_GUESSES = ['nombre', 'descripcion', 'colonia_id', 'gato_id', 'user_id', 'voluntario_id', 'sexo', 'ubicacion', 'email', 'username', 'password', 'role', 'estatus', 'estado', 'observaciones', 'fecha_inicio', 'backup_type', 'format'];

const hostileValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...SQL, ...HTML, ...ODD),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

function fieldsOf(route: ApiRoute): string[] {
  const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  return body?.properties ? Object.keys(body.properties) : FIELD_GUESSES;
}

function roleFor(route: ApiRoute): Role | null {
  if (route.access === 'public') return null;
  return ROLES.find((role) => can(role, route.access as Capability)) ?? null;
}

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = `----gatera${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LYING_FILES = [
  { filename: 'foto.png', type: 'image/png', content: '<html><script>alert(1)</script></html>' },
  { filename: 'foto.png', type: 'image/png', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
  { filename: 'foto.jpg', type: 'image/jpeg', content: '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF' },
  { filename: 'informe.pdf', type: 'application/pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
  { filename: 'datos.sql', type: 'application/sql', content: Buffer.concat([PNG_HEADER, Buffer.alloc(32)]) },
];

describeEachEngine('hostile input', (t) => {
  async function send(app: TestApp, route: ApiRoute, url: string, extra: Partial<InjectOptions>): Promise<LightMyRequestResponse> {
    const role = roleFor(route);
    const headers = { ...(extra.headers as Record<string, string> | undefined) };
    if (role) headers.authorization = `Bearer ${await app.token(role)}`;
    return app.app.inject({ method: route.method as InjectOptions['method'], url, ...extra, headers });
  }

  /** The tables' checksums after the last refusal, which changed nothing: the next probe's state before it. */
  let unchanged: Record<string, string> | null = null;

  /** Sends one request; a refusal must be a Spanish 4xx that changed nothing. */
  async function probe(route: ApiRoute, url: string, extra: Partial<InjectOptions>, failures: string[], what: string) {
    const before = unchanged ?? (await tableChecksums(t().db));
    unchanged = null;
    const res = await send(t(), route, url, extra);
    const label = `${route.method} ${route.url} [${what}] -> ${res.statusCode}`;
    if (res.statusCode >= 500) {
      failures.push(`${label}: ${res.body.slice(0, 200)}`);
      return;
    }
    if (res.statusCode >= 400) {
      let detail: unknown;
      try {
        detail = res.json().detail;
      } catch {
        detail = undefined;
      }
      if (typeof detail !== 'string' || !SPANISH.test(detail) || ENGLISH.test(detail)) failures.push(`${label}: detalle no español: ${res.body.slice(0, 120)}`);
      const after = await tableChecksums(t().db);
      for (const [table, sum] of Object.entries(before)) {
        // A refused attempt on a secret is counted on purpose: that is what a rate limit is.
        if (table === 'rate_limits') continue;
        if (after[table] !== sum) failures.push(`${label}: la tabla ${table} cambió`);
      }
      unchanged = after;
    }
  }

  it('seeds a realistic municipality to attack', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.07, lon: -2.64 }, catCount: 12 });
    // Every attacker account exists before the first checksum is taken.
    for (const role of ROLES) await t().user(role);
  });

  it('never answers a 5xx or changes data for bad ids and path traversal', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of t().app.apiRoutes.filter((r) => r.url.includes(':'))) {
      for (const id of IDS) {
        const url = route.url.replace(/:[A-Za-z_]+/g, id);
        const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {};
        await probe(route, url, body, failures, `id ${id}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers a 5xx or changes data for malformed or hostile JSON bodies', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const writes = t().app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.url.includes('/auth/login'));
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const json = { 'content-type': 'application/json' };
      for (const raw of ['{"nombre": ', '[]', 'null', '"texto"', '12', '{"a":1}{"b":2}']) {
        await probe(route, url, { payload: raw, headers: json }, failures, `JSON ${raw}`);
      }
      const fields = fieldsOf(route);
      await probe(route, url, { payload: Object.fromEntries(fields.map((f) => [f, MB])) }, failures, 'cadenas de 1 MB');
      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }), async (known, extra) => {
          await probe(route, url, { payload: { ...extra, ...known } }, failures, `propiedad ${JSON.stringify(known).slice(0, 60)}`);
        }),
        { numRuns: 12, seed: 2025 },
      );
    }
    expect(failures).toEqual([]);
  });

  it('never answers a 5xx or changes data for lying or malformed multipart', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const writes = t().app.apiRoutes.filter((r) => ['POST', 'PUT'].includes(r.method) && !r.url.startsWith('/api/auth'));
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const fields = [{ name: 'nombre', content: 'Misi' }, { name: 'descripcion', content: '<b>hola</b>' }, { name: 'colonia_id', content: '1' }, { name: 'sexo', content: 'H' }, { name: 'ubicacion', content: 'Plaza' }, { name: 'observaciones', content: 'x' }];
      await probe(route, url, multipart(fields), failures, 'multipart sin archivo');
      await probe(route, url, multipart([...fields, { name: 'file', filename: 'a.png', type: 'image/png', content: PNG_HEADER }, { name: 'archivo', filename: 'b.png', type: 'image/png', content: PNG_HEADER }]), failures, 'dos archivos');
      await probe(route, url, multipart([...fields, { name: 'file', filename: 'enorme.png', type: 'image/png', content: Buffer.concat([PNG_HEADER, Buffer.alloc(11 * 1024 * 1024)]) }]), failures, 'archivo de 11 MB');
      for (const lie of LYING_FILES) {
        for (const name of ['file', 'archivo', 'imagen']) {
          await probe(route, url, multipart([...fields, { name, ...lie }]), failures, `${lie.filename} falso en ${name}`);
        }
      }
      await probe(route, url, { payload: 'no es multipart', headers: { 'content-type': 'multipart/form-data' } }, failures, 'multipart sin frontera');
    }
    expect(failures).toEqual([]);
  });

  it('never answers a 5xx for hostile query strings', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const route of t().app.apiRoutes.filter((r) => r.method === 'GET')) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const query of ['skip=-1', 'limit=0', 'limit=1000000000', 'skip=abc&limit=xyz', `q=${encodeURIComponent(SQL[1])}`, `q=${encodeURIComponent(HTML[0])}`, 'sort=%3Bdrop%20table%20gatos&order=sideways', `q=${encodeURIComponent(ODD[0])}`, 'incluir_inactivos=quizas', 'colonia_id=-5']) {
        await probe(route, `${url}?${query}`, {}, failures, query);
      }
    }
    expect(failures).toEqual([]);
  });
});
