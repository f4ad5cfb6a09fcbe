import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import type { Role } from '../../../src/domain/roles';
import { fileDate, formatGeneratedAt } from '../../../src/server/reports/spanish';
import { NO_GATOS } from '../../../src/server/reports/coloniasReport';
import { parsePdf } from './pdf';

const REPORTS = [
  { url: '/api/informes/informes/colonias', file: 'informe_colonias' },
  { url: '/api/informes/informes/campanas', file: 'informe_campanas' },
  { url: '/api/informes/informes/graficos/colonias', file: 'informe_grafico_colonias' },
] as const;

describeEachEngine('PDF reports: who may download them', (t) => {
  it('answers 403 to the roles without reports and 401 without a session', async () => {
    for (const report of REPORTS) {
      for (const role of ['voluntario', 'veterinario', 'usuario'] as Role[]) {
        const res = await t().request({ method: 'GET', url: report.url, as: role });
        expect(res.statusCode, `${role} ${report.url}`).toBe(403);
        expect(json(res).detail).toBe('No tienes permisos para realizar esta acción.');
      }
      expect((await t().request({ method: 'GET', url: report.url, as: null })).statusCode).toBe(401);
    }
  });

  it('an empty municipality still gets a one-page report of each kind, saying there is nothing', async () => {
    for (const report of REPORTS) {
      const res = await t().request({ method: 'GET', url: report.url, as: 'admin' });
      expect(res.statusCode).toBe(200);
      const pdf = await parsePdf(res.rawPayload);
      expect(pdf.pages).toHaveLength(1);
      expect(pdf.pages[0]).toMatch(/No hay (colonias|campañas) registradas\./);
    }
  });
});

describeEachEngine('PDF reports: contents', (t) => {
  let names: { colonias: string[]; gatos: string[] };

  async function download(url: string, role: Role = 'admin') {
    const res = await t().request({ method: 'GET', url, as: role });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  }

  it('are real PDFs named with the date, for administrators and responsables', async () => {
    const c1 = await createColonia(t().db, { nombre: 'Colonia de la Peña Ñandú', ubicacion: "Calle del Pingüino, 3 (junto al 'Café Ávila')", responsable_voluntario: 'María Muñoz' });
    const c2 = await createColonia(t().db, { nombre: 'Colonia Árbol Viejo', ubicacion: 'Plaza de España', latitude: null, longitude: null });
    await createColonia(t().db, { nombre: 'Colonia Vacía', ubicacion: 'Ermita' });
    const gatos = ['Ñoqui', 'Téo', "D'Artagnan", 'Pingüino', 'Ágata'];
    for (const [i, nombre] of gatos.entries()) {
      await createGato(t().db, i % 2 ? c2.id : c1.id, { nombre, sexo: i % 2 ? 'M' : 'H', estado_salud: 'Bueno', adoptabilidad: 'En valoración', codigo_identificacion: String(724000000000100 + i), fecha_esterilizacion: i < 3 ? '2025-03-10' : null, fecha_vacunacion: '2025-01-15' });
    }
    await createGato(t().db, c1.id, { nombre: 'Gato de baja Zoilo', activo: 0 });
    const campana = await t().db
      .insertInto('campanas')
      .values({ nombre: 'Campaña de otoño en la Peña', fecha_inicio: '2025-03-01', fecha_fin: '2025-03-31', estatus: 'en progreso', voluntarios_involucrados: 'Lucía Ibáñez, Íñigo Núñez', gatos_objetivo: 4, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = (await t().db.selectFrom('gatos').select('id').where('activo', '=', 1).orderBy('id').execute()).map((g) => g.id);
    for (const id of ids) await t().db.insertInto('campana_gatos').values({ campana_id: campana.id, gato_id: id, created_at: new Date().toISOString() }).execute();
    names = { colonias: [c1.nombre, c2.nombre], gatos };

    for (const report of REPORTS) {
      for (const role of ['admin', 'responsable'] as Role[]) {
        const before = fileDate(new Date());
        const res = await download(report.url, role);
        expect(res.headers['content-type']).toBe('application/pdf');
        const disposition = String(res.headers['content-disposition']);
        expect([`attachment; filename="${report.file}_${before}.pdf"`, `attachment; filename="${report.file}_${fileDate(new Date())}.pdf"`]).toContain(disposition);
        expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await parsePdf(res.rawPayload);
        expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
        expect(pdf.title).toContain('Sigüenza');
        const first = pdf.pages[0];
        expect(first).toContain('Ayuntamiento de Sigüenza');
        expect(first).toContain('Página 1');
        expect(first).toMatch(/Generado el \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}/);
      }
    }
  });

  it('the colonies report shows each colony with its data and the table of its cats, accents intact', async () => {
    const pdf = await parsePdf((await download('/api/informes/informes/colonias')).rawPayload);
    const text = pdf.pages.join('\n');
    for (const nombre of [...names.colonias, ...names.gatos]) expect(text).toContain(nombre);
    expect(text).toContain("Ubicación: Calle del Pingüino, 3 (junto al 'Café Ávila')");
    expect(text).toContain('Responsable: María Muñoz');
    expect(text).toContain('Responsable: sin responsable asignado');
    // Colonia de la Peña Ñandú: Ñoqui, D'Artagnan, Ágata active, two of them sterilised; the cat given baja is left out.
    expect(text).toContain('Gatos: 3 · Esterilizados: 2 (66,7 %)');
    expect(text).not.toContain('Zoilo');
    expect(text).toContain(NO_GATOS);
    expect(text).toMatch(/Código\s+Nombre\s+Sexo\s+Salud\s+Adoptabilidad\s+Vacunación\s+Esterilización/);
    expect(text).toMatch(/724000000000100\s+Ñoqui\s+Hembra\s+Bueno\s+En valoración\s+15\/01\/2025\s+10\/03\/2025/);
    // Spanish order: Árbol before de la Peña, before Vacía.
    expect(text.indexOf('Colonia Árbol Viejo')).toBeLessThan(text.indexOf('Colonia de la Peña Ñandú'));
    expect(text.indexOf('Colonia de la Peña Ñandú')).toBeLessThan(text.indexOf('Colonia Vacía'));
  });

  it('the campaigns report shows dates, status, volunteers, target, progress and its cats', async () => {
    const pdf = await parsePdf((await download('/api/informes/informes/campanas')).rawPayload);
    const text = pdf.pages.join('\n');
    expect(text).toContain('Campaña de otoño en la Peña');
    expect(text).toContain('Fechas: del 01/03/2025 al 31/03/2025 · Estado: en progreso');
    expect(text).toContain('Voluntarios: Lucía Ibáñez, Íñigo Núñez');
    expect(text).toContain('Objetivo: 4 gatos · Gatos en la campaña: 5');
    expect(text).toContain('Progreso: 3 de 4 gatos esterilizados durante la campaña (75 %)');
    for (const nombre of names.gatos) expect(text).toContain(nombre);
  });

  it('the chart report draws one bar per colony with its cats and sterilised ones', async () => {
    const pdf = await parsePdf((await download('/api/informes/informes/graficos/colonias')).rawPayload);
    const text = pdf.pages.join('\n');
    expect(text).toContain('Gráfico de gatos por colonia');
    expect(text).toContain('3 colonias · 5 gatos · 3 esterilizados (60 %)');
    expect(text).toMatch(/Colonia de la Peña Ñandú\s+3 \(2 est\.\)/);
    expect(text).toMatch(/Colonia Árbol Viejo\s+2 \(1 est\.\)/);
    expect(text).toMatch(/Colonia Vacía\s+0 \(0 est\.\)/);
  });
});

describeEachEngine('PDF reports: long texts', (t) => {
  it('wraps a long location in full and cuts a name too long for its cell with an ellipsis', async () => {
    const ubicacion = `Camino viejo de la ermita de San Roque, ${'junto a la tapia del huerto de los Ñúñez, '.repeat(5)}fin del camino`;
    const colonia = await createColonia(t().db, { nombre: 'Colonia del Camino', ubicacion });
    const nombre = `Bartolomé ${'Aurelio '.repeat(8)}Último`;
    await createGato(t().db, colonia.id, { nombre });
    const pdf = await parsePdf((await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: 'admin' })).rawPayload);
    const flat = pdf.pages.join(' ').replace(/\s+/g, ' ');
    expect(flat).toContain(`Ubicación: ${ubicacion}`.replace(/\s+/g, ' ').trim());
    expect(flat).toMatch(/ Bartolomé Aurelio Aurel[a-z]*… Hembra /);
    expect(flat).not.toContain('Último');
  });
});

