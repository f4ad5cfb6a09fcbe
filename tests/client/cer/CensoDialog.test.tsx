/** The census form checks its rules before sending, says what is wrong in the reader's language, and sends a valid census. */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CensoDialog } from '../../../src/client/cer/CensoDialog';
import { setLanguage } from '../../../src/client/i18n/language';
import { CENSO_MAX_GATOS, hoyEnEspana } from '../../../src/domain/cer';
import type { Censo } from '../../../src/domain/schemas/censo';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(async () => {
  await setLanguage('es');
});

const CENSO: Censo = { id: 5, colonia_id: 1, fecha: '2025-03-01', gatos_vistos: 10, crias: 2, marcados_vistos: 4, observaciones: 'Al alba', usuario_id: 1, created_at: '', updated_at: '' };

it.each([
  ['es', 'Gatos vistos (con crías)', 'Guardar censo', `El campo «gatos_vistos» debe ser un número entero entre 0 y ${CENSO_MAX_GATOS}.`],
  ['gl', 'Gatos vistos (con crías)', 'Gardar censo', `O campo «gatos_vistos» debe ser un número enteiro entre 0 e ${CENSO_MAX_GATOS}.`],
] as const)('in %s, too many cats seen are refused before sending, with the rule in that language', async (language, vistosLabel, guardar, message) => {
  await setLanguage(language);
  const { dataProvider } = renderStaff(<CensoDialog coloniaId={1} coloniaNombre="Plaza" onClose={() => {}} onSaved={() => {}} />, { role: 'voluntario' });
  await userEvent.type(screen.getByLabelText(vistosLabel, { exact: false }), String(CENSO_MAX_GATOS + 1));
  await userEvent.click(screen.getByRole('button', { name: guardar }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(dataProvider.calls).toEqual([]);
});

it("records a new census of today's date with the counts typed", async () => {
  const onSaved = vi.fn();
  const dataProvider = fakeDataProvider({}, { crearCensoColonia: async (coloniaId, values) => ({ ...CENSO, ...values, colonia_id: coloniaId, id: 9, observaciones: values.observaciones ?? null }) });
  renderStaff(<CensoDialog coloniaId={3} coloniaNombre="Plaza" onClose={() => {}} onSaved={onSaved} />, { role: 'voluntario', dataProvider });
  expect(screen.getByRole('dialog', { name: 'Registrar censo · Plaza' })).toBeInTheDocument();
  expect(screen.getByLabelText('Fecha', { exact: false })).toHaveValue(hoyEnEspana());
  await userEvent.type(screen.getByLabelText('Gatos vistos (con crías)', { exact: false }), '14');
  const crias = screen.getByLabelText(/^Crías/);
  await userEvent.clear(crias);
  await userEvent.type(crias, '2');
  const marcados = screen.getByLabelText('Adultos con la oreja marcada', { exact: false });
  await userEvent.clear(marcados);
  await userEvent.type(marcados, '9');
  await userEvent.type(screen.getByLabelText('Observaciones'), '  Recuento al anochecer ');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar censo' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(dataProvider.calls.map((c) => [c.method, c.params])).toEqual([
    ['crearCensoColonia', [3, { fecha: hoyEnEspana(), gatos_vistos: 14, crias: 2, marcados_vistos: 9, observaciones: 'Recuento al anochecer' }]],
  ]);
});

it('edits a census: its values in the form, the change sent for that census, and the server\'s refusal shown', async () => {
  const dataProvider = fakeDataProvider({}, { editarCensoColonia: () => Promise.reject(new Error('El censo ya no existe.')) });
  renderStaff(<CensoDialog coloniaId={1} coloniaNombre="Plaza" censo={CENSO} onClose={() => {}} onSaved={() => {}} />, { role: 'voluntario', dataProvider });
  expect(screen.getByRole('dialog', { name: 'Editar censo · Plaza' })).toBeInTheDocument();
  const vistos = screen.getByLabelText('Gatos vistos (con crías)', { exact: false });
  expect(vistos).toHaveValue(10);
  expect(screen.getByLabelText('Observaciones')).toHaveValue('Al alba');
  await userEvent.clear(vistos);
  await userEvent.type(vistos, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar censo' }));
  expect(await screen.findByTestId('censo-error')).toHaveTextContent('El censo ya no existe.');
  expect(dataProvider.calls.map((c) => c.params)).toEqual([[1, 5, { fecha: '2025-03-01', gatos_vistos: 12, crias: 2, marcados_vistos: 4, observaciones: 'Al alba' }]]);
});
