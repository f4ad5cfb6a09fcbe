/**
 * Preloaded (NODE_OPTIONS=--import) in the LTS pass of `npm test`: every load
 * of node_modules/better-sqlite3, by name or by path, in this process and its
 * children (Vitest workers, servers the tests start), goes to the copy built
 * for this Node by scripts/node-lts.mjs. The machine Node's build stays as is.
 */
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const original = process.env.GATERA_SQLITE_ORIGINAL;
const copy = process.env.GATERA_SQLITE_COPY;

if (original && copy) {
  const from = pathToFileURL(original + path.sep).href;
  const to = pathToFileURL(copy + path.sep).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return resolved.url.startsWith(from) ? { ...resolved, url: to + resolved.url.slice(from.length) } : resolved;
    },
  });
}
