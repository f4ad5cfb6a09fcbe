/**
 * A synthetic municipality of any size, for the benchmark and the scale tests:
 * colonies, cats (with one shared generated photo), staff accounts, volunteers
 * assigned to colonies, campaigns with cats, complaints and inspections.
 * Rows go in through Kysely in batches inside one transaction.
 */
import type { Db } from '../schema';
import type { Role } from '../../../domain/roles';
import { ESTADOS_SALUD } from '../../../domain/types';
import { hashPassword } from '../../lib/passwords';
import { saveUpload } from '../../lib/uploads';
import { nowIso } from '../../lib/time';
import { drawCatPortrait, PORTRAIT_STYLES } from './catPortrait';
import { randomCode } from '../../lib/codes';
import { CODE_PREFIX } from '../../../domain/seguimiento';

export interface SyntheticOptions {
  db: Db;
  mediaDir: string;
  colonies: number;
  cats: number;
  center: { lat: number; lon: number };
  password: string;
  /** The accounts' names start with it (`bench-admin`): unique across an installation of several municipalities. */
  accountPrefix?: string;
}

export interface SyntheticResult {
  usernames: Record<Role, string>;
  coloniaIds: number[];
  gatoIds: number[];
}

const BATCH = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function day(offset: number): string {
  return new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
}

