/**
 * The trap bank in the browser: on a phone the demo voluntario borrows a trap
 * on the shelf for one of their colonies and gives it back cleaned; staff
 * download the sheet of labels, and a label's QR code, read from the printed
 * page, opens that item's page in the app. axe-core checks every new page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs } from './support';
import { decodeLabelQrs } from '../qrLabels';

const PHONE = { width: 360, height: 740 };

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface EquipoApi {
  id: number;
  codigo: string;
  estado: string;
  prestamo: { usuario_id: number | null } | null;
}

async function equipo(request: APIRequestContext, token: string, id: number): Promise<EquipoApi> {
  return (await request.get(`/api/equipos/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

/** Opens the trap bank from the side menu (behind the menu button on a phone). */
async function openFromMenu(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: /abrir menú|menú/i }).first();
  if (await menuButton.isVisible()) await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const link = menu.getByRole('link', { name: 'Banco de trampas', exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Calle', exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/equipos$/);
}

test('on a phone a voluntario borrows a trap for their colony and returns it cleaned', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const vol = await tokenOf(request, 'voluntario');
  await loginAs(page, 'voluntario');
  await openFromMenu(page);
  await expect(page.getByRole('heading', { name: 'Banco de trampas', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The demo's first trap on the shelf.
  await page.getByRole('link', { name: 'JT-01 · Jaula trampa' }).click();
  await expect(page).toHaveURL(/\/equipos\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: 'JT-01', exact: true })).toBeVisible();
  await expect(page.getByText('Disponible', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Pedir en préstamo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Préstamo de JT-01' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Colonia' }).click();
  await page.getByRole('option', { name: 'Colonia de la Alameda' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Pedir en préstamo' }).click();
  await expect(page.getByText(/Préstamo registrado: devuélvelo antes del \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByText(/^Lo tienes tú · .*Colonia de la Alameda/)).toBeVisible();
  const lent = await equipo(request, vol, id);
  expect(lent.estado).toBe('prestada');

  await page.getByRole('button', { name: 'Devolver', exact: true }).click();
  const back = page.getByRole('dialog', { name: 'Devolución de JT-01' });
  await back.getByRole('checkbox', { name: 'Limpiada y desinfectada' }).check();
  await back.getByRole('textbox', { name: 'Notas (opcional)' }).fill('Lavada con agua y lejía');
  await expectNoSeriousA11yViolations(page);
  await back.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(page.getByText('Devolución registrada.', { exact: true })).toBeVisible();
  await expect(page.getByText('Disponible', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedir en préstamo' })).toBeVisible();
  expect((await equipo(request, vol, id)).estado).toBe('disponible');
});

test('a label’s QR code, read from the printed sheet, opens its item; staff see the overdue loan and the history', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/equipos');
  await expect(page.getByRole('heading', { name: 'Banco de trampas', level: 1 })).toBeVisible();
  // The demo's overdue trap is listed.
  await expect(page.getByTestId('equipos-vencidos').getByRole('link', { name: 'JT-03' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar etiquetas (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^etiquetas_equipos_\d{4}-\d{2}-\d{2}\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
  // The sheet is in code order: JR-01, then JT-01, whose history the demo fills.
  const [, second] = await decodeLabelQrs(Buffer.concat(chunks), 2);
  expect(second).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/equipos\/\d+$/);

  // As a phone's camera would: the decoded address, opened in the app.
  await page.goto(second!);
  await expect(page.getByRole('heading', { name: 'JT-01', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historial de préstamos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historial de préstamos' }).getByText('Devuelta limpia y desinfectada.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
