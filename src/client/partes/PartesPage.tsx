/** /partes (admin): the creation form and the list of partes, sorted from the headers the API sorts (newest first until one is chosen), each row opening its parte. */
import type { Parte } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { ListSelectFilter } from '../listas/ListSelectFilter';
import { RecordLink } from '../listas/RecordLink';
import { ESTADO_CHOICES, PARTE_CREATION } from './ParteInputs';

/** Partes per page (the original gives no number; the same as complaints). */
export const PARTES_PER_PAGE = 10;

export const parteHref = (parte: Pick<Parte, 'id'>) => `/partes/${parte.id}`;

const descripcionLink = (p: Parte) => <RecordLink to={parteHref(p)}>{p.descripcion}</RecordLink>;

/** The list's columns; the parte's page shows the same values (its description is its heading). */
export const PARTE_COLUMNS: StaffColumn<Parte>[] = [
  { source: 'descripcion', render: descripcionLink, text: (p) => p.descripcion, sortable: true, rowHeader: true, hideOnPhone: true, fit: 'long' },
  { source: 'estado', render: (p) => <EstatusChip estatus={p.estado} />, sortable: true, fit: 'short' },
  { source: 'created_at', render: (p) => formatDate(p.created_at), sortable: true, fit: 'short' },
];

/** The server's own order until a header is chosen: the newest first. */
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

export function PartesPage() {
  return (
    <StaffListPage title="gatera.registros.partes.titulo" form={{ title: 'gatera.registros.partes.nuevo', id: 'partes-nuevo', content: <InlineCreateForm {...PARTE_CREATION} /> }} list={{ title: 'gatera.registros.partes.listado', id: 'partes-lista' }}>
      <StaffList resource="partes" perPage={PARTES_PER_PAGE} sort={NEWEST_FIRST}>
        <ListSelectFilter source="estado" label="gatera.consola.listas.filtrarEstado" choices={ESTADO_CHOICES} />
        <ExportCsvBar columns={PARTE_COLUMNS} />
        <StaffDataTable<Parte> caption="gatera.registros.partes.titulo" columns={PARTE_COLUMNS} title={descripcionLink} rowHref={parteHref} empty="gatera.registros.partes.vacio" />
      </StaffList>
    </StaffListPage>
  );
}
