/**
 * One asynchronous task behind a button (a download, an action): `busy` while
 * it runs, so the button can be disabled, and the failure's message kept in
 * `error` to show beside it.
 */
import { useCallback, useState } from 'react';

export function useBusyTask() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
