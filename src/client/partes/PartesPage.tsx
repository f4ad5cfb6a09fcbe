/** /partes (admin): the creation form and the list of partes. */
import { ListBase, Title } from 'react-admin';
import type { Parte } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { SectionCard } from '../registros/SectionCard';
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
    <>
      <Title title="Partes" />
      <SectionCard title="Nuevo parte" headingId="partes-nuevo">
        <ParteForm />
      </SectionCard>
      <SectionCard title="Listado de partes" headingId="partes-lista">
        <ListBase resource="partes" perPage={PARTES_PER_PAGE} disableSyncWithLocation storeKey="partes.listado">
          <StaffDataTable<ParteRecord> caption="Partes" columns={COLUMNS} title={(p) => p.descripcion} empty="No hay partes registrados." />
        </ListBase>
      </SectionCard>
    </>
  );
}
