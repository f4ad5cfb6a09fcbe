/**
 * How the street screens ask the API: even without signal (react-query would
 * otherwise hold the request back), since the service worker answers the
 * street routes from what it kept for this session (offlineApiCache.ts); and
 * once, so a failure shows at once rather than after retries.
 */
export const STREET_QUERY = { networkMode: 'always', retry: false } as const;
