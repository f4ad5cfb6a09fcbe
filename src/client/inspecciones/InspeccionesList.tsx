/** A page of inspections (10 per page): the full list or the user's own, with the resolve action in each unresolved row's menu where allowed. */
import { useTranslate, type TranslateFunction } from 'react-admin';
import { StaffList } from '../listas/StaffListPage';
import { DEFAULTS, PAGE_SIZES } from '../../domain/constants';
import { isResolved } from '../../domain/incidencias';
import type { Inspeccion } from '../../domain/types';
import { fechaDeRegistro } from '../registros/fecha';
import { AttachmentView } from '../registros/Attachment';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { useResolveAction } from '../registros/useResolveAction';
import { RowMenu } from '../listas/RowMenu';

export type InspeccionesResource = 'inspecciones' | 'mis-inspecciones';

const label = (translate: TranslateFunction, inspeccion: Inspeccion) => translate('gatera.registros.inspecciones.registro', { fecha: fechaDeRegistro(inspeccion.fecha_hora) });

/** The columns, named by resources.inspecciones.fields.<source>. */
const columns = (translate: TranslateFunction): StaffColumn<Inspeccion>[] => [
  { source: 'fecha_hora', render: (i) => fechaDeRegistro(i.fecha_hora), hideOnPhone: true, fit: 'short' },
  { source: 'colonia_nombre', render: (i) => i.colonia_nombre ?? translate('gatera.comun.sinColonia'), fit: 'long' },
  { source: 'observaciones', render: (i) => i.observaciones, fit: 'long' },
  { source: 'acciones_recomendadas', render: (i) => i.acciones_recomendadas ?? translate('gatera.registros.inspecciones.ninguna'), fit: 'long' },
  { source: 'archivo', render: (i) => <AttachmentView url={i.archivo} label={label(translate, i)} /> },
  { source: 'estatus', render: (i) => <EstatusChip estatus={i.estatus || DEFAULTS.inspeccionEstatus} />, fit: 'short' },
];

export function InspeccionesList({ resource, canResolve }: { resource: InspeccionesResource; canResolve: boolean }) {
  const translate = useTranslate();
  const { rowAction, dialog } = useResolveAction('inspeccion');
  return (
    <StaffList resource={resource} perPage={PAGE_SIZES.inspecciones}>
      {dialog}
      <StaffDataTable<Inspeccion>
        labelsFrom="inspecciones"
        caption="gatera.registros.inspecciones.titulo"
        columns={columns(translate)}
        title={(i) => translate('gatera.registros.inspecciones.de', { fecha: fechaDeRegistro(i.fecha_hora) })}
        empty="gatera.registros.inspecciones.vacio"
        actions={
          canResolve
            ? (i) => {
                const name = label(translate, i);
                return <RowMenu name={name} actions={isResolved(i.estatus) ? [] : [rowAction({ id: i.id, label: name })]} />;
              }
            : undefined
        }
      />
    </StaffList>
  );
}
