/** A day filter typed as dd/mm/aaaa (as every screen shows dates); reports YYYY-MM-DD, or '' when empty or not a date yet. */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/validation';
import { parseFecha } from '../components/FechaInput';

export function FechaFiltro({ label, value, onChange }: { label: string; value: string; onChange: (iso: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(formatDate(value));
  return (
    <TextField
      label={label}
      value={text}
      placeholder={translate('gatera.calle.formatoFecha')}
      size="small"
      onChange={(e) => {
        setText(e.target.value);
        const iso = e.target.value.trim() === '' ? '' : parseFecha(e.target.value);
        if (iso !== null) onChange(iso);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
