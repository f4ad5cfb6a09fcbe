/** /partes (admin): the creation form and the list of partes. */
import type { Parte } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { ListSelectFilter } from '../listas/ListSelectFilter';
import { ESTADO_CHOICES, PARTE_CREATION } from './ParteInputs';

/** Partes per page (the original gives no number; the same as complaints). */
export const PARTES_PER_PAGE = 10;

type ParteRecord = Parte & { created_at?: string };

const COLUMNS: StaffColumn<ParteRecord>[] = [
  { source: 'descripcion', render: (p) => p.descripcion, hideOnPhone: true, fit: 'long' },
  { source: 'estado', render: (p) => <EstatusChip estatus={p.estado} />, fit: 'short' },
  { source: 'created_at', render: (p) => formatDate(p.created_at), fit: 'short' },
];

export function PartesPage() {
  return (
    <StaffListPage title="gatera.registros.partes.titulo" form={{ title: 'gatera.registros.partes.nuevo', id: 'partes-nuevo', content: <InlineCreateForm {...PARTE_CREATION} /> }} list={{ title: 'gatera.registros.partes.listado', id: 'partes-lista' }}>
      <StaffList resource="partes" perPage={PARTES_PER_PAGE}>
        <ListSelectFilter source="estado" label="gatera.consola.listas.filtrarEstado" choices={ESTADO_CHOICES} />
        <ExportCsvBar columns={COLUMNS} />
        <StaffDataTable<ParteRecord> caption="gatera.registros.partes.titulo" columns={COLUMNS} title={(p) => p.descripcion} empty="gatera.registros.partes.vacio" />
      </StaffList>
    </StaffListPage>
  );
}
