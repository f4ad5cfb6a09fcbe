/** The filters of the full cat list: text on name or code, colony, sex, health, sterilised, include inactive. */
import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate, useTranslateLabel } from 'react-admin';
import { ESTADOS_SALUD, type ColoniaOpcion } from '../../domain/types';
import { SEXO_KEYS, estadoSaludKey } from './columns';
import { IncluirInactivos } from './IncluirInactivos';
import { ListTextFilter } from '../listas/ListTextFilter';

export function GatosFilters({ colonias }: { colonias: ColoniaOpcion[] }) {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const values = filterValues as Record<string, string | boolean | undefined>;
  const change = (key: string, value: string | boolean | undefined) => {
    const next = { ...values, [key]: value === '' || value === false ? undefined : value };
    setFilters(next, {}, false);
  };

  /** Labelled as react-admin labels the field `key` of the list's resource (resources.gatos.fields.<key>). */
  const select = (key: string, options: { value: string; label: string }[]) => (
    <TextField select size="small" label={translateLabel({ source: key })} value={String(values[key] ?? '')} onChange={(e) => change(key, e.target.value)} fullWidth>
      <MenuItem value="">{translate('gatera.comun.todos')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      role="search"
      aria-label={translate('gatera.gatos.filtros.etiqueta')}
      sx={{ display: 'grid', gap: 1.5, alignItems: 'center', mb: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: '2fr repeat(4, minmax(0, 1fr)) auto' } }}
    >
      <ListTextFilter label={translate('gatera.gatos.filtros.buscar')} sx={{ gridColumn: { xs: '1 / -1', sm: 'span 3', lg: 'auto' } }} />
      {select('colonia_id', colonias.map((c) => ({ value: String(c.id), label: c.nombre })))}
      {select('sexo', Object.entries(SEXO_KEYS).map(([value, key]) => ({ value, label: translate(key) })))}
      {select('estado_salud', ESTADOS_SALUD.map((estado) => ({ value: estado, label: translate(estadoSaludKey(estado)) })))}
      {select('esterilizado', [
        { value: 'true', label: translate('gatera.comun.si') },
        { value: 'false', label: translate('gatera.comun.no') },
      ])}
      <IncluirInactivos />
    </Box>
  );
}
