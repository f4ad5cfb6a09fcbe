/**
 * Sterilisation and identification certificates: one per content (the cat,
 * its microchip and its sterilisation date), so asking again for an unchanged
 * cat gives back the certificate already issued; and a certificate verifies
 * only while the cat is still active with the microchip and date it states.
 */
import { REGISTRO_MESSAGES } from './messages';
import { CODE_PREFIX } from '../../../domain/seguimiento';
import type { Db } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { withUniqueCode } from '../../lib/codes';
import { nowIso } from '../../lib/time';

export interface CertificableGato {
  id: number;
  microchip: string;
  fecha_esterilizacion: string | null;
}

/** The content a certificate states, as one key (the migration 0017 wrote the same for the certificates issued before it). */
export function certificadoHuella(gato: CertificableGato): string {
  return `${gato.id}|${gato.microchip}|${gato.fecha_esterilizacion ?? ''}`;
}

/** The cat's certificate for what it is now: the one already issued, or a new one (recorded and audited). */
export async function certificadoDe(db: Db, gato: CertificableGato, actor: Actor): Promise<{ codigo: string; emitido_at: string }> {
  const huella = certificadoHuella(gato);
  const find = () => db.selectFrom('certificados').select(['codigo', 'emitido_at']).where('huella', '=', huella).executeTakeFirst();
  const issued = await find();
  if (issued) return issued;
  await withUniqueCode(CODE_PREFIX.certificado, (codigo) =>
    db.transaction().execute(async (trx) => {
      // Two requests at once: the unique huella keeps one row, and both answer it.
      const row = await trx
        .insertInto('certificados')
        .values({ codigo, gato_id: gato.id, microchip: gato.microchip, fecha_esterilizacion: gato.fecha_esterilizacion, usuario_id: actor.id, emitido_at: nowIso(), huella })
        .onConflict((oc) => oc.column('huella').doNothing())
        .returning('codigo')
        .executeTakeFirst();
      if (row) await recordAudit(trx, actor, 'crear', 'certificados', codigo, `gato ${gato.id}`);
    }),
  );
  return (await find())!;
}

export interface Verificacion {
  codigo: string;
  microchip: string;
  emitido_at: string;
  fecha_esterilizacion: string | null;
  /** Null while the certificate holds; else the Spanish reason it no longer does. */
  motivo: string | null;
}

/** A certificate by its code, with whether the cat still matches it; undefined when no certificate has that code. */
export async function verificarCertificado(db: Db, codigo: string): Promise<Verificacion | undefined> {
  const row = await db
    .selectFrom('certificados as c')
    .innerJoin('gatos as g', 'g.id', 'c.gato_id')
    .select(['c.codigo', 'c.microchip', 'c.emitido_at', 'c.fecha_esterilizacion', 'g.activo', 'g.codigo_identificacion', 'g.fecha_esterilizacion as fecha_actual'])
    .where('c.codigo', '=', codigo)
    .executeTakeFirst();
  if (!row) return undefined;
  const motivo =
    row.activo !== 1
      ? REGISTRO_MESSAGES.invalidoBaja
      : row.codigo_identificacion !== row.microchip
        ? REGISTRO_MESSAGES.invalidoMicrochip
        : row.fecha_actual !== row.fecha_esterilizacion
          ? REGISTRO_MESSAGES.invalidoEsterilizacion
          : null;
  return { codigo: row.codigo, microchip: row.microchip, emitido_at: row.emitido_at, fecha_esterilizacion: row.fecha_esterilizacion, motivo };
}
