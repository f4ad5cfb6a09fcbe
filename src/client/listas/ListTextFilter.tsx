/**
 * A list's text filter (`q` by default): follows typing after a short pause,
 * and at once when the box is left (a row clicked right after typing keeps the
 * search for the way back); keeps the other filters, back to page 1.
 */
import { useEffect, useState } from 'react';
import { TextField, type SxProps, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';

const DELAY_MS = 300;

export function ListTextFilter({ label, source = 'q', placeholder, sx }: { label: string; source?: string; placeholder?: string; sx?: SxProps<Theme> }) {
  const { filterValues, setFilters } = useListContext();
  const current = String(filterValues[source] ?? '');
  const [text, setText] = useState(current);
  const apply = () => {
    if (text.trim() !== current) setFilters({ ...filterValues, [source]: text.trim() || undefined }, {}, false);
  };
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = window.setTimeout(() => setFilters({ ...filterValues, [source]: text.trim() || undefined }, {}, false), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, current, filterValues, setFilters, source]);
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={text}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      sx={sx}
      slotProps={placeholder ? { inputLabel: { shrink: true } } : undefined}
      fullWidth
    />
  );
}
