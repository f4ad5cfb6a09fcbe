/** An accreditation's state as a chip: filled where the theme keeps the text readable. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoAcreditacion } from '../../domain/acreditaciones';

export function EstadoChip({ estado }: { estado: EstadoAcreditacion }) {
  const translate = useTranslate();
  const color = estado === 'vigente' ? 'success' : estado === 'caducada' || estado === 'revocada' ? 'error' : 'default';
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(`acreditaciones.estados.${estado}`)} />;
}
