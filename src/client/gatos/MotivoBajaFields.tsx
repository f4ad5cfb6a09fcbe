/**
 * The optional reason asked with a baja: a common reason and a free
 * detail, below the original confirm text (which stays as it is). Also how the
 * history shows a stored reason, in the user's language.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BAJA_MOTIVO_MAX, MOTIVOS_BAJA, componerMotivoBaja, leerMotivoBaja, type MotivoBaja } from '../../domain/bajas';

export interface MotivoBajaValue {
  codigo: MotivoBaja | '';
  detalle: string;
}

export const SIN_MOTIVO: MotivoBajaValue = { codigo: '', detalle: '' };

/** Room left for the detail once the longest code and its ': ' are in. */
const DETALLE_MAX = BAJA_MOTIVO_MAX - Math.max(...MOTIVOS_BAJA.map((m) => m.length)) - 2;

const T = 'gatera.consola.baja';

/** The text to send, or null when nothing was chosen nor written. */
export function motivoDe(value: MotivoBajaValue): string | null {
  return componerMotivoBaja(value.codigo, value.detalle);
}

export function MotivoBajaFields({ value, onChange }: { value: MotivoBajaValue; onChange: (value: MotivoBajaValue) => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        size="small"
        label={translate(`${T}.motivo`)}
        value={value.codigo}
        onChange={(event) => onChange({ ...value, codigo: event.target.value as MotivoBaja | '' })}
      >
        <MenuItem value="">{translate(`${T}.sinMotivo`)}</MenuItem>
        {MOTIVOS_BAJA.map((codigo) => (
          <MenuItem key={codigo} value={codigo}>
            {translate(`${T}.motivos.${codigo}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate(`${T}.detalle`)}
        helperText={translate(`${T}.detalleAyuda`)}
        value={value.detalle}
        onChange={(event) => onChange({ ...value, detalle: event.target.value })}
        slotProps={{ htmlInput: { maxLength: DETALLE_MAX } }}
      />
    </Stack>
  );
}

/** A stored reason as the history shows it: the common reason translated, then its detail. */
export function useMotivoBajaTexto(): (motivo: string) => string {
  const translate = useTranslate();
  return (motivo) => {
    const { codigo, texto } = leerMotivoBaja(motivo);
    const partes = [codigo && !(codigo === 'otro' && texto) ? translate(`${T}.motivos.${codigo}`) : null, texto].filter(Boolean);
    return translate(`${T}.historia`, { motivo: partes.join(' — ') });
  };
}
