/** The council's coat of arms on the settings screen: the current image, choose another, remove it. */
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Ajustes } from '../../domain/ajustes';
import { useGateraDataProvider } from '../providers/dataProvider';

const T = 'gatera.consola.ajustes';

export function EscudoField({ escudo, onChange }: { escudo: string | null; onChange: (ajustes: Ajustes) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const input = useRef<HTMLInputElement>(null);
  // A file to upload, or null to remove the current one.
  const cambiar = useMutation({
    mutationFn: (file: File | null) => (file ? dataProvider.subirEscudo(file) : dataProvider.quitarEscudo()),
    onSuccess: (ajustes) => {
      onChange(ajustes);
      notify(`${T}.guardados`, { type: 'success' });
    },
    onError: (error) => notify(`${T}.fallo`, { type: 'error', messageArgs: { motivo: error instanceof Error ? error.message : String(error) } }),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const busy = cambiar.isPending;

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
              if (file) cambiar.mutate(file);
            }}
          />
        </Button>
        {escudo ? (
          <Button color="error" disabled={busy} onClick={() => cambiar.mutate(null)}>
            {translate(`${T}.escudoQuitar`)}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
