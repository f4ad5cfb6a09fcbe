import fs from 'node:fs';
import path from 'node:path';
import { expect, it, describe } from 'vitest';
import { msUntilNext, scheduleDaily, type Timers } from '../../../src/server/backup/daily';
import { describeEachEngine } from '../helper';
import { createBackupService } from '../../../src/server/modules/backup/service';
import { BACKUP_NAME_PATTERN } from '../../../src/domain/backups';
import { listBackups } from '../../../src/server/backup/store';

describe('the daily backup schedule', () => {
  it('waits until the next HH:MM, tomorrow when today has passed', () => {
    expect(msUntilNext('03:00', new Date(2025, 2, 29, 2, 59, 30))).toBe(30_000);
    expect(msUntilNext('03:00', new Date(2025, 2, 29, 3, 0, 0))).toBe(24 * 3600_000);
    expect(msUntilNext('03:00', new Date(2025, 2, 29, 18, 0, 0))).toBe(9 * 3600_000);
    expect(() => msUntilNext('25:00', new Date())).toThrow('BACKUP_DAILY_AT');
  });

  it('runs the task at each due time, goes on after a failure and stops when asked', async () => {
    let now = new Date(2025, 2, 29, 2, 0, 0);
    const pending: { run: () => void; ms: number }[] = [];
    const timers: Timers = {
      setTimeout: (run, ms) => {
        const timer = { run, ms };
        pending.push(timer);
        return timer;
      },
      clearTimeout: (handle) => pending.splice(pending.indexOf(handle as (typeof pending)[number]), 1),
      now: () => now,
    };
    let runs = 0;
    const errors: unknown[] = [];
    const schedule = scheduleDaily('03:00', async () => {
      runs += 1;
      if (runs === 1) throw new Error('disco lleno');
    }, (e) => errors.push(e), timers);
    expect(pending.map((p) => p.ms)).toEqual([3600_000]);

    const fire = async () => {
      const timer = pending.shift()!;
      now = new Date(now.getTime() + timer.ms);
      timer.run();
      await new Promise((r) => setTimeout(r, 0));
    };
    await fire();
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    expect(pending.map((p) => p.ms)).toEqual([24 * 3600_000]);
    await fire();
    expect(runs).toBe(2);
    schedule.stop();
    expect(pending).toEqual([]);
  });
});

describeEachEngine('the daily backup of the server', (t) => {
  it('makes an audited automatic backup, and skips it when a backup is less than ten minutes old', async () => {
    const service = createBackupService(t().app.gatera, t().app.log);
    const [created, ...more] = await service.daily();
    expect(more).toEqual([]);
    expect(created?.name).toMatch(BACKUP_NAME_PATTERN);
    expect(await listBackups(t().paths.backupDir)).toEqual([created!.name]);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad_id', '=', created!.name).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ accion: 'backup', usuario_id: null, detalle: 'copia automática diaria' });
    expect(await service.daily()).toEqual([]);
    expect(await listBackups(t().paths.backupDir)).toHaveLength(1);
  });

  it('is taken by one process only, however many run it the same day', async () => {
    // Each service is what one server process runs (its own queue); they share the database and the data folder.
    for (const name of await listBackups(t().paths.backupDir)) fs.rmSync(path.join(t().paths.backupDir, name));
    await t().db.deleteFrom('rate_limits').execute();
    const processes = Array.from({ length: 4 }, () => createBackupService(t().app.gatera, t().app.log));
    const made = (await Promise.all(processes.map((p) => p.daily()))).flat();
    expect(made).toHaveLength(1);
    expect(await listBackups(t().paths.backupDir)).toHaveLength(1);
    // Later the same day (the ten-minute rule no longer applies) the day's backup is still not taken again.
    fs.rmSync(path.join(t().paths.backupDir, made[0]!.name));
    expect(await processes[1].daily()).toEqual([]);
    expect(await listBackups(t().paths.backupDir)).toEqual([]);
  });
}, { env: { BACKUP_DAILY_AT: '03:00' } });
