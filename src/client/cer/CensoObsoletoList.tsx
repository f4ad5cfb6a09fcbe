/** The dashboard's colonies whose census is due, in the server's order: never counted first, then the oldest census. */
import { useTranslate } from 'react-admin';
import type { PanelCensoObsoleto } from '../../domain/schemas/panel';
import { formatDate } from '../../domain/validation';
import { formatInteger } from './format';
import { RankedColoniasTable } from './RankedColoniasTable';

export function CensoObsoletoList({ colonias, gestion }: { colonias: PanelCensoObsoleto[]; gestion: boolean }) {
  const translate = useTranslate();
  const sinCenso = translate('cer.censo.sinCenso');
  return (
    <RankedColoniasTable
      colonias={colonias}
      gestion={gestion}
      name="panel-censo-obsoleto"
      caption="cer.panel.censoObsoleto"
      empty="cer.panel.censoVigente"
      columns={[
        { source: 'fecha_censo', label: 'cer.panel.ultimoCenso', sortable: true, fit: 'short', render: (r) => (r.fecha_censo === null ? sinCenso : formatDate(r.fecha_censo)) },
        { source: 'dias_desde_censo', label: 'cer.panel.diasDesdeCenso', sortable: true, fit: 'short', render: (r) => (r.dias_desde_censo === null ? '—' : formatInteger(r.dias_desde_censo)) },
      ]}
    />
  );
}
