/**
 * /actividades (admin, veterinario): recording an activity on a cat, and the
 * list: found by a text in its type, description or cat, sorted from the
 * headers the API sorts (newest first until one is chosen), each row opening
 * its activity and its cat's cell the cat's card.
 */
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Actividad } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { Texto } from '../components/Texto';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ListTextFilter } from '../listas/ListTextFilter';
import { RecordLink } from '../listas/RecordLink';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { ACTIVIDAD_CREATION } from './ActividadInputs';

/** Activities per page (the original gives no number; the same as complaints). */
export const ACTIVIDADES_PER_PAGE = 10;

export const actividadHref = (actividad: Pick<Actividad, 'id'>) => `/actividades/${actividad.id}`;

const tipoLink = (a: Actividad) => <RecordLink to={actividadHref(a)}>{a.tipo}</RecordLink>;

/** The list's columns; the activity's page shows the same values (its type is its heading). */
export const ACTIVIDAD_COLUMNS: StaffColumn<Actividad>[] = [
  { source: 'tipo', label: 'gatera.registros.actividades.tipo', render: tipoLink, text: (a) => a.tipo, sortable: true, rowHeader: true, hideOnPhone: true, fit: 'short' },
  { source: 'descripcion', render: (a) => a.descripcion, sortable: true, fit: 'long' },
  {
    source: 'gato_id',
    render: (a) => (
      <Link component={RouterLink} to={`/gatos/${a.gato_id}`} onClick={(event) => event.stopPropagation()}>
        {a.gato_nombre ?? <Texto id="gatera.registros.actividades.gatoN" values={{ id: a.gato_id }} />}
        {a.gato_codigo ? ` (${a.gato_codigo})` : ''}
      </Link>
    ),
  },
  { source: 'created_at', render: (a) => formatDate(a.created_at), sortable: true, fit: 'short' },
];

/** The server's own order until a header is chosen: the newest first. */
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

const FORM = { title: 'gatera.registros.actividades.registrar', id: 'actividades-nueva', content: <InlineCreateForm {...ACTIVIDAD_CREATION} /> };
const LIST = { title: 'gatera.registros.actividades.listado', id: 'actividades-lista' };

export function ActividadesPage() {
  const translate = useTranslate();
  return (
    <StaffListPage title="gatera.registros.actividades.titulo" form={FORM} list={LIST}>
      <StaffList resource="actividades" perPage={ACTIVIDADES_PER_PAGE} sort={NEWEST_FIRST}>
        <ListTextFilter label={translate('gatera.registros.actividades.buscar')} sx={{ mb: 2 }} />
        <ExportCsvBar columns={ACTIVIDAD_COLUMNS} />
        <StaffDataTable<Actividad> caption="gatera.registros.actividades.titulo" columns={ACTIVIDAD_COLUMNS} title={tipoLink} rowHref={actividadHref} empty="gatera.registros.actividades.vacio" />
      </StaffList>
    </StaffListPage>
  );
}
