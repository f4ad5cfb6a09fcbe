/**
 * /visitas/:id: one visit (for those who reach its colony), named by its time,
 * with its fields, its photo, and the same actions as its row menu ('Ver
 * foto', 'Convertir en censo').
 */
import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { Visita } from '../../domain/schemas/calle';
import { useGateraDataProvider } from '../providers/dataProvider';
import { RecordShow } from '../components/RecordShow';
import { STREET_QUERY } from './streetQuery';
import { useVisitaActions, VISITAS_T as T } from './useVisitaActions';

/** The visit's photo, read with the session (the API serves it only to those who reach the colony). */
function VisitaFoto({ visita }: { visita: Visita }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { data: blob } = useQuery({ queryKey: ['visitas', visita.id, 'foto'], queryFn: () => dataProvider.fotoDeVisita(visita.foto!), enabled: visita.foto !== null, ...STREET_QUERY });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (!url) return null;
  return <Box component="img" src={url} alt={translate('resources.visitas.fields.foto')} sx={{ mt: 2, width: '100%', maxWidth: 480, height: 'auto', borderRadius: 1, display: 'block' }} />;
}

export function VisitaPage() {
  const translate = useTranslate();
  const actionsOf = useVisitaActions();
  const yes = (value: boolean) => translate(value ? `${T}.si` : `${T}.no`);
  return (
    <RecordShow<Visita>
      resource="visitas"
      listPath="/visitas"
      title={`${T}.titulo`}
      heading={(v) => formatDateTime(v.fecha_hora)}
      fields={(v) => [
        ['fecha_hora', formatDateTime(v.fecha_hora)],
        ['colonia_nombre', v.colonia_nombre],
        ['usuario_nombre', v.usuario_nombre ?? ''],
        ['comedero_nombre', v.comedero_nombre ?? ''],
        ['comida', yes(v.comida)],
        ['agua', yes(v.agua)],
        ['gatos_vistos', v.gatos_vistos ?? ''],
        ['incidencia', `${v.incidencia ?? ''}${v.urgente ? ` (${translate(`${T}.urgente`)})` : ''}`],
        ['censo_id', v.censo_id !== null ? translate(`${T}.censada`) : ''],
      ]}
      actions={(v) =>
        actionsOf(v).map((action) => (
          <Button key={action.label} variant="outlined" onClick={action.onClick}>
            {action.label}
          </Button>
        ))
      }
    >
      {(v) => (v.foto ? <VisitaFoto visita={v} /> : null)}
    </RecordShow>
  );
}
