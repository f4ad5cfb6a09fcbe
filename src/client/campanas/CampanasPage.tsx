/**
 * /campanas (admin, responsable, veterinario): the creation form (admin and
 * responsable), the campaigns with their progress, sorted from the headers the
 * API sorts (newest start first until one is chosen), each row opening its
 * campaign's page, and the cats panel of the campaign chosen, which the view
 * scrolls to after 200 ms, as the original did.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCROLL_DELAY_MS } from '../../domain/constants';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import { useStoredUser } from '../providers/session';
import { Texto } from '../components/Texto';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { InlineCreateForm } from '../components/InlineCreateForm';
import { ListSelectFilter } from '../listas/ListSelectFilter';
import { CAMPANA_CREATION, ESTATUS_CHOICES } from './CampanaInputs';
import { CampanaEditDialog } from './CampanaEditDialog';
import { CampanaGatosPanel } from './CampanaGatosPanel';
import { ProgresoCampana } from './ProgresoCampana';
import type { Campana } from '../../domain/types';
import { RowMenu } from '../listas/RowMenu';
import { RecordLink } from '../listas/RecordLink';

/** Campaigns per page (the original gives no number; the same as complaints). */
export const CAMPANAS_PER_PAGE = 10;

export const campanaHref = (campana: Pick<Campana, 'id'>) => `/campanas/${campana.id}`;

const nombreLink = (c: Campana) => <RecordLink to={campanaHref(c)}>{c.nombre}</RecordLink>;

/** The list's columns; the campaign's page shows the same values (all but its name, its heading, and the progress, its cats panel's). */
export const CAMPANA_COLUMNS: StaffColumn<Campana>[] = [
  { source: 'nombre', render: nombreLink, text: (c) => c.nombre, sortable: true, rowHeader: true, hideOnPhone: true, fit: 'long' },
  { source: 'fecha_inicio', label: 'gatera.campanas.columnas.inicio', render: (c) => formatDate(c.fecha_inicio), sortable: true, fit: 'short' },
  { source: 'fecha_fin', label: 'gatera.campanas.columnas.fin', render: (c) => formatDate(c.fecha_fin) || <Texto id="gatera.comun.sinFecha" />, sortable: true, fit: 'short' },
  { source: 'estatus', render: (c) => <EstatusChip estatus={c.estatus} />, sortable: true, fit: 'short' },
  { source: 'voluntarios_involucrados', label: 'gatera.campanas.columnas.voluntarios', render: (c) => c.voluntarios_involucrados ?? <Texto id="gatera.comun.sinDatos" />, fit: 'long' },
  { source: 'numero_gatos', render: (c) => String(c.numero_gatos), sortable: true, fit: 'short' },
  { source: 'gatos_esterilizados', label: 'gatera.campanas.columnas.progreso', render: (c) => <ProgresoCampana progreso={c} nombre={c.nombre} /> },
];

/** The server's own order until a header is chosen: the newest start first. */
const NEWEST_FIRST = { field: 'fecha_inicio', order: 'DESC' } as const;

export function CampanasPage() {
  const user = useStoredUser();
  const canManage = can(user?.role, 'campanas.gestionar');
  const translate = useTranslate();
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<Campana | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (selected === null) return;
    const timer = setTimeout(() => {
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS.campanas);
    return () => clearTimeout(timer);
  }, [selected]);

  return (
    <>
      <StaffListPage
        title="gatera.campanas.titulo"
        form={canManage ? { title: 'gatera.campanas.nueva', id: 'campanas-nueva', content: <InlineCreateForm {...CAMPANA_CREATION} /> } : null}
        list={{ title: 'gatera.campanas.listado', id: 'campanas-lista' }}
      >
        <StaffList resource="campanas" perPage={CAMPANAS_PER_PAGE} sort={NEWEST_FIRST}>
          <ListSelectFilter source="estatus" label="gatera.consola.listas.filtrarEstado" choices={ESTATUS_CHOICES} />
          <ExportCsvBar columns={CAMPANA_COLUMNS} />
          <StaffDataTable<Campana>
            caption="gatera.campanas.lista"
            columns={CAMPANA_COLUMNS}
            title={nombreLink}
            rowHref={campanaHref}
            empty="gatera.campanas.vacio"
            actions={(c) => (
              <>
                <Button
                  size="small"
                  variant={selected === c.id ? 'contained' : 'outlined'}
                  aria-pressed={selected === c.id}
                  aria-label={translate(selected === c.id ? 'gatera.campanas.ocultarGatosDe' : 'gatera.campanas.verGatosDe', { nombre: c.nombre })}
                  onClick={() => setSelected(selected === c.id ? null : c.id)}
                >
                  {translate(selected === c.id ? 'gatera.campanas.ocultarGatos' : 'gatera.campanas.verGatos')}
                </Button>
                {canManage ? <RowMenu name={c.nombre} actions={[{ label: translate('ra.action.edit'), onClick: () => setEditing(c) }]} /> : null}
              </>
            )}
          />
        </StaffList>
      </StaffListPage>
      {selected !== null ? (
        <CampanaGatosPanel key={selected} campanaId={selected} canManage={canManage} ref={panelRef} headingRef={headingRef} />
      ) : null}
      <CampanaEditDialog campana={editing} onClose={() => setEditing(null)} />
    </>
  );
}
