/**
 * The colony screens: management (/colonias: list, create,
 * assign, shortcuts, cats panel), Mis Colonias (/mis-colonias: the same for a
 * voluntario's own colonies) and the read-only listing (/colonias-listado).
 * A colony's name (and its row) opens its record page (/colonias/{id}).
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../domain/constants';
import type { Colonia } from '../../domain/types';
import { StaffDataTable } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { ListTextFilter } from '../listas/ListTextFilter';
import { StaffList } from '../listas/StaffListPage';
import { ColoniaNameLink, coloniaHref, NO_COLONIES_TEXT, useColoniaColumns } from './coloniaColumns';
import { ColoniaGatosPanel } from './ColoniaGatosPanel';
import { ColoniaCreateForm } from './ColoniaCreateForm';
import { AsignarUsuarioForm } from './AsignarUsuarioForm';
import { Section } from './Section';
import { useCerAccess } from '../cer/useCerAccess';

export type ColoniasMode = 'gestion' | 'mis' | 'listado';

const T = 'gatera.colonias';

/** Each screen's react-admin resource, named after its route so the shell's access check matches the route's roles. */
const RESOURCES: Record<ColoniasMode, string> = { gestion: 'colonias', mis: 'mis-colonias', listado: 'colonias-listado' };

function Shortcuts() {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate(`${T}.atajos`)} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button variant="contained" component={RouterLink} to="/crear-gato">
        {translate(`${T}.nuevoGato`)}
      </Button>
      <Button variant="outlined" component={RouterLink} to="/mapa">
        {translate(`${T}.verMapa`)}
      </Button>
    </Box>
  );
}

/** 'Ver Gatos' of a colony: pressed while its panel is open. */
function VerGatosButton({ colonia, open, onToggle }: { colonia: Colonia; open: boolean; onToggle: (colonia: Colonia) => void }) {
  const translate = useTranslate();
  return (
    <Button variant={open ? 'contained' : 'outlined'} size="small" aria-expanded={open} aria-label={translate(`${T}.verGatosDe`, { nombre: colonia.nombre })} onClick={() => onToggle(colonia)}>
      {translate(`${T}.verGatos`)}
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
  const translate = useTranslate();
  const title = translate(`${T}.titulos.${mode}`);

  return (
    <>
      <Title title={title} />
      {withPanel ? <Shortcuts /> : null}
      {mode === 'gestion' ? (
        <>
          <Section title={translate(`${T}.crear`)} id="colonias-crear">
            <ColoniaCreateForm />
          </Section>
          <Section title={translate(`${T}.asignar`)} id="colonias-asignar">
            <AsignarUsuarioForm />
          </Section>
        </>
      ) : null}
      <Section title={translate(mode === 'mis' ? `${T}.asignadas` : `${T}.titulos.listado`)} id="colonias-lista">
        <StaffList resource={RESOURCES[mode]} perPage={PAGE_SIZES.colonias} sort={{ field: 'nombre', order: 'ASC' }}>
          <ListTextFilter label={translate(`${T}.buscar`)} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
          <ExportCsvBar columns={columns} labelsFrom="colonias" />
          <StaffDataTable<Colonia>
            labelsFrom="colonias"
            caption={title}
            columns={columns}
            title={(c) => <ColoniaNameLink colonia={c} />}
            rowHref={(c) => coloniaHref(c.id)}
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
