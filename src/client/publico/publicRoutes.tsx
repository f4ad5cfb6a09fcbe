/** The public pages of SPEC section 2, without the app's layout (each brings the public frame). */
import type { ReactElement } from 'react';
import { LandingPage } from './LandingPage';
import { NoAutorizadoPage } from './NoAutorizadoPage';
import { QuienesSomosPage } from './QuienesSomosPage';
import { ContactoPage } from './ContactoPage';
import { DescubrenosPage } from './DescubrenosPage';
import { DemoPage } from './DemoPage';
import { CondicionesUsoPage } from './CondicionesUsoPage';
import { PoliticaPrivacidadPage } from './PoliticaPrivacidadPage';
import { SolicitarRecuperacionPage } from '../cuenta/SolicitarRecuperacionPage';
import { ResetearContrasenaPage } from '../cuenta/ResetearContrasenaPage';

export interface PublicRoute {
  path: string;
  element: ReactElement;
}

export const publicRoutes: PublicRoute[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/preview', element: <LandingPage /> },
  { path: '/quienes-somos', element: <QuienesSomosPage /> },
  { path: '/contacto', element: <ContactoPage /> },
  { path: '/descubrenos', element: <DescubrenosPage /> },
  { path: '/demo', element: <DemoPage /> },
  { path: '/condiciones-uso', element: <CondicionesUsoPage /> },
  { path: '/politica-privacidad', element: <PoliticaPrivacidadPage /> },
  { path: '/no-autorizado', element: <NoAutorizadoPage /> },
  { path: '/solicitar-recuperacion', element: <SolicitarRecuperacionPage /> },
  { path: '/resetear-contrasena', element: <ResetearContrasenaPage /> },
];
