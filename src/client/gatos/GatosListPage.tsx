/**
 * /gatos (admin, responsable, voluntario, veterinario): the full cat list,
 * paged on the server 20 at a time, with filters, sorting,
 * include-inactive, export to CSV and, per row, edit / baja / delete. A
 * voluntario sees the cats of their colonies (the server decides).
 */
import { PAGE_SIZES } from '../../domain/constants';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { StaffDataTable } from '../listas/StaffDataTable';
import type { Gato } from '../../domain/types';
import { useGatoColonias } from './api';
import { FULL_LIST_COLUMNS } from './columns';
import { gatosToCsv } from './exportGatos';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { GatosFilters } from './GatosFilters';
import { GatosBulkActions } from './bulk/GatosBulkActions';
import { fichaHref, NameLink } from './columns';
import { useGatoActions } from './useGatoActions';

export function GatosListPage() {
  const user = useStoredUser();
  const { colonias } = useGatoColonias();
  const { actions, dialogs } = useGatoActions();
  return (
    <>
      <StaffListPage title="gatera.gatos.titulos.listado" list={{ title: 'gatera.gatos.titulos.listadoSeccion', id: 'gatos-lista' }}>
        <StaffList resource="gatos" perPage={PAGE_SIZES.gatos} sort={{ field: 'id', order: 'ASC' }}>
          <GatosFilters colonias={colonias} />
          <ExportCsvBar<Gato> toCsv={gatosToCsv} notice="gatera.consola.listas.exportados" />
          <StaffDataTable<Gato>
            caption="gatera.gatos.titulos.lista"
            columns={FULL_LIST_COLUMNS}
            title={(gato) => <NameLink gato={gato} />}
            actions={can(user?.role, 'gatos.editar') ? actions : undefined}
            empty="gatera.gatos.vacio"
            rowHref={(gato) => fichaHref(gato.id)}
            bulkActionButtons={<GatosBulkActions role={user?.role} />}
            onError="alert"
          />
        </StaffList>
      </StaffListPage>
      {dialogs}
    </>
  );
}
