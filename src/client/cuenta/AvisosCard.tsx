/**
 * On the account page: the person's notices. A button subscribes this device
 * to Web Push (the browser's permission, then the service worker's push
 * manager with the installation's public key, then the server through the
 * data provider) or unsubscribes it; and for each kind their role may
 * receive, a choice of channel saved at once. Shown only to roles that
 * receive some kind.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CANALES_AVISO, avisoKeys, isCanalAviso, isTipoAviso, tiposDeRol, type CanalAviso, type TipoAviso } from '../../domain/notificaciones';
import type { Role } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { SectionCard } from '../registros/SectionCard';
import { PermisoDenegado, currentSubscription, pushSupported, subscribeDevice, unsubscribeDevice } from './pushDevice';

const T = 'notificaciones.tarjeta';
const QUERY_KEY = ['notificaciones', 'preferencias'];

function DeviceSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const supported = pushSupported();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (supported) void currentSubscription().then((s) => live && setSubscribed(s !== null), () => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await dataProvider.suscribirAvisos(await subscribeDevice(await dataProvider.clavePublicaAvisos()));
      else {
        const endpoint = await unsubscribeDevice();
        // Forgotten by the server too; one it had forgotten already is no failure.
        if (endpoint) await dataProvider.desuscribirAvisos(endpoint).catch((error: { status?: number }) => {
          if (error?.status !== 404) throw error;
        });
      }
      return on;
    },
    onMutate: () => setProblem(null),
    onSuccess: (on) => {
      setSubscribed(on);
      notify(translate(on ? `${T}.activado` : `${T}.desactivado`), { type: 'success' });
    },
    onError: (error) => setProblem(translate(error instanceof PermisoDenegado ? `${T}.denegado` : `${T}.fallo`)),
  });

  if (!supported) return <Alert severity="info">{translate(`${T}.noSoportado`)}</Alert>;
  return (
    <Stack spacing={1} sx={{ mb: 3 }} component="section" aria-labelledby="avisos-dispositivo">
      <Typography id="avisos-dispositivo" component="h3" variant="subtitle1">
        {translate(`${T}.dispositivo`)}
      </Typography>
      <Typography variant="body2" role="status">
        {subscribed === null ? '' : translate(subscribed ? `${T}.activo` : `${T}.inactivo`)}
      </Typography>
      <div>
        <Button variant={subscribed ? 'outlined' : 'contained'} disabled={subscribed === null || change.isPending} onClick={() => change.mutate(!subscribed)}>
          {translate(subscribed ? `${T}.desactivar` : `${T}.activar`)}
        </Button>
      </div>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </Stack>
  );
}

function Preferencias() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => dataProvider.preferenciasAvisos(signal) });
  const save = useMutation({
    mutationFn: ({ tipo, canal }: { tipo: TipoAviso; canal: CanalAviso }) => dataProvider.guardarPreferenciaAviso(tipo, canal),
    onSuccess: (answer) => {
      queryClient.setQueryData(QUERY_KEY, answer);
      notify(translate(`${T}.guardado`), { type: 'success' });
    },
    onError: () => notify(translate(`${T}.falloGuardar`), { type: 'error' }),
  });

  if (isError) return <Alert severity="error">{translate(`${T}.falloGuardar`)}</Alert>;
  if (!data) return null;
  return (
    <Stack spacing={2}>
      {data.filter((p) => isTipoAviso(p.tipo)).map((p) => {
        const keys = avisoKeys(p.tipo as TipoAviso);
        const labelId = `aviso-${p.tipo}`;
        return (
          <FormControl key={p.tipo} component="fieldset">
            <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {translate(keys.nombre)}
            </FormLabel>
            <Typography variant="body2" color="text.secondary">
              {translate(keys.descripcion)}
            </Typography>
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={labelId}
              value={p.canal}
              onChange={(event) => {
                const canal = event.target.value;
                if (isCanalAviso(canal)) save.mutate({ tipo: p.tipo as TipoAviso, canal });
              }}
            >
              {CANALES_AVISO.map((canal) => (
                <FormControlLabel key={canal} value={canal} control={<Radio />} label={translate(`notificaciones.canales.${canal}`)} disabled={save.isPending} />
              ))}
            </RadioGroup>
          </FormControl>
        );
      })}
    </Stack>
  );
}

export function AvisosCard() {
  const translate = useTranslate();
  const user = useStoredUser();
  const role = user?.role as Role | undefined;
  if (!role || tiposDeRol(role).length === 0) return null;
  return (
    <SectionCard headingId="avisos-titulo" title={`${T}.titulo`}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <DeviceSwitch />
      <Preferencias />
    </SectionCard>
  );
}
