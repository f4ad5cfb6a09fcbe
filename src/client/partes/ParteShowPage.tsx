/** /partes/:id (admin): one parte, named by its description, with its state and date as the list shows them. */
import type { Parte } from '../../domain/types';
import { RecordShow } from '../components/RecordShow';
import { fieldsFromColumns } from '../listas/columns';
import { PARTE_COLUMNS } from './PartesPage';

export function ParteShowPage() {
  return (
    <RecordShow<Parte>
      resource="partes"
      listPath="/partes"
      title="gatera.registros.partes.titulo"
      heading={(parte) => parte.descripcion}
      fields={fieldsFromColumns(PARTE_COLUMNS, 'descripcion')}
    />
  );
}
