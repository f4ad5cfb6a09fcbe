/**
 * Filing a complaint (SPEC sections 5 and 7): descripcion required; colony,
 * proposed solution and an attachment optional; sent as multipart.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { RECORD_MESSAGES } from '../../domain/messages';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { apiJson } from '../providers/httpClient';
import { AttachmentInput } from '../registros/Attachment';
import { ColoniaSelect } from '../registros/ColoniaSelect';
import { appendAttachment } from '../registros/prepareAttachment';
import { useColoniaOptions } from '../registros/useColoniaOptions';

export const QUEJAS_CREATE_PATH = '/api/quejas/quejas/';

export function QuejaForm() {
  const { colonias } = useColoniaOptions();
  const [descripcion, setDescripcion] = useState('');
  const [coloniaId, setColoniaId] = useState('');
  const [solucion, setSolucion] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [serverDetail, setServerDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerDetail(null);
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
      if (solucion.trim()) form.append('solucion_responsable', solucion.trim());
      if (file) await appendAttachment(form, file);
      await apiJson(QUEJAS_CREATE_PATH, { method: 'POST', form });
      notify(RECORD_MESSAGES.quejaCreated, { type: 'success' });
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
    <Box component="form" onSubmit={submit} noValidate aria-label="Nueva queja">
      <Stack spacing={1}>
        <TextField
          label="Descripción"
          name="descripcion"
          value={descripcion}
          onChange={(e) => setDescripcion(e.target.value)}
          required
          multiline
          minRows={3}
          error={Boolean(error)}
          helperText={error ?? ' '}
          disabled={busy}
          fullWidth
        />
        <ColoniaSelect value={coloniaId} onChange={setColoniaId} colonias={colonias} noneLabel="Sin colonia" disabled={busy} />
        <TextField
          label="Solución propuesta"
          name="solucion_responsable"
          value={solucion}
          onChange={(e) => setSolucion(e.target.value)}
          multiline
          minRows={2}
          helperText=" "
          disabled={busy}
          fullWidth
        />
        <AttachmentInput file={file} onChange={setFile} resetKey={resetKey} disabled={busy} />
        {serverDetail ? <Alert severity="error">{serverDetail}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Enviando...' : 'Registrar queja'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
