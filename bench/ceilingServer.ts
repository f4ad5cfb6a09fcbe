/** The machine's ceiling: a trivial JSON route on a bare Fastify server, measured in the same run as Gatera. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2] ?? 8290), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
