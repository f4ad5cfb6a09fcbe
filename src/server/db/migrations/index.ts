import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import { initialMigration } from './0001_initial';
import { gatosColoniaIdMigration } from './0002_gatos_colonia_id';
import { hardeningAuthMigration } from './0005_hardening_auth';
import { cerMigration } from './0006_cer';
import { vecinosMigration } from './0007_vecinos';
import { calleMigration } from './0008_calle';
import { idiomaMigration } from './0010_idioma';
import { consolaMigration } from './0011_consola';
import { gatosClientIdMigration } from './0012_gatos_client_id';
import { busquedaMigration } from './0013_busqueda';
import { ordenGatosMigration } from './0014_orden_gatos';
import { supresionesMigration } from './0015_supresiones';
import { accesosConocidosMigration } from './0016_accesos_conocidos';
import { cambiosCertificadosMigration } from './0017_cambios_certificados';
import { estatusMinusculasMigration } from './0018_estatus_minusculas';
import { clavesOrdenMigration } from './0019_claves_orden';
import { ordenIncidenciasMigration } from './0021_orden_incidencias';
import { ordenProgramaMigration } from './0022_orden_programa';
import { ordenAuditoriaMigration } from './0023_orden_auditoria';
import { ordenSolicitudesVisitasMigration } from './0024_orden_solicitudes_visitas';
import { municipiosMigration } from './0025_municipios';
import { ajustesMunicipioMigration } from './0027_ajustes_municipio';
import { usuariosMunicipiosMigration } from './0028_usuarios_municipios';
import { indicesClavesAjenasMigration } from './0029_indices_claves_ajenas';
import { dominioMunicipioMigration } from './0030_dominio_municipio';
import { dir3MunicipioMigration } from './0031_dir3_municipio';
import { vigenciaCensoMunicipioMigration } from './0032_vigencia_censo_municipio';
import { camadasMigration } from './0033_camadas';
import { equiposMigration } from './0034_equipos';
import { jornadasMigration } from './0035_jornadas';
import { pesosReservaMunicipioMigration } from './0036_pesos_reserva_municipio';
import { costesMigration } from './0037_costes';
import { redProfesionalMigration } from './0038_red_profesional';
import { avistamientosMigration } from './0039_avistamientos';
import { notificacionesMigration } from './0041_notificaciones';
import { acreditacionesMigration } from './0040_acreditaciones';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages';

/**
 * Every migration, in order. Names sort in the order they apply. `sortLanguage`:
 * the language the sort keys are filled in (IDIOMA_POR_DEFECTO).
 */
export function allMigrations(engine: Engine, sortLanguage: Language = DEFAULT_LANGUAGE): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(engine),
    '0002_gatos_colonia_id': gatosColoniaIdMigration,
    '0005_hardening_auth': hardeningAuthMigration(engine),
    '0006_cer': cerMigration(engine),
    '0007_vecinos': vecinosMigration(engine),
    '0008_calle': calleMigration(engine),
    '0010_idioma': idiomaMigration,
    '0011_consola': consolaMigration(engine),
    '0012_gatos_client_id': gatosClientIdMigration,
    '0013_busqueda': busquedaMigration(engine),
    '0014_orden_gatos': ordenGatosMigration,
    '0015_supresiones': supresionesMigration(engine),
    '0016_accesos_conocidos': accesosConocidosMigration,
    '0017_cambios_certificados': cambiosCertificadosMigration(engine),
    '0018_estatus_minusculas': estatusMinusculasMigration,
    '0019_claves_orden': clavesOrdenMigration(engine, sortLanguage),
    '0021_orden_incidencias': ordenIncidenciasMigration(engine, sortLanguage),
    '0022_orden_programa': ordenProgramaMigration(engine, sortLanguage),
    '0023_orden_auditoria': ordenAuditoriaMigration(engine, sortLanguage),
    '0024_orden_solicitudes_visitas': ordenSolicitudesVisitasMigration(engine, sortLanguage),
    '0025_municipios': municipiosMigration(engine),
    '0027_ajustes_municipio': ajustesMunicipioMigration,
    '0028_usuarios_municipios': usuariosMunicipiosMigration,
    '0029_indices_claves_ajenas': indicesClavesAjenasMigration,
    '0030_dominio_municipio': dominioMunicipioMigration,
    '0031_dir3_municipio': dir3MunicipioMigration,
    '0032_vigencia_censo_municipio': vigenciaCensoMunicipioMigration,
    '0033_camadas': camadasMigration(engine),
    '0034_equipos': equiposMigration(engine),
    '0035_jornadas': jornadasMigration(engine),
    '0036_pesos_reserva_municipio': pesosReservaMunicipioMigration,
    '0037_costes': costesMigration(engine),
    '0038_red_profesional': redProfesionalMigration(engine),
    '0039_avistamientos': avistamientosMigration(engine),
    '0040_acreditaciones': acreditacionesMigration(engine),
    '0041_notificaciones': notificacionesMigration(engine),
  };
}

/**
 * Migrations that change nothing a backup holds: they add only indexes, or
 * only derived columns and tables (computed by the database or the server
 * from the rows, left out of backups and recomputed on restore; see
 * DERIVED_COLUMNS and OUTSIDE_BACKUPS in backup/catalog.ts), or only tables
 * that backups leave out (UNSAVED_TABLES), or only rewrite stored values the
 * way a restore rewrites them too (the `normalize` of a column in
 * backup/catalog.ts), or only give each row its municipality (a backup holds
 * one municipality's records, without the column: they go to the
 * municipality that restores them), or only add a column of the
 * installation's that backups leave out (INSTALLATION_COLUMNS). A backup made before such a migration
 * restores after it, and the other way round.
 */
const BACKUP_NEUTRAL: ReadonlySet<string> = new Set(['0014_orden_gatos', '0016_accesos_conocidos', '0018_estatus_minusculas', '0019_claves_orden', '0021_orden_incidencias', '0022_orden_programa', '0023_orden_auditoria', '0024_orden_solicitudes_visitas', '0025_municipios', '0028_usuarios_municipios', '0029_indices_claves_ajenas', '0030_dominio_municipio']);


/**
 * The schema version written into backups and required of them: the newest
 * migration that changes the tables or their columns.
 */
export function schemaVersion(engine: Engine = 'sqlite'): string {
  return backupSchemaVersions(engine).at(-1) ?? '';
}

/** Every schema version a backup may have been written with, oldest first: the migrations that change what backups hold. */
export function backupSchemaVersions(engine: Engine = 'sqlite'): string[] {
  return Object.keys(allMigrations(engine)).filter((name) => !BACKUP_NEUTRAL.has(name)).sort();
}
