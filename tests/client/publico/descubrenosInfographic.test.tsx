/** /descubrenos shows the infographic drawn in the reader's language. */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '../../../src/client/i18n/language';
import { PublicShell } from '../../../src/client/layout/PublicShell';
import { DescubrenosPage } from '../../../src/client/publico/DescubrenosPage';
import { resetSettingsCache } from '../../../src/client/providers/settings';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import { fakeApi } from '../fakes';

const settings = { municipio_nombre: 'Sigüenza', provincia: 'Guadalajara', municipio_lat: 41, municipio_lon: -2.6, radio_km: 3, map_zoom: 14, tile_url: '', tile_attribution: '', contact_email: 'soporte@gatera.es', aviso_demo: true, idiomas: [...LANGUAGES] };

const FILES: Record<string, string> = {
  es: '/descubrenos-infografia.svg',
  ca: '/descubrenos-infografia.ca.svg',
  eu: '/descubrenos-infografia.eu.svg',
  gl: '/descubrenos-infografia.gl.svg',
  en: '/descubrenos-infografia.en.svg',
};

/** Words that are spelt the same in Spanish and in that language (a verb or a phrase shared by both). */
const SHARED: Record<string, readonly string[]> = {
  ca: ['Registra', 'Media', 'Coordina', 'Informa'],
  gl: ['Localiza', 'Esteriliza', 'Media', 'Coordina', 'Informa', 'Campañas CER planificadas', 'esterilizados.', 'de identificación.', 'número de gatos.', 'Voluntariado asignado', 'Informes en PDF, gráficos'],
  eu: [],
  en: [],
};

function texts(file: string): string[] {
  const svg = readFileSync(`public${file}`, 'utf8');
  return [...svg.matchAll(/<(text|title|desc)\b[^>]*>([^<]*)<\/\1>/g)].map((match) => match[2]);
}

beforeEach(() => {
  fakeApi((call) => (call.url.endsWith('/api/settings') ? { body: settings } : undefined));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetSettingsCache();
  await setLanguage('es');
});

describe.each(LANGUAGES)('the infographic in %s', (language) => {
  it('points at its own file', async () => {
    await setLanguage(language);
    render(<MemoryRouter><PublicShell><DescubrenosPage /></PublicShell></MemoryRouter>);
    expect(await screen.findByRole('img', { name: /.+/ })).toHaveAttribute('src', FILES[language]);
  });
});

describe.each(LANGUAGES.filter((code) => code !== 'es'))('the %s drawing', (language) => {
  const spanish = texts(FILES.es);
  const translated = texts(FILES[language]);

  it('has every text of the Spanish one', () => {
    expect(translated).toHaveLength(spanish.length);
  });

  it('keeps none of the Spanish wording', () => {
    const digits = /^\d+$/;
    const left = spanish.filter((text) => !digits.test(text) && !SHARED[language].includes(text) && translated.includes(text));
    expect(left).toEqual([]);
  });

  it('declares its language', () => {
    expect(readFileSync(`public${FILES[language]}`, 'utf8')).toMatch(new RegExp(`^<svg lang="${language}" `));
  });
});
