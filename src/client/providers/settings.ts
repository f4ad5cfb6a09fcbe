/** The public settings of the server (GET /api/settings), fetched once per page load. */
import { useEffect, useState } from 'react';
import { apiJson } from './httpClient';
import type { Settings } from '../../domain/types';

/** The answer of GET /api/settings (src/domain/types.ts). */
export type PublicSettings = Settings;

let pending: Promise<PublicSettings | null> | null = null;

export function loadSettings(): Promise<PublicSettings | null> {
  pending ??= apiJson<PublicSettings>('/api/settings')
    .then(({ data }) => data)
    .catch(() => {
      pending = null;
      return null;
    });
  return pending;
}

/** Forget the cached answer (tests). */
export function resetSettingsCache(): void {
  pending = null;
}

/** The settings, or null while they load or when the server cannot be reached. */
export function useSettings(): PublicSettings | null {
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    let alive = true;
    void loadSettings().then((value) => {
      if (alive) setSettings(value);
    });
    return () => {
      alive = false;
    };
  }, []);
  return settings;
}

/** The contact address of the demo notice and of /contacto. */
export function useContactEmail(): string | null {
  return useSettings()?.contact_email ?? null;
}
