/**
 * /acreditaciones/:id: one accreditation (the person, colonies, dates, course,
 * state) and the download of its card; staff also renew or correct it, put
 * the card's photo, and revoke it. Opened from the list, the list's row
 * stands in until the record arrives: it carries every field shown.
 */
import { useState, type ChangeEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Acreditacion } from '../../domain/schemas/acreditacion';
import { formatDate } from '../../domain/validation';
import { RecordShow } from '../components/RecordShow';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { detailOf } from '../registros/formHelpers';
import { AcreditacionFormDialog } from './AcreditacionFormDialog';
import { EstadoChip } from './EstadoChip';
import { RevocarDialog } from './RevocarDialog';
import { T } from './AcreditacionesPage';

/** The photo types the card can print. */
const FOTO_ACCEPT = 'image/jpeg,image/png';

export function AcreditacionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const gestionar = can(useStoredUser()?.role, 'acreditaciones.gestionar');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<null | 'editar' | 'revocar'>(null);

  async function descargar(a: Acreditacion) {
    setBusy(true);
    try {
      await dataProvider.descargarCarne(a);
    } catch {
      notify(`${T}.carneError`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function subirFoto(a: Acreditacion, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await dataProvider.subirFotoCarne(a.id, file);
      notify(`${T}.foto.subida`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <RecordShow<Acreditacion>
      resource="acreditaciones"
      listPath="/acreditaciones"
      title={`${T}.titulo`}
      heading={(a) => a.usuario_nombre}
      fields={(a) => [
        ['codigo', a.codigo],
        ['entidad_nombre', a.entidad_nombre ?? ''],
        ['colonias', (a.colonias ?? []).map((c) => c.nombre).join(', ')],
        ['desde', formatDate(a.desde)],
        ['hasta', formatDate(a.hasta)],
        ['curso_titulo', a.curso_titulo ?? ''],
        ['estado', <EstadoChip key="estado" estado={a.estado} />],
        ['motivo_revocacion', a.motivo_revocacion ?? ''],
      ]}
      actions={(a) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => void descargar(a)} disabled={busy} sx={{ minHeight: 44 }}>
            {translate(`${T}.carne`)}
          </Button>
          {gestionar && a.revocada_at === null ? (
            <>
              <Button variant="outlined" onClick={() => setDialog('editar')} disabled={busy} sx={{ minHeight: 44 }}>
                {translate(`${T}.form.editar`)}
              </Button>
              <Button variant="outlined" component="label" disabled={busy} sx={{ minHeight: 44 }}>
                {translate(a.foto ? `${T}.foto.cambiar` : `${T}.foto.subir`)}
                <input hidden type="file" accept={FOTO_ACCEPT} onChange={(e) => void subirFoto(a, e)} />
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('revocar')} disabled={busy} sx={{ minHeight: 44 }}>
                {translate(`${T}.revocar.boton`)}
              </Button>
            </>
          ) : null}
        </Stack>
      )}
      below={(a) =>
        dialog === 'editar' ? <AcreditacionFormDialog acreditacion={a} onClose={() => setDialog(null)} /> : dialog === 'revocar' ? <RevocarDialog acreditacion={a} onClose={() => setDialog(null)} /> : null
      }
    />
  );
}
