/**
 * Leaflet's stylesheet and its default marker icon, bundled by Vite (the icon's
 * CSS-relative URLs do not survive bundling). Imported only by the lazily
 * loaded map screens, so the rest of the app never downloads Leaflet.
 */
import 'leaflet/dist/leaflet.css';
import './leafletOverrides.css';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Where the map starts when the settings cannot be read: the centre of Spain. */
export const FALLBACK_CENTER: [number, number] = [40.4168, -3.7038];
