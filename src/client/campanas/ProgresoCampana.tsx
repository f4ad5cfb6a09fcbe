/** A campaign's progress: its cats sterilised during the campaign against its target. */
import { Box, LinearProgress, Typography } from '@mui/material';

export interface Progreso {
  gatos_esterilizados: number;
  gatos_objetivo: number;
  numero_gatos?: number;
}

export function progresoPercent({ gatos_esterilizados, gatos_objetivo }: Progreso): number | null {
  if (!gatos_objetivo) return null;
  return Math.min(100, Math.round((gatos_esterilizados / gatos_objetivo) * 100));
}

export function progresoText(progreso: Progreso): string {
  const percent = progresoPercent(progreso);
  return percent === null
    ? `${progreso.gatos_esterilizados} esterilizados (sin objetivo)`
    : `${progreso.gatos_esterilizados} de ${progreso.gatos_objetivo} esterilizados (${percent} %)`;
}

export function ProgresoCampana({ progreso, nombre }: { progreso: Progreso; nombre: string }) {
  const percent = progresoPercent(progreso);
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2">{progresoText(progreso)}</Typography>
      {percent !== null ? (
        <LinearProgress variant="determinate" value={percent} aria-label={`Progreso de la campaña ${nombre}`} sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
      ) : null}
    </Box>
  );
}
