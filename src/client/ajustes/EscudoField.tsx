/** The council's coat of arms on the settings screen: the current image, choose another, remove it. */
import { useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Ajustes } from '../../domain/ajustes';
import { apiJson } from '../providers/httpClient';

const T = 'gatera.consola.ajustes';

export function EscudoField({ escudo, onChange }: { escudo: string | null; onChange: (ajustes: Ajustes) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function run(request: () => Promise<{ data: Ajustes }>) {
    setBusy(true);
    try {
      onChange((await request()).data);
      notify(`${T}.guardados`, { type: 'success' });
    } catch (error) {
      notify(`${T}.fallo`, { type: 'error', messageArgs: { motivo: error instanceof Error ? error.message : String(error) } });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const upload = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    void run(() => apiJson<Ajustes>('/api/ajustes/escudo', { method: 'PUT', form }));
  };

  return (
    <Box component="section" aria-labelledby="ajustes-escudo">
      <Typography id="ajustes-escudo" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${T}.escudo`)}
      </Typography>
      {escudo ? (
        <Box component="img" src={`/api/settings/escudo?v=${encodeURIComponent(escudo)}`} alt={translate(`${T}.escudoActual`)} sx={{ maxHeight: 96, maxWidth: 160, display: 'block', mb: 1 }} />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" disabled={busy}>
          {translate(`${T}.escudoElegir`)}
          <input
            ref={input}
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload(file);
            }}
          />
        </Button>
        {escudo ? (
          <Button color="error" disabled={busy} onClick={() => void run(() => apiJson<Ajustes>('/api/ajustes/escudo', { method: 'DELETE' }))}>
            {translate(`${T}.escudoQuitar`)}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
