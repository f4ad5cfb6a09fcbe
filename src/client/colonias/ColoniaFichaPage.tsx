/**
 * /colonias/{id}: a colony's record, opened from the name of any of the three
 * colony lists. Its fields, then what the role may see of it: the panel of its
 * cats (with the sterilised badge, the street link and the CER section) for the
 * roles that see a colony's cats, the sterilised badge alone for the others. The
 * server answers only the colonies the role reaches (a voluntario's or a
 * citizen's own), so another colony's page says it does not exist.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { can, canOpenRoute } from '../../domain/roles';
import type { Colonia } from '../../domain/types';
import { Loading } from '../components/Loading';
import { useLoggedError } from '../components/useLoggedError';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { ColoniaGatosPanel } from './ColoniaGatosPanel';
import { EsterilizadosBadge } from './EsterilizadosBadge';

/** The colony lists, in the order a role's own is looked for when the page was opened straight from a link. */
const COLONY_LISTS = ['/colonias', '/mis-colonias', '/colonias-listado'];

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** The record's rows, each named by its field (resources.colonias.fields.<source>). */
function fichaRows(colonia: Colonia): [string, string | number][] {
  return [
    ['ubicacion', orDash(colonia.ubicacion)],
    ['numero_gatos', colonia.numero_gatos],
    ['responsable_voluntario', orDash(colonia.responsable_voluntario)],
    ['estado', orDash(colonia.estado)],
    ['latitude', orDash(colonia.latitude)],
    ['longitude', orDash(colonia.longitude)],
  ];
}

/** The sterilised badge on its own, for the roles that do not see the colony's cats. */
function SoloEsterilizados({ coloniaId }: { coloniaId: number }) {
  const dataProvider = useGateraDataProvider();
  const { data, error } = useQuery({ queryKey: ['colonias', coloniaId, 'esterilizados'], queryFn: ({ signal }) => dataProvider.esterilizadosColonia(coloniaId, signal) });
  useLoggedError(error, 'No se pudo cargar el porcentaje de esterilizados:');
  return data ? <EsterilizadosBadge porcentaje={data.porcentaje_esterilizados} /> : null;
}

export function ColoniaFicha({ colonia }: { colonia: Colonia }) {
  const translate = useTranslate();
  const verGatos = can(useStoredUser()?.role, 'colonias.verGatos');
  return (
    <>
      <Card component="article" aria-labelledby="colonia-ficha-titulo" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="colonia-ficha-titulo" component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {colonia.nombre}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
            {fichaRows(colonia).map(([source, value]) => (
              <Box key={source} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                  {translate(`resources.colonias.fields.${source}`)}
                </Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {verGatos ? null : (
            <Box sx={{ mt: 2 }}>
              <SoloEsterilizados coloniaId={colonia.id} />
            </Box>
          )}
        </CardContent>
      </Card>
      {verGatos ? <ColoniaGatosPanel colonia={colonia} /> : null}
    </>
  );
}

export function ColoniaFichaPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const role = useStoredUser()?.role;
  const translate = useTranslate();
  const back = () => {
    // Back to the list it was opened from; straight from a link, to the role's colony list.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(COLONY_LISTS.find((path) => canOpenRoute(role, path)) ?? '/');
  };
  const { data, isPending, error } = useGetOne<Colonia>('colonias', { id: Number(id) }, { enabled: Boolean(id), retry: false });
  return (
    <>
      <Title title="gatera.colonias.titulos.ficha" />
      <Box sx={{ mb: 2 }}>
        <Button variant="outlined" onClick={back}>
          {translate('ra.action.back')}
        </Button>
      </Box>
      {isPending ? <Loading /> : null}
      {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}</Alert> : null}
      {data ? <ColoniaFicha colonia={data} /> : null}
    </>
  );
}
