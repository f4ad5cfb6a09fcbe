/** A page of inspections (10 per page): the full list or the user's own, with the resolve action where allowed. */
import { StaffList } from '../listas/StaffListPage';
import { DEFAULTS, PAGE_SIZES } from '../../domain/constants';
import { isResolved } from '../../domain/incidencias';
import type { Inspeccion } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ResolveButton } from '../registros/ResolveButton';

export type InspeccionesResource = 'inspecciones' | 'mis-inspecciones';

const label = (inspeccion: Inspeccion) => `inspección del ${fechaDeRegistro(inspeccion.fecha_hora)}`;

const COLUMNS: StaffColumn<Inspeccion>[] = [
  { source: 'fecha_hora', label: 'Fecha', render: (i) => fechaDeRegistro(i.fecha_hora), hideOnPhone: true, fit: 'short' },
  { source: 'colonia_nombre', label: 'Colonia', render: (i) => i.colonia_nombre ?? 'Sin colonia', fit: 'long' },
  { source: 'observaciones', label: 'Observaciones', render: (i) => i.observaciones, fit: 'long' },
  { source: 'acciones_recomendadas', label: 'Acciones recomendadas', render: (i) => i.acciones_recomendadas ?? 'Ninguna', fit: 'long' },
  { source: 'archivo', label: 'Adjunto', render: (i) => <AttachmentView url={i.archivo} label={label(i)} /> },
  { source: 'estatus', label: 'Estado', render: (i) => <EstatusChip estatus={i.estatus || DEFAULTS.inspeccionEstatus} />, fit: 'short' },
];

export function InspeccionesList({ resource, canResolve }: { resource: InspeccionesResource; canResolve: boolean }) {
  return (
    <StaffList resource={resource} perPage={PAGE_SIZES.inspecciones}>
      <StaffDataTable<Inspeccion>
        caption="Inspecciones"
        columns={COLUMNS}
        title={(i) => `Inspección del ${fechaDeRegistro(i.fecha_hora)}`}
        empty="No hay inspecciones registradas."
        actions={
          canResolve
            ? (i) =>
                isResolved(i.estatus) ? null : (
                  <ResolveButton kind="inspeccion" url={`/api/inspecciones/inspecciones/${i.id}/resolver`} recordLabel={label(i)} />
                )
            : undefined
        }
      />
    </StaffList>
  );
}
