/**
 * Every colony of every municipality with a point, on one map framed on all
 * of them; each marker names its colony and municipality, and its popup adds
 * the colony's CER coverage. Markers stand without tiles, so the map works
 * when no tile server answers. Loaded lazily: Leaflet reaches only whoever
 * opens /provincia.
 */
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { ColoniaProvincia } from '../../domain/schemas/provincia';
import { useSettings } from '../providers/settings';
import { FALLBACK_CENTER, markerIcon } from '../mapa/leafletSetup';
import { formatShare } from '../cer/format';

/** A province's scale, when there is no colony to frame. */
const ZOOM = 9;

export default function ProvinciaMapa({ colonias }: { colonias: ColoniaProvincia[] }) {
  const t = useTranslate();
  const settings = useSettings();
  const points = colonias.map((c): [number, number] => [c.latitude, c.longitude]);
  const frame = points.length > 1 ? { bounds: points, boundsOptions: { padding: [24, 24] as [number, number] } } : { center: points[0] ?? (settings ? ([settings.municipio_lat, settings.municipio_lon] as [number, number]) : FALLBACK_CENTER), zoom: ZOOM };
  return (
    <MapContainer {...frame} style={{ height: '100%', width: '100%' }}>
      {settings?.tile_url ? <TileLayer url={settings.tile_url} attribution={settings.tile_attribution} /> : null}
      {colonias.map((colonia) => {
        const name = t('gatera.provincia.marcador', { colonia: colonia.nombre, municipio: colonia.municipio });
        return (
          <Marker key={colonia.id} position={[colonia.latitude, colonia.longitude]} icon={markerIcon} title={name} alt={name}>
            <Popup>
              <strong>{colonia.nombre}</strong>
              <br />
              {colonia.municipio}
              <br />
              {colonia.cobertura === null ? t('cer.coberturaSinDatos') : t('cer.coberturaValor', { pct: formatShare(colonia.cobertura) })}
            </Popup>
          </Marker>
        );
      })}
    </MapContainer>
  );
}
