/**
 * Feeding points on a small map (/hoy) or as a layer (the staff map): one
 * circle per point, its name and colony in the popup. The markers stand
 * without tiles, so the map works with no tile server and without signal.
 */
import { CircleMarker, LayerGroup, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import '../mapa/leafletSetup';
import type { ComederoEnMapa } from '../../domain/schemas/calle';
import { useSettings } from '../providers/settings';
import { FALLBACK_CENTER } from '../mapa/leafletSetup';

export const COMEDERO_COLOR = '#b45309';

export function ComederosLayer({ comederos }: { comederos: ComederoEnMapa[] }) {
  const translate = useTranslate();
  return (
    <LayerGroup>
      {comederos.map((c) => (
        // The class as a prop: Leaflet reads it only when it draws the path, never from a later setStyle.
        <CircleMarker key={c.id} center={[c.latitude, c.longitude]} radius={9} className="comedero-marker" pathOptions={{ color: COMEDERO_COLOR, fillColor: COMEDERO_COLOR, fillOpacity: 0.8 }}>
          <Popup>
            <strong>{c.nombre}</strong>
            <br />
            {translate('gatera.calle.comederos.popupColonia', { colonia: c.colonia_nombre })}
            {c.descripcion ? (
              <>
                <br />
                {c.descripcion}
              </>
            ) : null}
          </Popup>
        </CircleMarker>
      ))}
    </LayerGroup>
  );
}

export default function ComederosMapa({ comederos }: { comederos: ComederoEnMapa[] }) {
  const translate = useTranslate();
  const settings = useSettings();
  const first = comederos[0];
  const centre: [number, number] = first ? [first.latitude, first.longitude] : settings ? [settings.municipio_lat, settings.municipio_lon] : FALLBACK_CENTER;
  return (
    <div role="region" aria-label={translate('gatera.calle.hoy.mapa')} data-testid="comederos-mapa" style={{ height: 220, width: '100%', borderRadius: 4, overflow: 'hidden' }}>
      <MapContainer center={centre} zoom={16} style={{ height: '100%', width: '100%' }}>
        {settings ? <TileLayer url={settings.tile_url} attribution={settings.tile_attribution} /> : null}
        <ComederosLayer comederos={comederos} />
      </MapContainer>
    </div>
  );
}
