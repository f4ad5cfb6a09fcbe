/** `npm start`: builds the client if needed, then serves the whole product from this process. */
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
register();
await import('../src/server/main.ts');
