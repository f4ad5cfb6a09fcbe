/**
 * A load that failed only in the console, as the original screens did for
 * their secondary data (a chooser's options, a badge): the screen shows what it
 * has and stays usable.
 */
import { useEffect } from 'react';

export function useLoggedError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
