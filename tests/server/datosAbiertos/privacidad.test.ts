/**
 * What the open data never carries, with the data holding all of it: a
 * person's name (the colony's responsable, an account, a volunteer, someone
 * who asked to adopt), an e-mail, a microchip, an address, an exact point, or
 * a cat given baja or deleted counted as living in its colony.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';

const FILES = ['colonias.geojson', 'colonias.csv', 'programa.csv', 'catalogo.jsonld'];

describeEachEngine('open data: no personal data', (t) => {
  it('leaves out every name, e-mail, microchip, address and exact point, and counts only the cats living in the colony', async () => {
    const db = t().db;
    const colonia = await createColonia(db, {
      nombre: 'Colonia del Lavadero',
      ubicacion: 'Calle de la Amargura, 13',
      latitude: 41.069123,
      longitude: -2.643911,
      responsable_voluntario: 'Remedios Cuidadora Vallejo',
    });
    const voluntaria = await t().createUser('voluntario', { nombre: 'Eusebia Voluntaria Quintana' });
    await assign(db, voluntaria.id, colonia.id);
    const vecino = await t().createUser('usuario', { nombre: 'Anselmo Vecino Iturbe' });
    const now = nowIso();
    await db.insertInto('censos').values({ colonia_id: colonia.id, fecha: '2025-06-01', gatos_vistos: 3, crias: 0, marcados_vistos: 1, observaciones: 'Contado con Eusebia', usuario_id: voluntaria.id, created_at: now, updated_at: now }).execute();
    await db.insertInto('quejas').values({ fecha: now, descripcion: 'Queja de Anselmo Vecino Iturbe', colonia_id: colonia.id, usuario_id: vecino.id }).execute();

    const living = await createGato(db, colonia.id, { nombre: 'Misifú Secreto', codigo_identificacion: '941000012345678', fecha_esterilizacion: '2025-03-01', ubicacion: 'Portal 3 de la calle Amargura' });
    await createGato(db, colonia.id, { nombre: 'Tizón de Baja', codigo_identificacion: '941000087654321', fecha_esterilizacion: '2025-03-01', activo: 0, baja_motivo: 'trasladado' });
    const deleted = await createGato(db, colonia.id, { nombre: 'Borrado', codigo_identificacion: '941000011112222', fecha_esterilizacion: '2025-03-01' });
    expect((await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${deleted.id}`, as: 'admin' })).statusCode).toBe(200);
    await db
      .insertInto('adopcion_solicitudes')
      .values({ gato_id: living.id, nombre: 'Adoptante Ramírez Soto', email: 'adoptante.ramirez@correo.example', telefono: '600111222', mensaje: 'Me gustaría adoptarlo', acepta_privacidad_at: now, created_at: now, updated_at: now })
      .execute();
    const admin = await t().user('admin');

    const forbidden = [
      'Remedios', 'Cuidadora', 'Eusebia', 'Quintana', 'Anselmo', 'Iturbe', 'Ramírez', 'adoptante.ramirez', '600111222', voluntaria.username, voluntaria.email, vecino.email,
      admin.username, admin.email, '941000012345678', '941000087654321', '941000011112222', 'Amargura', 'Portal 3', 'Misifú', 'Tizón', '41.069123', '-2.643911', '41.0691', '-2.6439',
    ];
    for (const file of FILES) {
      const res = await t().request({ method: 'GET', url: `/api/datos-abiertos/${file}` });
      expect(res.statusCode, file).toBe(200);
      for (const text of forbidden) expect(res.body, `${file}: ${text}`).not.toContain(text);
    }

    const feature = json(await t().request({ method: 'GET', url: '/api/datos-abiertos/colonias.geojson' })).features.find((f: { id: number }) => f.id === colonia.id);
    expect(Object.keys(feature.properties)).toEqual(['id', 'nombre', 'estado', 'numero_gatos', 'esterilizados', 'cobertura']);
    // Only Misifú lives there: the cat given baja and the deleted one are not counted.
    expect(feature.properties).toMatchObject({ numero_gatos: 1, esterilizados: 1 });
  });
});
