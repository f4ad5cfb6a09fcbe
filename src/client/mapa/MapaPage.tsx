/**
 * /mapa, public: 'Mapa de Colonias'. The map starts on the municipality's
 * centre (GET /api/settings) at zoom 14, limited to 12-18, with one clustered
 * marker per colony with coordinates; the popup shows the name and the
 * location or 'Ubicación no disponible'. The search 'Buscar colonia...' centres
 * the map on the chosen colony at zoom 16. Markers and search work even when
 * the tiles cannot load. A load failure is only logged, as the original
 * screen did.
 */
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { MAP } from '../../domain/constants';
import type { ColoniaMapa } from '../../domain/types';
import { PublicLayout } from '../layout/PublicLayout';
import { Loading } from '../components/Loading';
import { loadSettings, type PublicSettings } from '../providers/settings';
import { useGateraDataProvider } from '../providers/dataProvider';
import { FALLBACK_CENTER, markerIcon } from './leafletSetup';
import { ColoniaSearchBox } from './ColoniaSearchBox';
import { ColoniaCobertura } from '../cer/ColoniaCobertura';
import { ComederosSwitch, useComederosLayer } from '../calle/useComederosLayer';
import { ComederosLayer } from '../calle/ComederosMapa';
import { useTranslate } from 'react-admin';

type Placed = ColoniaMapa & { latitude: number; longitude: number };

function placed(colonias: ColoniaMapa[]): Placed[] {
  return colonias.filter((c): c is Placed => typeof c.latitude === 'number' && typeof c.longitude === 'number');
}

/** Hands the Leaflet map up, and mirrors its view on the container (data-zoom, data-lat, data-lng). */
function MapBridge({ onReady }: { onReady: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => {
    const mirror = () => {
      const element = map.getContainer();
      const centre = map.getCenter();
      element.dataset.zoom = String(map.getZoom());
      element.dataset.lat = centre.lat.toFixed(6);
      element.dataset.lng = centre.lng.toFixed(6);
    };
    mirror();
    map.on('moveend zoomend', mirror);
    onReady(map);
    return () => {
      map.off('moveend zoomend', mirror);
    };
  }, [map, onReady]);
  return null;
}

export default function MapaPage() {
  const t = useTranslate();
  const [settings, setSettings] = useState<PublicSettings | null | undefined>(undefined);
  const dataProvider = useGateraDataProvider();
  const [colonias, setColonias] = useState<Placed[]>([]);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const comederosLayer = useComederosLayer();

  useEffect(() => {
    let alive = true;
    void loadSettings().then((value) => {
      if (alive) setSettings(value);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .mapaColonias(controller.signal)
      .then((data) => setColonias(placed(data)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar las colonias del mapa:', error);
      });
    return () => controller.abort();
  }, [dataProvider]);

  const centre: [number, number] = settings ? [settings.municipio_lat, settings.municipio_lon] : FALLBACK_CENTER;

  function pick(colonia: Placed) {
    map?.setView([colonia.latitude, colonia.longitude], MAP.pickedZoom);
    setAnnouncement(t('gatera.mapa.centrado', { nombre: colonia.nombre }));
  }

  return (
    <PublicLayout maxWidth="xl">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('gatera.mapa.titulo')}
      </Typography>
      <ColoniaSearchBox colonias={colonias} onPick={pick} />
      <ComederosSwitch layer={comederosLayer} />
      <Typography role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </Typography>
      {settings === undefined ? (
        <Loading />
      ) : (
        <Box
          role="region"
          aria-label={t('gatera.mapa.region')}
          data-testid="mapa-colonias"
          sx={{ height: { xs: 420, md: 600 }, width: '100%', mt: 2, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <MapContainer center={centre} zoom={MAP.initialZoom} minZoom={MAP.minZoom} maxZoom={MAP.maxZoom} style={{ height: '100%', width: '100%' }}>
            {settings ? <TileLayer url={settings.tile_url} attribution={settings.tile_attribution} /> : null}
            <MapBridge onReady={setMap} />
            <MarkerClusterGroup chunkedLoading>
              {colonias.map((colonia) => (
                <Marker key={colonia.id} position={[colonia.latitude, colonia.longitude]} icon={markerIcon} title={colonia.nombre} alt={colonia.nombre}>
                  <Popup>
                    <strong>{colonia.nombre}</strong>
                    <br />
                    {colonia.ubicacion || t('gatera.mapa.sinUbicacion')}
                    <ColoniaCobertura coloniaId={colonia.id} />
                  </Popup>
                </Marker>
              ))}
            </MarkerClusterGroup>
            {comederosLayer.visible ? <ComederosLayer comederos={comederosLayer.comederos} /> : null}
          </MapContainer>
        </Box>
      )}
    </PublicLayout>
  );
}
