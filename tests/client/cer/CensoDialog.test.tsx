/** The census form checks its rules before sending and says what is wrong in the reader's language. */
import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material';
import { theme } from '../../../src/client/theme';
import { CensoDialog } from '../../../src/client/cer/CensoDialog';
import { setLanguage } from '../../../src/client/i18n/language';
import { CENSO_MAX_GATOS } from '../../../src/domain/cer';
import { renderTranslated } from '../translated';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('es');
});

it.each([
  ['es', 'Gatos vistos (con crías)', 'Guardar censo', `El campo «gatos_vistos» debe ser un número entero entre 0 y ${CENSO_MAX_GATOS}.`],
  ['gl', 'Gatos vistos (con crías)', 'Gardar censo', `O campo «gatos_vistos» debe ser un número enteiro entre 0 e ${CENSO_MAX_GATOS}.`],
] as const)('in %s, too many cats seen are refused before sending, with the rule in that language', async (language, vistosLabel, guardar, message) => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  await setLanguage(language);
  renderTranslated(
    <ThemeProvider theme={createTheme(theme)}>
      <CensoDialog coloniaId={1} coloniaNombre="Plaza" onClose={() => {}} onSaved={() => {}} />
    </ThemeProvider>,
  );
  await userEvent.type(screen.getByLabelText(vistosLabel, { exact: false }), String(CENSO_MAX_GATOS + 1));
  await userEvent.click(screen.getByRole('button', { name: guardar }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(fetchSpy).not.toHaveBeenCalled();
});