export async function seedSynthetic(options: SyntheticOptions): Promise<SyntheticResult> {
  const { db, colonies, cats, center, accountPrefix: prefix = 'bench' } = options;
  const created = nowIso();
  const hash = await hashPassword(options.password);
  const photo = await saveUpload(options.mediaDir, drawCatPortrait(PORTRAIT_STYLES[0], 128), 'image/png');
  const roles: Role[] = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'];

  return db.transaction().execute(async (trx) => {
    const usernames = {} as Record<Role, string>;
    const userIds = {} as Record<Role, number>;
    for (const role of roles) {
      const row = await trx
        .insertInto('users')
        .values({ username: `${prefix}-${role}`, email: `${prefix}-${role}@bench.gatera.es`, nombre: `Bench ${role}`, password_hash: hash, role, accepted_terms: 1, accepted_demo_terms: 1, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      usernames[role] = `${prefix}-${role}`;
      userIds[role] = row.id;
    }

    const coloniaIds: number[] = [];
    const colonyRows = Array.from({ length: colonies }, (_, i) => ({
      nombre: `Colonia ${String(i + 1).padStart(4, '0')} — Ñandú`,
      ubicacion: `Calle de la Peña, ${i + 1}`,
      latitude: i % 10 === 9 ? null : Number((center.lat + ((i % 50) - 25) * 0.0006).toFixed(6)),
      longitude: i % 10 === 9 ? null : Number((center.lon + (Math.floor(i / 50) - 20) * 0.0006).toFixed(6)),
      responsable_voluntario: `Voluntaria ${i % 40}`,
      estado: 'activa',
      created_at: created,
    }));
    for (const batch of chunks(colonyRows, BATCH)) {
      const rows = await trx.insertInto('colonias').values(batch).returning('id').execute();
      coloniaIds.push(...rows.map((r) => r.id));
    }

    // The benchmark volunteer and citizen look after the first colonies, as a real one would.
    const assigned = coloniaIds.slice(0, Math.max(1, Math.min(5, coloniaIds.length)));
    for (const coloniaId of assigned) {
      await trx.insertInto('asignaciones').values({ usuario_id: userIds.voluntario, colonia_id: coloniaId, created_at: created }).execute();
      await trx.insertInto('asignaciones').values({ usuario_id: userIds.usuario, colonia_id: coloniaId, created_at: created }).execute();
    }

    const gatoIds: number[] = [];
    const catRows = Array.from({ length: cats }, (_, i) => ({
      nombre: `Gato ${i + 1}`,
      raza: i % 3 === 0 ? 'Común europeo' : 'Atigrado',
      sexo: i % 2 === 0 ? 'M' : 'H',
      edad_num: 1 + (i % 11),
      edad_unidad: i % 4 === 0 ? 'años' : 'meses',
      estado_salud: ESTADOS_SALUD[i % ESTADOS_SALUD.length],
      ubicacion: `Calle de la Peña, ${(i % colonies) + 1}`,
      colonia_id: coloniaIds[i % coloniaIds.length],
      evaluacion_sanitaria: i % 5 === 0 ? null : 'Revisión sin incidencias',
      adoptabilidad: i % 7 === 0 ? 'Adoptable' : 'No adoptable',
      fecha_vacunacion: i % 3 === 0 ? null : day(i % 300),
      tipo_vacuna: i % 3 === 0 ? null : 'Trivalente felina',
      fecha_desparasitacion: i % 4 === 0 ? null : day(i % 250),
      fecha_esterilizacion: i % 10 < 6 ? day(i % 330) : null,
      codigo_identificacion: String(900000000000000 + i),
      imagen: photo,
      activo: (i % 50 === 49 ? 0 : 1) as 0 | 1,
      created_at: created,
      updated_at: created,
    }));
    for (const batch of chunks(catRows, BATCH)) {
      const rows = await trx.insertInto('gatos').values(batch).returning('id').execute();
      gatoIds.push(...rows.map((r) => r.id));
    }

    const campaignCount = Math.max(1, Math.round(colonies / 20));
    for (let c = 0; c < campaignCount; c++) {
      const row = await trx
        .insertInto('campanas')
        .values({ nombre: `Campaña ${c + 1}`, fecha_inicio: day(c * 30), fecha_fin: day(c * 30 + 90), estatus: c % 3 === 0 ? 'completada' : 'en progreso', voluntarios_involucrados: 'Equipo CER', gatos_objetivo: 50, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = gatoIds.slice(c * 40, c * 40 + 40).map((gato_id) => ({ campana_id: row.id, gato_id, created_at: created }));
      if (members.length) await trx.insertInto('campana_gatos').values(members).execute();
    }

    const complaints = Array.from({ length: Math.max(1, Math.round(colonies / 4)) }, (_, i) => ({
      fecha: created,
      descripcion: `Queja vecinal ${i + 1}`,
      colonia_id: coloniaIds[i % coloniaIds.length],
      solucion_responsable: null,
      archivo: null,
      estatus: i % 3 === 0 ? 'resuelta' : 'pendiente',
      usuario_id: userIds.usuario,
      resuelta_at: null,
      codigo_seguimiento: randomCode(CODE_PREFIX.queja),
    }));
    for (const batch of chunks(complaints, BATCH)) await trx.insertInto('quejas').values(batch).execute();
    const inspections = complaints.map((q, i) => ({ fecha: created, colonia_id: q.colonia_id!, observaciones: `Inspección ${i + 1}`, acciones_recomendadas: null, archivo: null, estatus: 'pendiente', usuario_id: userIds.responsable, resuelta_at: null }));
    for (const batch of chunks(inspections, BATCH)) await trx.insertInto('inspecciones').values(batch).execute();

    // A year of monthly street counts per colony (CER programme): the dashboard reads the latest of each.
    const perColony = Math.max(1, Math.round(cats / Math.max(1, colonies)));
    const censuses = coloniaIds.flatMap((colonia_id, c) =>
      Array.from({ length: 12 }, (_, m) => {
        const gatos_vistos = Math.round(perColony * (1.1 + ((c + m) % 5) / 10));
        const crias = m % 4 === 0 ? Math.floor(gatos_vistos / 10) : 0;
        return { colonia_id, fecha: day(m * 30), gatos_vistos, crias, marcados_vistos: Math.floor((gatos_vistos - crias) * 0.5), observaciones: null, usuario_id: userIds.voluntario, created_at: created, updated_at: created };
      }),
    );
    for (const batch of chunks(censuses, BATCH)) await trx.insertInto('censos').values(batch).execute();

    return { usernames, coloniaIds, gatoIds };
  });
}
