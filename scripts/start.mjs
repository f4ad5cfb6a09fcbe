/** `npm start`: builds what changed, then serves the whole product from this process. */
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
await import('../dist/server/main.mjs');
