import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RoleGuard, verdict } from '../../src/client/routing/RoleGuard';
import { GUARDED_ROUTES, ACCOUNT_ROLES } from '../../src/domain/roles';
import { storeRaw, tokenExpiringIn, user } from './fakes';
import { renderTranslated } from './translated';

/** `path` opened where react-admin would put a staff screen: every path below the home route goes to the guard. */
function renderAt(path: string, area?: 'backup', action?: string) {
  return renderTranslated(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>portada</p>} />
        <Route path="/no-autorizado" element={<p>no autorizado</p>} />
        <Route
          path="*"
          element={
            <RoleGuard area={area} action={action}>
              <p>pantalla protegida</p>
            </RoleGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route access', () => {
  it('decides for every guarded route and role', () => {
    for (const route of GUARDED_ROUTES) {
      expect(verdict(route, null)).toBe('anonymous');
      for (const role of ACCOUNT_ROLES) expect(verdict(route, role), `${role} ${route.path}`).toBe(route.roles.includes(role) ? 'allow' : 'forbidden');
      expect(verdict(route, 'desconocido')).toBe('forbidden');
    }
    expect(verdict(undefined, 'admin')).toBe('notFound');
  });

  it('sends nobody signed in to the home route', () => {
    renderAt('/backup');
    expect(screen.getByText('portada')).toBeInTheDocument();
  });

  it('sends an expired session to the home route and erases it', () => {
    storeRaw(tokenExpiringIn(-10), user({ role: 'admin' }));
    renderAt('/backup');
    expect(screen.getByText('portada')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a wrong role to /no-autorizado', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'usuario' }));
    renderAt('/backup');
    expect(screen.getByText('no autorizado')).toBeInTheDocument();
  });

  it('lets the right role through, also on a route with a parameter', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'usuario' }));
    renderAt('/gatos/7');
    expect(screen.getByText('pantalla protegida')).toBeInTheDocument();
  });

  it('shows «Página no encontrada» on a path below a screen that the table does not declare (default deny)', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
    renderAt('/gatos/7/otra');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('pantalla protegida')).not.toBeInTheDocument();
  });

  it('refuses a path that is not the given screen of its area', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
    renderAt('/backup/1', 'backup', 'list');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
