/**
 * The place the open data covers, as the catalogue of datos.gob.es names it:
 * its territories (NTI-RISP, annex V) go down to the province, so a town's
 * data is placed in its province, or in its autonomous community when that has
 * a single province (the DCAT-AP-ES conventions ask for the community then).
 * MUNICIPIO_PROVINCIA is read in Spanish or in the province's own language
 * ("Bizkaia", "Alacant", "A Coruña"); an unknown name places nothing.
 */

const TERRITORIO = 'http://datos.gob.es/recurso/sector-publico/territorio';

/** Each territory's path under TERRITORIO and the names a council may write for it. */
const PROVINCIAS: readonly [path: string, ...names: string[]][] = [
  ['Provincia/A-Coruna', 'A Coruña', 'La Coruña', 'Coruña'],
  ['Provincia/Alava', 'Álava', 'Araba'],
  ['Provincia/Albacete', 'Albacete'],
  ['Provincia/Alicante', 'Alicante', 'Alacant'],
  ['Provincia/Almeria', 'Almería'],
  ['Autonomia/Principado-Asturias', 'Asturias', 'Principado de Asturias'],
  ['Provincia/Avila', 'Ávila'],
  ['Provincia/Badajoz', 'Badajoz'],
  ['Provincia/Barcelona', 'Barcelona'],
  ['Provincia/Burgos', 'Burgos'],
  ['Provincia/Caceres', 'Cáceres'],
  ['Provincia/Cadiz', 'Cádiz'],
  ['Autonomia/Cantabria', 'Cantabria'],
  ['Provincia/Castellon', 'Castellón', 'Castelló', 'Castellón de la Plana'],
  ['Autonomia/Ceuta', 'Ceuta'],
  ['Provincia/Ciudad-Real', 'Ciudad Real'],
  ['Provincia/Cordoba', 'Córdoba'],
  ['Provincia/Cuenca', 'Cuenca'],
  ['Provincia/Girona', 'Girona', 'Gerona'],
  ['Provincia/Granada', 'Granada'],
  ['Provincia/Guadalajara', 'Guadalajara'],
  ['Provincia/Guipuzcoa', 'Guipúzcoa', 'Gipuzkoa'],
  ['Provincia/Huelva', 'Huelva'],
  ['Provincia/Huesca', 'Huesca'],
  ['Autonomia/Illes-Balears', 'Illes Balears', 'Islas Baleares', 'Baleares', 'Balears'],
  ['Provincia/Jaen', 'Jaén'],
  ['Autonomia/La-Rioja', 'La Rioja', 'Rioja'],
  ['Provincia/Las-Palmas', 'Las Palmas'],
  ['Provincia/Leon', 'León'],
  ['Provincia/Lleida', 'Lleida', 'Lérida'],
  ['Provincia/Lugo', 'Lugo'],
  ['Autonomia/Comunidad-Madrid', 'Madrid', 'Comunidad de Madrid'],
  ['Provincia/Malaga', 'Málaga'],
  ['Autonomia/Melilla', 'Melilla'],
  ['Autonomia/Region-Murcia', 'Murcia', 'Región de Murcia'],
  ['Autonomia/Comunidad-Foral-Navarra', 'Navarra', 'Nafarroa', 'Comunidad Foral de Navarra'],
  ['Provincia/Ourense', 'Ourense', 'Orense'],
  ['Provincia/Palencia', 'Palencia'],
  ['Provincia/Pontevedra', 'Pontevedra'],
  ['Provincia/Salamanca', 'Salamanca'],
  ['Provincia/Santa-Cruz-Tenerife', 'Santa Cruz de Tenerife', 'Tenerife'],
  ['Provincia/Segovia', 'Segovia'],
  ['Provincia/Sevilla', 'Sevilla'],
  ['Provincia/Soria', 'Soria'],
  ['Provincia/Tarragona', 'Tarragona'],
  ['Provincia/Teruel', 'Teruel'],
  ['Provincia/Toledo', 'Toledo'],
  ['Provincia/Valencia', 'Valencia', 'València'],
  ['Provincia/Valladolid', 'Valladolid'],
  ['Provincia/Vizcaya', 'Vizcaya', 'Bizkaia'],
  ['Provincia/Zamora', 'Zamora'],
  ['Provincia/Zaragoza', 'Zaragoza'],
];

/** Without accents, case, punctuation or doubled spaces: "Castelló" and "castello" are one name. */
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_NAME = new Map(PROVINCIAS.flatMap(([path, ...names]) => names.map((name) => [fold(name), `${TERRITORIO}/${path}`] as const)));

/** The territory of the datos.gob.es catalogue for a province's name ("Alicante/Alacant" too), or null when it names none. */
export function territorioDeProvincia(provincia: string): string | null {
  for (const name of [provincia, ...provincia.split('/')]) {
    const uri = BY_NAME.get(fold(name));
    if (uri) return uri;
  }
  return null;
}
