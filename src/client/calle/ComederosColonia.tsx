/** A colony's feeding points on its street page: the list (each removable) and, for those who may, the form that adds one. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Comedero, ComederoBody } from '../../domain/schemas/calle';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStreetMutation } from './streetQuery';

const TARGET = { minHeight: 44 };
const T = 'gatera.calle.comederos';

export interface ComederosColoniaProps {
  coloniaId: number;
  comederos: Comedero[];
  /** After a feeding point was added or removed. */
  onChanged: () => void;
}

export function ComederosColonia({ coloniaId, comederos, onChanged }: ComederosColoniaProps) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const eliminar = useStreetMutation({ mutationFn: (comederoId: number) => dataProvider.eliminarComedero(coloniaId, comederoId), onSuccess: onChanged });

  return (
    <Box component="section" aria-labelledby="comederos-titulo" sx={{ mb: 4 }}>
      <Typography id="comederos-titulo" variant="h5" component="h2" gutterBottom>
        {translate(`${T}.comederos`)}
      </Typography>
      {comederos.length === 0 ? (
        <Typography>{translate(`${T}.sinComederos`)}</Typography>
      ) : (
        <List dense data-testid="comederos-colonia">
          {comederos.map((c) => (
            <ListItem
              key={c.id}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={translate(`${T}.eliminarComedero`, { nombre: c.nombre })} onClick={() => eliminar.mutate(c.id)} sx={{ width: 44, height: 44 }}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${c.nombre}${c.activo ? '' : ` (${translate(`${T}.inactivo`)})`}`}
                secondary={[`${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`, c.descripcion].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {can(useStoredUser()?.role, 'comederos.gestionar') ? <NuevoComedero coloniaId={coloniaId} onAdded={onChanged} /> : null}
    </Box>
  );
}

function NuevoComedero({ coloniaId, onAdded }: { coloniaId: number; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const empty = { nombre: '', lat: '', lon: '', descripcion: '' };
  const [values, setValues] = useState(empty);
  const [activo, setActivo] = useState(true);
  const field = (key: keyof typeof empty) => ({ value: values[key], onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }) });
  const crear = useStreetMutation({
    mutationFn: (body: ComederoBody) => dataProvider.crearComedero(coloniaId, body),
    onSuccess: () => {
      notify(translate(`${T}.creado`), { type: 'success' });
      setValues(empty);
      onAdded();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    crear.mutate({ nombre: values.nombre, latitude: Number(values.lat), longitude: Number(values.lon), descripcion: values.descripcion.trim() || null, activo });
  }

  const decimal = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <Box component="form" onSubmit={submit} aria-label={translate(`${T}.nuevo`)} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate(`${T}.nuevo`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
        <TextField label={translate(`${T}.nombre`)} {...field('nombre')} required size="small" />
        <TextField label={translate(`${T}.latitud`)} {...field('lat')} required size="small" slotProps={decimal} />
        <TextField label={translate(`${T}.longitud`)} {...field('lon')} required size="small" slotProps={decimal} />
        <TextField label={translate(`${T}.descripcion`)} {...field('descripcion')} size="small" />
        <FormControlLabel control={<Checkbox checked={activo} onChange={(e) => setActivo(e.target.checked)} />} label={translate(`${T}.activo`)} sx={TARGET} />
        <Button type="submit" variant="contained" disabled={crear.isPending} sx={TARGET}>
          {translate(`${T}.anadir`)}
        </Button>
      </Stack>
    </Box>
  );
}
