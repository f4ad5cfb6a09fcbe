/** Shared helpers of the browser suite: signing in as a demo account, and the axe-core check. */
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { HOME_BY_ROLE, type Role } from '../../src/domain/roles';

export const DEMO_PASSWORD = 'Gatera-Demo-2025';

/** The demo account of each role has the role's name as its username. */
export const DEMO_USERS: Record<Role, string> = {
  admin: 'admin',
  responsable: 'responsable',
  voluntario: 'voluntario',
  veterinario: 'veterinario',
  usuario: 'usuario',
};

/** Fills the login form and presses 'Entrar' (no waiting). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs in through the login page as the demo account of `role`, accepts the
 * demo terms when they are shown, and waits on the role's home page.
 */
export async function loginAs(page: Page, role: Role, password: string = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, DEMO_USERS[role], password);
  const accept = page.getByRole('button', { name: 'Acepto los términos' });
  const home = HOME_BY_ROLE[role];
  await expect(accept.or(page.getByRole('button', { name: 'Cerrar' })).first()).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(page).toHaveURL(new RegExp(`${home.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('button', { name: 'Cerrar' })).toBeVisible();
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `página ${page.url()}`,
  ).toEqual([]);
}
