/**
 * The Spanish texts of the colony screens (SPEC section 2: the spec's own
 * words, byte for byte). They live in the catalogue under `gatera.colonias.*`
 * (src/client/i18n/es.ts) and are read with useTranslate().
 */
export const COLONIAS_TEXTS = {
  titulos: { gestion: 'Gestión de Colonias', mis: 'Mis Colonias', listado: 'Listado de Colonias' },
  atajos: 'Accesos directos',
  nuevoGato: 'Nuevo Gato',
  verMapa: 'Ver Mapa',
  verGatos: 'Ver Gatos',
  verGatosDe: 'Ver Gatos de %{nombre}',
  crear: 'Crear Colonia',
  asignar: 'Asignar Usuario a Colonia',
  asignadas: 'Colonias asignadas',
  buscar: 'Buscar por nombre o ubicación',
};
