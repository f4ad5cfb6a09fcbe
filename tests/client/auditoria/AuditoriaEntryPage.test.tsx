/** /auditoria/:id over the fake data provider: one entry in full, named by its time, each field under its name. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AuditoriaEntryPage } from '../../../src/client/auditoria/AuditoriaEntryPage';
import { formatDateTime } from '../../../src/domain/dates';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const LONG = 'rol voluntario -> responsable; '.repeat(12).trim();
const entries = [
  { id: 5, at: '2025-03-29T17:45:12.000Z', usuario_id: 1, username: 'ana', accion: 'cambiar_rol', entidad: 'users', entidad_id: '8', detalle: LONG },
  { id: 6, at: '2025-03-30T01:00:00.000Z', usuario_id: null, username: null, accion: 'backup', entidad: 'backup', entidad_id: null, detalle: null },
];

const field = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

function renderEntry(id: number) {
  return renderStaff(<AuditoriaEntryPage />, { dataProvider: fakeDataProvider({ auditoria: entries }), path: `/auditoria/${id}`, route: '/auditoria/:id' });
}

describe('an audit log entry’s page', () => {
  it('shows the whole entry: when, who, what, on which record and its full detail', async () => {
    renderEntry(5);
    expect(await screen.findByRole('heading', { name: formatDateTime(entries[0].at), level: 2 })).toBeInTheDocument();
    expect(field('Fecha y hora')).toHaveTextContent(formatDateTime(entries[0].at));
    expect(field('Usuario')).toHaveTextContent('ana');
    expect(field('Acción')).toHaveTextContent('Cambio de rol');
    expect(field('Registro')).toHaveTextContent('Usuario n.º 8');
    expect(field('Detalle')).toHaveTextContent(LONG);
  });

  it("names the system's own work and a record without a number", async () => {
    renderEntry(6);
    await screen.findByRole('heading', { name: formatDateTime(entries[1].at), level: 2 });
    expect(field('Usuario')).toHaveTextContent('Sistema');
    expect(field('Acción')).toHaveTextContent('Copia de seguridad');
    expect(field('Registro')).toHaveTextContent(/^Copia de seguridad$/);
    expect(field('Detalle')).toHaveTextContent('—');
  });
});
