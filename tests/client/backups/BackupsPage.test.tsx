import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { BackupsPage } from '../../../src/client/backups/BackupsPage';
import { BACKUP_MESSAGES } from '../../../src/domain/messages';
import { BACKUP, BACKUP_ALCANCE_INSTALACION } from '../../../src/domain/constants';
import type { NamedMethods } from '../../../src/client/providers/dataProvider';
import { spanishText } from '../../../src/domain/i18n/index';
import { fakeDataProvider } from '../fakeDataProvider';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { renderStaff } from '../renderStaff';
import { deferred } from './fetchStub';

const OLD = 'backup_full_20250101080910.sql';
const NEW = 'backup_full_20250329184512.sql';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const failure = (detail: string, status = 422) => new HttpError(detail, status, { detail });

function renderPage(methods: Partial<NamedMethods>) {
  return renderStaff(<BackupsPage />, { dataProvider: fakeDataProvider({}, methods) });
}

const called = (provider: { calls: { method: string; params: unknown }[] }, method: string) => provider.calls.filter((c) => c.method === method);

const buttons = () => ({
  create: screen.getByRole('button', { name: /Crear Backup|Creando\.\.\./ }),
  importer: screen.getByRole('button', { name: /Importar Backup|Importando\.\.\./ }),
});