describeEachEngine('PDF reports: many pages', (t) => {
  it('a long table continues on the next pages under a repeated header, numbered', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia Grandísima' });
    const now = new Date().toISOString();
    const rows = Array.from({ length: 250 }, (_, i) => ({ nombre: `Gatito ${i + 1}`, sexo: 'H', ubicacion: 'Calle', colonia_id: colonia.id, created_at: now, updated_at: now }));
    await t().db.insertInto('gatos').values(rows).execute();
    const pdf = await parsePdf((await t().request({ method: 'GET', url: '/api/informes/informes/colonias', as: 'admin' })).rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(4);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1}`);
      expect(page).toContain('Ayuntamiento de Sigüenza');
      expect(page).toMatch(/Código\s+Nombre\s+Sexo/);
    });
    const text = pdf.pages.join('\n');
    for (let i = 1; i <= 250; i++) expect(text).toMatch(new RegExp(`Gatito ${i}\\b`));
  });

  it('the chart of 200 colonies spreads over several pages with every colony on it', async () => {
    const now = new Date().toISOString();
    const colonias = Array.from({ length: 200 }, (_, i) => ({ nombre: `Colonia Nº ${String(i + 1).padStart(3, '0')} del Pinar`, ubicacion: 'Pinar', latitude: null, longitude: null, responsable_voluntario: null, estado: 'activa', created_at: now }));
    await t().db.insertInto('colonias').values(colonias).execute();
    const pdf = await parsePdf((await t().request({ method: 'GET', url: '/api/informes/informes/graficos/colonias', as: 'responsable' })).rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(4);
    expect(pdf.pages.length).toBeLessThanOrEqual(6);
    const text = pdf.pages.join('\n');
    for (let i = 1; i <= 200; i++) expect(text).toContain(`Colonia Nº ${String(i).padStart(3, "0")} del Pinar`);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1}`));
  });
});

it('the generation date is written in Spanish', () => {
  expect(formatGeneratedAt(new Date(2025, 2, 29, 18, 45))).toBe('29 de marzo de 2025 a las 18:45');
  expect(fileDate(new Date(2025, 2, 9, 23, 59))).toBe('2025-03-09');
});
