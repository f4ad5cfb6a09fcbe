/** Is the entry at `path` the current page (itself or one of its sub-pages)? */
export function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}
