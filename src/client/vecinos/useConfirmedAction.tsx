/**
 * An action asked for first in a confirmation dialog (anonymising a record,
 * marking an adoption done): `ask(target)` opens the dialog, confirming runs
 * it through react-query, says its success and refreshes the list around it;
 * `now(target)` runs it without asking.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';

export interface ConfirmedAction<T> {
  title: string;
  question: (target: T) => string;
  confirmLabel: string;
  success: string;
  run: (target: T) => Promise<unknown>;
}

export function useConfirmedAction<T>({ title, question, confirmLabel, success, run }: ConfirmedAction<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(success, { type: 'success' });
      setTarget(null);
      refresh();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      content={target === null ? '' : question(target)}
      confirmLabel={confirmLabel}
      cancelLabel={translate('ra.action.cancel')}
      onConfirm={() => target !== null && mutation.mutate(target)}
      onClose={() => setTarget(null)}
      loading={mutation.isPending}
    />
  );
  return { ask: setTarget, now: (value: T) => mutation.mutate(value), dialog };
}
