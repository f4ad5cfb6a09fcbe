/**
 * A creation form that sits on its list's screen, as the original screens put
 * them: react-admin's <CreateBase> saves through the data provider's `create`
 * (after `transform`), around a <SimpleForm> of the record's inputs. It stays
 * on the screen: on success the area's notice, an empty form again and the
 * list reloaded; on failure the area's notice and the values kept.
 */
import { useState, type ComponentType } from 'react';
import { CreateBase, SimpleForm, useNotify, useRefresh, type TransformData } from 'react-admin';
import { SubmitToolbar } from '../registros/formHelpers';

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
  const [formKey, setFormKey] = useState(0);
  return (
    <CreateBase
      resource={resource}
      redirect={false}
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          notify(created, { type: 'success' });
          setFormKey((key) => key + 1);
          refresh();
        },
        onError: () => notify(failed, { type: 'error' }),
      }}
    >
      <SimpleForm key={formKey} noValidate defaultValues={defaultValues} toolbar={<SubmitToolbar label={submitLabel} />} sx={{ p: 0 }}>
        <Inputs />
      </SimpleForm>
    </CreateBase>
  );
}
