/**
 * A backup made before an upgrade still restores after it: a file of an older schema version (since the oldest
 * this server reads) is read with the tables and columns of then, and what it lacks is left empty; a file older
 * than that, or of a newer version, is refused with the reason and nothing changes. The files of then are made
 * here from today's file the way those versions wrote them (the catalogue's `since` marks what each added; the
 * catalogue test proves those marks against databases migrated to each version).
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { tableChecksums } from '../checksum';
import { multipartFile, readBackup, reseal, seedEveryTable } from './support';
import { OLDEST_RESTORABLE_SCHEMA } from '../../../src/server/backup/catalog';
import { schemaVersion } from '../../../src/server/db/migrations/index';

const NOTHING_CHANGED = 'No se ha modificado ningún dato.';

async function importText(t: TestApp, text: string) {
  const { payload, headers } = await multipartFile('copia-anterior.sql', text);
  return t.request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
}

/** Today's file as a server of `schema` wrote it: version 1 of the format, its header, and without what came after. */
function asOf(text: string, schema: string, without: (text: string) => string, rowsDelta = 0): string {
  expect(text.startsWith('-- gatera-backup format=2 ')).toBe(true);
  const header = text.replace(/^-- gatera-backup format=2 /, '-- gatera-backup format=1 ').replace(/ schema=[A-Za-z0-9_]+ /, ` schema=${schema} `);
  return reseal(without(header), rowsDelta);
}

/** The municipality's row without its last columns (NULL here), as backups made before they were added hold it. */
const withoutLast = (columns: string[]) => (text: string) => {
  const names = columns.map((c) => `, ${c}`).join('');
  const nulls = columns.map(() => ', NULL').join('');
  const pattern = new RegExp(`(INSERT INTO municipios \\([^)]*)${names}\\) VALUES\n(\\([^\n]*)${nulls}\\);\n`);
  const out = text.replace(pattern, '$1) VALUES\n$2);\n');
  expect(out).not.toBe(text);
  return out;
};
/** Each municipality's clinic-day weights (migration 0036), the last columns of its row. */
const PESOS = ['peso_reserva_macho', 'peso_reserva_hembra', 'peso_reserva_desconocido', 'peso_reserva_cachorro'] as const;
/** As 0035 wrote it: before each municipality's clinic-day weights. */
const as0035 = withoutLast([...PESOS]);
/** As 0031 wrote it: before the census's validity and the yearly attrition of each municipality too. */
const as0031 = withoutLast(['censo_vigencia_dias', 'cer_merma_anual', ...PESOS]);
/** As 0027 wrote it: before the DIR3 code too. */
const withoutDir3 = withoutLast(['dir3', 'censo_vigencia_dias', 'cer_merma_anual', ...PESOS]);

/** The tables that came after the money: the partner entities, their keys and the microchip lookups (0038), citizens' sightings (0039), the courses and accreditations (0040) and each person's notice preferences (0041). */
const AFTER_MONEY = ['entidades', 'claves_api', 'consultas_microchip', 'avistamientos', 'preferencias_aviso', 'cursos', 'curso_asistentes', 'acreditaciones', 'acreditacion_colonias', 'acreditacion_avisos'] as const;
/** The tables of the programme's money (migration 0037), and those that came after it. */
const MONEY = ['tarifas', 'facturas', 'subvenciones', 'subvencion_lineas', 'costes', 'presupuestos_campana', ...AFTER_MONEY] as const;
/** The litters (migration 0033), the trap bank's tables (0034), the clinic days' (0035) and the money's, which files of every version tested here came before. */
const TRAP_BANK = ['camadas', 'equipos', 'prestamos_equipo', 'avisos_equipos', 'proveedores', 'jornadas', 'jornada_reservas', ...MONEY] as const;
type Tables = readonly (typeof TRAP_BANK)[number][];
// A statement ends with «);» at the end of a line before the next statement (a text may hold line breaks).
const blockOf = (tables: Tables) => new RegExp(`INSERT INTO (?:${tables.join('|')}) \\([^)]*\\) VALUES\n[\\s\\S]*?\\);\n(?=INSERT INTO )`, 'g');
/** How many rows of these tables a backup of the database holds. */
async function rowsIn(t: TestApp, tables: Tables): Promise<number> {
  let rows = 0;
  for (const table of tables) rows += (await t.db.selectFrom(table).selectAll().execute()).length;
  return rows;
}
const trapBankRows = (t: TestApp) => rowsIn(t, TRAP_BANK);
/** The accounts as files before 0038 list them: without their entity (every account's is empty in these files). */
const withoutEntidadOfUsers = (text: string) =>
  text.replace(/INSERT INTO users \(([^)]*), entidad_id\) VALUES\n([\s\S]*?\);\n)(?=INSERT INTO )/, (_all, columns: string, rows: string) => `INSERT INTO users (${columns}) VALUES\n${rows.replace(/, NULL\)([,;]\n)/g, ')$1')}`);
