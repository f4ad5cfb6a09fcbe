/** The public pages of SPEC section 2, without the app's layout (each brings the public frame). */
import type { ReactElement } from 'react';
import { LandingPage } from './LandingPage';
import { NoAutorizadoPage } from './NoAutorizadoPage';

export interface PublicRoute {
  path: string;
  element: ReactElement;
}

export const publicRoutes: PublicRoute[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/preview', element: <LandingPage /> },
  { path: '/no-autorizado', element: <NoAutorizadoPage /> },
];
