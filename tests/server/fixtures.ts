/** Records for tests, inserted straight into the database. */
import type { Db, NewGato } from '../../src/server/db/schema';
import { nowIso } from '../../src/server/lib/time';

export async function createColonia(db: Db, values: Partial<{ nombre: string; ubicacion: string; latitude: number | null; longitude: number | null; responsable_voluntario: string | null }> = {}) {
  return db
    .insertInto('colonias')
    .values({
      nombre: values.nombre ?? `Colonia ${Math.random().toString(36).slice(2, 8)}`,
      ubicacion: values.ubicacion ?? 'Calle Mayor, 1',
      latitude: values.latitude === undefined ? 41.0686 : values.latitude,
      longitude: values.longitude === undefined ? -2.6427 : values.longitude,
      responsable_voluntario: values.responsable_voluntario ?? null,
      estado: 'activa',
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createGato(db: Db, coloniaId: number, values: Partial<NewGato> = {}) {
  const now = nowIso();
  return db
    .insertInto('gatos')
    .values({ nombre: 'Misi', sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: coloniaId, created_at: now, updated_at: now, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function assign(db: Db, usuarioId: number, coloniaId: number) {
  await db.insertInto('asignaciones').values({ usuario_id: usuarioId, colonia_id: coloniaId, created_at: nowIso() }).execute();
}
