/**
 * The settings of the municipality whose work is running now: the values it
 * saved over the installation's (its environment: MUNICIPIO_NOMBRE,
 * MAP_CENTER_LAT…, CER_OBJETIVO, CENSO_VIGENCIA_DIAS, CER_MERMA_ANUAL, IDIOMAS, CONTACT_EMAIL; MUNICIPIO_DIR3 for
 * the first municipality only, as a DIR3 code names one council). An installation of
 * one municipality that saved nothing sees its environment, as it always did.
 * Every reader of these settings (public settings, PDFs, the address lookup,
 * the feeding points' radius, the CER target, the open-data catalogue, the
 * microchip register's holder) asks here.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { FIRST_MUNICIPIO } from '../../db/tenantTables';
import { currentScope, onlyMunicipio } from '../../tenancy/scope';
import { LANGUAGES, isLanguage, type Language } from '../../../domain/i18n/languages';
import { PRODUCTO_POR_DEFECTO, type Ajustes } from '../../../domain/ajustes';
import type { VigenciaCer } from '../../../domain/cerVigencia';
import { ajustesRepository } from './repository';

export interface MunicipioSettings {
  /** The same shape as the environment's (Config['municipio']), its values the municipality's. */
  municipio: Config['municipio'];
  contactEmail: string;
  /** The coat of arms, a file of the media folder, or null. */
  escudo: string | null;
  /** The installation's product name. */
  productoNombre: string;
  idiomas: Config['idiomas'];
  cerObjetivo: number;
  /** How long a census stands and how fast a stale estimate's interval widens. */
  vigencia: VigenciaCer;
}

/** The municipality of the work running now: its scope's one municipality; the first for the installation's work or several. */
export function municipioOfWork(): number {
  return onlyMunicipio(currentScope()) ?? FIRST_MUNICIPIO;
}

/** The languages a municipality offers: those it saved that the installation offers, always with the installation's default. */
export function offeredLanguages(saved: readonly string[] | null, installation: Config['idiomas']): Config['idiomas'] {
  if (saved === null) return installation;
  const chosen = new Set<string>([...saved.filter((code) => isLanguage(code) && installation.offered.includes(code)), installation.fallback]);
  return { offered: LANGUAGES.filter((code): code is Language => chosen.has(code)), fallback: installation.fallback };
}

/** The saved values of `municipio` over the environment's. */
export function mergeSettings(saved: Ajustes, config: Config, municipio: number): MunicipioSettings {
  const centred = saved.latitud !== null && saved.longitud !== null;
  return {
    municipio: {
      ...config.municipio,
      nombre: saved.municipio_nombre ?? config.municipio.nombre,
      lat: centred ? saved.latitud! : config.municipio.lat,
      lon: centred ? saved.longitud! : config.municipio.lon,
      radioKm: saved.radio_km ?? config.municipio.radioKm,
      nif: saved.nif ?? config.municipio.nif,
      direccion: saved.direccion ?? config.municipio.direccion,
      // A DIR3 code names one council: the installation's is its first municipality's, never another's.
      dir3: saved.dir3 ?? (municipio === FIRST_MUNICIPIO ? config.municipio.dir3 : null),
    },
    contactEmail: saved.contacto_email ?? config.contactEmail,
    escudo: saved.escudo,
    productoNombre: saved.producto_nombre ?? PRODUCTO_POR_DEFECTO,
    idiomas: offeredLanguages(saved.idiomas, config.idiomas),
    cerObjetivo: saved.cer_objetivo ?? config.cerObjetivo,
    vigencia: { vigenciaDias: saved.censo_vigencia_dias ?? config.censoVigenciaDias, mermaAnual: saved.cer_merma_anual ?? config.cerMermaAnual },
  };
}

export function municipioSettings(db: Kysely<Database>, config: Config) {
  const repository = ajustesRepository(db);
  return {
    /** The settings of `municipio`. */
    async of(municipio: number): Promise<MunicipioSettings> {
      return mergeSettings(await repository.get(municipio), config, municipio);
    },
    /** The settings of the municipality whose work is running now. */
    async current(): Promise<MunicipioSettings> {
      const municipio = municipioOfWork();
      return mergeSettings(await repository.get(municipio), config, municipio);
    },
  };
}
