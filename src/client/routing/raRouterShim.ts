/**
 * The react-router that react-admin (ra-core) is given at build time (see
 * vite.config.ts): the real one, except the data-router constructors it only
 * uses to create a router of its own when rendered outside one. Gatera always
 * renders react-admin inside the browser router of App.tsx, so they are never
 * called; leaving them out keeps react-router's data-router code off the
 * public pages.
 */
export * from 'react-router-dom';

function unavailable(name: string): never {
  throw new Error(`${name} no está disponible: react-admin debe ir dentro del router de App.tsx`);
}

export function createHashRouter(): never {
  return unavailable('createHashRouter');
}

export function createMemoryRouter(): never {
  return unavailable('createMemoryRouter');
}

export function RouterProvider(): never {
  return unavailable('RouterProvider');
}
