/** The public menu: each link's label is a catalogue key. */
export interface NavEntry {
  label: string;
  path: string;
}

export const PUBLIC_LINKS: readonly NavEntry[] = [
  { label: 'layout.enlaces.inicio', path: '/preview' },
  { label: 'layout.enlaces.quienes_somos', path: '/quienes-somos' },
  { label: 'layout.enlaces.descubrenos', path: '/descubrenos' },
  { label: 'layout.enlaces.mapa', path: '/mapa' },
  { label: 'layout.enlaces.graficos', path: '/graficos' },
  { label: 'layout.enlaces.demo', path: '/demo' },
  { label: 'layout.enlaces.contacto', path: '/contacto' },
];
