/**
 * The CER coverage badge: the sterilised share of the estimated population,
 * coloured by its estado (src/domain/cer.ts), with the estimate beside it,
 * marked «Estimación obsoleta» when its census is older than the municipality's
 * validity (src/domain/cerVigencia.ts).
 * The original sterilised-percentage badge (a share of registered cats) stays
 * apart.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CerEstado } from '../../domain/cer';
import type { Poblacion } from '../../domain/schemas/poblacion';
import { formatInteger, formatShare } from './format';

/** The stale mark's background and text: dark on light amber, above 4.5:1, apart from every estado's colour. */
const OBSOLETA_COLORS = { bg: '#ffe0b2', fg: '#4e2600', border: '#8a4b00' };

/** Background and text of each estado, every pair at 4.5:1 contrast or more. */
export const ESTADO_COLORS: Record<CerEstado, { bg: string; fg: string }> = {
  sin_datos: { bg: '#616161', fg: '#ffffff' },
  insuficiente: { bg: '#b71c1c', fg: '#ffffff' },
  en_progreso: { bg: '#bf360c', fg: '#ffffff' },
  estabilizando: { bg: '#f9a825', fg: '#000000' },
  reduciendo: { bg: '#1b5e20', fg: '#ffffff' },
};

export function CoberturaBadge({ poblacion, compact = false }: { poblacion: Poblacion; compact?: boolean }) {
  const translate = useTranslate();
  const colors = ESTADO_COLORS[poblacion.estado];
  const label =
    poblacion.cobertura === null ? translate('cer.coberturaSinDatos') : translate('cer.coberturaValor', { pct: formatShare(poblacion.cobertura) });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="cobertura-cer">
      <Box
        component="span"
        data-testid="badge-cobertura"
        data-estado={poblacion.estado}
        title={translate(`cer.estado.${poblacion.estado}`)}
        sx={{ display: 'inline-block', px: 1.25, py: 0.25, borderRadius: 8, fontWeight: 600, bgcolor: colors.bg, color: colors.fg, whiteSpace: 'nowrap' }}
      >
        {label}
        {compact ? null : ` · ${translate(`cer.estado.${poblacion.estado}`)}`}
      </Box>
      <Typography component="span" variant="body2" data-testid="estimacion-cer" sx={{ whiteSpace: 'nowrap' }}>
        {translate('cer.estimacionValor', { n: formatInteger(poblacion.estimacion.n) })}
      </Typography>
      {poblacion.obsoleta ? (
        <Box
          component="span"
          data-testid="estimacion-obsoleta"
          sx={{ display: 'inline-block', px: 1, py: 0.25, borderRadius: 1, border: 1, borderColor: OBSOLETA_COLORS.border, bgcolor: OBSOLETA_COLORS.bg, color: OBSOLETA_COLORS.fg, fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {translate('cer.obsoleta')}
        </Box>
      ) : null}
    </Stack>
  );
}
