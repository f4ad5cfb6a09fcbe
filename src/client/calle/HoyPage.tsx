/**
 * /hoy, the volunteer's home on the phone: the sync banner, today's shifts
 * first (each with one large 'He dado de comer' button, then details or a
 * count), the feeding points of their colonies on a small map and in a list,
 * and the latest incidents; the shift swaps asked of them, or by them, to
 * answer; a new cat met in the street can be recorded from
 * here too. Everything written goes through the phone's
 * queue, so it works the same with or without signal.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PetsIcon from '@mui/icons-material/Pets';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import type { CensoValues } from '../../domain/cer';
import { turnoDe } from '../../domain/calle';
import { formatDateTime } from '../../domain/dates';
import { useStoredUser } from '../providers/session';
import { sortByText } from '../../domain/collation';
import { useLanguage } from '../i18n/language';
import { Loading } from '../components/Loading';
import { CensoDialog } from '../cer/CensoDialog';
import { calleApi, type ComederoEnMapa, type TurnoDeHoy, type Visita } from './api';
import { registrarCenso, registrarGato, registrarVisita, VISITA_RAPIDA, type GatoCalleValues, type VisitaValues } from './registrar';
import { GatoCalleDialog } from './GatoCalleDialog';
import { useColoniasVisibles } from './useColoniasVisibles';
import { SyncBanner } from './SyncBanner';
import { useCola } from './useCola';
import { VisitaDialog } from './VisitaDialog';
import { CambiosTurno } from './CambiosTurno';
import { registerServiceWorker } from './pwa';

const ComederosMapa = lazy(() => import('./ComederosMapa'));
const TARGET = { minHeight: 44 };
const ZONA = 'Europe/Madrid';

interface Datos {
  turnos: TurnoDeHoy[] | null;
  comederos: ComederoEnMapa[];
  incidencias: Visita[];
}

export function HoyPage() {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const user = useStoredUser();
  const usuarioId = Number(user?.id ?? 0);
  const cola = useCola();
  const [datos, setDatos] = useState<Datos | null>(null);
  const [detalle, setDetalle] = useState<TurnoDeHoy | null>(null);
  const [censo, setCenso] = useState<TurnoDeHoy | null>(null);
  const [gatoNuevo, setGatoNuevo] = useState(false);
  const coloniasVisibles = useColoniasVisibles();

  useEffect(() => registerServiceWorker(), []);

  const load = useCallback((signal?: AbortSignal) => {
    const quiet = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
    void Promise.all([
      quiet<TurnoDeHoy[] | null>(calleApi.turnosHoy(signal), null),
      quiet(calleApi.comederosMapa(signal), []),
      quiet(calleApi.visitas({ skip: 0, limit: 50 }, signal).then((page) => page.items.filter((v) => v.incidencia).slice(0, 5)), []),
    ]).then(([turnos, comederos, incidencias]) => {
      if (!signal?.aborted) setDatos({ turnos, comederos, incidencias });
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // A visit waiting in the queue already does the shift, as one the server has.
  const hoy = turnoDe(new Date(), ZONA).fecha;
  const enCola = useMemo(
    () => new Set(cola.pendientes.filter((c) => c.tipo === 'visita' && turnoDe(new Date(c.creado), ZONA).fecha === hoy).map((c) => `${c.colonia_id}:${turnoDe(new Date(c.creado), ZONA).franja}`)),
    [cola.pendientes, hoy],
  );
  const [hechos, setHechos] = useState<Set<string>>(new Set());
  const done = (t: TurnoDeHoy) => t.hecho || hechos.has(`${t.colonia_id}:${t.franja}`) || enCola.has(`${t.colonia_id}:${t.franja}`);

  async function visita(turno: TurnoDeHoy, values: VisitaValues, foto: File | null = null) {
    await registrarVisita({ usuarioId, coloniaId: turno.colonia_id, coloniaNombre: turno.colonia_nombre }, values, foto);
    setHechos((current) => new Set(current).add(`${turno.colonia_id}:${turno.franja}`));
    notify(navigator.onLine ? translate('gatera.calle.hoy.registrada', { colonia: turno.colonia_nombre }) : translate('gatera.calle.hoy.guardadaSinConexion'), { type: 'success' });
    cola.enviar();
  }

  async function contar(turno: TurnoDeHoy, values: CensoValues) {
    await registrarCenso({ usuarioId, coloniaId: turno.colonia_id, coloniaNombre: turno.colonia_nombre }, values);
    cola.enviar();
  }

  async function gato(colonia: { id: number; nombre: string }, values: GatoCalleValues, foto: File) {
    await registrarGato({ usuarioId, coloniaId: colonia.id, coloniaNombre: colonia.nombre }, values, foto);
    notify(navigator.onLine ? translate('gatera.calle.hoy.gatoRegistrado', { colonia: colonia.nombre }) : translate('gatera.calle.hoy.gatoGuardadoSinConexion'), { type: 'success' });
    cola.enviar();
  }

  // The person's colonies (kept by the worker for the street), and those of today's shifts should that list be missing.
  const colonias = useMemo(() => {
    const byId = new Map(coloniasVisibles.map((c) => [c.id, { id: c.id, nombre: c.nombre }]));
    for (const t of datos?.turnos ?? []) if (!byId.has(t.colonia_id)) byId.set(t.colonia_id, { id: t.colonia_id, nombre: t.colonia_nombre });
    return sortByText([...byId.values()], (c) => c.nombre, language);
  }, [coloniasVisibles, datos, language]);

  const comederosDe = (coloniaId: number) => (datos?.comederos ?? []).filter((c) => c.colonia_id === coloniaId);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('gatera.calle.hoy.titulo')}
      </Typography>
      <SyncBanner cola={cola} />

      <Box component="section" aria-labelledby="turnos-hoy" sx={{ mb: 3 }}>
        <Typography id="turnos-hoy" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.hoy.turnos')}
        </Typography>
        {datos === null ? (
          <Loading />
        ) : datos.turnos === null ? (
          <Typography>{translate('gatera.calle.hoy.sinDatos')}</Typography>
        ) : datos.turnos.length === 0 ? (
          <Typography>{translate('gatera.calle.hoy.sinTurnos')}</Typography>
        ) : (
          <Stack spacing={2}>
            {datos.turnos.map((turno) => (
              <Card key={turno.id} component="article" aria-label={`${turno.colonia_nombre} · ${translate(`gatera.calle.franjas.${turno.franja}`)}`} variant="outlined">
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="h6" component="h3">
                      {turno.colonia_nombre}
                    </Typography>
                    <Chip label={translate(`gatera.calle.franjas.${turno.franja}`)} color={turno.actual ? 'primary' : 'default'} />
                  </Stack>
                  {done(turno) ? (
                    <Chip icon={<CheckCircleIcon />} color="success" label={translate('gatera.calle.hoy.hecho')} sx={{ mt: 1 }} />
                  ) : null}
                </CardContent>
                <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 2, pb: 2 }}>
                  <Button variant="contained" size="large" onClick={() => void visita(turno, VISITA_RAPIDA)} sx={{ minHeight: 64, fontSize: '1.2rem' }}>
                    {translate('gatera.calle.hoy.heDadoDeComer')}
                  </Button>
                  <Stack direction="row" spacing={1} sx={{ '& > *': { flex: 1 }, ml: '0 !important' }}>
                    <Button variant="outlined" onClick={() => setDetalle(turno)} sx={TARGET}>
                      {translate('gatera.calle.hoy.detalles')}
                    </Button>
                    <Button variant="outlined" onClick={() => setCenso(turno)} sx={TARGET}>
                      {translate('gatera.calle.hoy.censo')}
                    </Button>
                  </Stack>
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
      </Box>

      <CambiosTurno onAccepted={() => load()} />

      {colonias.length > 0 ? (
        <Button variant="outlined" size="large" startIcon={<PetsIcon />} onClick={() => setGatoNuevo(true)} fullWidth sx={{ minHeight: 52, mb: 3 }}>
          {translate('gatera.calle.hoy.gatoNuevo')}
        </Button>
      ) : null}

      <Box component="section" aria-labelledby="comederos-hoy" sx={{ mb: 3 }}>
        <Typography id="comederos-hoy" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.hoy.comederos')}
        </Typography>
        {datos && datos.comederos.length > 0 ? (
          <>
            <Suspense fallback={<Loading />}>
              <ComederosMapa comederos={datos.comederos} />
            </Suspense>
            <List dense data-testid="comederos-lista">
              {datos.comederos.map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemText primary={c.nombre} secondary={[c.colonia_nombre, c.descripcion].filter(Boolean).join(' · ')} />
                </ListItem>
              ))}
            </List>
          </>
        ) : datos ? (
          <Typography>{translate('gatera.calle.hoy.sinComederos')}</Typography>
        ) : null}
      </Box>

      <Box component="section" aria-labelledby="incidencias-hoy" sx={{ mb: 3 }}>
        <Typography id="incidencias-hoy" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.hoy.incidencias')}
        </Typography>
        {datos && datos.incidencias.length > 0 ? (
          <List dense>
            {datos.incidencias.map((v) => (
              <ListItem key={v.id} disableGutters>
                <ListItemText primary={v.incidencia} secondary={`${v.colonia_nombre} · ${formatDateTime(v.fecha_hora)}${v.urgente ? ` · ${translate('gatera.calle.visitas.urgente')}` : ''}`} />
              </ListItem>
            ))}
          </List>
        ) : datos ? (
          <Typography>{translate('gatera.calle.hoy.sinIncidencias')}</Typography>
        ) : null}
      </Box>

      <Button component={RouterLink} to="/mis-colonias" variant="text" sx={TARGET}>
        {translate('gatera.calle.hoy.misColonias')}
      </Button>

      {detalle ? (
        <VisitaDialog coloniaNombre={detalle.colonia_nombre} comederos={comederosDe(detalle.colonia_id)} onClose={() => setDetalle(null)} onSave={(values, foto) => visita(detalle, values, foto)} />
      ) : null}
      {gatoNuevo ? <GatoCalleDialog colonias={colonias} onClose={() => setGatoNuevo(false)} onSave={gato} /> : null}
      {censo ? (
        <CensoDialog coloniaId={censo.colonia_id} coloniaNombre={censo.colonia_nombre} onClose={() => setCenso(null)} onSaved={() => setCenso(null)} enviar={(values) => contar(censo, values)} />
      ) : null}
    </Box>
  );
}
