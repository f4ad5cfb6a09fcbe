/** The optional daily backup at BACKUP_DAILY_AT (`HH:MM`, the server's local time). */

/** Milliseconds from `now` to the next `HH:MM` (tomorrow's when today's has passed). */
export function msUntilNext(at: string, now: Date): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new Error('BACKUP_DAILY_AT debe tener el formato HH:MM');
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), Number(m[1]), Number(m[2]), 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): Date;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => new Date(),
};

export interface DailySchedule {
  stop(): void;
}

/** Runs `task` every day at `at`; a failing run is reported and the next day is still scheduled. */
export function scheduleDaily(at: string, task: () => Promise<void>, onError: (error: unknown) => void, timers: Timers = realTimers): DailySchedule {
  let handle: unknown = null;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    handle = timers.setTimeout(() => {
      task().catch(onError).finally(arm);
    }, msUntilNext(at, timers.now()));
  };
  arm();
  return {
    stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
    },
  };
}
