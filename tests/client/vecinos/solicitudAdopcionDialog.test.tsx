import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SolicitudAdopcionDialog } from '../../../src/client/vecinos/SolicitudAdopcionDialog';
import type { GatoEnAdopcion } from '../../../src/domain/schemas/adopcion';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const gato: GatoEnAdopcion = { id: 7, nombre: 'Misi', sexo: 'H', edad: '2 años', estado_salud: null, imagen: null, colonia_nombre: 'San Roque' };

describe('the adoption request form', () => {
  it('says the first missing thing, in the domain words, and sends nothing until the privacy policy is accepted', async () => {
    const dataProvider = fakeDataProvider({}, { solicitarAdopcion: async () => ({ message: 'ok', id: 1 }) });
    const onSent = vi.fn();
    renderStaff(<SolicitudAdopcionDialog gato={gato} onClose={() => undefined} onSent={onSent} />, { dataProvider, role: null });
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar la adopción de Misi' });
    const send = within(dialog).getByRole('button', { name: 'Enviar solicitud' });
    await userEvent.click(send);
    expect(await within(dialog).findByText('Indica tu nombre.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Tu nombre/), 'Marta');
    await userEvent.type(within(dialog).getByLabelText(/Correo electrónico/), 'marta@');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Indica un correo electrónico válido.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Correo electrónico/), 'correo.es');
    await userEvent.type(within(dialog).getByLabelText(/Cuéntanos sobre tu hogar/), 'Casa con jardín');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Debes aceptar la política de privacidad para enviar la solicitud.')).toBeInTheDocument();
    expect(dataProvider.calls).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('He leído y acepto la política de privacidad'));
    await userEvent.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Solicitud enviada. El ayuntamiento se pondrá en contacto contigo.'));
    expect(dataProvider.calls).toEqual([
      { method: 'solicitarAdopcion', params: [7, expect.objectContaining({ nombre: 'Marta', email: 'marta@correo.es', mensaje: 'Casa con jardín', acepta_privacidad: true })] },
    ]);
    expect(within(dialog).getByLabelText(/Tu nombre/)).toHaveAttribute('maxlength', '150');
  });

  it("shows the server's answer when it refuses", async () => {
    const dataProvider = fakeDataProvider({}, { solicitarAdopcion: async () => { throw new Error('Este gato no está en adopción.'); } });
    renderStaff(<SolicitudAdopcionDialog gato={gato} onClose={() => undefined} onSent={() => undefined} />, { dataProvider, role: null });
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Tu nombre/), 'Marta');
    await userEvent.type(within(dialog).getByLabelText(/Correo electrónico/), 'marta@correo.es');
    await userEvent.type(within(dialog).getByLabelText(/Cuéntanos sobre tu hogar/), 'Casa');
    await userEvent.click(within(dialog).getByLabelText('He leído y acepto la política de privacidad'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Este gato no está en adopción.')).toBeInTheDocument();
  });
});