describe('Gestión de Backups', () => {
  it('lists the backups newest first, each with its name and the time read from the name', async () => {
    renderPage({ listarBackups: async () => [OLD, NEW] });
    expect(screen.getByRole('heading', { name: 'Backups disponibles', level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Backups disponibles' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Fecha', 'Acciones']);
    // The body rows: the header row has no row header cell.
    const items = within(table).getAllByRole('row').slice(1);
    expect(items.map((i) => within(i).getByText(/^backup_full_/).textContent)).toEqual([NEW, OLD]);
    expect(within(items[0]).getByText('29/03/2025 18:45:12')).toBeInTheDocument();
    expect(within(items[1]).getByText('01/01/2025 08:09:10')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: `Restaurar ${NEW}` })).toBeEnabled();
    expect(within(items[0]).getByRole('button', { name: `Descargar ${NEW}` })).toBeEnabled();
  });

  it('sorts by name or date from the column headers, both ways', async () => {
    const MIDDLE = 'backup_full_20250215120000.sql';
    renderPage({ listarBackups: async () => [OLD, NEW, MIDDLE] });
    const table = await screen.findByRole('table', { name: 'Backups disponibles' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByText(/^backup_full_/).textContent);
    expect(names()).toEqual([NEW, MIDDLE, OLD]);
    await userEvent.click(within(table).getByRole('button', { name: /fecha/i }));
    await waitFor(() => expect(names()).toEqual([OLD, MIDDLE, NEW]));
    await userEvent.click(within(table).getByRole('button', { name: /fecha/i }));
    await waitFor(() => expect(names()).toEqual([NEW, MIDDLE, OLD]));
    await userEvent.click(within(table).getByRole('button', { name: /nombre/i }));
    await waitFor(() => expect(names()).toEqual([OLD, MIDDLE, NEW]));
  });

  it('says when there are no backups, and when the list cannot be read', async () => {
    const { unmount } = renderPage({ listarBackups: async () => [] });
    expect(await screen.findByText(spanishText(BACKUP_MESSAGES.empty))).toBeInTheDocument();
    unmount();
    renderPage({ listarBackups: () => Promise.reject(failure('fallo', 500)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(BACKUP_MESSAGES.listFailed));
  });

  it("creates a backup: 'Creando...' and every button disabled meanwhile, the list read again about a second later", async () => {
    const pending = deferred<Awaited<ReturnType<NamedMethods['crearBackup']>>>();
    let created = 0;
    // When each list was read: on a loaded machine the button may come back after the second read, so «not at once» is told by the read's own time.
    const readAt: number[] = [];
    const { dataProvider } = renderPage({
      listarBackups: async () => {
        readAt.push(Date.now());
        return created ? [NEW, OLD] : [OLD];
      },
      crearBackup: () => pending.promise,
    });
    await screen.findByText(OLD);
    await userEvent.click(buttons().create);
    expect(buttons().create).toHaveTextContent('Creando...');
    expect(buttons().create).toBeDisabled();
    expect(buttons().importer).toBeDisabled();
    expect(screen.getByRole('button', { name: `Restaurar ${OLD}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Descargar ${OLD}` })).toBeDisabled();
    expect(called(dataProvider, 'crearBackup')).toHaveLength(1);

    const listsBefore = called(dataProvider, 'listarBackups').length;
    created = Date.now();
    pending.resolve({ message: 'Backup creado correctamente', filename: NEW, backup_type: BACKUP.type, format: BACKUP.format });
    await waitFor(() => expect(buttons().create).toHaveTextContent('Crear Backup'));
    expect(buttons().create).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(`Backup creado correctamente: ${NEW}`);
    expect(await screen.findByRole('rowheader', { name: NEW }, { timeout: 3000 })).toBeInTheDocument();
    expect(called(dataProvider, 'listarBackups')).toHaveLength(listsBefore + 1);
    // Not at once: about a second later.
    expect(readAt.at(-1)! - created).toBeGreaterThanOrEqual(BACKUP.refreshDelayMs - 50);
  });

  it('says so when the backup cannot be created', async () => {
    renderPage({ listarBackups: async () => [], crearBackup: () => Promise.reject(failure('No se pudo crear la copia de seguridad: disco lleno', 500)) });
    await screen.findByText(spanishText(BACKUP_MESSAGES.empty));
    await userEvent.click(buttons().create);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.createFailed));
    expect(alert).toHaveTextContent('disco lleno');
  });

  it('restores a backup only after the confirmation, then reads the list again', async () => {
    const { dataProvider } = renderPage({
      listarBackups: async () => [NEW, OLD],
      restaurarBackup: async (name) => ({ message: 'Restauración completada', backup: name, copia_previa: NEW, anonimizadas_mantenidas: 0 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Restaurar ${OLD}` }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(OLD);
    expect(dialog).toHaveTextContent('01/01/2025 08:09:10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitForElementToBeRemoved(dialog);
    expect(called(dataProvider, 'restaurarBackup')).toHaveLength(0);

    const listsBefore = called(dataProvider, 'listarBackups').length;
    await userEvent.click(screen.getByRole('button', { name: `Restaurar ${OLD}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(spanishText(BACKUP_MESSAGES.restoreOk));
    expect(called(dataProvider, 'restaurarBackup').map((c) => c.params)).toEqual([[OLD]]);
    await waitFor(() => expect(called(dataProvider, 'listarBackups')).toHaveLength(listsBefore + 1));
  });

  it('says so when the restore fails, with the reason', async () => {
    renderPage({
      listarBackups: async () => [NEW],
      restaurarBackup: () => Promise.reject(failure('La copia de seguridad no es válida y no se ha restaurado: la copia está incompleta.')),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Restaurar ${NEW}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.restoreFailed));
    expect(alert).toHaveTextContent('la copia está incompleta');
  });

  it('imports only .sql files', async () => {
    let answer: Promise<{ message: string; anonimizadas_mantenidas: number }> = Promise.resolve({ message: 'ok', anonimizadas_mantenidas: 0 });
    const { dataProvider } = renderPage({ listarBackups: async () => [NEW], importarBackup: () => answer });
    await screen.findByText(NEW);
    const input = screen.getByTestId('backup-import-input') as HTMLInputElement;
    expect(input.accept).toBe('.sql');

    await userEvent.upload(input, new File(['hola'], 'foto.png', { type: 'image/png' }), { applyAccept: false });
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.importFailed));
    expect(alert).toHaveTextContent('Solo se admiten archivos .sql.');
    expect(called(dataProvider, 'importarBackup')).toHaveLength(0);

    await userEvent.upload(input, new File(['-- gatera-backup'], 'copia.sql', { type: 'application/sql' }));
    expect(await screen.findByRole('status')).toHaveTextContent(spanishText(BACKUP_MESSAGES.importOk));
    expect((called(dataProvider, 'importarBackup')[0].params as File[])[0].name).toBe('copia.sql');

    answer = Promise.reject(failure('El archivo no es una copia de seguridad de Gatera.'));
    answer.catch(() => undefined);
    await userEvent.upload(input, new File(['x'], 'otra.sql'));
    alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.importFailed));
    expect(alert).toHaveTextContent('no es una copia de seguridad de Gatera');
  });

  it('says after the success text how many erased people the restore or the import kept erased, and nothing when none', async () => {
    let kept = 2;
    renderPage({
      listarBackups: async () => [NEW, OLD],
      restaurarBackup: async () => ({ message: 'Restauración completada', backup: OLD, copia_previa: NEW, anonimizadas_mantenidas: kept }),
      importarBackup: async () => ({ message: 'Backup importado y restaurado correctamente', anonimizadas_mantenidas: kept }),
    });
    const restore = async () => {
      await userEvent.click(await screen.findByRole('button', { name: `Restaurar ${OLD}` }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
      return screen.findByRole('status');
    };
    expect(await restore()).toHaveTextContent(/^Restauración completada\s*Se han mantenido anonimizadas 2 personas\.$/);

    kept = 1;
    await userEvent.upload(screen.getByTestId('backup-import-input'), new File(['-- gatera-backup'], 'copia.sql', { type: 'application/sql' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Backup importado y restaurado correctamente\s*Se ha mantenido anonimizada 1 persona\.$/));

    kept = 0;
    expect(await restore()).toHaveTextContent(/^Restauración completada$/);
  });

  it('downloads a backup by its name, and says so when it cannot', async () => {
    const { dataProvider } = renderPage({
      listarBackups: async () => [NEW, OLD],
      descargarBackup: async (name) => {
        if (name !== NEW) throw failure('No existe la copia.', 404);
        return name;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Descargar ${NEW}` }));
    await waitFor(() => expect(called(dataProvider, 'descargarBackup').map((c) => c.params)).toEqual([[NEW]]));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Descargar ${OLD}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(BACKUP_MESSAGES.downloadFailed));
  });
});

describe('Copias de toda la instalación', () => {
  const INSTALACION = 'backup_full_20250401090000.sql';
  const BLOCK = 'Copias de toda la instalación';

  /** The page for the installation's administrator (or, with `administra` false, for an admin who is not). */
  function renderForInstallation(methods: Partial<NamedMethods>, administra = true) {
    storeRaw(tokenExpiringIn(3600), user({ role: 'admin', ...(administra ? { administra_instalacion: true } : {}) }));
    return renderStaff(<BackupsPage />, { role: null, dataProvider: fakeDataProvider({}, methods) });
  }
  const listed = async (_signal?: AbortSignal, alcance?: string) => (alcance === BACKUP_ALCANCE_INSTALACION ? [INSTALACION] : [NEW]);
  const block = () => screen.getByRole('region', { name: BLOCK });
  const scopes = (provider: { calls: { method: string; params: unknown }[] }, method: string) => called(provider, method).map((c) => (c.params as unknown[]).slice(1));

  it('is not shown to an admin who does not administer the installation, nor asked for', async () => {
    const { dataProvider } = renderForInstallation({ listarBackups: listed }, false);
    expect(await screen.findByRole('rowheader', { name: NEW })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: BLOCK })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crear copia de la instalación' })).toBeNull();
    expect(scopes(dataProvider, 'listarBackups')).toEqual([[]]);
  });

  it("is shown to the installation's administrator under its own heading, after the municipality's, with its own list", async () => {
    renderForInstallation({ listarBackups: listed });
    const table = await within(block()).findByRole('table', { name: 'Copias de la instalación disponibles' });
    expect(within(table).getByRole('rowheader', { name: INSTALACION })).toBeInTheDocument();
    expect(within(table).queryByText(NEW)).toBeNull();
    expect(await screen.findByRole('table', { name: 'Backups disponibles' })).toHaveTextContent(NEW);
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Gestión de Backups',
      'H2 Nueva copia',
      'H2 Backups disponibles',
      `H2 ${BLOCK}`,
      'H3 Nueva copia de la instalación',
      'H3 Copias de la instalación disponibles',
    ]);
    expect(block()).toHaveTextContent('Esta copia guarda todos los municipios de la instalación');
    expect(screen.getByRole('button', { name: 'Crear Backup' })).toBeEnabled();
    expect(within(block()).getByRole('button', { name: 'Crear copia de la instalación' })).toBeEnabled();
    expect(within(block()).getByRole('button', { name: 'Importar copia de la instalación' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: `Descargar la copia de la instalación ${INSTALACION}` })).toBeEnabled();
  });

  it("creates, restores, imports and downloads the installation's backups, and the municipality's block still its own", async () => {
    const { dataProvider } = renderForInstallation({
      listarBackups: listed,
      crearBackup: async () => ({ message: 'ok', filename: INSTALACION, backup_type: BACKUP.type, format: BACKUP.format }),
      restaurarBackup: async (name) => ({ message: 'Restauración completada', backup: name, copia_previa: INSTALACION, anonimizadas_mantenidas: 0 }),
      importarBackup: async () => ({ message: 'Backup importado y restaurado correctamente', anonimizadas_mantenidas: 0 }),
      descargarBackup: async (name) => name,
    });
    await userEvent.click(await within(block()).findByRole('button', { name: `Restaurar la copia de la instalación ${INSTALACION}` }));
    const dialog = screen.getByRole('dialog', { name: 'Restaurar la copia de toda la instalación' });
    expect(dialog).toHaveTextContent(`Se sustituirán los datos de todos los municipios de la instalación por los de la copia ${INSTALACION} (01/04/2025 09:00:00)`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    // The block is hidden from the accessibility tree until the dialog has gone.
    await waitFor(() => expect(within(block()).getByRole('status')).toHaveTextContent('Restauración completada'));
    expect(scopes(dataProvider, 'restaurarBackup')).toEqual([[BACKUP_ALCANCE_INSTALACION]]);

    await userEvent.click(within(block()).getByRole('button', { name: 'Crear copia de la instalación' }));
    await waitFor(() => expect(within(block()).getByRole('status')).toHaveTextContent(`Copia de la instalación creada correctamente: ${INSTALACION}`));
    await userEvent.upload(within(block()).getByTestId('backup-import-input-instalacion'), new File(['-- gatera-backup'], 'instalacion.sql'));
    await waitFor(() => expect(within(block()).getByRole('status')).toHaveTextContent(spanishText(BACKUP_MESSAGES.importOk)));
    await userEvent.click(within(block()).getByRole('button', { name: `Descargar la copia de la instalación ${INSTALACION}` }));
    await waitFor(() => expect(scopes(dataProvider, 'descargarBackup')).toEqual([[BACKUP_ALCANCE_INSTALACION]]));
    expect(called(dataProvider, 'crearBackup').map((c) => c.params)).toEqual([[BACKUP_ALCANCE_INSTALACION]]);
    expect(scopes(dataProvider, 'importarBackup')).toEqual([[BACKUP_ALCANCE_INSTALACION]]);

    await userEvent.click(screen.getByRole('button', { name: 'Crear Backup' }));
    await userEvent.click(screen.getByRole('button', { name: `Restaurar ${NEW}` }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Restaurar backup' })).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(scopes(dataProvider, 'restaurarBackup')).toEqual([[BACKUP_ALCANCE_INSTALACION], []]));
    expect(called(dataProvider, 'crearBackup').map((c) => c.params)).toEqual([[BACKUP_ALCANCE_INSTALACION], []]);
    expect(new Set(scopes(dataProvider, 'listarBackups').map(String))).toEqual(new Set(['', BACKUP_ALCANCE_INSTALACION]));
  });

  it("shows the server's reason in the installation's block, not in the municipality's", async () => {
    const reason = 'El archivo es una copia de un municipio, no de toda la instalación.';
    renderForInstallation({ listarBackups: listed, importarBackup: () => Promise.reject(failure(reason)) });
    await within(block()).findByText(INSTALACION);
    await userEvent.upload(within(block()).getByTestId('backup-import-input-instalacion'), new File(['-- gatera-backup'], 'atienza.sql'));
    const alert = await within(block()).findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.importFailed));
    expect(alert).toHaveTextContent(reason);
    expect(screen.getAllByRole('alert')).toEqual([alert]);
  });
});
