/** A list's filter on one field with a fixed list of values ('Todos' for none): keeps the other filters, back to page 1. */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate, useTranslateLabel } from 'react-admin';

/** Without a `label` (a catalogue key), named as react-admin names the field: resources.<resource>.fields.<source>. */
export function ListSelectFilter({ source, label, choices }: { source: string; label?: string; choices: { id: string; name: string }[] }) {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return (
    <TextField
      select
      size="small"
      label={label ? translate(label) : translateLabel({ source })}
      value={String(filterValues[source] ?? '')}
      onChange={(event) => setFilters({ ...filterValues, [source]: event.target.value || undefined }, {}, false)}
      sx={{ mb: 2, minWidth: 200 }}
    >
      <MenuItem value="">{translate('gatera.comun.todos')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}
