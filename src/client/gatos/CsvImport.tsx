/**
 * The CSV import of the creation screen: a file must
 * be chosen ('Por favor selecciona un archivo CSV.'); the answer's `detalle`,
 * the rows skipped and each rejected row are shown; a 403 shows the server's
 * detail after a prohibited sign; any other failure 'Error al importar el archivo CSV.'.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { GATO_MESSAGES } from '../../domain/messages';
import { IMPORT_COLONY } from '../../domain/gatos';
import type { ColoniaOpcion } from '../../domain/types';
import { useGateraDataProvider, type GatosImportAnswer } from '../providers/dataProvider';

export const PROHIBITED_PREFIX = '⛔ ';

/** A 403 shows the server's detail after a prohibited sign; any other failure the original message, with the detail below. */
function failureOf(error: unknown): { message: string; detail?: string } {
  if (error instanceof HttpError && error.status === 403) return { message: `${PROHIBITED_PREFIX}${error.message}` };
  return { message: GATO_MESSAGES.csvFailed, detail: error instanceof Error ? error.message : undefined };
}

export function CsvImport({ colonias }: { colonias: ColoniaOpcion[] }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [coloniaId, setColoniaId] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [missingFile, setMissingFile] = useState(false);
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();
  const importing = useMutation({
    mutationFn: (form: FormData) => dataProvider.importarGatosCsv(form),
    onSuccess: (data) => {
      notify(data.detalle, { type: 'success' });
      setFile(null);
      setResetKey((key) => key + 1);
    },
  });
  const busy = importing.isPending;
  const failure = importing.error ? failureOf(importing.error) : missingFile ? { message: GATO_MESSAGES.csvMissing } : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissingFile(!file);
    if (!file) {
      importing.reset();
      return;
    }
    const form = new FormData();
    if (coloniaId) form.append('colonia_id', coloniaId);
    form.append('file', file, file.name);
    importing.mutate(form);
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('gatera.gatos.titulos.importar')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('gatera.gatos.csv.explicacion')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField select label={translate('gatera.gatos.csv.coloniaDestino')} value={coloniaId} onChange={(e) => setColoniaId(e.target.value)} disabled={busy} fullWidth>
          <MenuItem value="">{translate('gatera.gatos.csv.automatica', { nombre: IMPORT_COLONY.nombre })}</MenuItem>
          {colonias.map((colonia) => (
            <MenuItem key={colonia.id} value={String(colonia.id)}>
              {colonia.nombre}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
            {translate('gatera.gatos.csv.archivo')}
          </Typography>
          <input
            key={resetKey}
            id={inputId}
            name="file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
              importing.reset();
            }}
            style={{ maxWidth: '100%' }}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(busy ? 'gatera.gatos.csv.importando' : 'gatera.gatos.csv.importar')}
          </Button>
        </Box>
        <Box role="status" aria-live="polite">
          {failure ? (
            <Alert severity="error">
              {translate(failure.message, { _: failure.message })}
              {failure.detail && failure.detail !== failure.message ? <Typography variant="body2">{failure.detail}</Typography> : null}
            </Alert>
          ) : null}
          {importing.data && !failure ? <ImportReport answer={importing.data} /> : null}
        </Box>
      </Stack>
    </Box>
  );
}

function ImportReport({ answer }: { answer: GatosImportAnswer }) {
  const errores = answer.errores ?? [];
  const translate = useTranslate();
  return (
    <Alert severity={errores.length ? 'warning' : 'success'}>
      <Typography>{answer.detalle}</Typography>
      <Typography variant="body2">{translate('gatera.gatos.csv.omitidos', { n: answer.omitidos })}</Typography>
      {errores.length ? (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {translate('gatera.gatos.csv.rechazadasN', { n: errores.length })}
          </Typography>
          <List dense aria-label={translate('gatera.gatos.csv.rechazadas')} sx={{ py: 0 }}>
            {errores.map((error) => (
              <ListItem key={`${error.fila}-${error.motivo}`} disableGutters sx={{ py: 0 }}>
                <ListItemText primary={translate('gatera.gatos.csv.fila', { fila: error.fila, motivo: error.motivo })} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
