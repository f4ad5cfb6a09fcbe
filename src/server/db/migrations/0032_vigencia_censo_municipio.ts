import type { Kysely, Migration } from 'kysely';

/**
 * How long a colony's census stands in each municipality (`censo_vigencia_dias`)
 * and the yearly attrition that widens a stale estimate's interval
 * (`cer_merma_anual`), saved with its other settings on its `municipios` row.
 * NULL keeps the installation's values (CENSO_VIGENCIA_DIAS, CER_MERMA_ANUAL).
 * A municipality's backup carries them, so backups made before this migration
 * do not restore after it.
 */
export const vigenciaCensoMunicipioMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('municipios').addColumn('censo_vigencia_dias', 'integer').execute();
    await db.schema.alterTable('municipios').addColumn('cer_merma_anual', 'real').execute();
  },
};
