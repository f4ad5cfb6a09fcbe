/**
 * /colonias/:id/calle: a colony's feeding points and weekly rota. Admin and
 * responsable add and remove both; a voluntario of the colony adds feeding
 * points and asks to swap one of their own shifts with another volunteer's,
 * who accepts or refuses it here or on /hoy (staff may approve it too).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert, Box, Button, Checkbox, FormControlLabel, IconButton, List, ListItem, ListItemText, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { DIAS_SEMANA, FRANJAS } from '../../domain/calle';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { Loading } from '../components/Loading';
import { calleApi, type Asignado, type Comedero, type Turno } from './api';
import { CambiosTurno } from './CambiosTurno';

const TARGET = { minHeight: 44 };

interface Datos {
  nombre: string;
  voluntarios: Asignado[];
  comederos: Comedero[];
  turnos: Turno[];
}

export function ColoniaCallePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const id = Number(useParams().id);
  const user = useStoredUser();
  const role = user?.role;
  const gestionTurnos = can(role, 'turnos.gestionar');
  const [datos, setDatos] = useState<Datos | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }), [notify]);

  const load = useCallback(async () => {
    try {
      const [equipo, comederos, turnos] = await Promise.all([calleApi.equipo(id), calleApi.comederos(id), calleApi.turnos(id)]);
      setDatos({ nombre: equipo.nombre, voluntarios: equipo.voluntarios, comederos, turnos });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  // New feeding point
  const [nombre, setNombre] = useState('');
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [activo, setActivo] = useState(true);

  async function addComedero(event: FormEvent) {
    event.preventDefault();
    try {
      await calleApi.crearComedero(id, { nombre, latitude: Number(lat), longitude: Number(lon), descripcion: descripcion.trim() || null, activo });
      notify(translate('gatera.calle.comederos.creado'), { type: 'success' });
      setNombre('');
      setLat('');
      setLon('');
      setDescripcion('');
      await load();
    } catch (e) {
      fail(e);
    }
  }

  // New shift
  const [dia, setDia] = useState('1');
  const [franja, setFranja] = useState<string>(FRANJAS[0]);
  const [voluntario, setVoluntario] = useState('');

  async function addTurno(event: FormEvent) {
    event.preventDefault();
    try {
      await calleApi.crearTurno(id, { dia_semana: Number(dia), franja, usuario_id: Number(voluntario) });
      await load();
    } catch (e) {
      fail(e);
    }
  }

  // Swap: a request the colleague must accept before the rota changes.
  const [cambio, setCambio] = useState<Record<number, string>>({});
  const [pedidos, setPedidos] = useState(0);
  async function swap(turno: Turno) {
    const other = datos?.turnos.find((t) => t.id === Number(cambio[turno.id]));
    try {
      await calleApi.cambiarTurno(id, turno.id, Number(cambio[turno.id]));
      notify(translate('gatera.calle.cambios.pedido', { persona: other?.usuario_nombre ?? '' }), { type: 'success' });
      setCambio({ ...cambio, [turno.id]: '' });
      setPedidos((n) => n + 1);
    } catch (e) {
      fail(e);
    }
  }

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!datos) return <Loading />;
  const diaLabel = (d: number) => translate(`gatera.calle.dias.${d}`);
  const franjaLabel = (f: string) => translate(`gatera.calle.franjas.${f}`);
  const ajenos = datos.turnos.filter((t) => t.usuario_id !== user?.id);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('gatera.calle.comederos.titulo', { colonia: datos.nombre })}
      </Typography>

      <Box component="section" aria-labelledby="comederos-titulo" sx={{ mb: 4 }}>
        <Typography id="comederos-titulo" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.comederos.comederos')}
        </Typography>
        {datos.comederos.length === 0 ? (
          <Typography>{translate('gatera.calle.comederos.sinComederos')}</Typography>
        ) : (
          <List dense data-testid="comederos-colonia">
            {datos.comederos.map((c) => (
              <ListItem
                key={c.id}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={translate('gatera.calle.comederos.eliminarComedero', { nombre: c.nombre })} onClick={() => void calleApi.eliminarComedero(id, c.id).then(load, fail)} sx={{ width: 44, height: 44 }}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${c.nombre}${c.activo ? '' : ` (${translate('gatera.calle.comederos.inactivo')})`}`}
                  secondary={[`${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`, c.descripcion].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {can(role, 'comederos.gestionar') ? (
          <Box component="form" onSubmit={(e) => void addComedero(e)} aria-label={translate('gatera.calle.comederos.nuevo')} sx={{ mt: 2 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {translate('gatera.calle.comederos.nuevo')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
              <TextField label={translate('gatera.calle.comederos.nombre')} value={nombre} onChange={(e) => setNombre(e.target.value)} required size="small" />
              <TextField label={translate('gatera.calle.comederos.latitud')} value={lat} onChange={(e) => setLat(e.target.value)} required size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <TextField label={translate('gatera.calle.comederos.longitud')} value={lon} onChange={(e) => setLon(e.target.value)} required size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <TextField label={translate('gatera.calle.comederos.descripcion')} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} size="small" />
              <FormControlLabel control={<Checkbox checked={activo} onChange={(e) => setActivo(e.target.checked)} />} label={translate('gatera.calle.comederos.activo')} sx={TARGET} />
              <Button type="submit" variant="contained" sx={TARGET}>
                {translate('gatera.calle.comederos.anadir')}
              </Button>
            </Stack>
          </Box>
        ) : null}
      </Box>

      <CambiosTurno coloniaId={id} version={pedidos} onAccepted={() => void load()} />

      <Box component="section" aria-labelledby="turnos-titulo">
        <Typography id="turnos-titulo" variant="h5" component="h2" gutterBottom>
          {translate('gatera.calle.turnos.titulo')}
        </Typography>
        {datos.turnos.length === 0 ? (
          <Typography>{translate('gatera.calle.turnos.sinTurnos')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="turnos-titulo">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('gatera.calle.turnos.dia')}</TableCell>
                  <TableCell>{translate('gatera.calle.turnos.franja')}</TableCell>
                  <TableCell>{translate('gatera.calle.turnos.voluntario')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {datos.turnos.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell>{diaLabel(t.dia_semana)}</TableCell>
                    <TableCell>{franjaLabel(t.franja)}</TableCell>
                    <TableCell>{t.usuario_nombre}</TableCell>
                    <TableCell>
                      {gestionTurnos ? (
                        <IconButton
                          aria-label={translate('gatera.calle.turnos.eliminarTurno', { dia: diaLabel(t.dia_semana), franja: franjaLabel(t.franja), persona: t.usuario_nombre })}
                          onClick={() => void calleApi.eliminarTurno(id, t.id).then(load, fail)}
                          sx={{ width: 44, height: 44 }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      ) : t.usuario_id === user?.id && ajenos.length > 0 ? (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <TextField
                            select
                            size="small"
                            label={translate('gatera.calle.turnos.cambiarPor')}
                            value={cambio[t.id] ?? ''}
                            onChange={(e) => setCambio({ ...cambio, [t.id]: e.target.value })}
                            sx={{ minWidth: 200 }}
                          >
                            {ajenos.map((o) => (
                              <MenuItem key={o.id} value={String(o.id)} sx={TARGET}>
                                {`${diaLabel(o.dia_semana)} · ${franjaLabel(o.franja)} · ${o.usuario_nombre}`}
                              </MenuItem>
                            ))}
                          </TextField>
                          <Button
                            variant="outlined"
                            disabled={!cambio[t.id]}
                            onClick={() => void swap(t)}
                            aria-label={translate('gatera.calle.turnos.cambiarTurno', { dia: diaLabel(t.dia_semana), franja: franjaLabel(t.franja) })}
                            sx={TARGET}
                          >
                            {translate('gatera.calle.turnos.cambiar')}
                          </Button>
                        </Stack>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {gestionTurnos ? (
          datos.voluntarios.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{translate('gatera.calle.turnos.sinVoluntarios')}</Typography>
          ) : (
            <Box component="form" onSubmit={(e) => void addTurno(e)} aria-label={translate('gatera.calle.turnos.nuevo')} sx={{ mt: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select size="small" label={translate('gatera.calle.turnos.dia')} value={dia} onChange={(e) => setDia(e.target.value)} sx={{ minWidth: 140 }}>
                  {DIAS_SEMANA.map((d) => (
                    <MenuItem key={d} value={String(d)} sx={TARGET}>
                      {diaLabel(d)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select size="small" label={translate('gatera.calle.turnos.franja')} value={franja} onChange={(e) => setFranja(e.target.value)} sx={{ minWidth: 140 }}>
                  {FRANJAS.map((f) => (
                    <MenuItem key={f} value={f} sx={TARGET}>
                      {franjaLabel(f)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select size="small" required label={translate('gatera.calle.turnos.voluntario')} value={voluntario} onChange={(e) => setVoluntario(e.target.value)} sx={{ minWidth: 200 }}>
                  {datos.voluntarios.map((v) => (
                    <MenuItem key={v.id} value={String(v.id)} sx={TARGET}>
                      {v.nombre}
                    </MenuItem>
                  ))}
                </TextField>
                <Button type="submit" variant="contained" disabled={!voluntario} sx={TARGET}>
                  {translate('gatera.calle.turnos.nuevo')}
                </Button>
              </Stack>
            </Box>
          )
        ) : null}
      </Box>
    </Box>
  );
}
