/**
 * Filing an inspection: colony and observaciones
 * required; acciones_recomendadas and an attachment optional; multipart.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { RECORD_MESSAGES } from '../../domain/messages';
import { REQUIRED_MESSAGES } from '../../domain/validation';
import { apiJson } from '../providers/httpClient';
import { AttachmentInput } from '../registros/Attachment';
import { ColoniaSelect } from '../registros/ColoniaSelect';
import { appendAttachment } from '../registros/prepareAttachment';
import { useColoniaOptions } from '../registros/useColoniaOptions';

export const INSPECCIONES_CREATE_PATH = '/api/inspecciones/inspecciones/';

interface Errors {
  colonia_id?: string;
  observaciones?: string;
}

export function InspeccionForm() {
  const { colonias } = useColoniaOptions();
  const [coloniaId, setColoniaId] = useState('');
  const [observaciones, setObservaciones] = useState('');
  const [acciones, setAcciones] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [serverDetail, setServerDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerDetail(null);
    const found: Errors = {};
    if (!coloniaId) found.colonia_id = REQUIRED_MESSAGES.inspeccion.colonia_id;
    if (!observaciones.trim()) found.observaciones = REQUIRED_MESSAGES.inspeccion.observaciones;
    setErrors(found);
    if (found.colonia_id || found.observaciones) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('colonia_id', coloniaId);
      form.append('observaciones', observaciones.trim());
      if (acciones.trim()) form.append('acciones_recomendadas', acciones.trim());
      if (file) await appendAttachment(form, file);
      await apiJson(INSPECCIONES_CREATE_PATH, { method: 'POST', form });
      notify(RECORD_MESSAGES.inspeccionCreated, { type: 'success' });
      setColoniaId('');
      setObservaciones('');
      setAcciones('');
      setFile(null);
      setResetKey((key) => key + 1);
      refresh();
    } catch (failure) {
      notify(RECORD_MESSAGES.inspeccionFailed, { type: 'error' });
      setServerDetail(failure instanceof Error ? failure.message : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('gatera.registros.inspecciones.nueva')}>
      <Stack spacing={1}>
        <ColoniaSelect value={coloniaId} onChange={setColoniaId} colonias={colonias} required error={errors.colonia_id} disabled={busy} />
        <TextField
          label={translate('gatera.comun.observaciones')}
          name="observaciones"
          value={observaciones}
          onChange={(e) => setObservaciones(e.target.value)}
          required
          multiline
          minRows={3}
          error={Boolean(errors.observaciones)}
          helperText={errors.observaciones ? translate(errors.observaciones) : ' '}
          disabled={busy}
          fullWidth
        />
        <TextField
          label={translate('gatera.comun.accionesRecomendadas')}
          name="acciones_recomendadas"
          value={acciones}
          onChange={(e) => setAcciones(e.target.value)}
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
            {translate(busy ? 'gatera.comun.enviando' : 'gatera.registros.inspecciones.registrar')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
