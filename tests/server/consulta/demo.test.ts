/** The demo's partner network: the partner vet signs in to the lookup, belongs to the demo clinic, and the log shows their lookups. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { DEMO_CHIP_DESCONOCIDO } from '../../../src/server/db/seed/demoConsulta';
import type { ConsultaMicrochip, Entidad } from '../../../src/domain/schemas/entidad';

describeEachEngine('partner network demo data', (t) => {
  it('a partner vet of the demo clinic whose lookups are logged; a colony cat’s chip answers with its colony', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.0686, lon: -2.6427 }, zonaHoraria: 'Europe/Madrid' });
    const vet = await t().db.selectFrom('users').select(['id', 'username', 'email', 'role', 'entidad_id']).where('username', '=', 'profesional').executeTakeFirstOrThrow();
    expect(vet.role).toBe('profesional');
    const entidades = json<Entidad[]>(await t().request({ method: 'GET', url: '/api/entidades/', as: 'admin' }));
    expect(entidades.map((e) => e.nombre)).toEqual(['Asociación Felina del Castillo', 'Clínica Veterinaria San Roque']);
    expect(entidades.find((e) => e.id === vet.entidad_id)?.tipo).toBe('clinica');

    const log = json<ConsultaMicrochip[]>(await t().request({ method: 'GET', url: '/api/consultas-microchip/', as: 'admin' }));
    expect(log.map((q) => q.colonia)).toEqual([true, false, true]);
    expect(log[1].microchip).toBe(DEMO_CHIP_DESCONOCIDO);
    expect(log.every((q) => q.entidad_nombre === 'Clínica Veterinaria San Roque' && q.usuario_id === vet.id)).toBe(true);

    const as = { ...vet, role: 'profesional' as const, password: '' };
    const answer = json(await t().request({ method: 'GET', url: `/api/consulta/microchip/${log[0].microchip}`, as }));
    expect(answer).toMatchObject({ colonia: true, colonia_nombre: log[0].colonia_nombre });
    expect(json(await t().request({ method: 'GET', url: `/api/consulta/microchip/${DEMO_CHIP_DESCONOCIDO}`, as }))).toMatchObject({ colonia: false });
  });
});
