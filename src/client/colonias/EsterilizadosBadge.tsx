/** The sterilised-percentage badge, coloured by the original thresholds (badgeColor). */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { badgeColor, type BadgeColor } from '../../domain/constants';
import { formatPercentValue } from '../i18n/numbers';

/** Text colour that keeps at least 4.5:1 contrast on each badge colour. */
const TEXT_ON: Record<BadgeColor, string> = { green: '#ffffff', yellow: '#000000', orange: '#000000', darkorange: '#000000', red: '#000000' };

export function formatPercentage(value: number): string {
  return formatPercentValue(value);
}

export function EsterilizadosBadge({ porcentaje }: { porcentaje: number }) {
  const color = badgeColor(porcentaje);
  const translate = useTranslate();
  return (
    <Box
      component="span"
      data-testid="badge-esterilizados"
      data-color={color}
      sx={{ display: 'inline-block', px: 1.25, py: 0.25, borderRadius: 8, fontWeight: 600, bgcolor: color, color: TEXT_ON[color] }}
    >
      {translate('gatera.colonias.esterilizados', { porcentaje: formatPercentage(porcentaje) })}
    </Box>
  );
}
