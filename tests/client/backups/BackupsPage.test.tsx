import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../translated';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { BackupsPage } from '../../../src/client/backups/BackupsPage';
import { BACKUP_MESSAGES } from '../../../src/domain/messages';
import { BACKUP } from '../../../src/domain/constants';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { captureDownloads, deferred, file, json, stubFetch } from './fetchStub';
import { spanishText } from '../../../src/domain/i18n/index';

const OLD = 'backup_full_20250101080910.sql';
const NEW = 'backup_full_20250329184512.sql';
const LIST = '/api/backup/backup/list';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderPage() {
  storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
  return renderTranslated(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <BackupsPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

const buttons = () => ({
  create: screen.getByRole('button', { name: /Crear Backup|Creando\.\.\./ }),
  importer: screen.getByRole('button', { name: /Importar Backup|Importando\.\.\./ }),
});

describe('Gestión de Backups', () => {
  it('lists the backups newest first, each with its name and the time read from the name', async () => {
    stubFetch((call) => (call.url.endsWith(LIST) ? json({ backups: [OLD, NEW] }) : undefined));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Backups disponibles', level: 2 })).toBeInTheDocument();
    const items = await screen.findAllByTestId('backup-item');
    expect(items.map((i) => within(i).getByText(/^backup_full_/).textContent)).toEqual([NEW, OLD]);
    expect(within(items[0]).getByText('29/03/2025 18:45:12')).toBeInTheDocument();
    expect(within(items[1]).getByText('01/01/2025 08:09:10')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: `Restaurar ${NEW}` })).toBeEnabled();
    expect(within(items[0]).getByRole('button', { name: `Descargar ${NEW}` })).toBeEnabled();
  });

  it('says when there are no backups, and when the list cannot be read', async () => {
    stubFetch((call) => (call.url.endsWith(LIST) ? json({ backups: [] }) : undefined));
    const { unmount } = renderPage();
    expect(await screen.findByText(spanishText(BACKUP_MESSAGES.empty))).toBeInTheDocument();
    unmount();
    stubFetch((call) => (call.url.endsWith(LIST) ? json({ detail: 'fallo' }, 500) : undefined));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(BACKUP_MESSAGES.listFailed));
  });

  it("creates a backup: 'Creando...' and every button disabled meanwhile, the list read again about a second later", async () => {
    const pending = deferred<Response>();
    let lists = 0;
    let created = 0;
    const calls = stubFetch((call) => {
      if (call.url.endsWith(LIST)) {
        lists += 1;
        return json({ backups: created ? [NEW, OLD] : [OLD] });
      }
      if (call.method === 'POST' && call.url.endsWith('/api/backup/backup')) return pending.promise;
      return undefined;
    });
    renderPage();
    await screen.findByText(OLD);
    await userEvent.click(buttons().create);
    expect(buttons().create).toHaveTextContent('Creando...');
    expect(buttons().create).toBeDisabled();
    expect(buttons().importer).toBeDisabled();
    expect(screen.getByRole('button', { name: `Restaurar ${OLD}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Descargar ${OLD}` })).toBeDisabled();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ backup_type: BACKUP.type, format: BACKUP.format });

    const listsBefore = lists;
    created = Date.now();
    pending.resolve(json({ message: 'Backup creado correctamente', filename: NEW }));
    await waitFor(() => expect(buttons().create).toHaveTextContent('Crear Backup'));
    expect(buttons().create).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(`Backup creado correctamente: ${NEW}`);
    // Not at once: about a second later.
    expect(lists).toBe(listsBefore);
    expect(await screen.findByText(NEW, { selector: 'p' }, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - created).toBeGreaterThanOrEqual(BACKUP.refreshDelayMs - 50);
    expect(lists).toBe(listsBefore + 1);
  });

  it('says so when the backup cannot be created', async () => {
    stubFetch((call) => (call.url.endsWith(LIST) ? json({ backups: [] }) : call.method === 'POST' ? json({ detail: 'No se pudo crear la copia de seguridad: disco lleno' }, 500) : undefined));
    renderPage();
    await screen.findByText(spanishText(BACKUP_MESSAGES.empty));
    await userEvent.click(buttons().create);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.createFailed));
    expect(alert).toHaveTextContent('disco lleno');
  });

  it('restores a backup only after the confirmation, then reads the list again', async () => {
    let lists = 0;
    const calls = stubFetch((call) => {
      if (call.url.endsWith(LIST)) {
        lists += 1;
        return json({ backups: [NEW, OLD] });
      }
      if (call.url.includes('/api/backup/restore')) return json({ message: 'Restauración completada' });
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Restaurar ${OLD}` }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(OLD);
    expect(dialog).toHaveTextContent('01/01/2025 08:09:10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitForElementToBeRemoved(dialog);
    expect(calls.some((c) => c.url.includes('/restore'))).toBe(false);

    const listsBefore = lists;
    await userEvent.click(screen.getByRole('button', { name: `Restaurar ${OLD}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(spanishText(BACKUP_MESSAGES.restoreOk));
    const restore = calls.find((c) => c.url.includes('/restore'))!;
    expect(restore.method).toBe('POST');
    expect(restore.url).toMatch(new RegExp(`/api/backup/restore\\?backup_filename=${OLD}$`));
    expect(lists).toBe(listsBefore + 1);
  });

  it('says so when the restore fails, with the reason', async () => {
    stubFetch((call) =>
      call.url.endsWith(LIST) ? json({ backups: [NEW] }) : call.url.includes('/restore') ? json({ detail: 'La copia de seguridad no es válida y no se ha restaurado: la copia está incompleta.' }, 422) : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Restaurar ${NEW}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.restoreFailed));
    expect(alert).toHaveTextContent('la copia está incompleta');
  });

  it('imports only .sql files, sent as multipart in the field file', async () => {
    const calls = stubFetch((call) => (call.url.endsWith(LIST) ? json({ backups: [NEW] }) : call.url.endsWith('/import') ? json({ message: 'ok' }) : undefined));
    renderPage();
    await screen.findByText(NEW);
    const input = screen.getByTestId('backup-import-input') as HTMLInputElement;
    expect(input.accept).toBe('.sql');

    await userEvent.upload(input, new File(['hola'], 'foto.png', { type: 'image/png' }), { applyAccept: false });
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.importFailed));
    expect(alert).toHaveTextContent('Solo se admiten archivos .sql.');
    expect(calls.some((c) => c.url.endsWith('/import'))).toBe(false);

    await userEvent.upload(input, new File(['-- gatera-backup'], 'copia.sql', { type: 'application/sql' }));
    expect(await screen.findByRole('status')).toHaveTextContent(spanishText(BACKUP_MESSAGES.importOk));
    const sent = calls.find((c) => c.url.endsWith('/api/backup/backup/import'))!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toBeInstanceOf(FormData);
    expect(((sent.body as FormData).get('file') as File).name).toBe('copia.sql');

    stubFetch((call) => (call.url.endsWith(LIST) ? json({ backups: [NEW] }) : call.url.endsWith('/import') ? json({ detail: 'El archivo no es una copia de seguridad de Gatera.' }, 422) : undefined));
    await userEvent.upload(input, new File(['x'], 'otra.sql'));
    alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(spanishText(BACKUP_MESSAGES.importFailed));
    expect(alert).toHaveTextContent('no es una copia de seguridad de Gatera');
  });

  it('says after the success text how many erased people the restore or the import kept erased, and nothing when none', async () => {
    let kept = 2;
    stubFetch((call) => {
      if (call.url.endsWith(LIST)) return json({ backups: [NEW, OLD] });
      if (call.url.includes('/api/backup/restore')) return json({ message: 'Restauración completada', backup: OLD, copia_previa: NEW, anonimizadas_mantenidas: kept });
      if (call.url.endsWith('/import')) return json({ message: 'Backup importado y restaurado correctamente', anonimizadas_mantenidas: kept });
      return undefined;
    });
    renderPage();
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

  it('downloads a backup under its own name, and says so when it cannot', async () => {
    const saved = captureDownloads();
    stubFetch((call) => (call.url.endsWith(LIST) ? json({ backups: [NEW, OLD] }) : call.url.endsWith(`/download/${NEW}`) ? file('-- copia', NEW, 'application/sql') : undefined));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Descargar ${NEW}` }));
    await waitFor(() => expect(saved).toEqual([NEW]));
    await userEvent.click(screen.getByRole('button', { name: `Descargar ${OLD}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(BACKUP_MESSAGES.downloadFailed));
  });
});
