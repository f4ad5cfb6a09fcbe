/**
 * The one form of the account pages (login, password change, reset and
 * recovery): its fields, the checks made before sending, the call, and the
 * result under the fields. Plain inputs (PlainTextField), so the public pages
 * stay light; no react-admin form machinery outside <Admin>.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlainTextField } from '../components/PlainTextField';
import { OutcomeAlert, type Outcome } from './AccountCard';

export interface AccountField<F extends string> {
  name: F;
  /** Catalogue key of the label. */
  label: string;
  type?: 'password' | 'email';
  autoComplete: string;
  autoFocus?: boolean;
  /** Catalogue key of the text under the field while it has no error; by default an empty line, so errors do not move the form. */
  hint?: string | null;
}

export type AccountValues<F extends string> = Record<F, string>;

/** What the checks before sending found: message keys by field, or one message for the whole form. */
export type AccountProblems<F extends string> = Partial<Record<F, string>> & { form?: string };

export interface AccountFormProps<F extends string> {
  fields: readonly AccountField<F>[];
  /** Catalogue key of the submit button. */
  submit: string;
  check?: (values: AccountValues<F>) => AccountProblems<F>;
  /** Sends the form; answers the success message (the fields are then emptied), or nothing when the page moves on. */
  send: (values: AccountValues<F>) => Promise<string | void>;
  /** The message shown when sending fails. */
  failure: (error: unknown) => string;
  onDone?: () => void;
  disabled?: boolean;
  large?: boolean;
  /** Below the button (e.g. a link to another account page). */
  children?: ReactNode;
}

export function AccountForm<F extends string>({ fields, submit, check, send, failure, onDone, disabled = false, large = false, children }: AccountFormProps<F>) {
  const translate = useTranslate();
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, ''])) as AccountValues<F>;
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<AccountProblems<F>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found: AccountProblems<F> = check?.(values) ?? {};
    setProblems(found);
    if (found.form) setOutcome({ ok: false, text: translate(found.form) });
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const done = await send(values);
      if (typeof done === 'string') {
        setOutcome({ ok: true, text: done });
        setValues(empty());
      }
      onDone?.();
    } catch (error) {
      setOutcome({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {fields.map((field) => {
          const problem = problems[field.name];
          const hint = field.hint === undefined ? ' ' : field.hint && translate(field.hint);
          return (
            <PlainTextField
              key={field.name}
              label={translate(field.label)}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              autoFocus={field.autoFocus}
              value={values[field.name]}
              onChange={(e) => setValues((current) => ({ ...current, [field.name]: e.target.value }))}
              error={Boolean(problem)}
              helperText={problem ? translate(problem) : hint}
              required
              fullWidth
              disabled={disabled}
            />
          );
        })}
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" variant="contained" size={large ? 'large' : undefined} disabled={busy || disabled}>
          {translate(submit)}
        </Button>
        {children}
      </Stack>
    </Box>
  );
}
