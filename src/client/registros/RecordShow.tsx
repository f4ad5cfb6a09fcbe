/**
 * A record's page inside its resource (/<resource>/:id): a way back, the record
 * named in a heading, its actions, its fields each labelled as react-admin
 * names them (resources.<resource>.fields.<source>), and what the record shows
 * below them (a campaign's cats).
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Loading } from '../components/Loading';

export interface RecordShowProps<T extends RaRecord> {
  resource: string;
  /** Where the way back goes when the page was not opened from the app (a link from elsewhere, a reload). */
  listPath: string;
  /** The app bar's title: a catalogue key. */
  title: string;
  heading: (record: T) => string;
  /** The record's fields, each named by its source. */
  fields: (record: T) => [source: string, value: ReactNode][];
  actions?: (record: T) => ReactNode;
  children?: (record: T) => ReactNode;
}

export function RecordShow<T extends RaRecord>({ resource, listPath, title, heading, fields, actions, children }: RecordShowProps<T>) {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<T>(resource, { id: Number(id) }, { enabled: Boolean(id), retry: false });
  // Back to the list as it was when the page was opened from it; otherwise to the list.
  const back = () => (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate(listPath));
  const headingId = `${resource}-registro-titulo`;
  return (
    <>
      <Title title={title} />
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={back}>
          {translate('ra.action.back')}
        </Button>
        {data && actions ? actions(data) : null}
      </Box>
      {isPending ? <Loading /> : null}
      {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}</Alert> : null}
      {data ? (
        <Card component="article" aria-labelledby={headingId} sx={{ mb: 2 }}>
          <CardContent>
            <Typography id={headingId} component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {heading(data)}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
              {fields(data).map(([source, value]) => (
                <Box key={source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                    {translate(`resources.${resource}.fields.${source}`)}
                  </Typography>
                  <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
      {data && children ? children(data) : null}
    </>
  );
}
