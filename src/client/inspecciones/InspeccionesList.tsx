/** A page of inspections (10 per page): the full list or the user's own, the date opening each one's record, with the resolve action in each unresolved row's menu where allowed. */
import type { TranslateFunction } from 'react-admin';
import { DEFAULTS } from '../../domain/constants';
import type { Inspeccion } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import type { StaffColumn } from '../listas/StaffDataTable';
import { IncidenciasList, linkedColumns } from '../registros/IncidenciasList';

export type InspeccionesResource = 'inspecciones' | 'mis-inspecciones';

const label = (translate: TranslateFunction, inspeccion: Inspeccion) => translate('gatera.registros.inspecciones.registro', { fecha: fechaDeRegistro(inspeccion.fecha_hora) });

/** An inspection's fields as the list and its record page show them, named by resources.inspecciones.fields.<source>; `sortable` where the API sorts. */
export const inspeccionFields = (translate: TranslateFunction): StaffColumn<Inspeccion>[] => [
  { source: 'fecha_hora', render: (i) => fechaDeRegistro(i.fecha_hora), hideOnPhone: true, fit: 'short', sortable: true },
  { source: 'colonia_nombre', render: (i) => i.colonia_nombre ?? translate('gatera.comun.sinColonia'), fit: 'long', sortable: true },
  { source: 'observaciones', render: (i) => i.observaciones, fit: 'long' },
  { source: 'acciones_recomendadas', render: (i) => i.acciones_recomendadas ?? translate('gatera.registros.inspecciones.ninguna'), fit: 'long' },
  { source: 'archivo', render: (i) => <AttachmentView url={i.archivo} label={label(translate, i)} /> },
  { source: 'estatus', render: (i) => <EstatusChip estatus={i.estatus || DEFAULTS.inspeccionEstatus} />, fit: 'short', sortable: true },
];

/** The list's columns: the date opens the record (inspections have no code). */
const columns = (translate: TranslateFunction) => linkedColumns('inspeccion', inspeccionFields(translate), 'fecha_hora');

export function InspeccionesList({ resource, canResolve }: { resource: InspeccionesResource; canResolve: boolean }) {
  return (
    <IncidenciasList<Inspeccion>
      kind="inspeccion"
      resource={resource}
      columns={columns}
      canResolve={canResolve}
    />
  );
}
