/**
 * Accredited caregivers in the browser: the demo volunteer opens her
 * accreditation, downloads her card, and the QR code read from the printed
 * PDF opens the public verification, which says valid, until when, for which
 * colonies and her first name with an initial only. Staff accredit someone
 * new from a course, and revoke it: its card then verifies as not valid.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { decodeQr, renderFirstPage } from '../pdfImage';
import { pdfText } from '../server/informes/pdf';
import { expectNoSeriousA11yViolations, loginAs } from './support';

test('a caregiver’s card downloads, and its QR code opens a verification that says valid', async ({ page }) => {
  await loginAs(page, 'voluntario');
  await page.goto('/acreditaciones');
  const fila = page.getByRole('table', { name: 'Acreditaciones de cuidadores' }).getByRole('row', { name: /Lucía Serrano/ });
  await expect(fila).toContainText('Vigente');
  await expectNoSeriousA11yViolations(page);
  await fila.getByText('Lucía Serrano').click();
  await expect(page).toHaveURL(/\/acreditaciones\/\d+$/);
  await expect(page.getByText('Asociación Felina del Castillo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar el carné (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^carne_K-[2-9A-Z]{4}-[2-9A-Z]{4}\.pdf$/);
  const pdf = fs.readFileSync(await file.path());
  expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain('Lucía Serrano');
  const url = decodeQr(await renderFirstPage(pdf, 400));
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verificar\/K-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

  // As a phone's camera would, with nobody signed in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(url!);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación de carné o certificado' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Válido');
  await expect(page.getByText('Lucía S.', { exact: true })).toBeVisible();
  await expect(page.getByText('Serrano')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('staff accredit a volunteer from the course and revoke it; the card then verifies as not valid', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/acreditaciones');
  await expect(page.getByRole('row', { name: /Pedro Gómez/ })).toContainText('Por caducar');
  await page.getByRole('button', { name: 'Nueva acreditación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva acreditación' });
  await dialog.getByRole('combobox', { name: 'Persona' }).click();
  await page.getByRole('option', { name: 'María López' }).click();
  await dialog.getByRole('combobox', { name: 'Colonias' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Desde').fill('2026-01-01');
  await dialog.getByLabel('Válida hasta').fill('2030-12-31');
  await dialog.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: /Gestión ética de colonias felinas/ }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('María López acreditada/o')).toBeVisible();
  await expect(dialog).toBeHidden();

  const fila = page.getByRole('row', { name: /María López/ });
  await expect(fila).toContainText('31/12/2030');
  await fila.getByText('María López').click();
  const codigo = (await page.getByText(/^K-[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent())!;
  await page.getByRole('button', { name: 'Revocar' }).click();
  const revocar = page.getByRole('dialog', { name: 'Revocar la acreditación' });
  await revocar.getByRole('textbox', { name: 'Motivo' }).fill('Se da de baja del programa');
  await revocar.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText('Acreditación revocada')).toBeVisible();
  await expect(page.getByText('Revocada', { exact: true })).toBeVisible();

  await page.goto(`/verificar/${codigo}`);
  await expect(page.getByRole('alert')).toHaveText('No válido');
});
