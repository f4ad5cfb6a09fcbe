/**
 * Reads the configuration and serves Gatera. With WORKERS=N (N > 1) this
 * process prepares the data once (migrations, demo, JWT secret), then runs N
 * server processes with node:cluster that share the one port; a process that
 * dies is replaced, and SIGTERM/SIGINT stop them all. Everything the processes
 * must share lives in the database or in DATA_DIR (README, «Varios procesos»).
 */
import cluster from 'node:cluster';
import { loadConfig, type Config } from './config';
import { prepareData, startServer } from './server';
import { boundHeapGrowth } from './heapGrowth';

/** A worker that dies this soon after starting is not replaced (a broken configuration would loop). */
const MIN_UPTIME_MS = 5000;

async function serve(config: Config): Promise<void> {
  const app = await startServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recibido: cerrando Gatera`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const who = cluster.isWorker ? ` (proceso ${cluster.worker?.id} de ${config.workers})` : '';
  app.log.info(`Gatera escuchando en http://localhost:${config.port}${who} (base de datos: ${app.gatera.database.engine})`);
}

async function supervise(config: Config): Promise<void> {
  await prepareData(config);
  let stopping = false;
  let exitCode = 0;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`El proceso ${worker.id} de Gatera terminó (${signal ?? code})`);
    if (uptime < MIN_UPTIME_MS) {
      console.error('Terminó nada más arrancar: se detiene Gatera.');
      stopping = true;
      exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < config.workers; i++) fork();
  console.log(`Gatera: ${config.workers} procesos en el puerto ${config.port}`);
}

async function main(): Promise<void> {
  boundHeapGrowth();
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) await supervise(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar Gatera:', error instanceof Error ? error.message : error);
  process.exit(1);
});
