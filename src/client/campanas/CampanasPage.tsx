/**
 * /campanas (admin, responsable, veterinario): the creation form (admin and
 * responsable), the campaigns with their progress, and the cats panel of the
 * campaign chosen, which the view scrolls to after 200 ms (SPEC section 9).
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import { SCROLL_DELAY_MS } from '../../domain/constants';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import { useStoredUser } from '../providers/session';
import { EstatusChip } from '../registros/EstatusChip';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { CampanaCreate } from './CampanaCreate';
import { CampanaEditDialog } from './CampanaEditDialog';
import { CampanaGatosPanel } from './CampanaGatosPanel';
import { ProgresoCampana } from './ProgresoCampana';
import type { CampanaConProgreso } from './useCampanaGatos';

/** Campaigns per page (the spec gives no number; the same as complaints). */
export const CAMPANAS_PER_PAGE = 10;

const COLUMNS: StaffColumn<CampanaConProgreso>[] = [
  { source: 'nombre', label: 'Nombre', render: (c) => c.nombre, hideOnPhone: true, fit: 'long' },
  { source: 'fecha_inicio', label: 'Inicio', render: (c) => formatDate(c.fecha_inicio), fit: 'short' },
  { source: 'fecha_fin', label: 'Fin', render: (c) => formatDate(c.fecha_fin) || 'Sin fecha', fit: 'short' },
  { source: 'estatus', label: 'Estado', render: (c) => <EstatusChip estatus={c.estatus} />, fit: 'short' },
  { source: 'voluntarios_involucrados', label: 'Voluntarios', render: (c) => c.voluntarios_involucrados ?? 'Sin datos', fit: 'long' },
  { source: 'numero_gatos', label: 'Gatos', render: (c) => String(c.numero_gatos), fit: 'short' },
  { source: 'gatos_esterilizados', label: 'Progreso', render: (c) => <ProgresoCampana progreso={c} nombre={c.nombre} /> },
];

export function CampanasPage() {
  const user = useStoredUser();
  const canManage = can(user?.role, 'campanas.gestionar');
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<CampanaConProgreso | null>(null);
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
        title="Campañas de Esterilización"
        form={canManage ? { title: 'Nueva campaña', id: 'campanas-nueva', content: <CampanaCreate /> } : null}
        list={{ title: 'Listado de campañas', id: 'campanas-lista' }}
      >
        <StaffList resource="campanas" perPage={CAMPANAS_PER_PAGE}>
          <StaffDataTable<CampanaConProgreso>
            caption="Campañas"
            columns={COLUMNS}
            title={(c) => c.nombre}
            empty="No hay campañas registradas."
            actions={(c) => (
              <>
                <Button
                  size="small"
                  variant={selected === c.id ? 'contained' : 'outlined'}
                  aria-pressed={selected === c.id}
                  aria-label={`${selected === c.id ? 'Ocultar' : 'Ver'} gatos de ${c.nombre}`}
                  onClick={() => setSelected(selected === c.id ? null : c.id)}
                >
                  {selected === c.id ? 'Ocultar gatos' : 'Ver gatos'}
                </Button>
                {canManage ? (
                  <Button size="small" onClick={() => setEditing(c)} aria-label={`Editar la campaña ${c.nombre}`}>
                    Editar
                  </Button>
                ) : null}
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
