/**
 * The colony screens of SPEC section 2: management (/colonias: list, create,
 * assign, shortcuts, cats panel), Mis Colonias (/mis-colonias: the same for a
 * voluntario's own colonies) and the read-only listing (/colonias-listado).
 */
import { useEffect, useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { ListBase, Title, useListContext } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../domain/constants';
import type { Colonia } from '../../domain/types';
import { StaffDataTable } from '../listas/StaffDataTable';
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

/** The list's text search on name and location, going back to page 1. */
function ColoniaSearch() {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.q ?? ''));
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ((filterValues.q ?? '') !== text.trim()) setFilters(text.trim() ? { ...filterValues, q: text.trim() } : {}, {});
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, filterValues, setFilters]);
  return (
    <TextField
      label="Buscar por nombre o ubicación"
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
    />
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
        <ListBase resource={RESOURCES[mode]} perPage={PAGE_SIZES.colonias} sort={{ field: 'nombre', order: 'ASC' }} disableSyncWithLocation storeKey={`colonias.${mode}`}>
          <ColoniaSearch />
          <StaffDataTable<Colonia>
            caption={TITLES[mode]}
            columns={columns}
            title={(c) => c.nombre}
            empty={NO_COLONIES_TEXT}
            selectedId={open?.id ?? null}
            actions={withPanel ? (c) => <VerGatosButton colonia={c} open={open?.id === c.id} onToggle={toggle} /> : undefined}
          />
        </ListBase>
      </Section>
      {(withPanel || linked) && open ? <ColoniaGatosPanel key={open.id} colonia={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
