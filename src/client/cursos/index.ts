/** Training courses (/cursos): each course with who attended it. */
import SchoolIcon from '@mui/icons-material/School';
import type { StaffResource } from '../routing/staffAreas';
import { CursosPage } from './CursosPage';

const cursos: StaffResource = { name: 'cursos', icon: SchoolIcon, list: CursosPage, recordRepresentation: 'titulo' };

export default cursos;
