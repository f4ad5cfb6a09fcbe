/** The status of a complaint, an inspection, a parte or a campaign as a coloured label (colours with AA contrast). */
import { Chip } from '@mui/material';

interface Tone {
  background: string;
  text: string;
}

const WAITING: Tone = { background: '#fff4e5', text: '#7a3e00' };
const ONGOING: Tone = { background: '#e6f2fa', text: '#01497c' };
const DONE: Tone = { background: '#e9f5ea', text: '#1b5e20' };
const OTHER: Tone = { background: '#eeeeee', text: '#212121' };

const TONES: Record<string, Tone> = {
  pendiente: WAITING,
  planeada: WAITING,
  'en revisión': ONGOING,
  'en progreso': ONGOING,
  resuelta: DONE,
  resuelto: DONE,
  completada: DONE,
};

/** 'resuelta' shows as 'Resuelta': statuses start with a capital on screen, whatever the stored case. */
export function estatusLabel(estatus: string): string {
  const text = estatus.trim();
  return text ? text.charAt(0).toLocaleUpperCase('es') + text.slice(1) : text;
}

export function EstatusChip({ estatus }: { estatus: string }) {
  const tone = TONES[estatus.trim().toLowerCase()] ?? OTHER;
  return <Chip size="small" label={estatusLabel(estatus)} sx={{ bgcolor: tone.background, color: tone.text, fontWeight: 600 }} />;
}
