import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RoleGuard, verdict } from '../../src/client/routing/RoleGuard';
import { NotFound } from '../../src/client/routing/NotFound';
import { GUARDED_ROUTES, ROLES } from '../../src/domain/roles';
import { storeRaw, tokenExpiringIn, user } from './fakes';

function renderAt(path: string, pattern: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>portada</p>} />
        <Route path="/no-autorizado" element={<p>no autorizado</p>} />
        <Route
          path={pattern}
          element={
            <RoleGuard path={pattern}>
              <p>pantalla protegida</p>
            </RoleGuard>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route access (SPEC section 4)', () => {
  it('decides for every guarded route and role', () => {
    for (const route of GUARDED_ROUTES) {
      expect(verdict(route, null)).toBe('anonymous');
      for (const role of ROLES) expect(verdict(route, role), `${role} ${route.path}`).toBe(route.roles.includes(role) ? 'allow' : 'forbidden');
      expect(verdict(route, 'desconocido')).toBe('forbidden');
    }
    expect(verdict(undefined, null)).toBe('allow');
  });

  it('sends nobody signed in to the home route', () => {
    renderAt('/backup', '/backup');
    expect(screen.getByText('portada')).toBeInTheDocument();
  });

  it('sends an expired session to the home route and erases it', () => {
    storeRaw(tokenExpiringIn(-10), user({ role: 'admin' }));
    renderAt('/backup', '/backup');
    expect(screen.getByText('portada')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a wrong role to /no-autorizado', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'usuario' }));
    renderAt('/backup', '/backup');
    expect(screen.getByText('no autorizado')).toBeInTheDocument();
  });

  it('lets the right role through, also on a route with a parameter', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'usuario' }));
    renderAt('/gatos/7', '/gatos/:id');
    expect(screen.getByText('pantalla protegida')).toBeInTheDocument();
  });

  it('guards a guarded path that no screen answers yet, and shows «Página no encontrada» to the right role', () => {
    renderAt('/colonias', '/otra');
    expect(screen.getByText('portada')).toBeInTheDocument();
  });

  it('shows «Página no encontrada» on an unknown address', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
    renderAt('/colonias', '/otra');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
