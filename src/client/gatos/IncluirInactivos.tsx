/**
 * «Incluir inactivos» for a cat list. The box follows the click at once; the
 * list's filter follows it, and a filter changed elsewhere moves the box back.
 */
import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const isOn = (value: unknown) => value === true || value === 'true';

export function IncluirInactivos() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const filtered = isOn(filterValues.incluir_inactivos);
  const [checked, setChecked] = useState(filtered);
  useEffect(() => setChecked(filtered), [filtered]);
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      control={
        <Checkbox
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            setFilters({ ...filterValues, incluir_inactivos: e.target.checked || undefined }, {}, false);
          }}
        />
      }
      label={translate('gatera.gatos.filtros.incluirInactivos')}
    />
  );
}
