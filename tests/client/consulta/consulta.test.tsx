/**
 * "¿Es un gato de colonia?": the partner professional types a chip and reads
 * the answer in plain words (the colony and whom to call, or «No consta»);
 * a malformed chip is never sent. The administrator's entities list and an
 * entity's keys: a key issued is shown whole once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsultaPage } from '../../../src/client/consulta/ConsultaPage';
import { EntidadesPage } from '../../../src/client/consulta/EntidadesPage';
import { EntidadPage } from '../../../src/client/consulta/EntidadPage';
import type { ClaveApi, Entidad } from '../../../src/domain/schemas/entidad';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const entidad = (overrides: Partial<Entidad> = {}): Entidad => ({ id: 5, nombre: 'Clínica San Roque', tipo: 'clinica', numero_registro: null, email: 'sr@vet.es', telefono: null, activa: true, created_at: '2026-11-01T09:00:00.000Z', ...overrides });

describe('/consulta', () => {
  it('answers a colony cat with its colony and the contact, then «No consta» for another chip, with the keyboard', async () => {
    const consultarMicrochip = vi.fn(async (codigo: string) =>
      codigo === '724000000001000' ? { colonia: true, municipio: 'Sigüenza', colonia_nombre: 'Colonia de la Catedral', contacto: 'gatos@siguenza.es' } : { colonia: false, municipio: 'Sigüenza' },
    );
    renderStaff(<ConsultaPage />, { dataProvider: fakeDataProvider({}, { consultarMicrochip }), role: 'profesional' });
    const campo = await screen.findByRole('textbox', { name: 'Microchip' });
    await userEvent.type(campo, '724 000 000 001 000{Enter}');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Es un gato de colonia'));
    expect(status).toHaveTextContent('El microchip 724000000001000 es de un gato de la colonia «Colonia de la Catedral» de Sigüenza.');
    expect(screen.getByRole('link', { name: 'gatos@siguenza.es' })).toHaveAttribute('href', 'mailto:gatos@siguenza.es');
    expect(consultarMicrochip).toHaveBeenCalledWith('724000000001000');

    await userEvent.clear(campo);
    await userEvent.type(campo, '941000000999999{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('No consta como gato de colonia'));
    expect(status).not.toHaveTextContent('Catedral');
  });

  it('never sends a malformed chip, and says why', async () => {
    const consultarMicrochip = vi.fn();
    renderStaff(<ConsultaPage />, { dataProvider: fakeDataProvider({}, { consultarMicrochip }), role: 'profesional' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Microchip' }), '12345{Enter}');
    expect(await screen.findByText('El microchip tiene 15 cifras, sin letras.')).toBeVisible();
    expect(consultarMicrochip).not.toHaveBeenCalled();
  });
});

describe('/entidades', () => {
  it('lists the entities with their kind and state', async () => {
    renderStaff(<EntidadesPage />, { dataProvider: fakeDataProvider({ entidades: [entidad(), entidad({ id: 6, nombre: 'Policía Local', tipo: 'policia', activa: false })] }) });
    expect(await screen.findByText('Clínica San Roque')).toBeVisible();
    expect(screen.getByText('Clínica veterinaria')).toBeVisible();
    expect(screen.getByText('Policía local')).toBeVisible();
    expect(screen.getByText('Desactivada')).toBeVisible();
  });

  it('issues a key shown whole once, and lists the keys by prefix', async () => {
    let claves: ClaveApi[] = [];
    const emitirClave = vi.fn(async () => {
      const clave = { id: 1, entidad_id: 5, prefijo: 'abcd1234', created_at: '2026-11-27T06:00:00.000Z', usada_at: null, revocada_at: null };
      claves = [clave];
      return { ...clave, clave: 'gtk_abcd1234_secretosecretosecretosecretosecretosecretosec' };
    });
    renderStaff(<EntidadPage />, { dataProvider: fakeDataProvider({ entidades: [entidad()] }, { clavesEntidad: async () => claves, emitirClave }), path: '/entidades/5', route: '/entidades/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Emitir una clave' }));
    expect(await screen.findByTestId('clave-emitida')).toHaveTextContent('gtk_abcd1234_secretosecretosecretosecretosecretosecretosec');
    expect(screen.getByText('Copia ahora la clave: no se volverá a mostrar.')).toBeVisible();
    expect(await screen.findByText('gtk_abcd1234…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Revocar la clave gtk_abcd1234' })).toBeVisible();
  });
});
