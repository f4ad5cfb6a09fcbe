/** /partes/:id (admin): one parte, named by its description, with its state and date as the list shows them. */
import type { Parte } from '../../domain/types';
import { RecordShow } from '../components/RecordShow';
import { PARTE_COLUMNS } from './PartesPage';

const FIELDS = PARTE_COLUMNS.filter((column) => column.source !== 'descripcion');

export function ParteShowPage() {
  return (
    <RecordShow<Parte>
      resource="partes"
      listPath="/partes"
      title="gatera.registros.partes.titulo"
      heading={(parte) => parte.descripcion}
      fields={(parte) => FIELDS.map((column) => [column.source, column.render(parte)])}
    />
  );
}
