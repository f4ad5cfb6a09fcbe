/** Litters and newcomers: a colony's litters recorded, corrected and deleted (with their rules and roles), each census's adults beyond the register, and the dashboard's arrivals per year (with the clinic days' pregnant and lactating females) on a hand-made colony. */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { hoyEnEspana } from '../../../src/domain/cer';
import { nowIso } from '../../../src/server/lib/time';
import type { CamadasAnio } from '../../../src/domain/schemas/camada';
import type { Flag } from '../../../src/server/db/schema';

const base = (id: number) => `/api/colonias/colonias/${id}`;
const today = hoyEnEspana();
const lastYear = Number(today.slice(0, 4)) - 1;
const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function censo(t: TestApp, coloniaId: number, fecha: string, gatos_vistos: number, crias: number) {
  const now = nowIso();
  return (await t.db.insertInto('censos').values({ colonia_id: coloniaId, fecha, gatos_vistos, crias, marcados_vistos: 0, observaciones: null, usuario_id: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
}

const camadasRows = (t: TestApp) => t.db.selectFrom('camadas').selectAll().orderBy('id').execute();

describeEachEngine('CER: litters and newcomers', (t) => {
  it('a responsable records litters, the list shows the latest first with the mother\'s name, and edits and deletes are audited', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Camadas del Parque' });
    const madre = await createGato(t().db, colonia.id, { nombre: 'Canela', sexo: 'H' });
    const first = await t().request({ method: 'POST', url: `${base(colonia.id)}/camadas`, as: 'responsable', payload: { fecha: `${lastYear}-05-02`, crias: 4, madre_id: madre.id, en_colonia: 2, adoptadas: 1 } });
    expect(first.statusCode).toBe(200);
    const created = json(first);
    expect(created).toMatchObject({ colonia_id: colonia.id, fecha: `${lastYear}-05-02`, crias: 4, madre_id: madre.id, en_colonia: 2, adoptadas: 1, fallecidas: 0, trasladadas: 0, notas: null });
    const second = json(await t().request({ method: 'POST', url: `${base(colonia.id)}/camadas`, as: 'admin', payload: { fecha: today, crias: 3, notas: '  Junto al contenedor  ' } }));
    expect(second).toMatchObject({ madre_id: null, notas: 'Junto al contenedor' });

    const list = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/camadas`, as: 'veterinario' }));
    expect(list.map((c: { id: number; madre_nombre: string | null }) => [c.id, c.madre_nombre])).toEqual([
      [second.id, null],
      [created.id, 'Canela'],
    ]);

    const edited = await t().request({ method: 'PUT', url: `${base(colonia.id)}/camadas/${created.id}`, as: 'responsable', payload: { fecha: `${lastYear}-05-02`, crias: 4, madre_id: madre.id, en_colonia: 1, adoptadas: 1, fallecidas: 1, trasladadas: 1 } });
    expect(json(edited)).toMatchObject({ en_colonia: 1, adoptadas: 1, fallecidas: 1, trasladadas: 1 });
    const deleted = await t().request({ method: 'DELETE', url: `${base(colonia.id)}/camadas/${second.id}`, as: 'responsable' });
    expect(json(deleted)).toEqual({ message: 'Camada eliminada correctamente' });
    expect((await camadasRows(t())).filter((c) => c.colonia_id === colonia.id).map((c) => c.id)).toEqual([created.id]);

    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad_id']).where('entidad', '=', 'camadas').orderBy('id').execute();
    expect(audit.slice(-4)).toEqual([
      { accion: 'crear', entidad_id: String(created.id) },
      { accion: 'crear', entidad_id: String(second.id) },
      { accion: 'editar', entidad_id: String(created.id) },
      { accion: 'eliminar', entidad_id: String(second.id) },
    ]);
  });

  it('refuses a litter that breaks a rule with the field in Spanish (or the reader\'s language) and leaves the table as it was', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Camadas con errores' });
    const otra = await createColonia(t().db, { nombre: 'Otra colonia' });
    const ajena = await createGato(t().db, otra.id, { nombre: 'Ajena' });
    const before = await camadasRows(t());
    const cases: [Record<string, unknown>, string][] = [
      [{ fecha: '2025-02-30', crias: 3 }, 'El campo «fecha» debe ser una fecha válida (AAAA-MM-DD).'],
      [{ fecha: tomorrow, crias: 3 }, 'El campo «fecha» no puede ser posterior a hoy.'],
      [{ fecha: today, crias: 0 }, 'El campo «crias» debe ser un número entero entre 1 y 15.'],
      [{ fecha: today, crias: 16 }, 'El campo «crias» debe ser un número entero entre 1 y 15.'],
      [{ fecha: today, crias: 3, en_colonia: 2, adoptadas: 2 }, 'Las crías en la colonia, adoptadas, fallecidas y trasladadas no pueden sumar más que «crias».'],
      [{ fecha: today, crias: 3, madre_id: ajena.id }, 'El campo «madre_id» debe ser un gato de esta colonia.'],
      [{ fecha: today, crias: 3, notas: 'x'.repeat(2001) }, 'notas'],
    ];
    for (const [payload, detail] of cases) {
      const answer = await t().request({ method: 'POST', url: `${base(colonia.id)}/camadas`, as: 'responsable', payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(json(answer).detail, JSON.stringify(payload)).toContain(detail);
    }
    const english = await t().request({ method: 'POST', url: `${base(colonia.id)}/camadas`, as: 'responsable', payload: { fecha: today, crias: 3, fallecidas: 4 }, headers: { 'accept-language': 'en' } });
    expect(json(english).detail).toBe('Kittens in the colony, adopted, dead and moved cannot add up to more than «crias».');
    expect(await camadasRows(t())).toEqual(before);
  });

  it('a voluntario records litters only in their colonies (others answer 404); a veterinario reads only; a usuario is refused', async () => {
    const suya = await createColonia(t().db, { nombre: 'Camadas de la voluntaria' });
    const ajena = await createColonia(t().db, { nombre: 'Camadas ajenas' });
    const voluntario = await t().createUser('voluntario');
    await assign(t().db, voluntario.id, suya.id);
    const payload = { fecha: today, crias: 2 };
    expect((await t().request({ method: 'POST', url: `${base(suya.id)}/camadas`, as: voluntario, payload })).statusCode).toBe(200);
    expect((await t().request({ method: 'POST', url: `${base(ajena.id)}/camadas`, as: voluntario, payload })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url: `${base(ajena.id)}/camadas`, as: voluntario })).statusCode).toBe(404);
    expect((await t().request({ method: 'POST', url: `${base(suya.id)}/camadas`, as: 'veterinario', payload })).statusCode).toBe(403);
    expect((await t().request({ method: 'GET', url: `${base(suya.id)}/camadas`, as: 'veterinario' })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: `${base(suya.id)}/camadas`, as: 'usuario' })).statusCode).toBe(403);
    expect((await t().request({ method: 'GET', url: '/api/informes/informes/panel/camadas', as: 'voluntario' })).statusCode).toBe(403);
  });

  it('counts births and newcomers per year against sterilisations on a hand-made colony', async () => {
    const panel = async () => json(await t().request({ method: 'GET', url: '/api/informes/informes/panel/camadas', as: 'responsable' })).anios as CamadasAnio[];
    const yearOf = (anios: CamadasAnio[]) => anios.find((a) => a.anio === lastYear)!;
    const beforeAnios = await panel();
    expect(beforeAnios.map((a) => a.anio)).toEqual([lastYear - 3, lastYear - 2, lastYear - 1, lastYear, lastYear + 1]);
    const before = yearOf(beforeAnios);

    const colonia = await createColonia(t().db, { nombre: 'Colonia contada a mano' });
    const at = (day: string) => `${lastYear}-${day}T10:00:00.000Z`;
    // Registered on 10 January: two cats, one sterilised in March; a third given baja on 1 February; a fourth registered in December.
    await createGato(t().db, colonia.id, { created_at: at('01-10'), updated_at: at('01-10'), fecha_esterilizacion: `${lastYear}-03-15` });
    await createGato(t().db, colonia.id, { created_at: at('01-10'), updated_at: at('01-10') });
    await createGato(t().db, colonia.id, { created_at: at('01-10'), updated_at: at('02-01'), activo: 0 });
    await createGato(t().db, colonia.id, { created_at: at('12-01'), updated_at: at('12-01'), fecha_esterilizacion: `${lastYear}-12-02` });
    // April: 7 seen, 2 kittens → 5 adults against 2 registered: 3 newcomers. June: 4 adults → 2. December: 6 adults against 3 → 3.
    const april = await censo(t(), colonia.id, `${lastYear}-04-01`, 7, 2);
    const june = await censo(t(), colonia.id, `${lastYear}-06-01`, 5, 1);
    const december = await censo(t(), colonia.id, `${lastYear}-12-05`, 6, 0);
    for (const [fecha, crias] of [[`${lastYear}-05-02`, 4], [`${lastYear}-09-20`, 3]] as const) {
      expect((await t().request({ method: 'POST', url: `${base(colonia.id)}/camadas`, as: 'responsable', payload: { fecha, crias } })).statusCode).toBe(200);
    }

    // Clinic days: in June, two females found pregnant (one of them also lactating) and a third lactating; a male; one pregnant the year before.
    const proveedor = (await t().db.insertInto('proveedores').values({ nombre: 'Clínica del Parque', direccion: 'Calle Mayor, 1', veterinario: null, numero_colegiado: 'COL-1', usuario_id: null, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
    const jornada = async (fecha: string, hallazgos: { gestante: Flag; lactante: Flag }[]) => {
      const id = (await t().db.insertInto('jornadas').values({ proveedor_id: proveedor, fecha, capacidad: 10, campana_id: null, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
      for (const { gestante, lactante } of hallazgos) {
        await t().db.insertInto('jornada_reservas').values({ jornada_id: id, gato_id: null, colonia_id: colonia.id, sexo: 'hembra', cachorro: 0, peso: 2, usuario_id: null, created_at: nowIso(), resultado_at: nowIso(), presentado: 1, operado: 1, gestante, lactante }).execute();
      }
    };
    await jornada(`${lastYear}-06-10`, [{ gestante: 1, lactante: 0 }, { gestante: 1, lactante: 1 }, { gestante: 0, lactante: 1 }, { gestante: 0, lactante: 0 }]);
    await jornada(`${lastYear - 1}-06-10`, [{ gestante: 1, lactante: 0 }]);

    const llegados = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/recien-llegados`, as: 'veterinario' }));
    expect(llegados).toEqual([
      { censo_id: december, fecha: `${lastYear}-12-05`, adultos_vistos: 6, registrados: 3, recien_llegados: 3 },
      { censo_id: june, fecha: `${lastYear}-06-01`, adultos_vistos: 4, registrados: 2, recien_llegados: 2 },
      { censo_id: april, fecha: `${lastYear}-04-01`, adultos_vistos: 5, registrados: 2, recien_llegados: 3 },
    ]);

    // The colony's most in one census of the year (3), not the sum of its censuses: the same cats are seen again.
    const after = await panel();
    expect(after.find((a) => a.anio === lastYear - 1)!.gestantes).toBe(beforeAnios.find((a) => a.anio === lastYear - 1)!.gestantes + 1);
    expect(yearOf(after)).toEqual({
      anio: lastYear,
      camadas: before.camadas + 2,
      nacimientos: before.nacimientos + 7,
      gestantes: before.gestantes + 2,
      lactantes: before.lactantes + 2,
      recien_llegados: before.recien_llegados + 3,
      esterilizaciones: before.esterilizaciones + 2,
    });
  });

  it('a colony removed from the database takes its litters with it; a mother\'s deletion leaves the litter without her', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia que se va' });
    const madre = await createGato(t().db, colonia.id, { nombre: 'Luna' });
    const camada = json(await t().request({ method: 'POST', url: `${base(colonia.id)}/camadas`, as: 'responsable', payload: { fecha: today, crias: 2, madre_id: madre.id } }));
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${madre.id}`, as: 'admin' })).statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: `${base(colonia.id)}/camadas`, as: 'responsable' }))).toEqual([expect.objectContaining({ id: camada.id, madre_id: null, madre_nombre: null })]);
    await t().db.deleteFrom('colonias').where('id', '=', colonia.id).execute();
    expect(await t().db.selectFrom('camadas').select('id').where('id', '=', camada.id).execute()).toEqual([]);
  });
});
