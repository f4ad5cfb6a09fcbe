/**
 * The assign-activity form of 'Gestión de Voluntarios':
 * 'Descripción de la Actividad' and the volunteer are required; the
 * activity starts 'pendiente'; 'Actividad asignada exitosamente' resets the
 * form; 'Error al asignar la actividad' shows in an info alert.
 */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { DEFAULTS } from '../../domain/constants';
import type { Voluntario } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

const T = 'gatera.voluntarios.actividad';

type Outcome = { type: 'ok' | 'error'; text: string } | null;

export function AsignarActividadForm({ voluntarios }: { voluntarios: Voluntario[] }) {
  const t = useTranslate();
  const refresh = useRefresh();
  const [descripcion, setDescripcion] = useState('');
  const [voluntarioId, setVoluntarioId] = useState('');
  const [errors, setErrors] = useState<{ descripcion?: string; voluntario?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const found = {
      descripcion: descripcion.trim() ? undefined : t(`${T}.requeridos.descripcion`),
      voluntario: voluntarioId ? undefined : t(`${T}.requeridos.voluntario_id`),
    };
    setErrors(found);
    if (found.descripcion || found.voluntario) return;
    setBusy(true);
    setOutcome(null);
    try {
      await apiJson('/api/voluntarios/actividades_voluntarios/', {
        method: 'POST',
        json: { descripcion: descripcion.trim(), voluntario_id: Number(voluntarioId), estatus: DEFAULTS.actividadVoluntarioEstatus },
      });
      setOutcome({ type: 'ok', text: t('registros.actividadAsignada') });
      setDescripcion('');
      setVoluntarioId('');
      refresh();
    } catch {
      setOutcome({ type: 'error', text: t('registros.actividadAsignadaFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}
    >
      <TextField
        label={t(`${T}.descripcion`)}
        name="descripcion"
        value={descripcion}
        onChange={(event) => setDescripcion(event.target.value)}
        required
        multiline
        minRows={2}
        error={Boolean(errors.descripcion)}
        helperText={errors.descripcion ?? ' '}
      />
      <TextField
        select
        label={t('roles.voluntario')}
        name="voluntario_id"
        value={voluntarioId}
        onChange={(event) => setVoluntarioId(event.target.value)}
        required
        error={Boolean(errors.voluntario)}
        helperText={errors.voluntario ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="" disabled>
          {t(`${T}.elegir`)}
        </MenuItem>
        {voluntarios.map((voluntario) => (
          <MenuItem key={voluntario.id} value={String(voluntario.id)}>
            {voluntario.username}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('gatera.voluntarios.gestion.asignar')}
        </Button>
      </Box>
      {outcome ? (
        <Alert severity={outcome.type === 'ok' ? 'success' : 'info'} role={outcome.type === 'ok' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
    </Box>
  );
}
