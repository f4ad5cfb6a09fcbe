/**
 * /ajustes (admin): the installation's product name, council name,
 * contact address and coat of arms, stored on the server (audited) in place of
 * the environment's values.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { AJUSTES_MAX, type Ajustes } from '../../domain/ajustes';
import { Loading } from '../components/Loading';
import { apiJson } from '../providers/httpClient';
import { refreshSettings } from '../providers/settings';
import { SectionCard } from '../registros/SectionCard';
import { EscudoField } from './EscudoField';

const T = 'gatera.consola.ajustes';
type Texts = Pick<Ajustes, 'producto_nombre' | 'municipio_nombre' | 'contacto_email'>;
const FIELDS: (keyof Texts)[] = ['producto_nombre', 'municipio_nombre', 'contacto_email'];
const LABELS: Record<keyof Texts, string> = { producto_nombre: `${T}.producto`, municipio_nombre: `${T}.municipio`, contacto_email: `${T}.contacto` };

export function AjustesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [ajustes, setAjustes] = useState<Ajustes | null>(null);
  const [texts, setTexts] = useState<Record<keyof Texts, string>>({ producto_nombre: '', municipio_nombre: '', contacto_email: '' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const show = (value: Ajustes) => {
    setAjustes(value);
    setTexts({ producto_nombre: value.producto_nombre ?? '', municipio_nombre: value.municipio_nombre ?? '', contacto_email: value.contacto_email ?? '' });
  };

  /** What was saved: shown here, and the header and the demo notice follow at once. */
  const saved = (value: Ajustes) => {
    show(value);
    void refreshSettings();
  };

  useEffect(() => {
    apiJson<Ajustes>('/api/ajustes')
      .then(({ data }) => show(data))
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      saved((await apiJson<Ajustes>('/api/ajustes', { method: 'PUT', json: texts })).data);
      notify(`${T}.guardados`, { type: 'success' });
    } catch (error) {
      notify(`${T}.fallo`, { type: 'error', messageArgs: { motivo: error instanceof Error ? error.message : String(error) } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Title title={translate(`${T}.titulo`)} />
      <SectionCard title={translate(`${T}.titulo`)} headingId="ajustes-titulo">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.ayuda`)}
        </Typography>
        {failed ? <Alert severity="error">{translate('gatera.consola.error', { motivo: failed })}</Alert> : null}
        {!ajustes && !failed ? <Loading /> : null}
        {ajustes ? (
          <Stack spacing={3} sx={{ maxWidth: 560 }}>
            <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2 }}>
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={translate(LABELS[field])}
                  type={field === 'contacto_email' ? 'email' : 'text'}
                  value={texts[field]}
                  onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
                  slotProps={{ htmlInput: { maxLength: AJUSTES_MAX[field] } }}
                  fullWidth
                />
              ))}
              <Box>
                <Button type="submit" variant="contained" disabled={busy}>
                  {translate(busy ? `${T}.guardando` : `${T}.guardar`)}
                </Button>
              </Box>
            </Box>
            <EscudoField escudo={ajustes.escudo} onChange={saved} />
          </Stack>
        ) : null}
      </SectionCard>
    </>
  );
}
