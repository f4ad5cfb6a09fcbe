/**
 * The colony screens of SPEC section 2: management (/colonias: list, create,
 * assign, shortcuts, cats panel), Mis Colonias (/mis-colonias: the same for a
 * voluntario's own colonies) and the read-only listing (/colonias-listado).
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../domain/constants';
import type { Colonia } from '../../domain/types';
import { StaffDataTable } from '../listas/StaffDataTable';
import { ListTextFilter } from '../listas/ListTextFilter';
import { StaffList } from '../listas/StaffListPage';
import { NO_COLONIES_TEXT, useColoniaColumns } from './coloniaColumns';
import { ColoniaGatosPanel } from './ColoniaGatosPanel';
import { ColoniaCreateForm } from './ColoniaCreateForm';
import { AsignarUsuarioForm } from './AsignarUsuarioForm';
import { Section } from './Section';
import { useCerAccess } from '../cer/useCerAccess';

export type ColoniasMode = 'gestion' | 'mis' | 'listado';

const TITLES: Record<ColoniasMode, string> = { gestion: 'Gestión de Colonias', mis: 'Mis Colonias', listado: 'Listado de Colonias' };

/** Each screen's react-admin resource, named after its route so the shell's access check matches the route's roles. */
const RESOURCES: Record<ColoniasMode, string> = { gestion: 'colonias', mis: 'mis-colonias', listado: 'colonias-listado' };

function Shortcuts() {
  return (
    <Box component="nav" aria-label="Accesos directos" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button variant="contained" component={RouterLink} to="/crear-gato">
        Nuevo Gato
      </Button>
      <Button variant="outlined" component={RouterLink} to="/mapa">
        Ver Mapa
      </Button>
    </Box>
  );
}

/** 'Ver Gatos' of a colony: pressed while its panel is open. */
function VerGatosButton({ colonia, open, onToggle }: { colonia: Colonia; open: boolean; onToggle: (colonia: Colonia) => void }) {
  return (
    <Button variant={open ? 'contained' : 'outlined'} size="small" aria-expanded={open} aria-label={`Ver Gatos de ${colonia.nombre}`} onClick={() => onToggle(colonia)}>
      Ver Gatos
    </Button>
  );
}

/** `?colonia=<id>&nombre=<name>`: the colony whose panel a link (the CER dashboard) opens. */
function linkedColonia(params: URLSearchParams): Pick<Colonia, 'id' | 'nombre'> | null {
  const id = Number(params.get('colonia'));
  return Number.isInteger(id) && id > 0 ? { id, nombre: params.get('nombre') ?? '' } : null;
}

export function ColoniasPage({ mode }: { mode: ColoniasMode }) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Pick<Colonia, 'id' | 'nombre'> | null>(() => linkedColonia(params));
  const withPanel = mode !== 'listado';
  // The read-only listing has no 'Ver Gatos'; a colony linked from the dashboard still opens its panel there.
  const { panel } = useCerAccess();
  const linked = panel && open !== null && open.id === linkedColonia(params)?.id;
  const toggle = (colonia: Colonia) => setOpen((current) => (current?.id === colonia.id ? null : { id: colonia.id, nombre: colonia.nombre }));
  const columns = useColoniaColumns();

  return (
    <>
      <Title title={TITLES[mode]} />
      {withPanel ? <Shortcuts /> : null}
      {mode === 'gestion' ? (
        <>
          <Section title="Crear Colonia" id="colonias-crear">
            <ColoniaCreateForm />
          </Section>
          <Section title="Asignar Usuario a Colonia" id="colonias-asignar">
            <AsignarUsuarioForm />
          </Section>
        </>
      ) : null}
      <Section title={mode === 'mis' ? 'Colonias asignadas' : 'Listado de Colonias'} id="colonias-lista">
        <StaffList resource={RESOURCES[mode]} perPage={PAGE_SIZES.colonias} sort={{ field: 'nombre', order: 'ASC' }}>
          <ListTextFilter label="Buscar por nombre o ubicación" sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
          <StaffDataTable<Colonia>
            caption={TITLES[mode]}
            columns={columns}
            title={(c) => c.nombre}
            empty={NO_COLONIES_TEXT}
            selectedId={open?.id ?? null}
            actions={withPanel ? (c) => <VerGatosButton colonia={c} open={open?.id === c.id} onToggle={toggle} /> : undefined}
          />
        </StaffList>
      </Section>
      {(withPanel || linked) && open ? <ColoniaGatosPanel key={open.id} colonia={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
