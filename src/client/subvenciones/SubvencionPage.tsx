/**
 * /subvenciones/:id: one grant. Its call, awarding body, reference, date,
 * amount granted, eligible period and totals; the justification pack's
 * downloads; each of its lines with its costs (what is eligible, what not and
 * why), where a cost can be moved by hand; the costs on no line, each put on
 * one of its lines by hand; and adding lines (one, or a
 * template's), editing or deleting the grant.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SubvencionDetalle } from '../../domain/schemas/subvencion';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RecordShow } from '../components/RecordShow';
import { useGateraDataProvider } from '../providers/dataProvider';
import { Descargas } from './Descargas';
import { CostesSinLinea } from './CostesSinLinea';
import { LineaCostes } from './LineaCostes';
import { LineaDialog } from './LineaDialog';
import { SubvencionFormDialog } from './SubvencionFormDialog';
import { T, euros } from './format';

type Open = 'linea' | 'editar' | 'eliminar' | null;

/**
 * Whether the grant is the page's own answer: coming from the list, react-admin shows the list's row while the
 * grant loads, and that row has neither lines nor totals.
 */
const completa = (s: SubvencionDetalle) => Array.isArray(s.lineas) && s.totales !== undefined;

function Lineas({ subvencion }: { subvencion: SubvencionDetalle }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  // Keyed by the grant's totals too: a change on the page (a line, a cost moved) reads its costs again.
  const { data, isError } = useQuery({
    queryKey: ['subvenciones', subvencion.id, 'costes', JSON.stringify(subvencion.totales), subvencion.lineas.length],
    queryFn: ({ signal }) => dataProvider.costesSubvencion(subvencion.id, signal),
  });
  return (
    <section aria-labelledby="subvencion-lineas">
      <Typography id="subvencion-lineas" component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {translate(`${T}.lineas`)}
      </Typography>
      {isError ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
      {subvencion.lineas.length === 0 ? <Alert severity="info">{translate(`${T}.sinLineas`)}</Alert> : null}
      {subvencion.lineas.map((linea) => (
        <LineaCostes key={linea.id} subvencionId={subvencion.id} linea={linea} lineas={subvencion.lineas} costes={(data ?? []).filter((c) => c.linea_id === linea.id)} />
      ))}
      <CostesSinLinea lineas={subvencion.lineas} />
    </section>
  );
}

export function SubvencionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  async function remove(s: SubvencionDetalle) {
    await deleteOne('subvenciones', { id: s.id, previousData: s }, {
      onSuccess: () => {
        notify(`${T}.eliminada`, { type: 'success' });
        navigate('/subvenciones');
      },
      onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    });
  }

  const actions = () =>
    (
      [
        ['linea', `${T}.anadirLinea`, 'contained'],
        ['editar', `${T}.editar`, 'outlined'],
        ['eliminar', `${T}.eliminar`, 'outlined'],
      ] as const
    ).map(([action, label, variant]) => (
      <Button key={action} variant={variant} color={action === 'eliminar' ? 'error' : 'primary'} onClick={() => setOpen(action)} sx={{ minHeight: 44 }}>
        {translate(label)}
      </Button>
    ));

  return (
    <RecordShow<SubvencionDetalle>
      resource="subvenciones"
      listPath="/subvenciones"
      title={`${T}.titulo`}
      heading={(s) => s.referencia}
      fields={(s) => [
        ['convocatoria', s.convocatoria],
        ['organismo', s.organismo],
        ['referencia', s.referencia],
        ['fecha', formatDate(s.fecha)],
        ['importe_concedido_centimos', euros(s.importe_concedido_centimos)],
        ['periodo', translate(`${T}.periodoValor`, { desde: formatDate(s.periodo_desde), hasta: formatDate(s.periodo_hasta) })],
        ...(completa(s)
          ? [
              [
                'totales',
                <span key="totales" data-testid="totales-subvencion">
                  {translate(`${T}.totales`, { costes: s.totales.costes, importe: euros(s.totales.importe_centimos), elegible: euros(s.totales.elegible_centimos), noElegible: euros(s.totales.no_elegible_centimos) })}
                </span>,
              ] as [string, ReactNode],
            ]
          : []),
      ]}
      actions={actions}
      below={(s) => (
        <>
          <Descargas subvencionId={s.id} />
          {completa(s) ? <Lineas subvencion={s} /> : null}
          {open === 'linea' ? <LineaDialog subvencionId={s.id} onClose={close} /> : null}
          {open === 'editar' ? <SubvencionFormDialog subvencion={s} onClose={close} /> : null}
          <ConfirmDialog
            open={open === 'eliminar'}
            title={translate(`${T}.eliminar`)}
            content={translate(`${T}.eliminarConfirmar`, { referencia: s.referencia })}
            onConfirm={() => void remove(s).finally(close)}
            onClose={close}
            loading={deleting}
          />
        </>
      )}
    />
  );
}
