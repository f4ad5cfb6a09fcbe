import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { FECHA_MESSAGE, FechaInput, parseFecha } from '../../src/client/components/FechaInput';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';

function renderForm(onSubmit: (values: Record<string, unknown>) => void, record: Record<string, unknown> = {}) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={onSubmit} record={record}>
        <FechaInput source="fecha" label="Fecha de inicio" />
        <button type="submit">Guardar</button>
      </Form>
    </AdminContext>,
  );
}

describe('FechaInput', () => {
  it('parses day-first dates and refuses impossible ones', () => {
    expect(parseFecha('29/03/2025')).toBe('2025-03-29');
    expect(parseFecha('1/4/2025')).toBe('2025-04-01');
    expect(parseFecha('2025-03-29')).toBe('2025-03-29');
    expect(parseFecha('31/02/2025')).toBeNull();
    expect(parseFecha('03/29/2025')).toBeNull();
    expect(parseFecha('mañana')).toBeNull();
  });

  it('shows the stored date as dd/mm/yyyy and sends YYYY-MM-DD', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, { fecha: '2025-03-29' });
    const input = await screen.findByLabelText(/Fecha de inicio/);
    expect(input).toHaveValue('29/03/2025');
    fireEvent.change(input, { target: { value: '1/4/2025' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fecha: '2025-04-01' });
  });

  it('does not send an impossible date and says how to write it', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.change(await screen.findByLabelText(/Fecha de inicio/), { target: { value: '31/02/2025' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(FECHA_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
