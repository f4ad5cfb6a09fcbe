/**
 * The catalogue keys of the texts that name whose backups a block of /backup handles: the account's
 * municipality's (`gatera.copias.*`, the original screen's) or the whole installation's
 * (`gatera.copias.instalacion.*`). Every other text of the screen is the same for both.
 */
import type { BACKUP_ALCANCE_INSTALACION } from '../../domain/constants';

export type BackupAlcance = typeof BACKUP_ALCANCE_INSTALACION | undefined;

type ScopedText =
  | 'nueva'
  | 'explicacion'
  | 'crear'
  | 'importar'
  | 'creado'
  | 'disponibles'
  | 'restaurarCopia'
  | 'descargarCopia'
  | 'restaurarTitulo'
  | 'restaurarAntes'
  | 'restaurarDespues';

export function backupTextKey(alcance: BackupAlcance, text: ScopedText): string {
  // The installation's texts live under the alcance's own name.
  return `gatera.copias.${alcance ? `${alcance}.` : ''}${text}`;
}
