/** /actividades (admin, veterinario): recording an activity on a cat, and the list. */
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Actividad } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ActividadForm } from './ActividadForm';

/** Activities per page (the spec gives no number; the same as complaints). */
export const ACTIVIDADES_PER_PAGE = 10;

type ActividadRecord = Actividad & { gato_nombre?: string | null; gato_codigo?: string | null; created_at?: string };

const COLUMNS: StaffColumn<ActividadRecord>[] = [
  { source: 'tipo', label: 'Tipo', render: (a) => a.tipo, hideOnPhone: true, fit: 'short' },
  { source: 'descripcion', label: 'Descripción', render: (a) => a.descripcion, fit: 'long' },
  {
    source: 'gato_id',
    label: 'Gato',
    render: (a) => (
      <Link component={RouterLink} to={`/gatos/${a.gato_id}`}>
        {a.gato_nombre ?? `Gato ${a.gato_id}`}
        {a.gato_codigo ? ` (${a.gato_codigo})` : ''}
      </Link>
    ),
  },
  { source: 'created_at', label: 'Fecha', render: (a) => formatDate(a.created_at), fit: 'short' },
];

const FORM = { title: 'Registrar actividad', id: 'actividades-nueva', content: <ActividadForm /> };
const LIST = { title: 'Listado de actividades', id: 'actividades-lista' };

export function ActividadesPage() {
  return (
    <StaffListPage title="Actividades" form={FORM} list={LIST}>
      <StaffList resource="actividades" perPage={ACTIVIDADES_PER_PAGE}>
        <StaffDataTable<ActividadRecord> caption="Actividades" columns={COLUMNS} title={(a) => a.tipo} empty="No hay actividades registradas." />
      </StaffList>
    </StaffListPage>
  );
}
