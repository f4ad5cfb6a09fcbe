/**
 * The feeding-point layer of the map, for signed-in staff and volunteers only
 * (never for visitors or citizens: feeding points attract people who poison
 * cats). On by default for them, switched off and on with one switch.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import type { ComederoEnMapa } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';

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
  const dataProvider = useGateraDataProvider();
  const { data: comederos = [] } = useQuery({
    queryKey: ['calle', 'comederosDelMapa'],
    queryFn: ({ signal }) => dataProvider.comederosDelMapa(signal),
    enabled: allowed,
  });
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
