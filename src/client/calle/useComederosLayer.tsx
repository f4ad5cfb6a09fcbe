/**
 * The feeding-point layer of the map, for signed-in staff and volunteers only
 * (never for visitors or citizens: feeding points attract people who poison
 * cats). On by default for them, switched off and on with one switch.
 */
import { useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { calleApi, type ComederoEnMapa } from './api';

export interface ComederosLayerState {
  allowed: boolean;
  visible: boolean;
  setVisible: (visible: boolean) => void;
  comederos: ComederoEnMapa[];
}

export function useComederosLayer(): ComederosLayerState {
  const role = useStoredUser()?.role;
  const allowed = can(role, 'colonias.mapaExacto') && can(role, 'comederos.leer');
  const [visible, setVisible] = useState(true);
  const [comederos, setComederos] = useState<ComederoEnMapa[]>([]);
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    calleApi
      .comederosMapa(controller.signal)
      .then(setComederos)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar los comederos del mapa:', error);
      });
    return () => controller.abort();
  }, [allowed]);
  return { allowed, visible: allowed && visible, setVisible, comederos: allowed ? comederos : [] };
}

export function ComederosSwitch({ layer }: { layer: ComederosLayerState }) {
  const translate = useTranslate();
  if (!layer.allowed) return null;
  return (
    <FormControlLabel
      control={<Switch checked={layer.visible} onChange={(e) => layer.setVisible(e.target.checked)} />}
      label={translate('gatera.calle.comederos.capa')}
      sx={{ minHeight: 44, mt: 1 }}
    />
  );
}
