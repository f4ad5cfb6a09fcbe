/**
 * The CSV import of the creation screen, a react-admin form: a file must
 * be chosen ('Por favor selecciona un archivo CSV.', under the file input); the answer's `detalle`,
 * the rows skipped and each rejected row are shown; a 403 shows the server's
 * detail after a prohibited sign; any other failure 'Error al importar el archivo CSV.'.
 */
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Form, HttpError, SelectInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { GATO_MESSAGES } from '../../domain/messages';
import { IMPORT_COLONY } from '../../domain/gatos';
import type { ColoniaOpcion } from '../../domain/types';
import { useGateraDataProvider, type GatosImportAnswer } from '../providers/dataProvider';
import { NativeFileInput } from '../components/NativeFileInput';

export const PROHIBITED_PREFIX = '⛔ ';

/** A 403 shows the server's detail after a prohibited sign; any other failure the original message, with the detail below. */
function failureOf(error: unknown): { message: string; detail?: string } {
  if (error instanceof HttpError && error.status === 403) return { message: `${PROHIBITED_PREFIX}${error.message}` };
  return { message: GATO_MESSAGES.csvFailed, detail: error instanceof Error ? error.message : undefined };
}

const requiredFile = (value: unknown) => (value instanceof File ? undefined : GATO_MESSAGES.csvMissing);

export function CsvImport({ colonias }: { colonias: ColoniaOpcion[] }) {
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();
  const importing = useMutation({
    mutationFn: (form: FormData) => dataProvider.importarGatosCsv(form),
    onSuccess: (data) => notify(data.detalle, { type: 'success' }),
  });
  const busy = importing.isPending;
  const failure = importing.error ? failureOf(importing.error) : null;

  function submit(values: Record<string, unknown>) {
    const form = new FormData();
    if (values.colonia_id) form.append('colonia_id', String(values.colonia_id));
    const file = values.file as File;
    form.append('file', file, file.name);
    importing.mutate(form);
  }

  return (
    <Box role="form" aria-label={translate('gatera.gatos.titulos.importar')}>
      <Form defaultValues={{ colonia_id: '', file: null }} onSubmit={submit} noValidate>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('gatera.gatos.csv.explicacion')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <SelectInput source="colonia_id" label="gatera.gatos.csv.coloniaDestino" choices={colonias} optionText="nombre" translateChoice={false} emptyText={translate('gatera.gatos.csv.automatica', { nombre: IMPORT_COLONY.nombre })} emptyValue="" disabled={busy} helperText={false} fullWidth />
          <NativeFileInput source="file" label="gatera.gatos.csv.archivo" accept=".csv,text/csv" validate={requiredFile} disabled={busy} onChosen={() => importing.reset()} />
          <EmptyFileAfterImport imported={importing.data} />
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
      </Form>
    </Box>
  );
}

/** Once a file is imported the input empties (the destination colony stays for the next file). */
function EmptyFileAfterImport({ imported }: { imported: GatosImportAnswer | undefined }) {
  const { setValue } = useFormContext();
  useEffect(() => {
    if (imported) setValue('file', null);
  }, [imported, setValue]);
  return null;
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
