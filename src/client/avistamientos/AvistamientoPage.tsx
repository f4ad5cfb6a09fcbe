/**
 * /avistamientos/:id (administration and responsables): one sighting with its
 * exact point, the citizen's e-mail and photo (a private link), what it was
 * linked to and, while it is new, the decision; an administrator may erase the
 * citizen's data (RGPD).
 */
import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/roles';
import type { Avistamiento } from '../../domain/schemas/avistamiento';
import { fechaDeRegistro } from '../registros/fecha';
import { RecordShow } from '../components/RecordShow';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { DecisionDialog } from './DecisionDialog';
import { AVISTAMIENTOS_T as T, coloniaLabel, destinoLabel, estadoLabel, tipoLabel } from './labels';

const RESOURCE = 'avistamientos';

function Punto({ a }: { a: Avistamiento }) {
  const translate = useTranslate();
  const osm = `https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=18/${a.latitude}/${a.longitude}`;
  return (
    <span>
      {a.latitude}, {a.longitude}{' '}
      <Link href={osm} target="_blank" rel="noopener noreferrer">
        {translate(`${T}.verMapa`)}
      </Link>
    </span>
  );
}

function Acciones({ a }: { a: Avistamiento }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const role = useStoredUser()?.role;
  const [deciding, setDeciding] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [busy, setBusy] = useState(false);
  async function erase() {
    setBusy(true);
    try {
      await dataProvider.anonimizarAvistamiento(a.id);
      notify(`${T}.anonimizadoOk`, { type: 'success' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setErasing(false);
    }
  }
  return (
    <>
      {a.estado === 'nuevo' && canAccess(role, { resource: RESOURCE, action: 'decidir' }) ? (
        <Button variant="contained" onClick={() => setDeciding(true)}>
          {translate(`${T}.decidir`)}
        </Button>
      ) : null}
      {!a.anonimizado && canAccess(role, { resource: RESOURCE, action: 'anonimizar' }) ? (
        <Button variant="outlined" color="error" onClick={() => setErasing(true)}>
          {translate(`${T}.anonimizar`)}
        </Button>
      ) : null}
      {deciding ? <DecisionDialog avistamiento={a} open={deciding} onClose={() => setDeciding(false)} /> : null}
      <ConfirmDialog open={erasing} title={translate(`${T}.anonimizar`)} content={translate(`${T}.anonimizarConfirmar`)} onConfirm={erase} onClose={() => setErasing(false)} loading={busy} />
    </>
  );
}

export function AvistamientoPage() {
  const translate = useTranslate();
  return (
    <RecordShow<Avistamiento>
      resource={RESOURCE}
      listPath="/avistamientos"
      title={`${T}.titulo`}
      heading={(a) => a.codigo_seguimiento}
      fields={(a) => [
        ['tipo', tipoLabel(translate, a.tipo)],
        ['created_at', fechaDeRegistro(a.created_at)],
        ['estado', estadoLabel(translate, a.estado)],
        ['colonia_id', coloniaLabel(translate, a)],
        ['punto', <Punto key="punto" a={a} />],
        ['descripcion', a.descripcion],
        ['email', a.anonimizado ? translate(`${T}.anonimizado`) : (a.email ?? '—')],
        ['destino', destinoLabel(translate, a.destino)],
        ['nota', a.nota ?? '—'],
        ['respuesta_publica', a.respuesta_publica ?? '—'],
        ['decidido_at', a.decidido_at ? fechaDeRegistro(a.decidido_at) : '—'],
      ]}
      actions={(a) => <Acciones a={a} />}
    >
      {(a) =>
        a.foto ? (
          <Box component="img" src={a.foto} alt={translate(`${T}.fotoAlt`, { codigo: a.codigo_seguimiento })} sx={{ mt: 2, maxWidth: '100%', maxHeight: 480, borderRadius: 1 }} />
        ) : (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate(`${T}.sinFoto`)}
          </Typography>
        )
      }
    </RecordShow>
  );
}
