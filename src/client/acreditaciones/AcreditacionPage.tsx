/**
 * /acreditaciones/:id: one accreditation (the person, colonies, dates, course,
 * state) and the download of its card. Opened from the list, the list's row
 * stands in until the record arrives: it carries every field shown.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Acreditacion } from '../../domain/schemas/acreditacion';
import { formatDate } from '../../domain/validation';
import { RecordShow } from '../components/RecordShow';
import { useGateraDataProvider } from '../providers/dataProvider';
import { EstadoChip } from './EstadoChip';
import { T } from './AcreditacionesPage';

export function AcreditacionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const [busy, setBusy] = useState(false);

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

  return (
    <RecordShow<Acreditacion>
      resource="acreditaciones"
      listPath="/acreditaciones"
      title={`${T}.titulo`}
      heading={(a) => a.usuario_nombre}
      fields={(a) => [
        ['codigo', a.codigo],
        ['colonias', (a.colonias ?? []).map((c) => c.nombre).join(', ')],
        ['desde', formatDate(a.desde)],
        ['hasta', formatDate(a.hasta)],
        ['curso_titulo', a.curso_titulo ?? ''],
        ['estado', <EstadoChip key="estado" estado={a.estado} />],
        ['motivo_revocacion', a.motivo_revocacion ?? ''],
      ]}
      actions={(a) => (
        <Button variant="contained" onClick={() => void descargar(a)} disabled={busy} sx={{ minHeight: 44 }}>
          {translate(`${T}.carne`)}
        </Button>
      )}
    />
  );
}
