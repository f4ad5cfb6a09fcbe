/**
 * The frame of a staff record page (/<resource>/:id) read with useGetOne: the
 * record's name as the page's heading, a back button (to where the page was
 * opened from; straight from a link, to the list), 'Cargando...', a load
 * failure as 'Error: message', the actions the role may take, and the
 * record's fields as a definition list, each named by
 * resources.<resource>.fields.<source>.
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Loading } from '../components/Loading';

export interface RecordPageProps<T extends RaRecord> {
  resource: string;
  /** The list the back button returns to when the page was opened straight from a link. */
  listPath: string;
  /** The page's heading: the record's name. */
  name: (record: T) => string;
  /** The fields shown, in order: [source, value]. */
  fields: (record: T) => [string, ReactNode][];
  /** What the role may do with it (buttons), and the dialogs they open. */
  actions?: (record: T) => ReactNode;
  /** Shown below the fields (e.g. a photo). */
  children?: (record: T) => ReactNode;
}

export function RecordPage<T extends RaRecord>({ resource, listPath, name, fields, actions, children }: RecordPageProps<T>) {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<T>(resource, { id: Number(id) }, { enabled: Boolean(id), retry: false });
  const back = () => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(listPath);
  };
  return (
    <>
      {data ? <Title title={name(data)} /> : null}
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={back}>
          {translate('ra.action.back')}
        </Button>
        {data && actions ? actions(data) : null}
      </Box>
      {isPending && id ? <Loading /> : null}
      {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}</Alert> : null}
      {data ? (
        <Card component="article" aria-label={name(data)}>
          <CardContent>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
              {fields(data).map(([source, value]) => (
                <Box key={source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                    {translate(`resources.${resource}.fields.${source}`)}
                  </Typography>
                  <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {children ? children(data) : null}
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
