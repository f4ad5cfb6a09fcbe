/** A page of complaints (10 per page): the full list or the user's own, with the resolve action. */
import { useTranslate } from 'react-admin';
import { StaffList } from '../listas/StaffListPage';
import { CodigoSearch } from '../vecinos/CodigoSearch';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { PAGE_SIZES } from '../../domain/constants';
import type { Queja } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ResolveButton } from '../registros/ResolveButton';
import { isResolved } from '../../domain/incidencias';

export type QuejasResource = 'quejas' | 'mis-quejas';

const label = (queja: Queja) => `queja del ${fechaDeRegistro(queja.fecha_hora)}`;

const COLUMNS: StaffColumn<Queja>[] = [
  { source: 'fecha_hora', label: 'Fecha', render: (q) => fechaDeRegistro(q.fecha_hora), hideOnPhone: true, fit: 'short' },
  { source: 'codigo_seguimiento', label: 'Código', render: (q) => q.codigo_seguimiento ?? '', fit: 'short' },
  { source: 'colonia_nombre', label: 'Colonia', render: (q) => q.colonia_nombre ?? 'Sin colonia', fit: 'long' },
  { source: 'descripcion', label: 'Descripción', render: (q) => q.descripcion, fit: 'long' },
  { source: 'solucion_responsable', label: 'Solución propuesta', render: (q) => q.solucion_responsable ?? 'Sin propuesta', fit: 'long' },
  { source: 'archivo', label: 'Adjunto', render: (q) => <AttachmentView url={q.archivo} label={label(q)} /> },
  { source: 'estatus', label: 'Estado', render: (q) => <EstatusChip estatus={q.estatus} />, fit: 'short' },
];

export function QuejasList({ resource }: { resource: QuejasResource }) {
  const translate = useTranslate();
  const publicAnswer = can(useStoredUser()?.role, 'quejas.responder');
  // 'Código' is the column's name in the catalogue; the other (spec) columns keep their texts.
  const columns = COLUMNS.map((column) => (column.source === 'codigo_seguimiento' ? { ...column, label: translate('gatera.vecinos.seguimiento.columnaCodigo') } : column));
  return (
    <StaffList resource={resource} perPage={PAGE_SIZES.quejas}>
      <CodigoSearch />
      <StaffDataTable<Queja>
        caption="Quejas"
        columns={columns}
        title={(q) => `Queja del ${fechaDeRegistro(q.fecha_hora)}`}
        empty="No hay quejas registradas."
        actions={(q) =>
          isResolved(q.estatus) ? null : <ResolveButton kind="queja" url={`/api/quejas/quejas/${q.id}/resolver`} recordLabel={label(q)} publicAnswer={publicAnswer} />
        }
      />
    </StaffList>
  );
}
