/**
 * Where settings are stored: each municipality's on its `municipios` row, the
 * product's name (the installation's) on the `ajustes` row (id 1). That row
 * also keeps the first municipality's name, contact and coat of arms as a
 * backup made before settings were per municipality restores them; its own
 * row's values win over them, and saving a value clears the old one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ajustes } from '../../../domain/ajustes';
import { FIRST_MUNICIPIO } from '../../db/tenantTables';
import { nowIso } from '../../lib/time';
import { PESO_RESERVA_COLUMNAS, type PesoReservaAjuste } from '../../../domain/jornadas';

/** The installation's row of `ajustes`. */
const INSTALLATION_ROW = 1;

/** The settings a municipality stores, by their name in the API; the product's name is apart. */
export type MunicipioValues = Omit<Ajustes, 'producto_nombre'>;

/** The legacy columns of `ajustes`: the first municipality's settings of the same names. */
const LEGACY = ['municipio_nombre', 'contacto_email', 'escudo'] as const;

function idiomasText(idiomas: readonly string[] | null): string | null {
  return idiomas === null ? null : idiomas.join(',');
}

export function ajustesRepository(db: Kysely<Database>) {
  return {
    /** The values `municipio` saved (null: the installation's), and the installation's product name. */
    async get(municipio: number): Promise<Ajustes> {
      const [row, installation] = await Promise.all([
        db
          .selectFrom('municipios')
          .select(['nombre', 'contacto_email', 'escudo', 'nif', 'direccion', 'dir3', 'latitud', 'longitud', 'radio_km', 'idiomas', 'cer_objetivo', 'censo_vigencia_dias', 'cer_merma_anual'])
          .select(PESO_RESERVA_COLUMNAS)
          .where('id', '=', municipio)
          .executeTakeFirst(),
        db.selectFrom('ajustes').select(['producto_nombre', 'municipio_nombre', 'contacto_email', 'escudo']).where('id', '=', INSTALLATION_ROW).executeTakeFirst(),
      ]);
      const legacy = municipio === FIRST_MUNICIPIO ? installation : undefined;
      return {
        producto_nombre: installation?.producto_nombre ?? null,
        municipio_nombre: row?.nombre ?? legacy?.municipio_nombre ?? null,
        contacto_email: row?.contacto_email ?? legacy?.contacto_email ?? null,
        escudo: row?.escudo ?? legacy?.escudo ?? null,
        nif: row?.nif ?? null,
        direccion: row?.direccion ?? null,
        dir3: row?.dir3 ?? null,
        latitud: row?.latitud ?? null,
        longitud: row?.longitud ?? null,
        radio_km: row?.radio_km ?? null,
        idiomas: row?.idiomas ? row.idiomas.split(',') : null,
        cer_objetivo: row?.cer_objetivo ?? null,
        censo_vigencia_dias: row?.censo_vigencia_dias ?? null,
        cer_merma_anual: row?.cer_merma_anual ?? null,
        ...(Object.fromEntries(PESO_RESERVA_COLUMNAS.map((column) => [column, row?.[column] ?? null])) as Record<PesoReservaAjuste, number | null>),
      };
    },

    /** Saves the values given (others stay); the product's name goes to the installation's row. */
    async save(municipio: number, values: Partial<Ajustes>): Promise<void> {
      const { producto_nombre, municipio_nombre, idiomas, ...rest } = values;
      const own = {
        ...rest,
        ...(municipio_nombre !== undefined ? { nombre: municipio_nombre } : {}),
        ...(idiomas !== undefined ? { idiomas: idiomasText(idiomas) } : {}),
      };
      if (Object.keys(own).length) await db.updateTable('municipios').set(own).where('id', '=', municipio).execute();
      const installation: Partial<Record<'producto_nombre' | 'municipio_nombre' | 'contacto_email' | 'escudo', string | null>> = {};
      if (producto_nombre !== undefined) installation.producto_nombre = producto_nombre;
      // A value the first municipality saves replaces the one a restored old backup left on the installation's row.
      if (municipio === FIRST_MUNICIPIO) for (const key of LEGACY) if (values[key] !== undefined) installation[key] = null;
      if (!Object.keys(installation).length) return;
      const updated_at = nowIso();
      await db
        .insertInto('ajustes')
        .values({ id: INSTALLATION_ROW, producto_nombre: null, municipio_nombre: null, contacto_email: null, escudo: null, ...installation, updated_at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...installation, updated_at }))
        .execute();
    },
  };
}
