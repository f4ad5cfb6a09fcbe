/** /actividades (admin, veterinario): recording an activity on a cat, and the list. */
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Actividad } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { Texto } from '../components/Texto';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { ACTIVIDAD_CREATION } from './ActividadInputs';

/** Activities per page (the original gives no number; the same as complaints). */
export const ACTIVIDADES_PER_PAGE = 10;

type ActividadRecord = Actividad & { gato_nombre?: string | null; gato_codigo?: string | null; created_at?: string };

const COLUMNS: StaffColumn<ActividadRecord>[] = [
  { source: 'tipo', label: 'gatera.registros.actividades.tipo', render: (a) => a.tipo, hideOnPhone: true, fit: 'short' },
  { source: 'descripcion', render: (a) => a.descripcion, fit: 'long' },
  {
    source: 'gato_id',
    render: (a) => (
      <Link component={RouterLink} to={`/gatos/${a.gato_id}`}>
        {a.gato_nombre ?? <Texto id="gatera.registros.actividades.gatoN" values={{ id: a.gato_id }} />}
        {a.gato_codigo ? ` (${a.gato_codigo})` : ''}
      </Link>
    ),
  },
  { source: 'created_at', render: (a) => formatDate(a.created_at), fit: 'short' },
];

const FORM = { title: 'gatera.registros.actividades.registrar', id: 'actividades-nueva', content: <InlineCreateForm {...ACTIVIDAD_CREATION} /> };
const LIST = { title: 'gatera.registros.actividades.listado', id: 'actividades-lista' };

export function ActividadesPage() {
  return (
    <StaffListPage title="gatera.registros.actividades.titulo" form={FORM} list={LIST}>
      <StaffList resource="actividades" perPage={ACTIVIDADES_PER_PAGE}>
        <ExportCsvBar columns={COLUMNS} />
        <StaffDataTable<ActividadRecord> caption="gatera.registros.actividades.titulo" columns={COLUMNS} title={(a) => a.tipo} empty="gatera.registros.actividades.vacio" />
      </StaffList>
    </StaffListPage>
  );
}
