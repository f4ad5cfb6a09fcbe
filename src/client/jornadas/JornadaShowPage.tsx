/**
 * /jornadas/:id (admin, responsable, veterinario): one clinic day, its free
 * capacity, the booking form (staff, until the day), the printable list of
 * booked cats and, from the day on, each cat's outcome; staff correct or
 * remove the day.
 */
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Jornada, Reserva } from '../../domain/schemas/jornada';
import { formatDate } from '../../domain/validation';
import { useStoredUser } from '../providers/session';
import { RecordShow } from '../components/RecordShow';
import { Loading } from '../components/Loading';
import { SectionCard } from '../registros/SectionCard';
import { formatPlazas } from './plazas';
import { EliminarJornadaDialog, JornadaEditDialog } from './JornadaDialogs';
import { ReservaForm } from './ReservaForm';
import { ReservasTable, reservaGato } from './ReservasTable';
import { ResultadoDialog } from './ResultadoDialog';
import { useReservas } from './useReservas';

const today = () => new Date().toISOString().slice(0, 10);

const fieldsOf = (jornada: Jornada): [string, string][] => [
    ['proveedor_nombre', jornada.proveedor_nombre],
    ['fecha', formatDate(jornada.fecha)],
    ['capacidad', String(jornada.capacidad)],
    ['ocupadas', formatPlazas(jornada.ocupadas)],
  ['libres', formatPlazas(jornada.libres)],
];

function JornadaBelow({ jornada }: { jornada: Jornada }) {
  const user = useStoredUser();
  const translate = useTranslate();
  const { reservas, loading } = useReservas(jornada.id);
  const canBook = can(user?.role, 'jornadas.reservar');
  const open = jornada.fecha >= today();
  const canRecord = can(user?.role, 'jornadas.resultados') && jornada.fecha <= today();
  const [recording, setRecording] = useState<Reserva | null>(null);
  const outcome = (reserva: Reserva) =>
    canRecord && !reserva.resultado_at ? (
      <Button size="small" className="no-print" sx={{ ml: 1 }} onClick={() => setRecording(reserva)} aria-label={translate('gatera.jornadas.resultado.registrarDe', { gato: reservaGato(reserva, translate) })}>
        {translate('gatera.jornadas.resultado.registrar')}
      </Button>
    ) : null;
  return (
    <>
      {canBook ? (
        <SectionCard title="gatera.jornadas.reservar.titulo" headingId="jornada-reservar">
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('gatera.jornadas.pesos', Object.fromEntries(Object.entries(jornada.pesos).map(([k, v]) => [k, formatPlazas(v)])))}
          </Typography>
          {open ? <ReservaForm jornadaId={jornada.id} /> : <Typography>{translate('gatera.jornadas.reservar.pasada')}</Typography>}
        </SectionCard>
      ) : null}
      <SectionCard title="gatera.jornadas.reservas.titulo" headingId="jornada-reservas">
        <Stack direction="row" className="no-print" sx={{ mb: 1, justifyContent: 'flex-end' }}>
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('gatera.jornadas.reservas.imprimir')}
          </Button>
        </Stack>
        {loading ? <Loading /> : <ReservasTable jornadaId={jornada.id} reservas={reservas} canCancel={canBook && open} outcome={outcome} />}
        {recording ? <ResultadoDialog reserva={recording} nombre={reservaGato(recording, translate)} onClose={() => setRecording(null)} /> : null}
      </SectionCard>
    </>
  );
}

export function JornadaShowPage() {
  const translate = useTranslate();
  const user = useStoredUser();
  const canManage = can(user?.role, 'jornadas.gestionar');
  const [open, setOpen] = useState<'editar' | 'eliminar' | null>(null);
  const close = () => setOpen(null);
  const actions = () =>
    canManage ? (
      <>
        <Button variant="outlined" onClick={() => setOpen('editar')}>
          {translate('gatera.jornadas.editar.boton')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen('eliminar')}>
          {translate('gatera.jornadas.eliminar.boton')}
        </Button>
      </>
    ) : null;
  return (
    <RecordShow<Jornada>
      resource="jornadas"
      listPath="/jornadas"
      title="gatera.jornadas.titulo"
      heading={(jornada) => translate('gatera.jornadas.jornadaDe', { fecha: formatDate(jornada.fecha), clinica: jornada.proveedor_nombre })}
      fields={fieldsOf}
      actions={actions}
      below={(jornada) => (
        <>
          <JornadaBelow jornada={jornada} />
          {canManage ? (
            <>
              <JornadaEditDialog jornada={jornada} open={open === 'editar'} onClose={close} />
              <EliminarJornadaDialog jornada={jornada} open={open === 'eliminar'} onClose={close} />
            </>
          ) : null}
        </>
      )}
    />
  );
}
