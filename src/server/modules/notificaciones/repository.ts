/** The rows of notices: each person's devices, chosen channels, and the queue of notices (scoped to the work's municipality). */
import type { Selectable } from 'kysely';
import type { ColaAvisosTable, Db } from '../../db/schema';
import { isCanalAviso, type CanalAviso, type TipoAviso } from '../../../domain/notificaciones';
import { nowIso } from '../../lib/time';

export type AvisoRow = Selectable<ColaAvisosTable>;

export interface NuevoAviso {
  usuario_id: number;
  tipo: TipoAviso;
  clave: string;
  canal: 'push' | 'email';
  titulo: string;
  cuerpo: string;
  url: string;
  correo_tipo: string | null;
  correo_destino: string | null;
}

export function notificacionesRepository(db: Db) {
  return {
    /** An active account of this municipality, by id or by address. */
    persona(destinatario: { usuario: number } | { email: string }) {
      const query = db.selectFrom('users').select(['id', 'email', 'role']).where('activo', '=', 1);
      return ('usuario' in destinatario ? query.where('id', '=', destinatario.usuario) : query.where('email', '=', destinatario.email.trim().toLowerCase())).executeTakeFirst();
    },

    async preferencias(usuarioId: number): Promise<Map<string, CanalAviso>> {
      const rows = await db.selectFrom('preferencias_aviso').select(['tipo', 'canal']).where('usuario_id', '=', usuarioId).execute();
      return new Map(rows.filter((r) => isCanalAviso(r.canal)).map((r) => [r.tipo, r.canal as CanalAviso]));
    },

    async guardarPreferencia(usuarioId: number, tipo: TipoAviso, canal: CanalAviso): Promise<void> {
      await db
        .insertInto('preferencias_aviso')
        .values({ usuario_id: usuarioId, tipo, canal, updated_at: nowIso() })
        .onConflict((oc) => oc.columns(['usuario_id', 'tipo']).doUpdateSet({ canal, updated_at: nowIso() }))
        .execute();
    },

    async tieneSuscripcion(usuarioId: number): Promise<boolean> {
      return (await db.selectFrom('suscripciones_push').select('id').where('usuario_id', '=', usuarioId).executeTakeFirst()) !== undefined;
    },

    suscripciones(usuarioId: number) {
      return db.selectFrom('suscripciones_push').select(['id', 'endpoint', 'p256dh', 'auth']).where('usuario_id', '=', usuarioId).orderBy('id').execute();
    },

    /** Stores a device's subscription for the person; a device that was someone else's (another sign-in on it) becomes theirs. */
    async suscribir(usuarioId: number, endpoint: string, p256dh: string, auth: string): Promise<number> {
      const row = await db
        .insertInto('suscripciones_push')
        .values({ usuario_id: usuarioId, endpoint, p256dh, auth, created_at: nowIso(), ultimo_exito: null })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ usuario_id: usuarioId, p256dh, auth, created_at: nowIso(), ultimo_exito: null }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The person's subscription of this device, removed; its id, or null when there was none. */
    async desuscribir(usuarioId: number, endpoint: string): Promise<number | null> {
      const row = await db.deleteFrom('suscripciones_push').where('usuario_id', '=', usuarioId).where('endpoint', '=', endpoint).returning('id').executeTakeFirst();
      return row?.id ?? null;
    },

    exito(id: number) {
      return db.updateTable('suscripciones_push').set({ ultimo_exito: nowIso() }).where('id', '=', id).execute();
    },

    olvidar(id: number) {
      return db.deleteFrom('suscripciones_push').where('id', '=', id).execute();
    },

    /** Queues a notice; its id, or null when the same one (person, kind, key) is queued or sent already. */
    async encolar(aviso: NuevoAviso, at: string): Promise<number | null> {
      const row = await db
        .insertInto('cola_avisos')
        .values({ ...aviso, intentos: 0, siguiente_intento: at, reservado_hasta: null, enviado_at: aviso.canal === 'email' ? at : null, ultimo_error: null, created_at: at })
        .onConflict((oc) => oc.columns(['usuario_id', 'tipo', 'clave']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
