/**
 * Cats in the browser: as voluntario, create a cat with a real
 * 3000×2000 photo (stored at most 1024 px on its longer side), find it under
 * Mis Gatos, edit it, give it baja, see it again with include-inactive,
 * delete it; as admin, import a CSV and read the count; a card with empty
 * fields shows the original texts; the list on a phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eDataDir, expectNoSeriousA11yViolations, loginAs } from './support';

/** The row of a cat in a paged table, turning pages until it shows. */
async function findRow(list: Locator, nombre: string): Promise<Locator> {
  const row = list.getByRole('row').filter({ hasText: nombre });
  const next = list.getByRole('button', { name: 'Siguiente' });
  await expect(list.getByRole('table')).toBeVisible();
  for (let guard = 0; guard < 20; guard++) {
    await expect.poll(async () => (await row.count()) > 0 || (await next.isDisabled())).toBe(true);
    if ((await row.count()) > 0 || (await next.isDisabled())) break;
    const status = await list.getByText(/Página \d+ de \d+/).textContent();
    await next.click();
    await expect(list.getByText(/Página \d+ de \d+/)).not.toHaveText(status ?? '');
  }
  // On the last page the row may still be arriving: the assertions that follow wait for it.
  return row;
}

function uniqueCode(): string {
  return `9${String(Date.now()).padStart(14, '0').slice(-14)}`;
}

