/**
 * The API answers the street screens (src/client/calle) need without signal,
 * and the only ones the service worker keeps: today's shifts, the feeding
 * points of the map, the visits list (with the latest incidents), the
 * volunteer's colonies (the new cat's form), a colony's feeding points, rota
 * and team, and the public settings (the header and the map's centre).
 * Certificates, cat cards and histories, the council's logo and every other
 * answer always need the server. Read by both sides: the worker's pattern
 * (src/client/calle/offlineApiCache.ts) and the server's caching headers
 * (src/server/plugins/privateAnswers.ts).
 */

/** As the server registers them (GET). */
export const OFFLINE_API_ROUTES: readonly string[] = [
  '/api/settings',
  '/api/turnos/hoy',
  '/api/visitas/',
  '/api/colonias/comederos',
  '/api/colonias/colonias/mis-colonias/',
  '/api/colonias/colonias/:id/equipo',
  '/api/colonias/colonias/:id/comederos',
  '/api/colonias/colonias/:id/turnos',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The addresses of those routes, any query, as a pattern on the whole address.
 * It starts at the `//` before the host: Workbox lets a pattern match inside
 * an address of the page's own origin but only from the start in another
 * origin's, so this one never catches another origin's API.
 */
export function offlineApiPattern(routes: readonly string[] = OFFLINE_API_ROUTES): RegExp {
  const paths = routes.map((route) =>
    route
      .replace(/\/$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '\\d+' : escapeRegExp(part)))
      .join('\\/'),
  );
  return new RegExp(`\\/\\/[^/?#]+(?:${paths.join('|')})\\/?(?:\\?[^#]*)?$`);
}
