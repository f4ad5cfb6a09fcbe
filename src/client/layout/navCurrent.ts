/** Which public menu entry is the current page, and each entry's link props. */
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { NavEntry } from './publicLinks';

/** Is the entry at `path` the current page (itself or one of its sub-pages)? */
export function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

/** The entries as the bar and the drawer show them: translated, and whether each is the current page. */
export function useNavItems(entries: readonly NavEntry[]): { path: string; text: string; current: boolean; ariaCurrent: 'page' | undefined }[] {
  const { pathname } = useLocation();
  const translate = useTranslate();
  return entries.map(({ path, label }) => {
    const current = isCurrent(pathname, path);
    return { path, text: translate(label), current, ariaCurrent: current ? 'page' : undefined };
  });
}
