/** The Content-Security-Policy the client, Leaflet and the configured tile server work under. */
import type { Config } from '../config';

function originOf(url: string): string | null {
  try {
    const host = new URL(url.replace(/\{s\}\./, '').replace(/\{[a-z]\}/g, '0')).origin;
    return host === 'null' ? null : host;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = originOf(config.tileUrl);
  const tileSources = tiles ? [tiles, tiles.replace('://', '://*.')] : [];
  // Attachments are answered as absolute URLs on PUBLIC_URL when it is set: the app may be opened by another name.
  const attachments = config.linkBaseUrl ? originOf(config.linkBaseUrl) : null;
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileSources, ...(attachments ? [attachments] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...config.corsOrigins],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
  };
}
