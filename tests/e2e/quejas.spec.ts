/**
 * Complaints and inspections in the browser: as usuario, file a
 * complaint with a photo and see it pending under Mis Incidencias; as
 * responsable, resolve it after confirming and see the button gone; the
 * inspection form with a PDF; a voluntario's own inspections; phone width.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { encodePng } from '../../src/server/lib/png';
import { IMAGE_MAX_SIDE } from '../../src/domain/constants';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs } from './support';

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

/** A real photo, larger than the 1024 px the browser must shrink it to. */
function bigPhoto(): Buffer {
  const width = 1600;
  const height = 1200;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    rgb[i] = (i / 3) % 256;
    rgb[i + 1] = 120;
    rgb[i + 2] = 60;
  }
  return encodePng(width, height, rgb);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function fileComplaintAs(request: APIRequestContext, username: string, descripcion: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.post('/api/quejas/quejas/', { headers: { Authorization: `Bearer ${token}` }, multipart: { descripcion } });
  expect(res.status()).toBe(200);
}

test('a usuario files a complaint with a photo and sees it pending under Mis Incidencias', async ({ page }) => {
  await loginAs(page, 'usuario');
  await page.goto('/mis-quejas');
  await expect(page.getByRole('heading', { name: 'Mis Incidencias', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'Nueva queja' });
  await form.getByRole('button', { name: 'Registrar queja' }).click();
  await expect(form.getByText('La descripción es obligatoria')).toBeVisible();

  const descripcion = unique('Gatos sin agua en el parque');
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('combobox', { name: 'Colonia' }).click();
  await page.getByRole('option', { name: 'Colonia de la Alameda' }).click();
  // The responsable's solution is not the citizen's to write: the form does not offer it.
  await expect(form.getByLabel('Solución propuesta')).toHaveCount(0);
  const fileInput = form.getByLabel('Archivo adjunto (imagen o PDF, opcional)');
  await expect(fileInput).toHaveAttribute('accept', /image\/jpeg.*image\/png.*image\/webp.*application\/pdf/);
  await fileInput.setInputFiles({ name: 'foto-parque.png', mimeType: 'image/png', buffer: bigPhoto() });
  await form.getByRole('button', { name: 'Registrar queja' }).click();
  await expect(page.getByText('Queja registrada exitosamente')).toBeVisible();
  await expect(form.getByLabel('Descripción')).toHaveValue('');

  const row = page.getByRole('region', { name: 'Mis quejas' }).getByRole('row').filter({ hasText: descripcion });
  await expect(row).toContainText('Pendiente');
  await expect(row).toContainText('Colonia de la Alameda');
  await expect(row).toContainText('Sin propuesta');
  const photo = row.getByRole('img', { name: /Foto adjunta/ });
  await expect(photo).toBeVisible();
  // The photo was shrunk in the browser to fit 1024 x 1024.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const size = await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(Math.max(...size)).toBeLessThanOrEqual(IMAGE_MAX_SIDE);
  expect(size[0] / size[1]).toBeCloseTo(1600 / 1200, 1);
  await expectNoSeriousA11yViolations(page);
});

test('the responsable resolves a complaint after confirming, and the button goes', async ({ page, request }) => {
  const descripcion = unique('Camada en el patio del colegio');
  await fileComplaintAs(request, 'usuario', descripcion);

  await loginAs(page, 'responsable');
  await page.goto('/quejas');
  await expect(page.getByRole('heading', { name: 'Incidencias', level: 1 })).toBeVisible();
  const row = page.getByRole('region', { name: 'Todas las quejas' }).getByRole('row').filter({ hasText: descripcion });
  await expect(row).toContainText('Pendiente');

  // Resolver is in the row's menu ('Acciones de queja del …').
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Resolver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolver la queja' });
  await expect(dialog).toContainText('¿Seguro que quieres marcar esta queja como resuelta?');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toContainText('Pendiente');

  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Resolver' }).click();
  await page.getByRole('dialog', { name: 'Resolver la queja' }).getByRole('button', { name: 'Sí, resolver' }).click();
  await expect(page.getByText('Queja marcada como resuelta')).toBeVisible();
  await expect(row).toContainText('Resuelta');
  await expect(row.getByRole('button', { name: /^Acciones de/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Paginación' }).first()).toContainText(/Página 1 de \d+/);
});

test('on /quejas a usuario sees only the complaints they filed', async ({ page }) => {
  await loginAs(page, 'usuario');
  await page.goto('/quejas');
  const list = page.getByRole('region', { name: 'Mis quejas' });
  await expect(list).toContainText('Maullidos por la noche en el patio interior del número 14');
  await expect(list).not.toContainText('Un gato herido cerca de la estación');
  await expect(page.getByRole('region', { name: 'Todas las quejas' })).toHaveCount(0);
});

test('inspections: the responsable files one with a PDF; a voluntario resolves one of their colonies', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/inspecciones');
  const form = page.getByRole('region', { name: 'Nueva inspección' });
  await form.getByRole('button', { name: 'Registrar inspección' }).click();
  await expect(form.getByText('Debe seleccionar una colonia')).toBeVisible();
  await expect(form.getByText('Las observaciones son obligatorias')).toBeVisible();

  const observaciones = unique('Comederos limpios y refugio nuevo');
  await form.getByRole('combobox', { name: 'Colonia' }).click();
  await page.getByRole('option', { name: 'Colonia de la Catedral' }).click();
  await form.getByLabel('Observaciones').fill(observaciones);
  await form.getByLabel('Acciones recomendadas').fill('Ninguna por ahora');
  await form.getByLabel('Archivo adjunto (imagen o PDF, opcional)').setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Registrar inspección' }).click();
  await expect(page.getByText('Inspección registrada exitosamente')).toBeVisible();
  const row = page.getByRole('region', { name: 'Todas las inspecciones' }).getByRole('row').filter({ hasText: observaciones });
  await expect(row).toContainText('Pendiente');
  // Private attachment: a signed, short-lived link, absolute on PUBLIC_URL as the original answered; the public /media folder refuses the file.
  const pdfLink = row.getByRole('link', { name: 'Descargar PDF adjunto' });
  await expect(pdfLink).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/api\/adjuntos\/\d+\/\d+\/[\w-]+\/[a-f0-9]{32}\.pdf$/);
  const href = (await pdfLink.getAttribute('href'))!;
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['cache-control']).toMatch(/^private/);
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await page.request.get(`/media/${href.split('/').pop()}`)).status()).toBe(404);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await loginAs(page, 'voluntario');
  await page.goto('/mis-inspecciones');
  const own = page.getByRole('region', { name: 'Mis inspecciones' });
  const mine = own.getByRole('row').filter({ hasText: observaciones });
  await expect(mine).toContainText('Colonia de la Catedral');
  await expect(own).not.toContainText('Acumulación de basura en el solar');
  await mine.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Resolver' }).click();
  await page.getByRole('dialog', { name: 'Resolver la inspección' }).getByRole('button', { name: 'Sí, resolver' }).click();
  await expect(page.getByText('Inspección marcada como resuelta')).toBeVisible();
  await expect(mine).toContainText('Resuelta');
  await expect(mine.getByRole('button', { name: /^Acciones de/ })).toHaveCount(0);
});

test('a usuario reads the inspections of their colonies without a resolve button', async ({ page }) => {
  await loginAs(page, 'usuario');
  await page.goto('/mis-inspecciones');
  await expect(page.getByRole('heading', { name: 'Mis Inspecciones', level: 1 })).toBeVisible();
  // The demo citizen is assigned a colony with one inspection (docs/SEGURIDAD.md); others stay out.
  const own = page.getByRole('region', { name: 'Mis inspecciones' });
  await expect(own).toContainText('Dos gatos sin marca de esterilización');
  await expect(own).not.toContainText('Acumulación de basura en el solar');
  await expect(page.getByRole('button', { name: /^Acciones de/ })).toHaveCount(0);
});

test('complaints work on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'voluntario');
  await page.goto('/mis-quejas');
  const list = page.getByRole('list', { name: 'Quejas' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list).toContainText('Aparece una camada nueva en la Catedral');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
