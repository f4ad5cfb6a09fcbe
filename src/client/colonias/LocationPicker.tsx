/**
 * A small map to pick a colony's (or a sighting's) coordinates by clicking (or pressing Enter on
 * the focused map, which picks its centre). Loaded lazily with Leaflet.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP } from '../../domain/constants';
import { useSettings } from '../providers/settings';
import { FALLBACK_CENTER, markerIcon } from '../mapa/leafletSetup';

export interface LocationPickerProps {
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
  /** The map's accessible name (a catalogue key): the colony form's unless told. */
  label?: string;
}

/** Six decimals: about 10 cm, more than a colony needs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function ClickToPick({ onPick }: Pick<LocationPickerProps, 'onPick'>) {
  const map = useMap();
  useMapEvents({
    click(event) {
      onPick(roundCoordinate(event.latlng.lat), roundCoordinate(event.latlng.lng));
    },
    keypress(event) {
      if (event.originalEvent.key === 'Enter') {
        const centre = map.getCenter();
        onPick(roundCoordinate(centre.lat), roundCoordinate(centre.lng));
      }
    },
  });
  return null;
}

export default function LocationPicker({ latitude, longitude, onPick, label = 'gatera.colonias.mapaUbicacion' }: LocationPickerProps) {
  const settings = useSettings();
  const translate = useTranslate();
  const centre: [number, number] = settings ? [settings.municipio_lat, settings.municipio_lon] : FALLBACK_CENTER;
  const picked = latitude !== null && longitude !== null ? ([latitude, longitude] as [number, number]) : null;
  return (
    <Box role="group" aria-label={translate(label)} data-testid="mapa-ubicacion">
      <MapContainer
        key={settings ? 'configurado' : 'provisional'}
        center={picked ?? centre}
        zoom={MAP.initialZoom}
        minZoom={MAP.minZoom}
        maxZoom={MAP.maxZoom}
        style={{ height: 260, width: '100%', borderRadius: 4 }}
      >
        {settings ? <TileLayer url={settings.tile_url} attribution={settings.tile_attribution} /> : null}
        <ClickToPick onPick={onPick} />
        {picked ? <Marker position={picked} icon={markerIcon} /> : null}
      </MapContainer>
    </Box>
  );
}
