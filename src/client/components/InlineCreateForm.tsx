/**
 * A creation form that sits on its list's screen, as the original screens put
 * them: react-admin's `create` of the data provider (after `transform`), from
 * a CreationForm of the record's inputs. It stays
 * on the screen: on success the area's notice, an empty form again and the
 * list reloaded; on failure the area's notice and the values kept.
 */
import type { ComponentType } from 'react';
import { useCreate, useNotify, useRefresh, type TransformData } from 'react-admin';
import { CreationForm } from './CreationForm';

/** How one record is created on its list's screen; each area declares its own next to its inputs. */
export interface InlineCreation {
  resource: string;
  defaultValues: Record<string, unknown>;
  /** The form's values as the API receives them. */
  transform: TransformData;
  /** The submit button's text (a catalogue key). */
  submitLabel: string;
  /** The notices (catalogue keys) after a creation and after a failure. */
  created: string;
  failed: string;
  /** The record's inputs (XxxInputs). */
  Inputs: ComponentType;
}

export function InlineCreateForm({ resource, defaultValues, transform, submitLabel, created, failed, Inputs }: InlineCreation) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  async function save(values: Record<string, unknown>): Promise<boolean> {
    try {
      await create(resource, { data: await transform(values) }, { returnPromise: true });
      notify(created, { type: 'success' });
      refresh();
      return true;
    } catch {
      notify(failed, { type: 'error' });
      return false;
    }
  }
  return (
    <CreationForm resource={resource} defaultValues={defaultValues} submitLabel={submitLabel} onSave={save} noValidate>
      <Inputs />
    </CreationForm>
  );
}
