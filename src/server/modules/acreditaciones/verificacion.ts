/**
 * The public verification of a caregiver's card by its code: whether it is
 * valid today, until when, for which colonies, and the caregiver's first name
 * with the initial of their surname; nothing else of the person. The code is
 * unique in the whole installation, so a card of any municipality verifies
 * at the same address; it is then read in its municipality's own scope.
 */
import type { Db } from '../../db/schema';
import type { Config } from '../../config';
import type { VerificacionCarne } from '../../../domain/schemas/acreditacion';
import { hoyEnEspana } from '../../../domain/cer';
import { esValida, nombreEInicial } from '../../../domain/acreditaciones';
import { withScope } from '../../tenancy/scope';
import { municipioSettings } from '../ajustes/settings';
import { acreditacionesRepository } from './repository';

export async function verificarCarne(db: Db, config: Config, codigo: string, today = hoyEnEspana()): Promise<VerificacionCarne | undefined> {
  const owner = await withScope('installation', () => db.selectFrom('acreditaciones').select('municipio_id').where('codigo', '=', codigo).executeTakeFirst());
  if (!owner) return undefined;
  return withScope({ municipios: [owner.municipio_id] }, async () => {
    const acreditacion = await acreditacionesRepository(db).findByCodigo(codigo, today);
    if (!acreditacion) return undefined;
    const { municipio } = await municipioSettings(db, config).current();
    return {
      tipo: 'carne' as const,
      codigo: acreditacion.codigo,
      valido: esValida(acreditacion.estado),
      hasta: acreditacion.hasta,
      colonias: acreditacion.colonias.map((c) => c.nombre),
      nombre: nombreEInicial(acreditacion.usuario_nombre),
      municipio: municipio.nombre,
    };
  });
}
