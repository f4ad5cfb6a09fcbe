/** The clinic days' figures on /jornadas: the coming days with their free slots, the cats waiting per colony, the operated cats tested for FeLV/FIV. */
import { useQuery } from '@tanstack/react-query';
import { List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../domain/validation';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';
import { SectionCard } from '../registros/SectionCard';
import { formatShare } from '../i18n/numbers';
import { formatPlazas } from './plazas';

export function ResumenJornadasCard() {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { data, error } = useQuery({ queryKey: ['jornadas', 'resumen'], queryFn: ({ signal }) => dataProvider.resumenJornadas(signal) });
  useLoggedError(error, 'No se pudieron cargar las cifras de las jornadas:');
  if (!data) return null;
  const t = (key: string, options?: object) => translate(`gatera.jornadas.resumen.${key}`, options);
  return (
    <SectionCard title="gatera.jornadas.resumen.titulo" headingId="jornadas-resumen">
      <Typography component="h3" variant="subtitle1">
        {t('proximas')}
      </Typography>
      {data.proximas.length ? (
        <List dense>
          {data.proximas.map((j) => (
            <ListItem key={j.id}>{t('proxima', { fecha: formatDate(j.fecha), clinica: j.proveedor_nombre, libres: formatPlazas(j.libres), capacidad: j.capacidad })}</ListItem>
          ))}
        </List>
      ) : (
        <Typography>{t('sinProximas')}</Typography>
      )}
      {data.esperando.length ? (
        <>
          <Typography component="h3" variant="subtitle1">
            {t('esperando')}
          </Typography>
          <List dense>
            {data.esperando.map((c) => (
              <ListItem key={c.colonia_id}>{t('esperandoColonia', { colonia: c.colonia_nombre, smart_count: c.gatos })}</ListItem>
            ))}
          </List>
        </>
      ) : null}
      <Typography>
        {data.operados
          ? t('pruebas', { share: formatShare(data.operados_con_prueba / data.operados), con: data.operados_con_prueba, smart_count: data.operados })
          : t('sinOperados')}
      </Typography>
    </SectionCard>
  );
}
