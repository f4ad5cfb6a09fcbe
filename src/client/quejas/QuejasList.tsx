/** A page of complaints (10 per page): the full list or the user's own, the code opening each one's record, with the resolve action in each unresolved row's menu. */
import type { TranslateFunction } from 'react-admin';
import { CodigoSearch } from '../vecinos/CodigoSearch';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import type { Queja } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import type { StaffColumn } from '../listas/StaffDataTable';
import { IncidenciasList, linkedColumns } from '../registros/IncidenciasList';

export type QuejasResource = 'quejas' | 'mis-quejas';

const label = (translate: TranslateFunction, queja: Queja) => translate('gatera.registros.quejas.registro', { fecha: fechaDeRegistro(queja.fecha_hora) });

/** A complaint's fields as the list and its record page show them, named by resources.quejas.fields.<source>; `sortable` where the API sorts. */
export const quejaFields = (translate: TranslateFunction): StaffColumn<Queja>[] => [
  { source: 'fecha_hora', render: (q) => fechaDeRegistro(q.fecha_hora), hideOnPhone: true, fit: 'short', sortable: true },
  { source: 'codigo_seguimiento', render: (q) => q.codigo_seguimiento ?? '', fit: 'short', sortable: true },
  { source: 'colonia_nombre', render: (q) => q.colonia_nombre ?? translate('gatera.comun.sinColonia'), fit: 'long', sortable: true },
  { source: 'descripcion', render: (q) => q.descripcion, fit: 'long' },
  { source: 'solucion_responsable', render: (q) => q.solucion_responsable ?? translate('gatera.registros.quejas.sinPropuesta'), fit: 'long' },
  { source: 'archivo', render: (q) => <AttachmentView url={q.archivo} label={label(translate, q)} /> },
  { source: 'estatus', render: (q) => <EstatusChip estatus={q.estatus} />, fit: 'short', sortable: true },
];

/** The list's columns: the code opens the record. */
const columns = (translate: TranslateFunction) => linkedColumns('queja', quejaFields(translate), 'codigo_seguimiento');

export function QuejasList({ resource }: { resource: QuejasResource }) {
  return (
    <IncidenciasList<Queja>
      kind="queja"
      resource={resource}
      columns={columns}
      canResolve
      publicAnswer={can(useStoredUser()?.role, 'quejas.responder')}
    >
      <CodigoSearch />
    </IncidenciasList>
  );
}
