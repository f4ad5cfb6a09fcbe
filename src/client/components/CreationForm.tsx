/**
 * A creation form of a combined screen (form above, list below): react-admin's
 * SimpleForm with one submit button, emptied after each record it saves and
 * left as it was when the save fails, so nothing typed is lost.
 */
import { useState, type ReactNode } from 'react';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { SubmitToolbar } from '../registros/formHelpers';

export interface CreationFormProps {
  /** Sends the values; true when the record was saved (the form then empties). */
  onSave: (values: Record<string, unknown>) => Promise<boolean>;
  /** The submit button's text (a catalogue key). */
  submitLabel: string;
  defaultValues: Record<string, unknown>;
  resource?: string;
  /** A form-level check (every field's problem at once), when the rules span fields. */
  validate?: SimpleFormProps['validate'];
  sx?: SimpleFormProps['sx'];
  /** Leave the checks to the form's validators (no browser bubbles). */
  noValidate?: boolean;
  children: ReactNode;
}

export function CreationForm({ onSave, submitLabel, defaultValues, resource, validate, sx, noValidate, children }: CreationFormProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <SimpleForm
      key={generation}
      resource={resource}
      defaultValues={defaultValues}
      validate={validate}
      noValidate={noValidate}
      onSubmit={async (values: Record<string, unknown>) => {
        if (await onSave(values)) setGeneration((current) => current + 1);
      }}
      toolbar={<SubmitToolbar label={submitLabel} />}
      sx={{ p: 0, ...sx }}
    >
      {children}
    </SimpleForm>
  );
}
