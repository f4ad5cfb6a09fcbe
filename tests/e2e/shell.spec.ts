/** The client shell in a real browser against the real server with demo data (issue 3). */
import { expect, test } from '@playwright/test';
import { HOME_BY_ROLE, MENUS, ROLES } from '../../src/domain/roles';
import { loginAs } from './support';

test.describe('sesión y menús', () => {
  for (const role of ROLES) {
    test(`${role}: entra, acepta los términos, llega a su inicio y ve exactamente su menú`, async ({ page }) => {
      await loginAs(page, role);
      expect(new URL(page.url()).pathname).toBe(HOME_BY_ROLE[role]);
      const menu = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
      await expect(menu).toHaveText(MENUS[role].map((entry) => entry.label));
    });
  }
});
