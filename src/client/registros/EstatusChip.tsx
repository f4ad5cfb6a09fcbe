/**
 * The status of a complaint, an inspection, a parte or a campaign as a
 * coloured label (colours with AA contrast). The API sends statuses lower
 * case, as the original did ('pendiente', 'en revisión', 'resuelta'); screens
 * show them capitalised and in the reader's language.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Tone {
  background: string;
  text: string;
}

const WAITING: Tone = { background: '#fff4e5', text: '#7a3e00' };
const ONGOING: Tone = { background: '#e6f2fa', text: '#01497c' };
const DONE: Tone = { background: '#e9f5ea', text: '#1b5e20' };
const OTHER: Tone = { background: '#eeeeee', text: '#212121' };

/** Each known status: its colour and its text in the catalogue (`gatera.registros.estatus.*`). */
const KNOWN: Record<string, { tone: Tone; key: string }> = {
  pendiente: { tone: WAITING, key: 'pendiente' },
  planeada: { tone: WAITING, key: 'planeada' },
  'en revisión': { tone: ONGOING, key: 'enRevision' },
  'en progreso': { tone: ONGOING, key: 'enProgreso' },
  resuelta: { tone: DONE, key: 'resuelta' },
  resuelto: { tone: DONE, key: 'resuelto' },
  completada: { tone: DONE, key: 'completada' },
};

const known = (estatus: string) => KNOWN[estatus.trim().toLocaleLowerCase('es')];

/** 'resuelta' shows as 'Resuelta': statuses start with a capital on screen, whatever the stored case. */
export function estatusLabel(estatus: string): string {
  const text = estatus.trim();
  return text ? text.charAt(0).toLocaleUpperCase('es') + text.slice(1) : text;
}

/** The catalogue key of a known status (a select's choice name, translated by react-admin), else the status capitalised. */
export function estatusChoiceName(estatus: string): string {
  const status = known(estatus);
  return status ? `gatera.registros.estatus.${status.key}` : estatusLabel(estatus);
}

/** A status as screens show it: the reader's language for a known one, any other capitalised as it is. */
export function useEstatusLabel(): (estatus: string) => string {
  const translate = useTranslate();
  return (estatus) => {
    const status = known(estatus);
    return status ? translate(`gatera.registros.estatus.${status.key}`, { _: estatusLabel(estatus) }) : estatusLabel(estatus);
  };
}

export function EstatusChip({ estatus }: { estatus: string }) {
  const label = useEstatusLabel();
  const tone = known(estatus)?.tone ?? OTHER;
  return <Chip size="small" label={label(estatus)} sx={{ bgcolor: tone.background, color: tone.text, fontWeight: 600 }} />;
}
