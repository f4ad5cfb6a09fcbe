/** The catalogue key of a menu entry, from its Spanish label: `Mis Colonias` → `gatera.menu.mis_colonias`. */
import type { MenuEntry } from '../../domain/roles';

function slug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function menuKey(entry: MenuEntry): string {
  return `gatera.menu.${slug(entry.label)}`;
}

/** The `gatera.menu` subtree of the Spanish catalogue, from the entries themselves. */
export function menuMessages(entries: readonly MenuEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [slug(entry.label), entry.label]));
}
