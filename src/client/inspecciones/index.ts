/** The inspections resources: every inspection (/inspecciones), one inspection (/inspecciones/:id, from either list) and one's own (/mis-inspecciones). */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { StaffResource } from '../routing/staffAreas';
import { InspeccionesPage, MisInspeccionesPage } from './InspeccionesPage';
import { InspeccionShowPage } from './InspeccionShowPage';

const inspecciones: StaffResource = { name: 'inspecciones', icon: FactCheckIcon, list: InspeccionesPage, show: InspeccionShowPage };

export const misInspecciones: StaffResource = { name: 'mis-inspecciones', icon: FactCheckIcon, list: MisInspeccionesPage };

export default inspecciones;
