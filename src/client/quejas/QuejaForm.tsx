/**
 * Filing a complaint: descripcion required; colony,
 * proposed solution and an attachment optional; sent as multipart.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Queja } from '../../domain/types';
import { seguimientoPath } from '../../domain/seguimiento';
import { RECORD_MESSAGES } from '../../domain/messages';
import { can } from '../../domain/roles';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { apiJson } from '../providers/httpClient';
import { useStoredUser } from '../providers/session';
import { AttachmentInput } from '../registros/Attachment';
import { ColoniaSelect } from '../registros/ColoniaSelect';
import { appendAttachment } from '../registros/prepareAttachment';
import { useColoniaOptions } from '../registros/useColoniaOptions';

export const QUEJAS_CREATE_PATH = '/api/quejas/quejas/';

export function QuejaForm() {
  const { colonias } = useColoniaOptions();
  // A citizen does not write the responsable's solution (the server ignores it from them).
  const proposesSolution = can(useStoredUser()?.role, 'quejas.proponerSolucion');
  const [descripcion, setDescripcion] = useState('');
  const [coloniaId, setColoniaId] = useState('');
  const [solucion, setSolucion] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [serverDetail, setServerDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codigo, setCodigo] = useState<string | null>(null);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerDetail(null);
    setCodigo(null);
    if (!descripcion.trim()) {
      setError(REQUIRED_MESSAGES.queja.descripcion);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('descripcion', descripcion.trim());
      if (coloniaId) form.append('colonia_id', coloniaId);
      if (proposesSolution && solucion.trim()) form.append('solucion_responsable', solucion.trim());
      if (file) await appendAttachment(form, file);
      const { data } = await apiJson<Queja>(QUEJAS_CREATE_PATH, { method: 'POST', form });
      notify(RECORD_MESSAGES.quejaCreated, { type: 'success' });
      setCodigo(data?.codigo_seguimiento ?? null);
      setDescripcion('');
      setColoniaId('');
      setSolucion('');
      setFile(null);
      setResetKey((key) => key + 1);
      refresh();
    } catch (failure) {
      notify(RECORD_MESSAGES.quejaFailed, { type: 'error' });
      setServerDetail(failure instanceof Error ? failure.message : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('gatera.registros.quejas.nueva')}>
      <Stack spacing={1}>
        <TextField
          label={translate('gatera.comun.descripcion')}
          name="descripcion"
          value={descripcion}
          onChange={(e) => setDescripcion(e.target.value)}
          required
          multiline
          minRows={3}
          error={Boolean(error)}
          helperText={error ? translate(error) : ' '}
          disabled={busy}
          fullWidth
        />
        <ColoniaSelect value={coloniaId} onChange={setColoniaId} colonias={colonias} noneLabel={translate('gatera.comun.sinColonia')} disabled={busy} />
        {proposesSolution ? (
          <TextField
            label={translate('gatera.comun.solucionPropuesta')}
            name="solucion_responsable"
            value={solucion}
            onChange={(e) => setSolucion(e.target.value)}
            multiline
            minRows={2}
            helperText=" "
            disabled={busy}
            fullWidth
          />
        ) : null}
        <AttachmentInput file={file} onChange={setFile} resetKey={resetKey} disabled={busy} />
        {serverDetail ? <Alert severity="error">{serverDetail}</Alert> : null}
        {codigo ? (
          <Alert severity="success" role="status" action={<Button component={RouterLink} to={seguimientoPath(codigo)} color="inherit" size="small">{translate('gatera.vecinos.seguimiento.verSeguimiento')}</Button>}>
            {translate('gatera.vecinos.seguimiento.registrada', { codigo })}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(busy ? 'gatera.comun.enviando' : 'gatera.registros.quejas.registrar')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
