/**
 * /hoy, the volunteer's home on the phone: the sync banner, today's shifts
 * first (each with one large 'He dado de comer' button, then details or a
 * count), the feeding points of their colonies on a small map and in a list,
 * and the latest incidents; the shift swaps asked of them, or by them, to
 * answer; a new cat met in the street can be recorded from
 * here too. Everything written goes through the phone's
 * queue, so it works the same with or without signal.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardActions, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PetsIcon from '@mui/icons-material/Pets';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import type { CensoValues } from '../../domain/cer';
import { turnoDe } from '../../domain/calle';
import { formatDateTime } from '../../domain/dates';
import { useStoredUser } from '../providers/session';
import { sortByText } from '../../domain/collation';
import { useLanguage } from '../i18n/language';
import { Loading } from '../components/Loading';
import { CensoDialog } from '../cer/CensoDialog';
import type { TurnoDeHoy, Visita } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';
import { STREET_QUERY } from './streetQuery';
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

/** The latest incidents: among the last visits the person sees. */
const INCIDENCIAS_DE = 50;
const INCIDENCIAS = 5;

export function HoyPage() {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const user = useStoredUser();
  const usuarioId = Number(user?.id ?? 0);
  const cola = useCola();
  const [detalle, setDetalle] = useState<TurnoDeHoy | null>(null);
  const [censo, setCenso] = useState<TurnoDeHoy | null>(null);
  const [gatoNuevo, setGatoNuevo] = useState(false);
  const coloniasVisibles = useColoniasVisibles();

  useEffect(() => registerServiceWorker(), []);

  const dataProvider = useGateraDataProvider();
  const turnosQuery = useQuery({ queryKey: ['calle', 'turnosDeHoy'], queryFn: ({ signal }) => dataProvider.turnosDeHoy(signal), ...STREET_QUERY });
  const comederosQuery = useQuery({ queryKey: ['calle', 'comederosDelMapa'], queryFn: ({ signal }) => dataProvider.comederosDelMapa(signal), ...STREET_QUERY });
  const visitasQuery = useGetList<Visita>('visitas', { pagination: { page: 1, perPage: INCIDENCIAS_DE }, sort: { field: '', order: 'ASC' } }, STREET_QUERY);
  const { refetch: reloadTurnos } = turnosQuery;
  // A section that cannot be read without signal shows as empty; today's shifts say so.
  const turnos = turnosQuery.isError ? null : (turnosQuery.data ?? null);
  const comederos = comederosQuery.data ?? [];
  const incidencias = (visitasQuery.data ?? []).filter((v) => v.incidencia).slice(0, INCIDENCIAS);
  const comederosLeidos = !comederosQuery.isPending;
  const incidenciasLeidas = !visitasQuery.isPending;

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
    for (const t of turnos ?? []) if (!byId.has(t.colonia_id)) byId.set(t.colonia_id, { id: t.colonia_id, nombre: t.colonia_nombre });
    return sortByText([...byId.values()], (c) => c.nombre, language);
  }, [coloniasVisibles, turnos, language]);

  const comederosDe = (coloniaId: number) => comederos.filter((c) => c.colonia_id === coloniaId);

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
        {turnosQuery.isPending ? (
          <Loading />
        ) : turnos === null ? (
          <Typography>{translate('gatera.calle.hoy.sinDatos')}</Typography>
        ) : turnos.length === 0 ? (
          <Typography>{translate('gatera.calle.hoy.sinTurnos')}</Typography>
        ) : (
          <Stack spacing={2}>
            {turnos.map((turno) => (
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

      <CambiosTurno onAccepted={() => void reloadTurnos()} />

      {colonias.length > 0 ? (
        <Button variant="outlined" size="large" startIcon={<PetsIcon />} onClick={() => setGatoNuevo(true)} fullWidth sx={{ minHeight: 52, mb: 3 }}>
          {translate('gatera.calle.hoy.gatoNuevo')}
        </Button>
      ) : null}

      <Box component="section" aria-labelledby="comederos-hoy" sx={{ mb: 3 }}>
        <Typography id="comederos-hoy" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.hoy.comederos')}
        </Typography>
        {comederos.length > 0 ? (
          <>
            <Suspense fallback={<Loading />}>
              <ComederosMapa comederos={comederos} />
            </Suspense>
            <List dense data-testid="comederos-lista">
              {comederos.map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemText primary={c.nombre} secondary={[c.colonia_nombre, c.descripcion].filter(Boolean).join(' · ')} />
                </ListItem>
              ))}
            </List>
          </>
        ) : comederosLeidos ? (
          <Typography>{translate('gatera.calle.hoy.sinComederos')}</Typography>
        ) : null}
      </Box>

      <Box component="section" aria-labelledby="incidencias-hoy" sx={{ mb: 3 }}>
        <Typography id="incidencias-hoy" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.hoy.incidencias')}
        </Typography>
        {incidencias.length > 0 ? (
          <List dense>
            {incidencias.map((v) => (
              <ListItem key={v.id} disableGutters>
                <ListItemText primary={v.incidencia} secondary={`${v.colonia_nombre} · ${formatDateTime(v.fecha_hora)}${v.urgente ? ` · ${translate('gatera.calle.visitas.urgente')}` : ''}`} />
              </ListItem>
            ))}
          </List>
        ) : incidenciasLeidas ? (
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
