/**
 * 'Buscar colonia...': lists the colonies whose name contains the text (a
 * drop-down at most 200 px high); choosing one hands it up, clears the text
 * and closes the list; a click outside closes the list.
 */
import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { MAP } from '../../domain/constants';
import { matchColonias, type Named } from './searchColonias';

import { useTranslate } from 'react-admin';

export interface ColoniaSearchBoxProps<T extends Named & { id: number }> {
  colonias: readonly T[];
  onPick: (colonia: T) => void;
}

export function ColoniaSearchBox<T extends Named & { id: number }>({ colonias, onPick }: ColoniaSearchBoxProps<T>) {
  const t = useTranslate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const options = useMemo(() => matchColonias(colonias, text), [colonias, text]);

  return (
    <Autocomplete<T, false, false, false>
      options={options}
      value={null}
      inputValue={text}
      open={open && text.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') {
          setText(value);
          setOpen(true);
        } else if (reason === 'clear') {
          setText('');
        }
      }}
      onChange={(_event, colonia) => {
        if (!colonia) return;
        onPick(colonia);
        setText('');
        setOpen(false);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(colonia) => colonia.nombre}
      getOptionKey={(colonia) => colonia.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('gatera.mapa.sinResultados')}
      blurOnSelect
      clearOnBlur={false}
      slotProps={{ listbox: { style: { maxHeight: MAP.searchDropdownMaxHeight } } }}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label={t('gatera.mapa.buscar')} placeholder={t('gatera.mapa.buscar')} />}
    />
  );
}
