/** /partes (admin): the creation form and the list of partes. */
import type { Parte } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ParteForm } from './ParteForm';

/** Partes per page (the spec gives no number; the same as complaints). */
export const PARTES_PER_PAGE = 10;

type ParteRecord = Parte & { created_at?: string };

const COLUMNS: StaffColumn<ParteRecord>[] = [
  { source: 'descripcion', label: 'Descripción', render: (p) => p.descripcion, hideOnPhone: true, fit: 'long' },
  { source: 'estado', label: 'Estado', render: (p) => <EstatusChip estatus={p.estado} />, fit: 'short' },
  { source: 'created_at', label: 'Creado', render: (p) => formatDate(p.created_at), fit: 'short' },
];

export function PartesPage() {
  return (
    <StaffListPage title="Partes" form={{ title: 'Nuevo parte', id: 'partes-nuevo', content: <ParteForm /> }} list={{ title: 'Listado de partes', id: 'partes-lista' }}>
      <StaffList resource="partes" perPage={PARTES_PER_PAGE}>
        <StaffDataTable<ParteRecord> caption="Partes" columns={COLUMNS} title={(p) => p.descripcion} empty="No hay partes registrados." />
      </StaffList>
    </StaffListPage>
  );
}
