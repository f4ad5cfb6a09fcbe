/** The inspections resources: every inspection (/inspecciones) and one's own (/mis-inspecciones). */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { StaffResource } from '../routing/staffAreas';
import { InspeccionesPage, MisInspeccionesPage } from './InspeccionesPage';

const inspecciones: StaffResource = { name: 'inspecciones', icon: FactCheckIcon, list: InspeccionesPage };

export const misInspecciones: StaffResource = { name: 'mis-inspecciones', icon: FactCheckIcon, list: MisInspeccionesPage };

export default inspecciones;
