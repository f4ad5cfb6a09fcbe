/**
 * The demo's accredited caregivers: a course three volunteers attended, Lucía
 * accredited for her two colonies and a member of the partner association,
 * Pedro's accreditation about to expire; both cards verify as valid.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import type { Acreditacion, Curso } from '../../../src/domain/schemas/acreditacion';

describeEachEngine('accreditation demo data', (t) => {
  it('two accredited caregivers, one about to expire, from a course; their cards verify', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const cursos = json<Curso[]>(await t().request({ method: 'GET', url: '/api/cursos/', as: 'admin' }));
    expect(cursos).toHaveLength(1);
    expect(cursos[0].asistentes.map((a) => a.nombre)).toEqual(['Lucía Serrano', 'María López', 'Pedro Gómez']);

    const acreditaciones = json<Acreditacion[]>(await t().request({ method: 'GET', url: '/api/acreditaciones/', as: 'admin' }));
    const byName = Object.fromEntries(acreditaciones.map((a) => [a.usuario_nombre, a]));
    expect(Object.keys(byName).sort()).toEqual(['Lucía Serrano', 'Pedro Gómez']);
    expect(byName['Lucía Serrano']).toMatchObject({ estado: 'vigente', curso_titulo: cursos[0].titulo, entidad_nombre: 'Asociación Felina del Castillo' });
    expect(byName['Lucía Serrano'].colonias).toHaveLength(2);
    expect(byName['Pedro Gómez']).toMatchObject({ estado: 'por_caducar', entidad_nombre: null });

    for (const a of acreditaciones) {
      const verificacion = json(await t().request({ method: 'GET', url: `/api/verificar/${a.codigo}`, as: null }));
      expect(verificacion).toMatchObject({ tipo: 'carne', valido: true, hasta: a.hasta });
    }
    // The caregiver sees their own.
    const pedro = await t().db.selectFrom('users').select(['id', 'username', 'email']).where('username', '=', 'usuario').executeTakeFirstOrThrow();
    const own = json<Acreditacion[]>(await t().request({ method: 'GET', url: '/api/acreditaciones/', as: { ...pedro, role: 'usuario', password: '' } }));
    expect(own.map((a) => a.usuario_nombre)).toEqual(['Pedro Gómez']);
  });
});
