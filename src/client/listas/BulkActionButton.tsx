/**
 * One action of a list's bulk toolbar: it asks first, then re-reads the
 * selected records (the selection may span pages and they may have changed
 * since the page was read), applies the action one record after another to
 * those it applies to (the others stay as they are, as their row menus offer
 * them nothing) and says in one notice how many changed.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useGateraDataProvider } from '../providers/dataProvider';

export interface BulkActionButtonProps<T extends RaRecord> {
  /** Where the selected records are re-read (getMany). */
  resource: string;
  /** The button's text (a catalogue key). */
  label: string;
  /** The confirmation's title, question and confirm button (catalogue keys). */
  confirm: { title: string; content: string; label: string };
  applies: (record: T) => boolean;
  act: (record: T) => Promise<unknown>;
  /** The notice, a catalogue key with %{smart_count}: how many records changed. */
  done: string;
  color?: 'primary' | 'error';
}

export function BulkActionButton<T extends RaRecord>({ resource, label, confirm, applies, act, done, color = 'primary' }: BulkActionButtonProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const { selectedIds, onUnselectItems } = useListContext<T>();
  const [asking, setAsking] = useState(false);

  const mutation = useMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.getMany<T>(resource, { ids: selectedIds });
      const eligible = data.filter(applies);
      // One after another: the server audits each change, and a refusal stops the rest.
      for (const record of eligible) await act(record);
      return eligible.length;
    },
    onSuccess: (count) => {
      notify(done, { type: 'success', messageArgs: { smart_count: count } });
      onUnselectItems();
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
    onSettled: () => {
      setAsking(false);
      refresh();
    },
  });

  return (
    <>
      <Button label={label} color={color} onClick={() => setAsking(true)} disabled={mutation.isPending} />
      <ConfirmDialog
        open={asking}
        title={translate(confirm.title)}
        content={translate(confirm.content)}
        confirmLabel={translate(confirm.label)}
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
