/**
 * How the street screens ask the API: even without signal (react-query would
 * otherwise hold the request back), since the service worker answers the
 * street routes from what it kept for this session (offlineApiCache.ts); and
 * once, so a failure shows at once rather than after retries.
 */
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

export const STREET_QUERY = { networkMode: 'always', retry: false } as const;

export interface StreetMutation<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onSettled?: () => void;
}

/** A street change sent now: the server's message, when it refuses it, as an error notification. */
export function useStreetMutation<TVariables, TData>({ mutationFn, onSuccess, onSettled }: StreetMutation<TVariables, TData>) {
  const notify = useNotify();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, variables: TVariables) => onSuccess?.(data, variables),
    onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    onSettled,
    ...STREET_QUERY,
  });
}

/** Whether a street change was sent (its failure is already notified by useStreetMutation): what a form that empties after saving waits for. */
export async function savedOnce(sending: Promise<unknown>): Promise<boolean> {
  try {
    await sending;
    return true;
  } catch {
    return false;
  }
}
