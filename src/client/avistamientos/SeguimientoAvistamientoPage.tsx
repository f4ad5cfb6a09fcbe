/**
 * /avistamiento/seguimiento: anyone follows a sighting by its tracking code:
 * its kind, state, dates, the council's public answer, and the place only as
 * the public map's rounded grid. The link e-mailed to the citizen, and the one
 * shown when they report, carry the code.
 */
import { useTranslate } from 'react-admin';
import { TrackingLookup } from '../publico/TrackingLookup';
import { useGateraDataProvider } from '../providers/dataProvider';
import { fechaDeRegistro } from '../registros/fecha';

const T = 'gatera.avistamientos.seguimiento';

export default function SeguimientoAvistamientoPage() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  return (
    <TrackingLookup
      texts={T}
      queryKey="seguimiento-avistamiento"
      read={(codigo, signal) => dataProvider.seguimientoAvistamiento(codigo, signal)}
      fields={(result) => [
        [`${T}.tipo`, translate(`gatera.avistamientos.tipos.${result.tipo}`, { _: result.tipo })],
        [`${T}.estado`, translate(`gatera.avistamientos.estados.${result.estado}`, { _: result.estado })],
        [`${T}.fechaRegistro`, fechaDeRegistro(result.fecha_registro)],
        [`${T}.ultimoCambio`, fechaDeRegistro(result.fecha_ultimo_cambio)],
        [`${T}.zona`, translate(`${T}.zonaValor`, { latitud: result.latitude, longitud: result.longitude })],
      ]}
    />
  );
}