const without = (tables: Tables) => (text: string) => {
  const out = withoutEntidadOfUsers(text.replace(blockOf(tables), ''));
  expect(out).not.toBe(text);
  return out;
};
const withoutTrapBank = without(TRAP_BANK);
const withoutMoney = without(MONEY);
const apartFromMoney = (sums: Record<string, string>) => ({ ...sums, ...Object.fromEntries(MONEY.map((table) => [table, ''])) });
async function moneyIsEmpty(t: TestApp) {
  for (const table of MONEY) expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
}
/** The checksums but the trap bank's, which such a file leaves empty. */
const apartFromTrapBank = (sums: Record<string, string>) => ({ ...sums, ...Object.fromEntries(TRAP_BANK.map((table) => [table, ''])) });
async function trapBankIsEmpty(t: TestApp) {
  for (const table of TRAP_BANK) expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
}

/** Without the municipality's row at all, as backups before 0027 (the settings were the installation's). */
const withoutMunicipio = (text: string) => {
  const out = text.replace(/INSERT INTO municipios \([^)]*\) VALUES\n\([^\n]*\);\n/, '');
  expect(out).not.toBe(text);
  return out;
};

describeEachEngine('backups made before an upgrade', (t) => {
  let today = '';
  let trapRows = 0;
  let moneyRows = 0;
  let expected: Record<string, string> = {};

  it('a file of 0027 (before the DIR3 code, the litters and the trap bank) restores every row, those left empty; one of 0031 too', async () => {
    await seedEveryTable(t());
    // Files before 0038 hold no account's entity.
    await t().db.updateTable('users').set({ entidad_id: null }).execute();
    await t()
      .db.updateTable('municipios')
      .set({ nombre: 'Sigüenza', dir3: null, censo_vigencia_dias: null, cer_merma_anual: null, peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null })
      .where('id', '=', 1)
      .execute();
    const made = await t().request({ method: 'POST', url: '/api/backup/backup', payload: {}, as: 'admin' });
    today = readBackup(t(), json(made).filename);
    expected = await tableChecksums(t().db);
    await t().db.updateTable('colonias').set({ nombre: 'Cambiada tras la copia' }).execute();

    trapRows = await trapBankRows(t());
    moneyRows = await rowsIn(t(), MONEY);
    expect(trapRows).toBeGreaterThan(0);
    const res = await importText(t(), asOf(today, '0027_ajustes_municipio', (text) => withoutTrapBank(withoutDir3(text)), -trapRows));
    expect(res.statusCode, res.body).toBe(200);
    // Same data; the audit log holds one more row: the import itself. The trap bank came later: the file has none of it.
    expect(apartFromTrapBank({ ...(await tableChecksums(t().db)), audit_log: '' })).toEqual(apartFromTrapBank({ ...expected, audit_log: '' }));
    await trapBankIsEmpty(t());
    await t().db.updateTable('colonias').set({ nombre: 'Cambiada de nuevo' }).execute();
    const of0031 = await importText(t(), asOf(today, '0031_dir3_municipio', (text) => withoutTrapBank(as0031(text)), -trapRows));
    expect(of0031.statusCode, of0031.body).toBe(200);
    expect(apartFromTrapBank({ ...(await tableChecksums(t().db)), audit_log: '' })).toEqual(apartFromTrapBank({ ...expected, audit_log: '' }));
    // A file of today's version brings it back.
    const current = await importText(t(), today);
    expect(current.statusCode, current.body).toBe(200);
    expect({ ...(await tableChecksums(t().db)), audit_log: '' }).toEqual({ ...expected, audit_log: '' });
  });

  it('a file of 0035 (before each municipality’s clinic-day weights) restores every row, the weights left to the installation’s', async () => {
    await t().db.updateTable('municipios').set({ peso_reserva_macho: 2, peso_reserva_cachorro: 1 }).where('id', '=', 1).execute();
    const res = await importText(t(), asOf(today, '0035_jornadas', (text) => withoutMoney(as0035(text)), -moneyRows));
    expect(res.statusCode, res.body).toBe(200);
    expect(apartFromMoney({ ...(await tableChecksums(t().db)), audit_log: '' })).toEqual(apartFromMoney({ ...expected, audit_log: '' }));
    expect(await t().db.selectFrom('municipios').select([...PESOS]).where('id', '=', 1).executeTakeFirst()).toEqual(Object.fromEntries(PESOS.map((name) => [name, null])));
    await moneyIsEmpty(t());
  });

  it('a file of 0036 (before the prices, invoices, costs and grants) restores every row, those left empty', async () => {
    const res = await importText(t(), asOf(today, '0036_pesos_reserva_municipio', withoutMoney, -moneyRows));
    expect(res.statusCode, res.body).toBe(200);
    expect(apartFromMoney({ ...(await tableChecksums(t().db)), audit_log: '' })).toEqual(apartFromMoney({ ...expected, audit_log: '' }));
    await moneyIsEmpty(t());
    const current = await importText(t(), today);
    expect(current.statusCode, current.body).toBe(200);
    expect({ ...(await tableChecksums(t().db)), audit_log: '' }).toEqual({ ...expected, audit_log: '' });
  });

  it('a file of 0037 (before the partner entities, the sightings and the notice preferences) restores every row, those left empty', async () => {
    const laterRows = await rowsIn(t(), AFTER_MONEY);
    expect(laterRows).toBeGreaterThan(0);
    const res = await importText(t(), asOf(today, '0037_costes', without(AFTER_MONEY), -laterRows));
    expect(res.statusCode, res.body).toBe(200);
    const apart = (sums: Record<string, string>) => ({ ...sums, ...Object.fromEntries(AFTER_MONEY.map((table) => [table, ''])), audit_log: '' });
    expect(apart(await tableChecksums(t().db))).toEqual(apart(expected));
    for (const table of AFTER_MONEY) expect(await t().db.selectFrom(table).selectAll().execute()).toEqual([]);
    const current = await importText(t(), today);
    expect(current.statusCode, current.body).toBe(200);
    expect({ ...(await tableChecksums(t().db)), audit_log: '' }).toEqual({ ...expected, audit_log: '' });
  });

  it(`a file of ${OLDEST_RESTORABLE_SCHEMA} (settings still the installation’s) restores every row`, async () => {
    await t().db.updateTable('colonias').set({ nombre: 'Cambiada otra vez' }).execute();
    const res = await importText(t(), asOf(today, OLDEST_RESTORABLE_SCHEMA, (text) => withoutTrapBank(withoutMunicipio(withoutDir3(text))), -1 - trapRows));
    expect(res.statusCode, res.body).toBe(200);
    const now = await tableChecksums(t().db);
    // The municipality's own settings are what such a file leaves them: none (the installation's ajustes row shows).
    expect(apartFromTrapBank({ ...now, municipios: '', audit_log: '' })).toEqual(apartFromTrapBank({ ...expected, municipios: '', audit_log: '' }));
    await trapBankIsEmpty(t());
    expect(await t().db.selectFrom('municipios').select('nombre').where('id', '=', 1).executeTakeFirst()).toEqual({ nombre: null });
  });

  it('an older file, or a newer one, is refused with the reason, and nothing changes', async () => {
    const before = await tableChecksums(t().db);
    const older = await importText(t(), asOf(today, '0015_supresiones', (text) => withoutMunicipio(withoutDir3(text)), -1));
    expect(older.statusCode).toBe(422);
    expect(json(older).detail).toContain(`anterior a «${OLDEST_RESTORABLE_SCHEMA}», el más antiguo cuyas copias restaura este servidor`);
    expect(json(older).detail).toContain(NOTHING_CHANGED);
    const newer = await importText(t(), asOf(today, '0099_futuro', (text) => text));
    expect(newer.statusCode).toBe(422);
    expect(json(newer).detail).toContain(`este servidor usa «${schemaVersion(t().engine)}»`);
    expect(await tableChecksums(t().db)).toEqual(before);
  });
});
