/**
 * The report worker's entry when the server runs from its TypeScript sources
 * (`tsx`, Vitest): a worker thread is plain Node, so it loads worker.ts through
 * tsx. The bundled server (`npm start`, dist/server/main.mjs) starts
 * dist/server/reportWorker.mjs instead, built from worker.ts by
 * scripts/build-if-needed.mjs: both sit at `./reportWorker.mjs` from the code
 * that starts workers (workers/pool.ts, or main.mjs once bundled).
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
