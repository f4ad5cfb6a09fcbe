/** Shared helpers of the browser suite: signing in as a demo account, the axe-core check, the mail outbox. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { HOME_BY_ROLE, type Role } from '../../src/domain/roles';
import { DEMO_PASSWORD } from '../../src/domain/demo';

export { DEMO_PASSWORD };

/** Fills the login form and presses 'Entrar' (no waiting). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Accepts the demo terms if the terms screen is shown, once signed in. */
export async function acceptTermsIfShown(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Acepto los términos' });
  await expect(accept.or(page.getByRole('button', { name: 'Cerrar', exact: true })).first()).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  // The terms screen has its own 'Cerrar' (leave): the app is there only once the screen has gone,
  // so that the next navigation cannot cut the acceptance short.
  await expect(accept).toHaveCount(0);
}

/** Signs in as any account, accepts the demo terms when shown, and waits until the app is there. */
export async function loginWith(page: Page, username: string, password: string): Promise<void> {
  await submitLogin(page, username, password);
  await acceptTermsIfShown(page);
  await expect(page.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
}

/**
 * Signs in through the login page as the demo account of `role` (its
 * username is the role's name), accepts the demo terms when they are shown,
 * and waits on the role's home page.
 */
export async function loginAs(page: Page, role: Role, password: string = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, role, password);
  await acceptTermsIfShown(page);
  await expect(page).toHaveURL(new RegExp(`${HOME_BY_ROLE[role].replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A snackbar or menu still fading in or out is half transparent, and axe reads its text as too
  // faint: check the page as it settles, once no CSS transition or animation is running.
  // (Endless ones, such as a progress spinner, never settle and are not waited for.)
  const settled = () =>
    page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
  const scan = async () => {
    await settled();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let serious = await scan();
  // A notification may start to fade out on its own timer while axe reads the page: findings only inside a snackbar
  // are read again once it has settled, so a snackbar that is faint for good still fails.
  const inSnackbar = (v: (typeof serious)[number]) => v.nodes.every((n) => n.target.join(' ').includes('MuiSnackbar'));
  if (serious.length > 0 && serious.every(inSnackbar)) serious = await scan();
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `página ${page.url()}`,
  ).toEqual([]);
}

/** The data folder of the server under test (scripts/e2e-server.mjs makes it). */
export function e2eDataDir(): string {
  return process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `gatera-e2e-${process.env.E2E_PORT ?? 8181}`);
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The texts of the messages the server has "sent" to `to` (the .eml files of the outbox), oldest first. */
export function outboxMessagesTo(to: string): string[] {
  const dir = path.join(e2eDataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'mi').test(raw))
    .map((raw) => (/^Content-Transfer-Encoding: quoted-printable/im.test(raw) ? decodeQuotedPrintable(raw) : raw));
}

/**
 * Waits for a password link e-mailed to `to` after the first `seen` messages
 * (count them with outboxMessagesTo before asking) and answers its path and query.
 */
export async function waitForResetLink(to: string, seen: number): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const fresh = outboxMessagesTo(to).slice(seen);
      const match = fresh.length ? /https?:\/\/\S+\/resetear-contrasena\?token=\S+/.exec(fresh[fresh.length - 1]) : null;
      link = match ? match[0] : '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
