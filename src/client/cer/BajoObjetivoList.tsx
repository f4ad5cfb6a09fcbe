/** The dashboard's colonies below target, in the server's ranking (by the cats still to sterilise). */
import type { PanelColonia } from '../../domain/schemas/panel';
import type { StaffColumn } from '../listas/StaffDataTable';
import { formatInteger, formatShare } from './format';
import { RankedColoniasTable, type Ranked } from './RankedColoniasTable';

type Fila = Ranked<PanelColonia>;

const count = (source: keyof Fila, label: string): StaffColumn<Fila> => ({ source, label, sortable: true, fit: 'short', render: (r) => formatInteger(r[source] as number) });

export function BajoObjetivoList({ colonias, gestion }: { colonias: PanelColonia[]; gestion: boolean }) {
  return (
    <RankedColoniasTable
      colonias={colonias}
      gestion={gestion}
      name="panel-bajo-objetivo"
      caption="cer.panel.bajoObjetivo"
      empty="cer.panel.ninguna"
      columns={[
        count('por_esterilizar', 'cer.porEsterilizar'),
        { source: 'cobertura', label: 'cer.cobertura', sortable: true, fit: 'short', render: (r) => (r.cobertura === null ? '—' : formatShare(r.cobertura)) },
        count('estimacion', 'cer.estimacion'),
        count('registrados', 'cer.registrados'),
        count('esterilizados', 'cer.esterilizados'),
      ]}
    />
  );
}
