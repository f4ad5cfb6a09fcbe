/** Finds a complaint by its tracking code in a complaint list (the `codigo` filter of the list call). */
import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function CodigoSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [codigo, setCodigo] = useState(String(filterValues?.codigo ?? ''));

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = codigo.trim();
    const { codigo: _previous, ...rest } = filterValues ?? {};
    setFilters(value ? { ...rest, codigo: value } : rest, {});
  }

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label={translate('gatera.vecinos.seguimiento.buscarCodigo')}
        name="codigo"
        value={codigo}
        onChange={(e) => setCodigo(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
        {translate('ra.action.search')}
      </Button>
    </Box>
  );
}
