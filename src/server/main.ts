/** Reads the configuration and serves Gatera. */
import { loadConfig } from './config';
import { startServer } from './server';
import { boundHeapGrowth } from './heapGrowth';

async function main(): Promise<void> {
  boundHeapGrowth();
  const config = loadConfig();
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
  app.log.info(`Gatera escuchando en http://localhost:${config.port} (base de datos: ${app.gatera.database.engine})`);
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar Gatera:', error instanceof Error ? error.message : error);
  process.exit(1);
});
