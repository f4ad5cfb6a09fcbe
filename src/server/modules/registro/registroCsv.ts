/** The register file: `;`-separated, UTF-8 with BOM (Excel opens it as such), dates dd/mm/yyyy, header in Spanish. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { ESPECIE_FELINA, REGISTRO_COLUMNS, titularMunicipal } from '../../../domain/registro';
import { formatEdad } from '../../../domain/gatos';
import { formatDate } from '../../../domain/validation';
import { csvDocument, type CsvValue } from '../../../domain/csv';

export interface Titular {
  municipio: string;
  nif: string;
  direccion: string;
}

/** Active cats with a microchip, identified on or after `desde` (the record's creation date stands in for an unknown implant date). */
export async function registroRows(db: Db, desde: string | null) {
  let query = db
    .selectFrom('gatos as g')
    .innerJoin('colonias as c', 'c.id', 'g.colonia_id')
    .select([
      'g.codigo_identificacion',
      'g.nombre',
      'g.sexo',
      'g.raza',
      'g.edad_num',
      'g.edad_unidad',
      'g.fecha_esterilizacion',
      'g.fecha_identificacion',
      'c.nombre as colonia_nombre',
      'c.ubicacion as colonia_ubicacion',
    ])
    .where('g.activo', '=', 1)
    .where('g.codigo_identificacion', 'is not', null);
  if (desde) query = query.where(sql`coalesce(g.fecha_identificacion, substr(g.created_at, 1, 10))`, '>=', desde);
  return query.orderBy('g.codigo_identificacion').execute();
}

export function registroCsv(rows: Awaited<ReturnType<typeof registroRows>>, titular: Titular): string {
  const lines: CsvValue[][] = [[...REGISTRO_COLUMNS]];
  for (const row of rows) {
    lines.push([
      row.codigo_identificacion,
      ESPECIE_FELINA,
      row.nombre,
      row.sexo === 'M' ? 'Macho' : 'Hembra',
      row.raza,
      row.edad_num === null ? '' : formatEdad(row.edad_num, row.edad_unidad),
      row.fecha_esterilizacion ? 'S' : 'N',
      formatDate(row.fecha_esterilizacion),
      formatDate(row.fecha_identificacion),
      titularMunicipal(titular.municipio),
      titular.nif,
      titular.direccion,
      row.colonia_nombre,
      row.colonia_ubicacion,
    ]);
  }
  return csvDocument(lines, ';');
}
