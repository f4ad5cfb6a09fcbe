/** A page of complaints (10 per page): the full list or the user's own, with the resolve action. */
import { ListBase, useTranslate } from 'react-admin';
import { CodigoSearch } from '../vecinos/CodigoSearch';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { PAGE_SIZES } from '../../domain/constants';
import type { Queja } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import { RecordList, type Column } from '../registros/RecordList';
import { ResolveButton } from '../registros/ResolveButton';
import { isResolved } from '../../domain/incidencias';

export type QuejasResource = 'quejas' | 'mis-quejas';

const label = (queja: Queja) => `queja del ${fechaDeRegistro(queja.fecha_hora)}`;

const COLUMNS: Column<Queja>[] = [
  { label: 'Fecha', render: (q) => fechaDeRegistro(q.fecha_hora), hideOnPhone: true },
  { label: 'Código', render: (q) => q.codigo_seguimiento ?? '' },
  { label: 'Colonia', render: (q) => q.colonia_nombre ?? 'Sin colonia' },
  { label: 'Descripción', render: (q) => q.descripcion },
  { label: 'Solución propuesta', render: (q) => q.solucion_responsable ?? 'Sin propuesta' },
  { label: 'Adjunto', render: (q) => <AttachmentView url={q.archivo} label={label(q)} /> },
  { label: 'Estado', render: (q) => <EstatusChip estatus={q.estatus} /> },
];

export function QuejasList({ resource }: { resource: QuejasResource }) {
  const translate = useTranslate();
  const publicAnswer = can(useStoredUser()?.role, 'quejas.responder');
  // 'Código' is the column's name in the catalogue; the other (spec) columns keep their texts.
  const columns = COLUMNS.map((column) => (column.label === 'Código' ? { ...column, label: translate('gatera.vecinos.seguimiento.columnaCodigo') } : column));
  return (
    <ListBase resource={resource} perPage={PAGE_SIZES.quejas} disableSyncWithLocation>
      <CodigoSearch />
      <RecordList<Queja>
        caption="Quejas"
        columns={columns}
        title={(q) => `Queja del ${fechaDeRegistro(q.fecha_hora)}`}
        empty="No hay quejas registradas."
        actions={(q) =>
          isResolved(q.estatus) ? null : <ResolveButton kind="queja" url={`/api/quejas/quejas/${q.id}/resolver`} recordLabel={label(q)} publicAnswer={publicAnswer} />
        }
      />
    </ListBase>
  );
}
