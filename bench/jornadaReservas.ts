/**
 * The clinic-day booking race of `npm run bench`: 50 responsables book the
 * same day at the same moment, for a cat to trap that weighs 2 slots, into a
 * day of 20 slots; exactly 10 must get their slot and the day must never hold
 * more than its capacity. Repeated over several days; reports the answers,
 * the time each booking took and whether any day was overbooked.
 */
import type { Db } from '../src/server/db/schema';
import { hashPassword } from '../src/server/lib/passwords';

export const BOOKING_RACE_NAME = 'Reservas simultáneas de una jornada';
export const RESPONSABLES = 50;
const CAPACIDAD = 20;
const DIAS = 5;

export interface BookingRaceFigure {
  responsables: number;
  days: number;
  capacity: number;
  /** 200s and 409s summed over the days. */
  booked: number;
  refused: number;
  other: number;
  /** Days whose bookings weigh more than their capacity, or whose count is not what fits: must be 0. */
  overbooked: number;
  p50Ms: number;
  p99Ms: number;
}

/** Writes the racers' accounts, a clinic and the days, before the server starts. */
export async function prepareBookingRace(db: Db, password: string): Promise<{ usernames: string[]; jornadaIds: number[]; coloniaId: number }> {
  const password_hash = await hashPassword(password);
  const now = new Date().toISOString();
  const usernames = Array.from({ length: RESPONSABLES }, (_, i) => `bench-resp-${i + 1}`);
  for (const username of usernames) {
    await db.insertInto('users').values({ username, email: `${username}@bench.gatera.es`, nombre: username, password_hash, role: 'responsable', accepted_terms: 1, accepted_demo_terms: 1, created_at: now }).execute();
  }
  const colonia = await db.selectFrom('colonias').select('id').orderBy('id').executeTakeFirstOrThrow();
  const proveedor = await db.insertInto('proveedores').values({ nombre: 'Clínica del banco', direccion: 'Calle del Banco, 1', veterinario: null, numero_colegiado: 'BENCH-1', usuario_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const jornadaIds: number[] = [];
  for (let d = 1; d <= DIAS; d++) {
    const fecha = new Date(Date.now() + (30 + d) * 86_400_000).toISOString().slice(0, 10);
    jornadaIds.push((await db.insertInto('jornadas').values({ proveedor_id: proveedor.id, fecha, capacidad: CAPACIDAD, campana_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id);
  }
  return { usernames, jornadaIds, coloniaId: colonia.id };
}

export async function measureBookingRace(base: string, login: (username: string) => Promise<string>, race: Awaited<ReturnType<typeof prepareBookingRace>>): Promise<BookingRaceFigure> {
  // One after another: signing in is made slow on purpose, and 50 at once would be refused as a storm.
  const tokens: string[] = [];
  for (const username of race.usernames) tokens.push(await login(username));
  const times: number[] = [];
  let booked = 0;
  let refused = 0;
  let other = 0;
  let overbooked = 0;
  for (const jornadaId of race.jornadaIds) {
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const start = performance.now();
        const res = await fetch(`${base}/api/jornadas/${jornadaId}/reservas`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ colonia_id: race.coloniaId, sexo: 'hembra' }),
        });
        await res.arrayBuffer();
        times.push(performance.now() - start);
        return res.status;
      }),
    );
    booked += answers.filter((s) => s === 200).length;
    refused += answers.filter((s) => s === 409).length;
    other += answers.filter((s) => s !== 200 && s !== 409).length;
    const day = (await (await fetch(`${base}/api/jornadas/${jornadaId}`, { headers: { authorization: `Bearer ${tokens[0]}` } })).json()) as { ocupadas: number; capacidad: number; reservas: number };
    if (day.ocupadas > day.capacidad || day.reservas !== CAPACIDAD / 2) overbooked += 1;
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { responsables: RESPONSABLES, days: race.jornadaIds.length, capacity: CAPACIDAD, booked, refused, other, overbooked, p50Ms: at(0.5), p99Ms: at(0.99) };
}
