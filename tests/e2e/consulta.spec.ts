/**
 * "¿Es un gato de colonia?": the demo's partner vet signs in, lands on the
 * lookup, reads a demo colony cat's chip and learns its colony and whom to
 * call, then a chip no cat has and reads «No consta…»; with the keyboard
 * alone, and no serious accessibility finding.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

/** The first active demo cat with a chip (src/server/db/seed/demoConsulta.ts logs its lookups; tests/server/consulta/demo.test.ts). */
const CHIP_DE_COLONIA = '724000000001000';

test('a partner vet looks up a colony cat and an unknown chip', async ({ page }) => {
  await loginAs(page, 'profesional');
  await expect(page).toHaveURL(/\/consulta$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Es un gato de colonia?' })).toBeVisible();

  const campo = page.getByLabel('Microchip');
  await campo.fill(CHIP_DE_COLONIA);
  await campo.press('Enter');
  const respuesta = page.getByRole('status').filter({ hasText: 'Es un gato de colonia' });
  await expect(respuesta).toContainText('Colonia de la Catedral');
  await expect(respuesta).toContainText('Contacto del programa:');
  await expect(respuesta.getByRole('link')).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousA11yViolations(page);

  await campo.fill('941000000999999');
  await campo.press('Enter');
  await expect(page.getByRole('status')).toContainText('No consta como gato de colonia');
  await expect(page.getByRole('status')).not.toContainText('Colonia de la Catedral');
  await expectNoSeriousA11yViolations(page);
});