/** A real photo: a 3000×2000 JPEG drawn by the browser's own canvas. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, '#c9a27e');
    gradient.addColorStop(1, '#3b4a5a');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 3000, 2000);
    for (let i = 0; i < 400; i++) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 60% 50%)`;
      ctx.beginPath();
      ctx.arc((i * 127) % 3000, (i * 53) % 2000, 20 + (i % 60), 0, Math.PI * 2);
      ctx.fill();
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Width and height of a stored JPEG, PNG or WebP, read from its header. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 12, 16) === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('Formato de imagen no reconocido');
}

test('voluntario: create with a 3000×2000 photo, find under Mis Gatos, edit, baja, include inactive, delete', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'voluntario');
  const nombre = `Gatito ${Date.now().toString(36)}`;
  const codigo = uniqueCode();
  const photo = await bigPhoto(page);
  expect(photo.length).toBeGreaterThan(100_000);

  await page.goto('/crear-gato');
  const form = page.getByRole('region', { name: 'Registrar un gato' });
  await expect(form.getByRole('combobox', { name: 'Unidad de edad' })).toHaveText('meses');
  // Required fields are marked, and sending an empty form gives the original messages.
  await expect(form.getByLabel('Nombre *')).toBeVisible();
  await form.getByRole('button', { name: 'Crear gato' }).click();
  for (const message of ['El nombre es obligatorio', 'Selecciona el sexo', 'La ubicación es obligatoria', 'Debe seleccionar una colonia', 'Debe subir una imagen']) {
    await expect(form.getByText(message)).toBeVisible();
  }

  await form.getByLabel('Nombre *').fill(nombre);
  await form.getByRole('combobox', { name: 'Sexo' }).click();
  await page.getByRole('option', { name: 'Hembra' }).click();
  await form.getByLabel('Ubicación *').fill('Junto a la fuente');
  await form.getByRole('combobox', { name: 'Colonia' }).click();
  await page.getByRole('option', { name: 'Colonia de la Catedral' }).click();
  await form.getByRole('spinbutton', { name: 'Edad' }).fill('3');
  // Dates are typed as dd/mm/aaaa whatever the browser's language.
  await form.getByLabel('Fecha de vacunación').fill('29/03/2025');
  const code = form.getByLabel('Código de identificación *');
  await code.fill(`${codigo}999abc`);
  await expect(code).toHaveValue(codigo);
  await form.getByLabel('Imagen *').setInputFiles({ name: 'foto-grande.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Enter submits the form.
  await form.getByLabel('Ubicación *').press('Enter');
  await expect(page.getByText('Gato creado con éxito')).toBeVisible();

  // The stored photo fits within 1024×1024.
  const created = (await (await page.request.get(`/api/gatos/gatos/?q=${codigo}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })).json()) as { id: number; imagen: string; fecha_vacunacion: string }[];
  expect(created).toHaveLength(1);
  expect(created[0].fecha_vacunacion).toBe('2025-03-29');
  const stored = fs.readFileSync(path.join(e2eDataDir(), 'media', created[0].imagen));
  const size = imageSize(stored);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1024);
  expect(size).toEqual({ width: 1024, height: 683 });

  await page.goto('/mis-gatos');
  const list = page.getByRole('region', { name: 'Mis gatos' });
  await page.setViewportSize({ width: 1280, height: 900 });
  let row = await findRow(list, nombre);
  await expect(row).toContainText('3 meses');
  await expect(row).toContainText(codigo);

  // Edit in the modal.
  await row.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar gato «${nombre}»` });
  await expect(dialog.getByLabel('Fecha de vacunación')).toHaveValue('29/03/2025');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Raza').fill('Siamés');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Gato actualizado exitosamente.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Baja behind the confirm dialog: the cat leaves the list...
  row = list.getByRole('row').filter({ hasText: nombre });
  await row.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Dar de baja' }).click();
  await page.getByRole('dialog', { name: '¿Dar de baja al gato?' }).getByRole('button', { name: 'Dar de baja' }).click();
  await expect(page.getByText('Gato dado de baja exitosamente.')).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: nombre })).toHaveCount(0);

  // ...and comes back with include-inactive, marked as such.
  await list.getByLabel('Incluir inactivos').check();
  row = await findRow(list, nombre);
  await expect(row).toContainText('Dado de baja');

  // The card shows the edit.
  await row.getByRole('link', { name: nombre }).click();
  await expect(page).toHaveURL(/\/gatos\/\d+$/);
  const card = page.getByRole('article', { name: nombre });
  await expect(card.getByText('Siamés')).toBeVisible();
  await expect(card.getByText('29/03/2025')).toBeVisible();
  await expect(card.getByRole('img', { name: `Foto de ${nombre}` })).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();

  // Delete behind the confirm dialog.
  row = await findRow(list, nombre);
  await row.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar el gato?' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Gato eliminado exitosamente.')).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: nombre })).toHaveCount(0);
  expect(fs.existsSync(path.join(e2eDataDir(), 'media', created[0].imagen))).toBe(false);
});

test('admin imports a CSV, reads the count and the rejected rows; the new cat card shows the empty texts', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/crear-gato');
  const importer = page.getByRole('region', { name: 'Importar gatos desde CSV' });
  await importer.getByRole('button', { name: 'Importar CSV' }).click();
  await expect(importer.getByText('Por favor selecciona un archivo CSV.')).toBeVisible();

  const nombre = `Importado ${Date.now().toString(36)}`;
  const csv = ['Clínica Veterinaria', 'Pacientes', 'Exportado el 29/03/2025', 'Nombre;Raza;Sexo;Fe.Vacunación;Fe.Desparasitación;Código de identificación', `${nombre};;Macho;;;`, ';;Hembra;;;', `Otro ${nombre};Persa;H;01/02/2025;;`].join('\n');
  await importer.getByRole('combobox', { name: 'Colonia de destino' }).click();
  await page.getByRole('option', { name: 'Colonia del Humilladero' }).click();
  await importer.getByLabel('Archivo CSV').setInputFiles({ name: 'clinica.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await importer.getByRole('button', { name: 'Importar CSV' }).click();
  await expect(importer.getByText('2 gatos importados correctamente')).toBeVisible();
  await expect(importer.getByText('Omitidos (código ya registrado): 0')).toBeVisible();
  await expect(importer.getByText('Fila 6: El nombre es obligatorio')).toBeVisible();

  // A file that is no CSV.
  await importer.getByLabel('Archivo CSV').setInputFiles({ name: 'foto.csv', mimeType: 'text/csv', buffer: Buffer.from('%PDF-1.4 nada') });
  await importer.getByRole('button', { name: 'Importar CSV' }).click();
  await expect(importer.getByText('Error al importar el archivo CSV.')).toBeVisible();

  // The imported cat has no photo, code, dates or texts: the card's empty texts.
  await page.goto('/gatos');
  const list = page.getByRole('region', { name: 'Listado de gatos' });
  await list.getByLabel('Buscar por nombre o código').fill(nombre);
  await expect(list.getByRole('row')).toHaveCount(3);
  await list.getByRole('link', { name: nombre, exact: true }).click();
  const card = page.getByRole('article', { name: nombre });
  await expect(card.getByText('Sin Imagen')).toBeVisible();
  await expect(card.getByText('N/A')).toBeVisible();
  await expect(card.getByText('Sin fecha')).toBeVisible();
  await expect(card.getByText('No registrada')).toHaveCount(2);
  await expect(card.getByText('Sin datos').first()).toBeVisible();
  await expect(card.getByText('Macho')).toBeVisible();
  await expect(card.getByText('Colonia del Humilladero', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('voluntario gets the server\'s 403 after a prohibited sign when importing', async ({ page }) => {
  await loginAs(page, 'voluntario');
  await page.goto('/crear-gato');
  const importer = page.getByRole('region', { name: 'Importar gatos desde CSV' });
  await importer.getByLabel('Archivo CSV').setInputFiles({ name: 'g.csv', mimeType: 'text/csv', buffer: Buffer.from('nombre,sexo\nA,H\n') });
  await importer.getByRole('button', { name: 'Importar CSV' }).click();
  await expect(importer.getByText('⛔ No tienes permisos para realizar esta acción.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('admin full list: pages of 20, filters, sorting, include inactive, row opens the card', async ({ page }) => {
  await loginAs(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const all = (await (await page.request.get('/api/gatos/gatos/?incluir_inactivos=true&limit=500', { headers: { authorization: `Bearer ${token}` } })).json()) as { nombre: string; activo: boolean }[];
  const inactive = all.find((g) => !g.activo);
  expect(inactive).toBeDefined();

  await page.goto('/gatos');
  const list = page.getByRole('region', { name: 'Listado de gatos' });
  await expect(list.getByRole('row')).toHaveCount(21);
  const pages = Math.ceil(all.filter((g) => g.activo).length / 20);
  await expect(list.getByText(`Página 1 de ${pages}`)).toBeVisible();
  await list.getByRole('button', { name: 'Siguiente' }).click();
  await expect(list.getByText(`Página 2 de ${pages}`)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  // Column n of the data (the first cell of each row is its selection checkbox).
  const column = (n: number) => list.locator(`tbody tr > :nth-child(${n + 1})`);
  await list.getByRole('button', { name: 'Nombre' }).click();
  await expect(list.getByText(`Página 1 de ${pages}`)).toBeVisible();
  const names = all.filter((g) => g.activo).map((g) => g.nombre).sort(new Intl.Collator('es', { numeric: true }).compare);
  await expect.poll(() => column(1).allTextContents()).toEqual(names.slice(0, 20));
  await list.getByRole('button', { name: 'Nombre' }).click();
  await expect.poll(async () => (await column(1).allTextContents())[0]).toBe(names[names.length - 1]);

  await list.getByRole('combobox', { name: 'Sexo' }).click();
  await page.getByRole('option', { name: 'Hembra' }).click();
  await expect.poll(async () => [...new Set(await column(3).allTextContents())]).toEqual(['Hembra']);
  await list.getByRole('combobox', { name: 'Sexo' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect.poll(async () => new Set(await column(3).allTextContents()).size).toBe(2);

  // An inactive cat shows only with «Incluir inactivos».
  const wanted = inactive!.nombre.toLowerCase();
  await list.getByLabel('Buscar por nombre o código').fill(inactive!.nombre);
  await expect.poll(async () => (await column(1).allTextContents()).every((name) => name.toLowerCase().includes(wanted))).toBe(true);
  await expect(list.getByText('Dado de baja')).toHaveCount(0);
  await list.getByLabel('Incluir inactivos').check();
  const row = list.getByRole('row').filter({ hasText: 'Dado de baja' }).filter({ hasText: inactive!.nombre });
  await expect(row.first()).toBeVisible();

  // A click on the row opens the card.
  await row.first().locator('td').nth(2).click();
  await expect(page).toHaveURL(/\/gatos\/\d+$/);
  await expect(page.getByRole('article', { name: inactive!.nombre })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the lists are simple lists on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'usuario');
  await expect(page).toHaveURL(/\/mis-gatos$/);
  const list = page.getByRole('list', { name: 'Mis gatos' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('button', { name: /Editar a/ })).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});

test('the full list, the card and the creation form fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'responsable');
  for (const path of ['/gatos', '/crear-gato']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    if (path === '/gatos') {
      const list = page.getByRole('list', { name: 'Gatos' });
      await expect(list.getByRole('listitem')).toHaveCount(20);
      await expect(list.getByRole('listitem').first().getByRole('button', { name: /^Acciones de / })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/gatos');
  await page.getByRole('list', { name: 'Gatos' }).getByRole('link').first().click();
  await expect(page.getByRole('article')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the veterinario edits only the health fields of a cat', async ({ page }) => {
  await loginAs(page, 'veterinario');
  await page.goto('/gatos');
  const list = page.getByRole('region', { name: 'Listado de gatos' });
  const row = list.getByRole('row').nth(1);
  const menu = row.getByRole('button', { name: /^Acciones de / });
  const nombre = ((await menu.getAttribute('aria-label')) ?? '').replace(/^Acciones de /, '');
  await menu.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Editar']);
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar gato «${nombre}»` });
  await expect(dialog.getByText('Como veterinario solo puedes modificar los datos de salud del gato.')).toBeVisible();
  await expect(dialog.getByLabel('Tipo de vacuna')).toBeVisible();
  await expect(dialog.getByLabel('Fecha de esterilización')).toBeVisible();
  for (const hidden of ['Nombre', 'Ubicación', 'Código de identificación', 'Raza']) await expect(dialog.getByLabel(hidden, { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Tipo de vacuna').fill('Trivalente felina');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Gato actualizado exitosamente.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
