/**
 * /ajustes (admin): the settings of the administrator's municipality (its
 * name, NIF, DIR3 code, address, contact, map centre and radius, languages offered, CER
 * target, days a census stands and yearly attrition of a stale estimate, slots a booked cat takes of a clinic day,
 * and coat of arms) and the installation's product name, stored on the
 * server (audited) in place of the environment's values. A field left empty
 * keeps the installation's value.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Stack, Typography } from '@mui/material';
import { CheckboxGroupInput, NumberInput, ResourceContextProvider, SimpleForm, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { AJUSTES_MAX, RADIO_KM_MAX, type Ajustes } from '../../domain/ajustes';
import { LANGUAGES, LANGUAGE_NAMES } from '../../domain/i18n/languages';
import { CENSO_VIGENCIA_DIAS_MAX } from '../../domain/cerVigencia';
import { PESOS_RESERVA } from '../../domain/constants';
import { PESO_RESERVA_AJUSTES, PESO_RESERVA_MAX, PESO_RESERVA_PASO } from '../../domain/jornadas';
import type { AjustesBody } from '../../domain/schemas/ajustes';
import { Loading } from '../components/Loading';
import { useGateraDataProvider } from '../providers/dataProvider';
import { refreshSettings } from '../providers/settings';
import { SubmitToolbar } from '../registros/formHelpers';
import { SectionCard } from '../registros/SectionCard';
import { formatPlazas } from '../jornadas/plazas';
import { EscudoField } from './EscudoField';

const T = 'gatera.consola.ajustes';
const TEXTS = ['producto_nombre', 'municipio_nombre', 'nif', 'dir3', 'direccion', 'contacto_email'] as const satisfies readonly (keyof AjustesBody)[];
/** Each number's bounds; the server checks them too and says why in its refusal. */
const NUMBERS = {
  latitud: { min: -90, max: 90, step: 0.000001 },
  longitud: { min: -180, max: 180, step: 0.000001 },
  radio_km: { min: 0, max: RADIO_KM_MAX, step: 0.1 },
  cer_objetivo: { min: 0, max: 1, step: 0.01 },
  censo_vigencia_dias: { min: 1, max: CENSO_VIGENCIA_DIAS_MAX, step: 1 },
  cer_merma_anual: { min: 0, max: 0.99, step: 0.01 },
} as const satisfies Partial<Record<keyof AjustesBody, unknown>>;
/** The clinic-day weights, in half slots, shown apart under what they mean. */
const PESOS = Object.values(PESO_RESERVA_AJUSTES);
const PESO_BOUNDS = { min: PESO_RESERVA_PASO, max: PESO_RESERVA_MAX, step: PESO_RESERVA_PASO };
const LANGUAGE_CHOICES = LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }));
const QUERY_KEY = ['ajustes'];

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What the form sends: every text ('' keeps the installation's), every number (null keeps it) and the languages (none keeps them). */
const bodyOf = (values: Record<string, unknown>): AjustesBody => ({
  ...(Object.fromEntries(TEXTS.map((field) => [field, (values[field] as string | null | undefined) ?? ''])) as AjustesBody),
  ...(Object.fromEntries([...Object.keys(NUMBERS), ...PESOS].map((field) => [field, numberOf(values[field])])) as AjustesBody),
  idiomas: Array.isArray(values.idiomas) && values.idiomas.length ? (values.idiomas as string[]) : null,
});

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
                  await guardar.mutateAsync(bodyOf(values)).catch(() => undefined);
                }}
                toolbar={<SubmitToolbar label={guardar.isPending ? `${T}.guardando` : `${T}.guardar`} />}
                sx={{ p: 0 }}
                noValidate
              >
                {TEXTS.map((field) => (
                  <TextInput
                    key={field}
                    source={field}
                    type={field === 'contacto_email' ? 'email' : 'text'}
                    helperText={false}
                    slotProps={{ htmlInput: { maxLength: AJUSTES_MAX[field] } }}
                  />
                ))}
                {(Object.keys(NUMBERS) as (keyof typeof NUMBERS)[]).map((field) => (
                  <NumberInput key={field} source={field} helperText={false} {...NUMBERS[field]} />
                ))}
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate(`${T}.pesosAyuda`, { ...Object.fromEntries(Object.entries(PESOS_RESERVA).map(([caso, peso]) => [caso, formatPlazas(peso)])), max: formatPlazas(PESO_RESERVA_MAX) })}
                </Typography>
                {PESOS.map((field) => (
                  <NumberInput key={field} source={field} helperText={false} {...PESO_BOUNDS} />
                ))}
                <CheckboxGroupInput source="idiomas" choices={LANGUAGE_CHOICES} helperText={translate(`${T}.idiomasAyuda`)} />
              </SimpleForm>
            </ResourceContextProvider>
            <EscudoField escudo={ajustes.escudo} onChange={saved} />
          </Stack>
        ) : null}
      </SectionCard>
    </>
  );
}
