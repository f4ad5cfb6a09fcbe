/** /actividades/:id (admin, veterinario): one activity, named by its type, with its description, date and cat (a link to the cat's card) as the list shows them. */
import type { Actividad } from '../../domain/types';
import { RecordShow } from '../components/RecordShow';
import { fieldsFromColumns } from '../listas/columns';
import { ACTIVIDAD_COLUMNS } from './ActividadesPage';

export function ActividadShowPage() {
  return (
    <RecordShow<Actividad>
      resource="actividades"
      listPath="/actividades"
      title="gatera.registros.actividades.titulo"
      heading={(actividad) => actividad.tipo}
      fields={fieldsFromColumns(ACTIVIDAD_COLUMNS, 'tipo')}
    />
  );
}
