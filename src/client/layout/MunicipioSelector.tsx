/**
 * The app bar's «Municipio» chooser, for an account that works in several
 * municipalities (the stored user lists them; nothing shows for an account of
 * one). Choosing another asks the server for the account as that
 * municipality sees it, keeps the choice (session.ts; httpClient.ts names it
 * in every request) and loads the app again at the role's home, so no screen
 * keeps showing the other municipality's records. A choice made in another
 * tab loads this one again too, and so does a choice dropped there. When the
 * chosen municipality no longer takes the account (providers/municipioRetirado.ts)
 * the app loads again in the account's own, and the bar says so.
 */
import { useEffect, useId, useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { homeOf } from '../../domain/roleHomes';
import { detailOf } from '../registros/formHelpers';
import { useGateraDataProvider } from '../providers/dataProvider';
import { MUNICIPIO_KEY, chooseMunicipio, getToken, storeUser, useStoredUser } from '../providers/session';
import { municipioLabel, takeWithdrawnNotice } from '../providers/municipioRetirado';

/** Loads the whole app again at `path` (its screens and their data start afresh). */
function reloadAt(path: string): void {
  window.location.assign(path);
}

export function MunicipioSelector() {
  const user = useStoredUser();
  const t = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const home = user ? homeOf(user.role) : '/';

  useEffect(() => {
    const chosenElsewhere = (event: StorageEvent) => {
      if (event.key !== MUNICIPIO_KEY) return;
      // A choice dropped in another tab while the session goes on (not a sign-out, which takes the token too).
      if (event.newValue !== null || (event.oldValue !== null && getToken() !== null)) reloadAt(home);
    };
    window.addEventListener('storage', chosenElsewhere);
    return () => window.removeEventListener('storage', chosenElsewhere);
  }, [home]);

  useEffect(() => {
    const notice = takeWithdrawnNotice();
    if (notice) notify('layout.municipio.retirado', { type: 'warning', messageArgs: { ...notice } });
  }, [notify]);

  const municipios = user?.municipios ?? [];
  if (!user || municipios.length < 2) return null;
  const current = user.municipio?.id ?? municipios[0].id;

  async function choose(municipio: number) {
    if (!user || municipio === current) return;
    setBusy(true);
    try {
      // Asked first: a municipality the account no longer works in is refused, and nothing changes.
      const fresh = await dataProvider.cuentaEnMunicipio(municipio);
      chooseMunicipio(municipio);
      storeUser(fresh);
      reloadAt(homeOf(fresh.role));
    } catch (error) {
      setBusy(false);
      notify(detailOf(error) ?? 'layout.municipio.fallo', { type: 'error' });
    }
  }

  return (
    <TextField
      select
      id={id}
      size="small"
      variant="standard"
      label={t('layout.municipio.etiqueta')}
      value={String(current)}
      disabled={busy}
      onChange={(event) => void choose(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      // White on the bar's colour, as the bar's other controls; the open list keeps the page's colours.
      sx={{
        mx: 1,
        minWidth: 96,
        maxWidth: { xs: 130, sm: 220 },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused, & .MuiInputBase-root, & .MuiNativeSelect-icon': { color: 'inherit' },
        '& .MuiInput-underline::before, & .MuiInput-underline::after': { borderBottomColor: 'currentColor' },
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {municipios.map((m) => (
        <option key={m.id} value={String(m.id)}>
          {municipioLabel(m)}
        </option>
      ))}
    </TextField>
  );
}
