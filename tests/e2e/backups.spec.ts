/**
 * Backups and reports in the browser: as admin, create a backup and
 * see it listed with its formatted date, download it under its name, restore
 * it behind the confirmation, import it again; download each PDF report.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { BACKUP_NAME_PATTERN, backupDisplayTime } from '../../src/domain/backups';
import { BACKUP_MESSAGES } from '../../src/domain/messages';
import { INFORMES } from '../../src/domain/informes';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs } from './support';
import { spanishText } from '../../src/domain/i18n';

test('admin creates, downloads, restores and imports a backup', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Gestión Backups' }).click();
  await expect(page).toHaveURL(/\/backup$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Backups', level: 1 })).toBeVisible();
  // The body rows of the list (the header row has no cells).
  const items = page.getByRole('table', { name: 'Backups disponibles', exact: true }).getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(page.getByText(spanishText(BACKUP_MESSAGES.empty)).or(items.first())).toBeVisible();
  const before = await items.count();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Crear Backup' }).click();
  await expect(page.getByRole('status')).toContainText('Backup creado correctamente: backup_full_');
  const status = (await page.getByRole('status').textContent()) ?? '';
  const name = /backup_full_\d{14}\.sql/.exec(status)![0];
  expect(name).toMatch(BACKUP_NAME_PATTERN);
  // The list is read again about a second later; the new backup comes first, with its time.
  await expect(items).toHaveCount(before + 1);
  const first = items.first();
  await expect(first).toContainText(name);
  await expect(first).toContainText(backupDisplayTime(name)!);
  expect(backupDisplayTime(name)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: `Descargar ${name}` }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  const saved = await download.path();
  const text = fs.readFileSync(saved, 'utf8');
  expect(text.startsWith('-- gatera-backup format=2 ')).toBe(true);
  expect(text).toContain('INSERT INTO gatos (');

  await first.getByRole('button', { name: `Restaurar ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurar backup' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('status')).toHaveText(spanishText(BACKUP_MESSAGES.restoreOk));
  // The safety backup taken before the restore is listed too.
  await expect(items).toHaveCount(before + 2);
  await expect(page.getByRole('button', { name: 'Crear Backup' })).toBeEnabled();

  await page.getByTestId('backup-import-input').setInputFiles({ name: 'copia-descargada.sql', mimeType: 'application/sql', buffer: Buffer.from(text, 'utf8') });
  await expect(page.getByRole('status')).toHaveText(spanishText(BACKUP_MESSAGES.importOk));
  await expect(items).toHaveCount(before + 3);

  await page.getByTestId('backup-import-input').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByRole('alert')).toContainText(spanishText(BACKUP_MESSAGES.importFailed));
  await expect(page.getByRole('alert')).toContainText('Solo se admiten archivos .sql.');

  // After the restore the demo data is still there.
  await page.getByRole('link', { name: 'Colonias' }).first().click();
  await expect(page.getByText('Colonia de la Catedral').first()).toBeVisible();
});

test('restoring a copy made before an erasure keeps the person anonymised, and the screen says so', async ({ page, request }) => {
  await loginAs(page, 'admin');
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const username = `restaurable.${Date.now().toString(36)}`;
  const created = await request.post('/api/usuarios/', { headers, data: { username, email: `${username}@correo.es`, nombre: 'Persona Restaurable', role: 'usuario', password: 'Clave-Restaurable-2025' } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const backup = await request.post('/api/backup/backup', { headers, data: { backup_type: 'full', format: 'sql' } });
  const { filename } = (await backup.json()) as { filename: string };
  expect((await request.post(`/api/usuarios/${id}/anonimizar`, { headers })).status()).toBe(200);

  await page.goto('/backup');
  await page.getByRole('button', { name: `Restaurar ${filename}` }).click();
  await page.getByRole('dialog', { name: 'Restaurar backup' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('status')).toHaveText(`${spanishText(BACKUP_MESSAGES.restoreOk)}Se ha mantenido anonimizada 1 persona.`);
  const again = await request.post('/api/auth/login', { data: { username, password: 'Clave-Restaurable-2025' } });
  expect(again.status()).toBe(401);
  await page.goto('/usuarios');
  await page.getByLabel('Buscar usuario').fill(`anonimo-${id}`);
  await expect(page.getByText(`anonimo-${id}@anonimizado.invalid`)).toBeVisible();
  await expect(page.getByText('Persona Restaurable')).toHaveCount(0);
});

test('admin downloads each PDF report under its dated name', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Informes' }).click();
  await expect(page).toHaveURL(/\/informes$/);
  await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const informe of INFORMES) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: informe.button }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${informe.file}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the backup and report screens work at phone width, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'admin');
  await page.goto('/backup');
  const create = page.getByRole('button', { name: 'Crear Backup' });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Backup creado correctamente');
  // At phone width the list shows one card per backup.
  const first = page.getByRole('list', { name: 'Backups disponibles', exact: true }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/informes');
  await expect(page.getByRole('button', { name: INFORMES[2].button })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the pages are for administrators (backups) and staff (reports) only', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/backup');
  await expect(page).toHaveURL(/\/no-autorizado$/);
  await page.goto('/informes');
  await expect(page.getByRole('button', { name: INFORMES[0].button })).toBeVisible();
});
