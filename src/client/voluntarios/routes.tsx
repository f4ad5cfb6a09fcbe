/**
 * The volunteer screens. The spec leaves open which of its two paths shows
 * which screen: /voluntarios (menu 'Voluntarios') is 'Gestión de Voluntarios',
 * /registrovoluntarios (menu 'Registro Voluntarios') is 'Personas Asignadas a
 * Colonias', the register of who is assigned where.
 */
import type { AreaRoute } from '../routing/areaRoutes';
import { GestionVoluntariosPage } from './GestionVoluntariosPage';
import { PersonasAsignadasPage } from './PersonasAsignadasPage';

export const voluntariosRoutes: AreaRoute[] = [
  { path: '/voluntarios', element: <GestionVoluntariosPage /> },
  { path: '/registrovoluntarios', element: <PersonasAsignadasPage /> },
];
