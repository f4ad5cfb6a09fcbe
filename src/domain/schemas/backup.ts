/** The backup calls: what a creation takes, and what the list, a creation, a restore and an import answer. */
import { Type, type Static } from 'typebox';
import { BACKUP, BACKUP_ALCANCE_INSTALACION } from '../constants';

/** Whose backup a call is about: the account's municipality when absent, the whole installation with `instalacion`. */
export const BackupAlcance = Type.Optional(Type.Literal(BACKUP_ALCANCE_INSTALACION));

/** A creation's body: optional, as the only kind of backup there is; `alcance` asks for the whole installation's. */
export const BackupBody = Type.Object({
  backup_type: Type.Optional(Type.Literal(BACKUP.type)),
  format: Type.Optional(Type.Literal(BACKUP.format)),
  alcance: BackupAlcance,
});
export type BackupBody = Static<typeof BackupBody>;

export const BackupList = Type.Object({ backups: Type.Array(Type.String()) });
export type BackupList = Static<typeof BackupList>;

export const BackupCreado = Type.Object({ message: Type.String(), filename: Type.String(), backup_type: Type.String(), format: Type.String() });
export type BackupCreado = Static<typeof BackupCreado>;

/** Added to the answers of the original API: the people erased (RGPD) that the copy held identifiable, erased again. */
const KeptErased = Type.Integer({ minimum: 0, description: 'Personas anonimizadas (RGPD) que la copia traía sin anonimizar y que se han vuelto a anonimizar' });

export const BackupRestaurado = Type.Object({ message: Type.String(), backup: Type.String(), copia_previa: Type.String(), anonimizadas_mantenidas: KeptErased });
export type BackupRestaurado = Static<typeof BackupRestaurado>;

export const BackupImportado = Type.Object({ message: Type.String(), anonimizadas_mantenidas: KeptErased });
export type BackupImportado = Static<typeof BackupImportado>;

/** The query of the list, download, restore and import calls: `alcance=instalacion` for the whole installation's backups. */
export const BackupAlcanceQuery = Type.Object({ alcance: BackupAlcance });
