/** The bulk actions of the full cat list, as the user's role allows them (src/domain/roles.ts). */
import { BulkExportButton } from 'react-admin';
import { can } from '../../../domain/roles';
import type { Gato } from '../../../domain/types';
import { csvFileName, downloadCsv } from '../../listas/exportList';
import { gatosToCsv } from '../exportGatos';
import { BulkBajaButton } from './BulkBajaButton';
import { BulkCampanaButton } from './BulkCampanaButton';

const exportSelection = (gatos: Gato[]) => downloadCsv(gatosToCsv(gatos), csvFileName('gatos-seleccion'));

export function GatosBulkActions({ role }: { role: string | undefined }) {
  return (
    <>
      {can(role, 'gatos.baja') ? <BulkBajaButton /> : null}
      {can(role, 'campanas.gestionar') ? <BulkCampanaButton /> : null}
      <BulkExportButton label="gatera.consola.listas.exportarSeleccion" exporter={exportSelection} />
    </>
  );
}
