/** The checks of a new password and its confirmation, in the original product's order (message keys). */
import { passwordConfirmationError, passwordError } from '../../domain/validation';
import type { AccountField } from './AccountForm';

export interface NewPasswordErrors {
  new_password?: string;
  confirmation?: string;
}

export function newPasswordErrors({ new_password, confirmation }: { new_password: string; confirmation: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = passwordError(new_password);
  if (rule) errors.new_password = rule;
  const mismatch = passwordConfirmationError(new_password, confirmation);
  if (mismatch) errors.confirmation = mismatch;
  return errors;
}

/** The new password and its confirmation, as the change and reset forms ask for them. */
export const NEW_PASSWORD_FIELDS = [
  { name: 'new_password', label: 'gatera.cuenta.nueva', type: 'password', autoComplete: 'new-password', hint: 'gatera.cuenta.reglas' },
  { name: 'confirmation', label: 'gatera.cuenta.confirmar', type: 'password', autoComplete: 'new-password' },
] as const satisfies readonly AccountField<'new_password' | 'confirmation'>[];
