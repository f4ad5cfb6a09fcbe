/**
 * What the browser gets: no secret and no server code in the built client, and
 * text that users typed shown as text, never run as markup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir, loginAs } from './support';

const DIST = path.resolve('dist', 'client');

function builtFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(full) : [full];
  });
}

test('the built client carries no secret and no server code', async () => {
  const secret = fs.readFileSync(path.join(e2eDataDir(), 'jwt-secret'), 'utf8').trim();
  expect(secret.length).toBeGreaterThan(30);
  const files = builtFiles(DIST).filter((f) => /\.(js|css|html|map|json)$/.test(f));
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    expect(text, file).not.toContain(secret);
    for (const marker of ['password_hash', 'token_hash', 'scrypt$', 'BEGIN PRIVATE KEY', 'better-sqlite3', 'DATABASE_URL', 'SMTP_URL', 'JWT_SECRET']) {
      expect(text.includes(marker), `${path.basename(file)} contiene ${marker}`).toBe(false);
    }
  }
});

test('text that users typed is shown as text on the screens', async ({ page }) => {
  const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await loginAs(page, 'admin');
  const created = await page.evaluate(async (descripcion) => {
    const token = localStorage.getItem('token');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const parte = await fetch('/api/partes/partes/', { method: 'POST', headers, body: JSON.stringify({ descripcion, estado: 'pendiente' }) });
    const colonia = await fetch('/api/colonias/colonias/', { method: 'POST', headers, body: JSON.stringify({ nombre: `Colonia ${descripcion}`, ubicacion: descripcion }) });
    return [parte.status, colonia.status];
  }, hostile);
  expect(created).toEqual([200, 200]);

  await page.goto('/partes');
  await expect(page.getByText(hostile).first()).toBeVisible();
  await page.goto('/colonias');
  await expect(page.getByText(`Colonia ${hostile}`).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
