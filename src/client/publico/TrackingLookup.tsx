/**
 * A public page where anyone follows something they filed by its tracking
 * code: a form for the code, and the record's public fields and the council's
 * public answer. The code in the address is the one looked up: the e-mailed
 * link and the form both put it there (?codigo=…), so a link shows the answer
 * at once. Complaints and sightings each give their texts, their data
 * provider's call and which fields they show.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PublicLayout } from '../layout/PublicLayout';

export interface Tracked {
  codigo_seguimiento: string;
  respuesta_publica: string | null;
}

export interface TrackingLookupProps<R extends Tracked> {
  /** The i18n prefix of the page's texts (titulo, intro, codigo, consultar, consultando, obligatorio, resultado, respuesta, sinRespuesta). */
  texts: string;
  /** Names the lookup in react-query's cache. */
  queryKey: string;
  /** The page's data-provider call that reads a record by its code. */
  read: (codigo: string, signal: AbortSignal) => Promise<R>;
  /** The record's public fields, each as its label's i18n key and its value. */
  fields: (result: R) => (readonly [string, ReactNode])[];
}

export function TrackingLookup<R extends Tracked>({ texts: T, queryKey, read, fields }: TrackingLookupProps<R>) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const [missing, setMissing] = useState(false);
  const fromLink = params.get('codigo') ?? '';
  const lookUp = useQuery({
    queryKey: [queryKey, fromLink],
    queryFn: ({ signal }) => read(fromLink, signal),
    enabled: fromLink !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
  const busy = lookUp.isFetching;
  const result = busy ? null : lookUp.data;
  const error = missing ? translate(`${T}.obligatorio`) : !busy && lookUp.error ? lookUp.error.message : null;
  const headingId = `${queryKey}-resultado`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = codigo.trim();
    setMissing(!code);
    if (!code) return;
    setParams({ codigo: code });
    if (code === fromLink) void lookUp.refetch();
  }

  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextField
          label={translate(`${T}.codigo`)}
          name="codigo"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ minWidth: 240 }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56 }}>
          {translate(busy ? `${T}.consultando` : `${T}.consultar`)}
        </Button>
      </Box>
      <Box aria-live="polite">
        {error ? <Alert severity="error">{error}</Alert> : null}
        {result ? (
          <Card variant="outlined" component="section" aria-labelledby={headingId}>
            <CardContent>
              <Typography id={headingId} variant="h5" component="h2" gutterBottom>
                {translate(`${T}.resultado`, { codigo: result.codigo_seguimiento })}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
                {fields(result).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {translate(label)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Stack spacing={0.5} sx={{ mt: 2 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate(`${T}.respuesta`)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{result.respuesta_publica ?? translate(`${T}.sinRespuesta`)}</Typography>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
      </Box>
    </PublicLayout>
  );
}
