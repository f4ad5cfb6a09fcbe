/** /actividades (admin, veterinario): recording an activity on a cat, and the list. */
import { ListBase, Title } from 'react-admin';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Actividad } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { SectionCard } from '../registros/SectionCard';
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

export function ActividadesPage() {
  return (
    <>
      <Title title="Actividades" />
      <SectionCard title="Registrar actividad" headingId="actividades-nueva">
        <ActividadForm />
      </SectionCard>
      <SectionCard title="Listado de actividades" headingId="actividades-lista">
        <ListBase resource="actividades" perPage={ACTIVIDADES_PER_PAGE} disableSyncWithLocation storeKey="actividades.listado">
          <StaffDataTable<ActividadRecord> caption="Actividades" columns={COLUMNS} title={(a) => a.tipo} empty="No hay actividades registradas." />
        </ListBase>
      </SectionCard>
    </>
  );
}
