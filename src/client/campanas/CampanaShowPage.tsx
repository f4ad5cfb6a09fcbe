/**
 * /campanas/:id (admin, responsable, veterinario): one campaign, its fields as
 * the list shows them, 'Editar' in the list's edit dialog for who may edit,
 * and its cats panel with the campaign's progress.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Campana } from '../../domain/types';
import { useStoredUser } from '../providers/session';
import { RecordShow } from '../components/RecordShow';
import { fieldsFromColumns } from '../listas/columns';
import { CampanaEditDialog } from './CampanaEditDialog';
import { CampanaGatosPanel } from './CampanaGatosPanel';
import { PresupuestoCampanaCard } from '../presupuestos/PresupuestoCampanaCard';
import { CAMPANA_COLUMNS } from './CampanasPage';

/** The name is the page's heading; the progress is the cats panel's; the target, which the list shows inside the progress, is a field of its own. */
const columnFields = fieldsFromColumns(
  CAMPANA_COLUMNS.filter((column) => column.source !== 'gatos_esterilizados'),
  'nombre',
);
const fieldsOf = (campana: Campana): [string, ReactNode][] => [...columnFields(campana), ['gatos_objetivo', String(campana.gatos_objetivo)]];

export function CampanaShowPage() {
  const user = useStoredUser();
  const canManage = can(user?.role, 'campanas.gestionar');
  const translate = useTranslate();
  const [editing, setEditing] = useState<Campana | null>(null);
  return (
    <RecordShow<Campana>
      resource="campanas"
      listPath="/campanas"
      title="gatera.campanas.titulo"
      heading={(campana) => campana.nombre}
      fields={fieldsOf}
      actions={(campana) =>
        canManage ? (
          <Button variant="contained" onClick={() => setEditing(campana)}>
            {translate('ra.action.edit')}
          </Button>
        ) : null
      }
      below={(campana) => (
        <>
          <CampanaGatosPanel campanaId={campana.id} canManage={canManage} />
          <PresupuestoCampanaCard campanaId={campana.id} />
          <CampanaEditDialog campana={editing} onClose={() => setEditing(null)} />
        </>
      )}
    />
  );
}
