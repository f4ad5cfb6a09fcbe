/** A rule of src/domain as a react-admin validator: the message key it answers, or nothing when the value passes. */
import type { Validator } from 'react-admin';

export const domainRule =
  (rule: (value: unknown) => string | null, args?: Record<string, unknown>): Validator =>
  (value: unknown) => {
    const message = rule(value);
    if (!message) return undefined;
    return args ? { message, args } : message;
  };
