/**
 * Swapping two shifts of a colony's rota. A voluntario asks; the rota changes
 * only when the colleague accepts or staff approve (or when staff swap the
 * shifts themselves, as managers of the rota). One place for the swap, so
 * every path keeps its rules: nobody ends up holding a shift twice, the other
 * pending requests about those shifts are voided, and the change is audited.
 */
import { CALLE_MESSAGES } from './messages';
import type { Db } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import type { TurnoRow, calleRepository } from './repository';
import type { cambiosRepository } from './cambiosRepository';

type CalleRepository = ReturnType<typeof calleRepository>;
type CambiosRepository = ReturnType<typeof cambiosRepository>;

/** Refuses a swap that would give either person a shift they already hold (409). */
export async function checkSwap(repo: CalleRepository, mine: TurnoRow, other: TurnoRow): Promise<void> {
  if (
    (await repo.turnoTaken(mine.colonia_id, other.dia_semana, other.franja, mine.usuario_id)) ||
    (await repo.turnoTaken(mine.colonia_id, mine.dia_semana, mine.franja, other.usuario_id))
  ) {
    throw conflict(CALLE_MESSAGES.turnoDuplicado);
  }
}

/** Gives each shift the other's person, inside the caller's transaction. */
export async function swapTurnos(trx: Db, repos: { repo: CalleRepository; cambios: CambiosRepository }, actor: Actor, mine: TurnoRow, other: TurnoRow, why: string): Promise<void> {
  await repos.repo.setTurnoUsuario(trx, mine.id, other.usuario_id);
  await repos.repo.setTurnoUsuario(trx, other.id, mine.usuario_id);
  await repos.cambios.voidPendingAbout(trx, [mine.id, other.id]);
  await recordAudit(trx, actor, 'editar', 'turnos', mine.id, `cambio con el turno ${other.id} (colonia ${mine.colonia_id}), ${why}`);
}
