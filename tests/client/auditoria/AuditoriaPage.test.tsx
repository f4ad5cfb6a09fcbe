import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AuditoriaPage } from '../../../src/client/auditoria/AuditoriaPage';
import type { AuditEntry } from '../../../src/domain/audit';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const entry: AuditEntry = { id: 1, at: '2026-11-20T10:00:00.000Z', usuario_id: 1, username: 'ana', accion: 'crear', entidad: 'gato', entidad_id: '7', detalle: 'Michi' };

describe('the audit log page', () => {
  it('is titled with the menu entry that opens it, and lists the entries', async () => {
    renderStaff(<AuditoriaPage />, { dataProvider: fakeDataProvider({ auditoria: [entry] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría' })).toBeInTheDocument();
    expect(await screen.findAllByText('Michi')).not.toHaveLength(0);
  });
});
