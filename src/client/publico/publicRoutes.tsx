/**
 * The public pages (and the login page), without the app's
 * layout (each brings the public frame). Each page is loaded on its own when
 * opened, so a visitor downloads only the page in front of them.
 */
import type { ComponentType } from 'react';

export interface PublicRoute {
  path: string;
  /** Loads the page's module and answers its component. */
  load: () => Promise<ComponentType>;
}

const landing = () => import('./LandingPage').then((m) => m.LandingPage);

export const publicRoutes: PublicRoute[] = [
  { path: '/', load: landing },
  { path: '/preview', load: landing },
  { path: '/quienes-somos', load: () => import('./QuienesSomosPage').then((m) => m.QuienesSomosPage) },
  { path: '/contacto', load: () => import('./ContactoPage').then((m) => m.ContactoPage) },
  { path: '/descubrenos', load: () => import('./DescubrenosPage').then((m) => m.DescubrenosPage) },
  { path: '/demo', load: () => import('./DemoPage').then((m) => m.DemoPage) },
  { path: '/condiciones-uso', load: () => import('./CondicionesUsoPage').then((m) => m.CondicionesUsoPage) },
  { path: '/politica-privacidad', load: () => import('./PoliticaPrivacidadPage').then((m) => m.PoliticaPrivacidadPage) },
  { path: '/verificar/:codigo', load: () => import('./VerificarPage').then((m) => m.VerificarPage) },
  { path: '/no-autorizado', load: () => import('./NoAutorizadoPage').then((m) => m.NoAutorizadoPage) },
  { path: '/login', load: () => import('../cuenta/LoginPage').then((m) => m.LoginPage) },
  { path: '/solicitar-recuperacion', load: () => import('../cuenta/SolicitarRecuperacionPage').then((m) => m.SolicitarRecuperacionPage) },
  { path: '/resetear-contrasena', load: () => import('../cuenta/ResetearContrasenaPage').then((m) => m.ResetearContrasenaPage) },
];
