/**
 * Runs a restore in its own process, for the crash test: `node --import tsx
 * restoreChild.ts <dataDir> <backupFile> [pause]`. With `pause` it prints
 * HALFWAY after the first batch of rows and waits, inside the transaction, to be killed.
 */
import { openDatabase } from '../../../src/server/db/index';
import { pathsOf } from '../../../src/server/context';
import { restoreBackup } from '../../../src/server/backup/restorer';

const [dataDir, file, mode] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: null, dataDir });
let paused = false;
await restoreBackup({
  database,
  mediaDir: pathsOf(dataDir).mediaDir,
  file,
  onProgress: async (rows) => {
    if (mode !== 'pause' || paused || rows < 1000) return;
    paused = true;
    process.stdout.write(`HALFWAY ${rows}\n`);
    await new Promise(() => undefined);
  },
});
await database.destroy();
process.stdout.write('DONE\n');
