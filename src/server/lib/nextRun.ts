/**
 * One run of an asynchronous operation shared by every caller that asks for it
 * meanwhile, with one promise: each caller gets a run that *started after it
 * asked*. With no run on its way, a call starts one. While one is on its way
 * (it may have started before the caller's reason to ask, so it does not count
 * for that caller), callers share the next run, started when that one ends.
 *
 * Used where the answer must reflect everything done before the call: the
 * PostgreSQL data version (a snapshot taken after the caller's commit) and the
 * SQLite WAL flush (an fsync issued after the caller's commit).
 */
export function sharedNextRun<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      next = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}
