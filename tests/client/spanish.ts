/** What a person reading Spanish sees for a catalogue key (or a text, shown as it is): the screens' own translation. */
import { i18nProvider } from '../../src/client/i18n/i18nProvider';

export function spanish(key: string, options: Record<string, unknown> = {}): string {
  return i18nProvider.translate(key, { _: key, ...options });
}

/** Each message of a form's errors as the person reads it. */
export function spanishErrors(errors: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, spanish(String(message))]));
}
