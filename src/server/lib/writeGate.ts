/**
 * The write gate of one server process: while a restore (or an import, which
 * restores) replaces the data, no write of this process may run, so the safety
 * copy is exactly the state the restore replaces and no write answered 2xx
 * falls between the two. Closing the gate refuses new writes (503 with
 * `Retry-After`) and waits for the writes already running to finish.
 *
 * Other processes on the same database are held by the database itself: the
 * restore takes the write lock before it reads the safety copy (see
 * backup/restorer.ts), so their writes wait for it and run on the restored data.
 */
export const RESTORE_GATE_MESSAGE =
  'Se está restaurando una copia de seguridad y los cambios están en pausa. Inténtalo de nuevo en unos segundos.';

/** Seconds a refused client is asked to wait before trying again. */
export const RESTORE_RETRY_AFTER_SECONDS = 10;

/** How long a restore waits for running writes before going on (the database lock still orders them). */
export const DRAIN_TIMEOUT_MS = 30_000;

export interface WriteGate {
  /** Admits a write (true) or refuses it because the gate is closed (false). */
  enter(): boolean;
  /** A write admitted by enter() has finished. */
  leave(): void;
  /** Closes the gate and resolves once no admitted write is running; call the returned function to open it again. */
  close(timeoutMs?: number): Promise<() => void>;
  readonly closed: boolean;
  readonly running: number;
}

export function createWriteGate(): WriteGate {
  let running = 0;
  let closers = 0;
  let drained: (() => void)[] = [];

  const settle = () => {
    if (running > 0) return;
    const waiting = drained;
    drained = [];
    for (const resolve of waiting) resolve();
  };

  return {
    enter() {
      if (closers > 0) return false;
      running += 1;
      return true;
    },
    leave() {
      running = Math.max(0, running - 1);
      settle();
    },
    async close(timeoutMs = DRAIN_TIMEOUT_MS) {
      closers += 1;
      let opened = false;
      const open = () => {
        if (opened) return;
        opened = true;
        closers -= 1;
      };
      if (running > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          drained.push(resolve);
          timer = setTimeout(resolve, timeoutMs);
          timer.unref();
        });
        clearTimeout(timer);
      }
      return open;
    },
    get closed() {
      return closers > 0;
    },
    get running() {
      return running;
    },
  };
}
