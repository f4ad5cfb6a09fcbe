/** A page of complaints (10 per page): the full list or the user's own, with the resolve action. */
import { ListBase } from 'react-admin';
import { PAGE_SIZES } from '../../domain/constants';
import type { Queja } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import { RecordList, type Column } from '../registros/RecordList';
import { ResolveButton } from '../registros/ResolveButton';
import { isResolved } from '../../domain/incidencias';

export type QuejasResource = 'quejas' | 'mis-quejas';

const label = (queja: Queja) => `queja del ${fechaDeRegistro(queja.fecha)}`;

const COLUMNS: Column<Queja>[] = [
  { label: 'Fecha', render: (q) => fechaDeRegistro(q.fecha), hideOnPhone: true },
  { label: 'Colonia', render: (q) => q.colonia_nombre ?? 'Sin colonia' },
  { label: 'Descripción', render: (q) => q.descripcion },
  { label: 'Solución propuesta', render: (q) => q.solucion_responsable ?? 'Sin propuesta' },
  { label: 'Adjunto', render: (q) => <AttachmentView url={q.archivo} label={label(q)} /> },
  { label: 'Estado', render: (q) => <EstatusChip estatus={q.estatus} /> },
];

export function QuejasList({ resource }: { resource: QuejasResource }) {
  return (
    <ListBase resource={resource} perPage={PAGE_SIZES.quejas} disableSyncWithLocation>
      <RecordList<Queja>
        caption="Quejas"
        columns={COLUMNS}
        title={(q) => `Queja del ${fechaDeRegistro(q.fecha)}`}
        empty="No hay quejas registradas."
        actions={(q) =>
          isResolved(q.estatus) ? null : <ResolveButton kind="queja" url={`/api/quejas/quejas/${q.id}/resolver`} recordLabel={label(q)} />
        }
      />
    </ListBase>
  );
}
