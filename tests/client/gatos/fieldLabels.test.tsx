/**
 * The cat inputs name themselves as react-admin names a field: from
 * resources.gatos.fields.<source> of the reader's language, with no label of
 * their own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import { GatoInputs } from '../../../src/client/gatos/GatoInputs';
import { setLanguage } from '../../../src/client/i18n/language';
import { loadCatalogue } from '../../../src/client/i18n/catalogues';
import { renderStaff } from '../renderStaff';

const escape = (text: string) => text.replace(/[()*]/g, '\\$&');

afterEach(async () => {
  await setLanguage('es');
});

describe('the cat inputs inside the gatos resource', () => {
  it('show their labels in Catalan from resources.gatos.fields', async () => {
    await setLanguage('ca');
    const fields = ((await loadCatalogue('ca')) as unknown as { resources: { gatos: { fields: Record<string, string> } } }).resources.gatos.fields;
    renderStaff(
      <ResourceContextProvider value="gatos">
        <Form>
          <GatoInputs mode="edit" colonias={[{ id: 1, nombre: 'Catedral' }]} />
        </Form>
      </ResourceContextProvider>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('ca'));
    expect(fields.raza).toBe('Raça');
    expect(fields.fecha_desparasitacion).toBe('Data de desparasitació');
    for (const source of ['nombre', 'raza', 'estado_salud', 'ubicacion', 'codigo_identificacion', 'fecha_identificacion', 'fecha_desparasitacion', 'tipo_vacuna', 'evaluacion_sanitaria']) {
      expect((await screen.findAllByLabelText(new RegExp(`^${escape(fields[source])}`))).length, source).toBeGreaterThan(0);
    }
    expect(screen.queryByLabelText(/^Raza/)).toBeNull();
  });
});
