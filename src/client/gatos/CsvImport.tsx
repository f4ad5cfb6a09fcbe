/**
 * The CSV import of the creation screen: a file must
 * be chosen ('Por favor selecciona un archivo CSV.'); the answer's `detalle`,
 * the rows skipped and each rejected row are shown; a 403 shows the server's
 * detail after a prohibited sign; any other failure 'Error al importar el archivo CSV.'.
 */
import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { GATO_MESSAGES } from '../../domain/messages';
import { IMPORT_COLONY } from '../../domain/gatos';
import type { ColoniaOpcion } from '../../domain/types';
import { useGateraDataProvider, type GatosImportAnswer } from '../providers/dataProvider';

type ImportAnswer = GatosImportAnswer;

type Outcome = { kind: 'ok'; answer: ImportAnswer } | { kind: 'error'; message: string; detail?: string };

export const PROHIBITED_PREFIX = '⛔ ';

export function CsvImport({ colonias }: { colonias: ColoniaOpcion[] }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [coloniaId, setColoniaId] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setOutcome({ kind: 'error', message: GATO_MESSAGES.csvMissing });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const form = new FormData();
      if (coloniaId) form.append('colonia_id', coloniaId);
      form.append('file', file, file.name);
      const data = await dataProvider.importarGatosCsv(form);
      setOutcome({ kind: 'ok', answer: data });
      notify(data.detalle, { type: 'success' });
      setFile(null);
      setResetKey((key) => key + 1);
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) {
        setOutcome({ kind: 'error', message: `${PROHIBITED_PREFIX}${error.message}` });
      } else {
        setOutcome({ kind: 'error', message: GATO_MESSAGES.csvFailed, detail: error instanceof Error ? error.message : undefined });
      }
    } finally {
      setBusy(false);
    }
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
              setOutcome(null);
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
          {outcome?.kind === 'error' ? (
            <Alert severity="error">
              {translate(outcome.message, { _: outcome.message })}
              {outcome.detail && outcome.detail !== outcome.message ? <Typography variant="body2">{outcome.detail}</Typography> : null}
            </Alert>
          ) : null}
          {outcome?.kind === 'ok' ? <ImportReport answer={outcome.answer} /> : null}
        </Box>
      </Stack>
    </Box>
  );
}

function ImportReport({ answer }: { answer: ImportAnswer }) {
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
