/**
 * /mis-gatos: a chooser picks the view by the stored role.
 * The voluntario sees the cats of their colonies with the edit modal, baja and
 * delete, and may include inactive ones; the usuario reads them, 10 per page
 * through skip/limit. Another role: 'Rol no permitido para esta vista.';
 * nobody stored: 'No hay información de usuario.'.
 */
import { Alert } from '@mui/material';
import { ListBase, Title, useTranslate } from 'react-admin';
import { IncluirInactivos } from './IncluirInactivos';
import { PAGE_SIZES } from '../../domain/constants';
import { GENERAL_MESSAGES } from '../../domain/messages';
import type { GatoAsignado } from '../../domain/types';
import { useStoredUser } from '../providers/session';
import { SectionCard } from '../registros/SectionCard';
import { ASSIGNED_COLUMNS, EstadoChip, fichaHref, NameLink } from './columns';
import type { StaffColumn } from '../listas/columns';
import { StaffDataTable } from '../listas/StaffDataTable';
import { ListTextFilter } from '../listas/ListTextFilter';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { useGatoActions } from './useGatoActions';

const EMPTY = 'gatera.gatos.misVacio';

const VOLUNTARIO_COLUMNS: StaffColumn<GatoAsignado>[] = [...ASSIGNED_COLUMNS, { source: 'activo', label: 'resources.gatos.fields.activo', render: (g) => <EstadoChip activo={g.activo} />, fit: 'short' }];

const nameTitle = (gato: GatoAsignado) => <NameLink gato={gato} />;
const href = (gato: GatoAsignado) => fichaHref(gato.id);

/** The full list's search by name or code. */
function MisGatosSearch() {
  const translate = useTranslate();
  return <ListTextFilter label={translate('gatera.gatos.filtros.buscar')} sx={{ mb: 2, maxWidth: 420 }} />;
}

export function MisGatosVoluntario() {
  const { actions, dialogs } = useGatoActions();
  return (
    <>
      <SectionCard title="gatera.gatos.titulos.misGatos" headingId="mis-gatos-lista">
        <ListBase resource="mis-gatos" perPage={PAGE_SIZES.gatos} disableSyncWithLocation storeKey="gatos.misGatos.voluntario">
          <MisGatosSearch />
          <IncluirInactivos />
          <ExportCsvBar columns={VOLUNTARIO_COLUMNS} />
          <StaffDataTable<GatoAsignado> caption="gatera.gatos.titulos.misGatos" columns={VOLUNTARIO_COLUMNS} title={nameTitle} actions={actions} empty={EMPTY} rowHref={href} onError="alert" />
        </ListBase>
      </SectionCard>
      {dialogs}
    </>
  );
}

export function MisGatosUsuario() {
  return (
    <SectionCard title="gatera.gatos.titulos.misGatos" headingId="mis-gatos-lista">
      <ListBase resource="mis-gatos" perPage={PAGE_SIZES.misGatosUsuario} disableSyncWithLocation storeKey="gatos.misGatos.usuario">
        <MisGatosSearch />
        <StaffDataTable<GatoAsignado> caption="gatera.gatos.titulos.misGatos" columns={ASSIGNED_COLUMNS} title={nameTitle} empty={EMPTY} rowHref={href} onError="alert" />
      </ListBase>
    </SectionCard>
  );
}

export function MisGatosPage() {
  const user = useStoredUser();
  const translate = useTranslate();
  let view;
  if (!user) view = <Alert severity="info">{translate(GENERAL_MESSAGES.noUserInfo)}</Alert>;
  else if (user.role === 'voluntario') view = <MisGatosVoluntario />;
  else if (user.role === 'usuario') view = <MisGatosUsuario />;
  else view = <Alert severity="warning">{translate(GENERAL_MESSAGES.roleNotAllowed)}</Alert>;
  return (
    <>
      <Title title="gatera.gatos.titulos.misGatosTitulo" />
      {view}
    </>
  );
}
