/** The public menu (SPEC section 2); labels are the Spanish catalogue's `gatera.menu.*`. */
import type { MenuEntry } from '../../domain/roles';

export const PUBLIC_LINKS: readonly MenuEntry[] = [
  { label: 'Inicio', path: '/preview' },
  { label: 'Quiénes Somos', path: '/quienes-somos' },
  { label: 'Descúbrenos', path: '/descubrenos' },
  { label: 'Mapa', path: '/mapa' },
  { label: 'Gráficos', path: '/graficos' },
  { label: 'Demo', path: '/demo' },
  { label: 'Contacto', path: '/contacto' },
];
