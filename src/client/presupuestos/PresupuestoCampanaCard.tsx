/**
 * A campaign's money on its page, for staff: its budget, what its pending clinic-day bookings commit, what its
 * acts and supplies cost, what is left and the cost per sterilised cat; managers set the budget.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';
import { SectionCard } from '../registros/SectionCard';
import { CifrasPresupuesto } from './CifrasPresupuesto';
import { PresupuestoDialog } from './PresupuestoDialog';

export function PresupuestoCampanaCard({ campanaId }: { campanaId: number }) {
  const role = useStoredUser()?.role;
  return can(role, 'presupuestos.leer') ? <Presupuesto campanaId={campanaId} canManage={can(role, 'presupuestos.gestionar')} /> : null;
}

function Presupuesto({ campanaId, canManage }: { campanaId: number; canManage: boolean }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const key = ['presupuestos', 'campana', campanaId];
  const { data, error } = useQuery({ queryKey: key, queryFn: ({ signal }) => dataProvider.presupuestoCampana(campanaId, signal) });
  useLoggedError(error, 'No se pudo cargar el presupuesto de la campaña:');
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const save = async (importe: number | null) => {
    queryClient.setQueryData(key, await dataProvider.guardarPresupuestoCampana(campanaId, importe));
  };
  return (
    <SectionCard title="gatera.presupuestos.campana.titulo" headingId="campana-presupuesto">
      <CifrasPresupuesto cifras={data} testId="campana-presupuesto" />
      {canManage ? (
        <Button variant="outlined" onClick={() => setEditing(true)} sx={{ mt: 1, minHeight: 44 }}>
          {translate('gatera.presupuestos.campana.editar')}
        </Button>
      ) : null}
      {editing ? <PresupuestoDialog actual={data.presupuesto_centimos} onSave={save} onClose={() => setEditing(false)} /> : null}
    </SectionCard>
  );
}
