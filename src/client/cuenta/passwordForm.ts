/** The checks of a new password and its confirmation, in the original product's order. */
import { passwordConfirmationError, passwordError } from '../../domain/validation';

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = passwordError(password);
  if (rule) errors.password = rule;
  const mismatch = passwordConfirmationError(password, confirmation);
  if (mismatch) errors.confirmation = mismatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
