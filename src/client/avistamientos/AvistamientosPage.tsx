/**
 * /avistamientos (administration and responsables): citizens' sightings,
 * newest first, by state and kind; a row opens the sighting, where it is
 * decided.
 */
import { useTranslate } from 'react-admin';
import { AVISTAMIENTO_ESTADOS, AVISTAMIENTO_TIPOS } from '../../domain/avistamientos';
import type { Avistamiento } from '../../domain/schemas/avistamiento';
import { fechaDeRegistro } from '../registros/fecha';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ListSelectFilter } from '../listas/ListSelectFilter';
import { AVISTAMIENTOS_T as T, coloniaLabel, estadoLabel, tipoLabel } from './labels';

const PER_PAGE = 20;
const RESOURCE = 'avistamientos';

export function AvistamientosPage() {
  const translate = useTranslate();
  const columns: StaffColumn<Avistamiento>[] = [
    { source: 'codigo_seguimiento', render: (a) => a.codigo_seguimiento, fit: 'short', rowHeader: true },
    { source: 'created_at', render: (a) => fechaDeRegistro(a.created_at), fit: 'short' },
    { source: 'tipo', render: (a) => tipoLabel(translate, a.tipo), fit: 'short' },
    { source: 'colonia_id', render: (a) => coloniaLabel(translate, a) },
    { source: 'estado', render: (a) => estadoLabel(translate, a.estado), fit: 'short' },
    { source: 'descripcion', render: (a) => a.descripcion, text: (a) => a.descripcion, fit: 'long' },
  ];
  return (
    <StaffListPage title={`${T}.titulo`} list={{ title: `${T}.titulo`, id: 'avistamientos-lista' }}>
      {/* The server gives the newest first. */}
      <StaffList resource={RESOURCE} perPage={PER_PAGE} sort={{ field: '', order: 'ASC' }}>
        <ListSelectFilter source="estado" label={`${T}.filtroEstado`} choices={AVISTAMIENTO_ESTADOS.map((id) => ({ id, name: `gatera.avistamientos.estados.${id}` }))} />{' '}
        <ListSelectFilter source="tipo" label={`${T}.filtroTipo`} choices={AVISTAMIENTO_TIPOS.map((id) => ({ id, name: `gatera.avistamientos.tipos.${id}` }))} />
        <StaffDataTable<Avistamiento>
          caption={`${T}.titulo`}
          columns={columns}
          title={(a) => `${a.codigo_seguimiento} · ${tipoLabel(translate, a.tipo)}`}
          empty={`${T}.vacia`}
          rowHref={(a) => `/${RESOURCE}/${a.id}`}
        />
      </StaffList>
    </StaffListPage>
  );
}
