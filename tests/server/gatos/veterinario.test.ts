/** A veterinario edits only the health fields of a cat. */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { GATO_HEALTH_FIELDS } from '../../../src/domain/gatos';
import { multipart, photo, validCode } from './support';

describeEachEngine('gatos: the veterinario edits health fields only', (t) => {
  let colonia: { id: number };
  let otra: { id: number };
  beforeAll(async () => {
    colonia = await createColonia(t().db, { nombre: 'Colonia Vet' });
    otra = await createColonia(t().db, { nombre: 'Colonia Otra' });
  });
  const put = (id: number, payload: Record<string, unknown>, as: 'veterinario' | 'responsable' = 'veterinario') =>
    t().request({ method: 'PUT', url: `/api/gatos/gatos/${id}`, as, payload });
  const row = (id: number) => t().db.selectFrom('gatos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('saves every health field', async () => {
    const gato = await createGato(t().db, colonia.id);
    const res = await put(gato.id, {
      estado_salud: 'Regular',
      evaluacion_sanitaria: 'Otitis leve',
      fecha_vacunacion: '2025-05-01',
      tipo_vacuna: 'Trivalente',
      fecha_desparasitacion: '2025-05-02',
      fecha_esterilizacion: '2025-05-03',
    });
    expect(res.statusCode).toBe(200);
    expect(await row(gato.id)).toMatchObject({
      estado_salud: 'Regular',
      evaluacion_sanitaria: 'Otitis leve',
      fecha_vacunacion: '2025-05-01',
      tipo_vacuna: 'Trivalente',
      fecha_desparasitacion: '2025-05-02',
      fecha_esterilizacion: '2025-05-03',
    });
  });

  it('refuses with 403 and a Spanish detail any other field, changing nothing', async () => {
    const gato = await createGato(t().db, colonia.id, { codigo_identificacion: validCode(501) });
    const before = await row(gato.id);
    for (const change of [{ nombre: 'Otro nombre' }, { colonia_id: otra.id }, { ubicacion: 'Otra calle, 9' }, { codigo_identificacion: validCode(502) }, { sexo: 'M' }, { adoptabilidad: 'Sí' }]) {
      const res = await put(gato.id, { estado_salud: 'Malo', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(json(res).detail).toMatch(/^Como veterinario solo puedes modificar los datos de salud/);
      expect(json(res).detail).toContain(`«${Object.keys(change)[0]}»`);
    }
    expect(await row(gato.id)).toEqual(before);
  });

  it('refuses a new photo from the veterinario', async () => {
    const gato = await createGato(t().db, colonia.id);
    const res = await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'veterinario', ...multipart({ estado_salud: 'Bueno' }, { ...photo(), field: 'imagen' }) });
    expect(res.statusCode).toBe(403);
    expect(json(res).detail).toContain('«imagen»');
    expect((await row(gato.id)).estado_salud).toBeNull();
  });

  it('tolerates the other fields sent back unchanged (a client that sends the whole record)', async () => {
    const gato = await createGato(t().db, colonia.id, { edad_num: 3, codigo_identificacion: validCode(503) });
    const whole = { nombre: gato.nombre, sexo: gato.sexo, ubicacion: gato.ubicacion, colonia_id: gato.colonia_id, edad_num: 3, edad_unidad: gato.edad_unidad, codigo_identificacion: gato.codigo_identificacion };
    const res = await put(gato.id, { ...whole, estado_salud: 'Bueno', tipo_vacuna: 'Rabia' });
    expect(res.statusCode).toBe(200);
    expect(await row(gato.id)).toMatchObject({ ...whole, estado_salud: 'Bueno', tipo_vacuna: 'Rabia' });
  });

  it('keeps every field editable for the other editing roles', async () => {
    const gato = await createGato(t().db, colonia.id);
    const res = await put(gato.id, { nombre: 'Renombrado', colonia_id: otra.id, estado_salud: 'Bueno' }, 'responsable');
    expect(res.statusCode).toBe(200);
    expect(await row(gato.id)).toMatchObject({ nombre: 'Renombrado', colonia_id: otra.id, estado_salud: 'Bueno' });
  });

  it('names the six health fields', () => {
    expect([...GATO_HEALTH_FIELDS].sort()).toEqual(['estado_salud', 'evaluacion_sanitaria', 'fecha_desparasitacion', 'fecha_esterilizacion', 'fecha_vacunacion', 'tipo_vacuna']);
  });
});
