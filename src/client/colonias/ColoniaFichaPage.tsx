/**
 * /colonias/{id}: a colony's record, opened from the name of any of the three
 * colony lists. Its fields, then what the role may see of it: the panel of its
 * cats (with the sterilised badge, the street link and the CER section) for the
 * roles that see a colony's cats, the sterilised badge alone for the others. The
 * server answers only the colonies the role reaches (a voluntario's or a
 * citizen's own), so another colony's page says it does not exist.
 */
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { can, canAccess, canOpenRoute } from '../../domain/roles';
import type { Colonia } from '../../domain/types';
import { RecordShow } from '../components/RecordShow';
import { useLoggedError } from '../components/useLoggedError';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { ColoniaGatosPanel } from './ColoniaGatosPanel';
import { EsterilizadosBadge } from './EsterilizadosBadge';
import { AvistamientosColonia } from '../avistamientos/AvistamientosColonia';

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

export function ColoniaFichaPage() {
  const role = useStoredUser()?.role;
  const verGatos = can(role, 'colonias.verGatos');
  return (
    <RecordShow<Colonia>
      resource="colonias"
      // Straight from a link, 'Volver' goes to the role's own colony list.
      listPath={COLONY_LISTS.find((path) => canOpenRoute(role, path)) ?? '/'}
      title="gatera.colonias.titulos.ficha"
      heading={(colonia) => colonia.nombre}
      fields={fichaRows}
      children={(colonia) =>
        verGatos ? null : (
          <Box sx={{ mt: 2 }}>
            <SoloEsterilizados coloniaId={colonia.id} />
          </Box>
        )
      }
      below={(colonia) => (
        <>
          {verGatos ? <ColoniaGatosPanel colonia={colonia} /> : null}
          {/* The citizens' sightings accepted into the colony: its history's notes, for those who decide them. */}
          {canAccess(role, { resource: 'avistamientos', action: 'list' }) ? <AvistamientosColonia coloniaId={colonia.id} /> : null}
        </>
      )}
    />
  );
}
