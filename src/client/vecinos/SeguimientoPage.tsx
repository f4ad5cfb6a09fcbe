/**
 * /seguimiento: anyone, without signing in, follows a complaint by its
 * tracking code: its state, dates, colony and the council's public answer.
 */
import { useTranslate } from 'react-admin';
import { TrackingLookup } from '../publico/TrackingLookup';
import { useGateraDataProvider } from '../providers/dataProvider';
import { fechaDeRegistro } from '../registros/fecha';
import { useEstatusLabel } from '../registros/EstatusChip';

const T = 'gatera.vecinos.seguimiento';

export default function SeguimientoPage() {
  const translate = useTranslate();
  const estatusLabel = useEstatusLabel();
  const dataProvider = useGateraDataProvider();
  return (
    <TrackingLookup
      texts={T}
      queryKey="seguimiento"
      read={(codigo, signal) => dataProvider.seguimientoQueja(codigo, signal)}
      fields={(result) => [
        [`${T}.estado`, estatusLabel(result.estatus)],
        [`${T}.fechaRegistro`, fechaDeRegistro(result.fecha_registro)],
        [`${T}.ultimoCambio`, fechaDeRegistro(result.fecha_ultimo_cambio)],
        [`${T}.colonia`, result.colonia_nombre ?? translate(`${T}.sinColonia`)],
      ]}
    />
  );
}
