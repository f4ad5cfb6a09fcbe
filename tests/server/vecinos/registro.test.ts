/** The council's microchip register: the CSV read back (columns, BOM, dates, only active cats with a microchip, ?desde). */
import { expect, it } from 'vitest';
import { describeEachEngine, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { ROLES, can } from '../../../src/domain/roles';

const URL = '/api/gatos/gatos/registro-identificacion.csv';

function readCsv(body: string): string[][] {
  // A minimal reader for what the register writes: `;`, quotes doubled inside quoted cells, CRLF.
  const rows: string[][] = [];
  for (const line of body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    let current = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = !quoted;
      else if (char === ';' && !quoted) {
        cells.push(current);
        current = '';
      } else current += char;
    }
    cells.push(current);
    rows.push(cells);
  }
  return rows;
}

async function seed(t: TestApp) {
  const colonia = await createColonia(t.db, { nombre: 'Colonia del Castillo', ubicacion: 'Calle del Castillo; junto al "foso"' });
  await createGato(t.db, colonia.id, { nombre: 'Chip Uno', sexo: 'H', raza: 'Común europeo', edad_num: 3, edad_unidad: 'años', codigo_identificacion: '941000000000001', fecha_esterilizacion: '2025-03-10', fecha_identificacion: '2025-03-10' });
  await createGato(t.db, colonia.id, { nombre: 'Chip Dos', sexo: 'M', codigo_identificacion: '941000000000002', fecha_identificacion: '2024-11-02' });
  await createGato(t.db, colonia.id, { nombre: 'Sin Chip', codigo_identificacion: null });
  await createGato(t.db, colonia.id, { nombre: 'De Baja', codigo_identificacion: '941000000000003', activo: 0 });
}

describeEachEngine(
  'registro de identificación',
  (t) => {
    it('writes the register with the exact columns, BOM, dd/mm/yyyy and the council as holder; only active cats with a microchip', async () => {
      await seed(t());
      const res = await t().request({ method: 'GET', url: URL, as: 'responsable' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="registro_identificacion_\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      const [header, ...rows] = readCsv(res.body);
      expect(header).toEqual([
        'Microchip', 'Especie', 'Nombre', 'Sexo', 'Raza', 'Edad aproximada', 'Esterilizado', 'Fecha de esterilización', 'Fecha de identificación',
        'Titular', 'NIF del titular', 'Domicilio del titular', 'Colonia', 'Ubicación de la colonia',
      ]);
      expect(rows).toEqual([
        ['941000000000001', 'Felina', 'Chip Uno', 'Hembra', 'Común europeo', '3 años', 'S', '10/03/2025', '10/03/2025', 'Ayuntamiento de Sigüenza', 'P1931500J', 'Plaza Mayor, 1. 19250 Sigüenza', 'Colonia del Castillo', 'Calle del Castillo; junto al "foso"'],
        ['941000000000002', 'Felina', 'Chip Dos', 'Macho', '', '', 'N', '', '02/11/2024', 'Ayuntamiento de Sigüenza', 'P1931500J', 'Plaza Mayor, 1. 19250 Sigüenza', 'Colonia del Castillo', 'Calle del Castillo; junto al "foso"'],
      ]);
    });

    it('?desde keeps the cats identified since that date; a bad date is a 422 in Spanish', async () => {
      const since = await t().request({ method: 'GET', url: `${URL}?desde=2025-01-01`, as: 'admin' });
      expect(readCsv(since.body).slice(1).map((r) => r[0])).toEqual(['941000000000001']);
      const bad = await t().request({ method: 'GET', url: `${URL}?desde=01/01/2025`, as: 'admin' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toBe('La fecha «desde» no es una fecha válida (use AAAA-MM-DD).');
    });

    it('is for admin and responsable only', async () => {
      for (const role of ROLES) {
        const res = await t().request({ method: 'GET', url: URL, as: role });
        expect(res.statusCode, role).toBe(can(role, 'gatos.registroIdentificacion') ? 200 : 403);
      }
      expect(['admin', 'responsable'].filter((r) => can(r, 'gatos.registroIdentificacion'))).toHaveLength(2);
    });

    it('accepts and answers fecha_identificacion on the cat', async () => {
      const colonia = await createColonia(t().db);
      const gato = await createGato(t().db, colonia.id);
      // Identification is not a health field: the veterinario may not change it; the responsable may.
      const vet = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'veterinario', payload: { codigo_identificacion: '941000000000099', fecha_identificacion: '2025-05-06' } });
      expect(vet.statusCode).toBe(403);
      const res = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'responsable', payload: { codigo_identificacion: '941000000000099', fecha_identificacion: '2025-05-06' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ codigo_identificacion: '941000000000099', fecha_identificacion: '2025-05-06' });
      const bad = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'responsable', payload: { fecha_identificacion: 'ayer' } });
      expect(bad.json().detail).toBe('La fecha de identificación no es una fecha válida (use AAAA-MM-DD).');
    });
  },
  { env: { MUNICIPIO_NIF: 'P1931500J', MUNICIPIO_DIRECCION: 'Plaza Mayor, 1. 19250 Sigüenza' } },
);
