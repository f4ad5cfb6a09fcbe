/** WORKERS=N: `npm start` runs N server processes on one port (node:cluster), and SIGTERM stops them all. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData, startProcess, type ServerProcess, type Shared } from './support';

const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

describe.skipIf(process.platform !== 'linux')('WORKERS', () => {
  let shared: Shared;
  let server: ServerProcess;

  beforeAll(async () => {
    shared = await sharedData({ name: 'sqlite', url: null });
    server = await startProcess(shared, { WORKERS: '2' });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await shared?.remove();
  });

  it('runs two server processes that answer on the one port, and SIGTERM stops them all', async () => {
    const deadline = Date.now() + 30_000;
    let workers = childrenOf(server.child.pid!);
    while (workers.length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      workers = childrenOf(server.child.pid!);
    }
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.base}/api/health`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // The secret was made once, before the workers started.
    expect(fs.readFileSync(`${shared.dataDir}/jwt-secret`, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});
