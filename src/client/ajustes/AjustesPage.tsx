/**
 * /ajustes (admin): the installation's product name, council name,
 * contact address and coat of arms, stored on the server (audited) in place of
 * the environment's values.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Stack, Typography } from '@mui/material';
import { ResourceContextProvider, SimpleForm, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { AJUSTES_MAX, type Ajustes } from '../../domain/ajustes';
import type { AjustesBody } from '../../domain/schemas/ajustes';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { refreshSettings } from '../providers/settings';
import { SubmitToolbar } from '../registros/formHelpers';
import { SectionCard } from '../registros/SectionCard';
import { EscudoField } from './EscudoField';

const T = 'gatera.consola.ajustes';
const FIELDS = ['producto_nombre', 'municipio_nombre', 'contacto_email'] as const satisfies readonly (keyof AjustesBody)[];
const QUERY_KEY = ['ajustes'];

const textsOf = (values: Record<string, unknown>): AjustesBody => Object.fromEntries(FIELDS.map((field) => [field, (values[field] as string | null | undefined) ?? ''])) as AjustesBody;

export function AjustesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const { data: ajustes, error } = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => dataProvider.leerAjustes(signal), retry: false });

  /** What was saved: shown here, and the header and the demo notice follow at once. */
  const saved = (value: Ajustes) => {
    queryClient.setQueryData(QUERY_KEY, value);
    void refreshSettings();
  };

  const guardar = useMutation({
    mutationFn: (values: AjustesBody) => dataProvider.guardarAjustes(values),
    onSuccess: (value) => {
      saved(value);
      notify(`${T}.guardados`, { type: 'success' });
    },
    onError: (failure) => notify(`${T}.fallo`, { type: 'error', messageArgs: { motivo: failure instanceof Error ? failure.message : String(failure) } }),
  });

  return (
    <>
      <Title title={translate(`${T}.titulo`)} />
      <SectionCard title={translate(`${T}.titulo`)} headingId="ajustes-titulo">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.ayuda`)}
        </Typography>
        {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error.message })}</Alert> : null}
        {!ajustes && !error ? <Loading /> : null}
        {ajustes ? (
          <Stack spacing={3} sx={{ maxWidth: 560 }}>
            {/* Not a react-admin resource: the fields take their names from resources.ajustes.fields. */}
            <ResourceContextProvider value="ajustes">
              <SimpleForm
                record={ajustes}
                onSubmit={async (values: Record<string, unknown>) => {
                  // What the form's submit answers is read as field errors: the saved record must not be handed back.
                  await guardar.mutateAsync(textsOf(values)).catch(() => undefined);
                }}
                toolbar={<SubmitToolbar label={guardar.isPending ? `${T}.guardando` : `${T}.guardar`} />}
                sx={{ p: 0 }}
                noValidate
              >
                {FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    source={field}
                    type={field === 'contacto_email' ? 'email' : 'text'}
                    helperText={false}
                    slotProps={{ htmlInput: { maxLength: AJUSTES_MAX[field] } }}
                  />
                ))}
              </SimpleForm>
            </ResourceContextProvider>
            <EscudoField escudo={ajustes.escudo} onChange={saved} />
          </Stack>
        ) : null}
      </SectionCard>
    </>
  );
}
