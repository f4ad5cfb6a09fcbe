/**
 * The public settings of the server (GET /api/settings): fetched once per page
 * load and shared by every screen; refreshSettings() fetches them again and
 * every reader (the header's name and coat of arms, the demo notice) follows
 * at once (after the administrator saves /ajustes).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { apiJson } from './httpClient';
import type { Settings } from '../../domain/types';

/** The answer of GET /api/settings (src/domain/types.ts). */
export type PublicSettings = Settings;

let pending: Promise<PublicSettings | null> | null = null;
let current: PublicSettings | null = null;
const listeners = new Set<() => void>();

function fetchSettings(): Promise<PublicSettings | null> {
  const request: Promise<PublicSettings | null> = apiJson<PublicSettings>('/api/settings')
    .then(({ data }) => {
      // A later refresh wins over an answer that arrives after it.
      if (pending === request) {
        current = data;
        listeners.forEach((listener) => listener());
      }
      return data;
    })
    .catch(() => {
      if (pending === request) pending = null;
      return null;
    });
  pending = request;
  return request;
}

export function loadSettings(): Promise<PublicSettings | null> {
  return pending ?? fetchSettings();
}

/** Fetch the settings again; every screen that shows them updates. */
export function refreshSettings(): Promise<PublicSettings | null> {
  return fetchSettings();
}

/** Forget the cached answer (tests). */
export function resetSettingsCache(): void {
  pending = null;
  current = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings, or null while they load or when the server cannot be reached. */
export function useSettings(): PublicSettings | null {
  const settings = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    void loadSettings();
  }, []);
  return settings;
}

/** The contact address of the demo notice and of /contacto. */
export function useContactEmail(): string | null {
  return useSettings()?.contact_email ?? null;
}
