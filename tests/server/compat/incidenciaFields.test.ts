/**
 * `fecha` and `archivo` of complaints and inspections as the original API
 * answered them: the day as dd/mm/yyyy (its screens print it as it comes), the
 * exact moment in `fecha_hora`, and an absolute attachment URL on PUBLIC_URL.
 */
import { describe, expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { absoluteUrl } from '../../../src/server/lib/publicLinks';

const KINDS = [
  { name: 'quejas', list: '/api/quejas/quejas/', table: 'quejas' as const, values: { descripcion: 'Ruido', solucion_responsable: null } },
  { name: 'inspecciones', list: '/api/inspecciones/inspecciones/', table: 'inspecciones' as const, values: { observaciones: 'Comederos', acciones_recomendadas: null } },
];

async function store(t: TestApp, kind: (typeof KINDS)[number], fecha: string, archivo: string | null): Promise<number> {
  const colonia = await createColonia(t.db);
  const row = await t.db
    .insertInto(kind.table)
    .values({ ...kind.values, fecha, colonia_id: colonia.id, archivo, estatus: 'Pendiente', usuario_id: null } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function listed(t: TestApp, kind: (typeof KINDS)[number], ids: number[]) {
  const res = await t.request({ method: 'GET', url: `${kind.list}?limit=100`, as: 'admin' });
  expect(res.statusCode).toBe(200);
  return (json(res) as { id: number; fecha: string; fecha_hora: string; archivo: string | null }[]).filter((r) => ids.includes(r.id));
}

describeEachEngine('complaint and inspection dates and attachments, with PUBLIC_URL', (t) => {
  for (const kind of KINDS) {
    it(`${kind.name}: fecha is the Spanish day (dd/mm/yyyy), fecha_hora the exact moment, newest first`, async () => {
      // 23:30 UTC on 29 March 2026 is already 30 March in Spain (01:30, summer time).
      const late = await store(t(), kind, '2026-03-29T23:30:00.000Z', null);
      // Read as text, 05/01 would sort before 31/12: the order follows the moment.
      const january = await store(t(), kind, '2026-01-05T09:00:00.000Z', null);
      const december = await store(t(), kind, '2025-12-31T10:15:00.000Z', null);
      const rows = await listed(t(), kind, [late, january, december]);
      expect(rows.map((r) => [r.id, r.fecha, r.fecha_hora])).toEqual([
        [late, '30/03/2026', '2026-03-29T23:30:00.000Z'],
        [january, '05/01/2026', '2026-01-05T09:00:00.000Z'],
        [december, '31/12/2025', '2025-12-31T10:15:00.000Z'],
      ]);
    });

    it(`${kind.name}: archivo is an absolute URL on PUBLIC_URL`, async () => {
      const id = await store(t(), kind, '2026-02-01T10:00:00.000Z', '0123456789abcdef0123456789abcdef.pdf');
      const [row] = await listed(t(), kind, [id]);
      // The viewer's signed link, made absolute on PUBLIC_URL.
      const signed = /^http:\/\/gatera\.test\/api\/adjuntos\/\d+\/\d+\/[\w-]+\/0123456789abcdef0123456789abcdef\.pdf$/;
      expect(row.archivo).toMatch(signed);
      const resolved = await t().request({ method: 'PUT', url: `${kind.list}${id}/resolver`, as: 'admin' });
      expect(json(resolved).archivo).toMatch(signed);
    });
  }

  it('lets the pages show attachment photos from PUBLIC_URL’s origin (Content-Security-Policy)', async () => {
    const csp = String((await t().request({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src[^;]* http:\/\/gatera\.test(;| )/);
  });
});

describeEachEngine(
  'complaint and inspection attachments without PUBLIC_URL',
  (t) => {
    it('archivo stays a path of the same origin', async () => {
      for (const kind of KINDS) {
        const id = await store(t(), kind, '2026-02-01T10:00:00.000Z', 'fedcba9876543210fedcba9876543210.png');
        const [row] = await listed(t(), kind, [id]);
        expect(row.archivo, kind.name).toMatch(/^\/api\/adjuntos\/\d+\/\d+\/[\w-]+\/fedcba9876543210fedcba9876543210\.png$/);
      }
    });
  },
  { env: { PUBLIC_URL: '' } },
);

describe('absoluteUrl', () => {
  it('joins a path onto PUBLIC_URL (also one served under a folder) and leaves absolute links and nulls alone', () => {
    expect(absoluteUrl('https://gatera.example.es', '/media/a.pdf')).toBe('https://gatera.example.es/media/a.pdf');
    expect(absoluteUrl('https://example.es/gatera', '/media/a.pdf')).toBe('https://example.es/gatera/media/a.pdf');
    expect(absoluteUrl('https://example.es', 'media/a.pdf')).toBe('https://example.es/media/a.pdf');
    expect(absoluteUrl('https://example.es', 'https://cdn.example.es/a.pdf?firma=1')).toBe('https://cdn.example.es/a.pdf?firma=1');
    expect(absoluteUrl(null, '/media/a.pdf')).toBe('/media/a.pdf');
    expect(absoluteUrl('https://example.es', null)).toBeNull();
  });
});
