/**
 * /crear-gato (admin, responsable, voluntario): the creation form, with the
 * required fields marked and Enter submitting, and the CSV import below.
 * The photo is shrunk in the browser before it is sent. A new cat goes as
 * multipart (its photo in the same request), so the form saves through the
 * data provider's named method `crearGato` with react-query rather than
 * react-admin's JSON `create`.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { SimpleForm, Title, useNotify, useTranslate } from 'react-admin';
import { GATO_MESSAGES } from '../../domain/messages';
import { shrinkImage } from '../media/shrinkImage';
import { SectionCard } from '../registros/SectionCard';
import { SubmitToolbar, detailOf } from '../registros/formHelpers';
import { useGatoColonias } from './api';
import { useGateraDataProvider } from '../providers/dataProvider';
import { CsvImport } from './CsvImport';
import { GatoInputs } from './GatoInputs';
import { createFormData, emptyGatoForm, validateGatoForm, type GatoFormValues } from './gatoForm';

export function GatoCreatePage() {
  const { colonias } = useGatoColonias();
  const [formKey, setFormKey] = useState(0);
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();
  const creation = useMutation({
    mutationFn: async (values: GatoFormValues) => dataProvider.crearGato(createFormData(values, await shrinkImage(values.imagen_file as File))),
    onSuccess: () => {
      notify(GATO_MESSAGES.created, { type: 'success' });
      setFormKey((key) => key + 1);
    },
    onError: (error) => notify(detailOf(error) ?? GATO_MESSAGES.createFailed, { type: 'error' }),
  });
  const failure = creation.error ? (detailOf(creation.error) ?? GATO_MESSAGES.createFailed) : null;

  return (
    <>
      <Title title="gatera.colonias.nuevoGato" />
      <SectionCard title="gatera.gatos.titulos.registrar" headingId="gato-nuevo">
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(failure, { _: failure })}
          </Alert>
        ) : null}
        <SimpleForm
          key={formKey}
          resource="gatos"
          defaultValues={emptyGatoForm()}
          validate={(values) => validateGatoForm(values as GatoFormValues, 'create')}
          onSubmit={async (values: Record<string, unknown>) => {
            // What the form's submit answers is read as field errors: the saved cat must not be handed back.
            await creation.mutateAsync(values as unknown as GatoFormValues).catch(() => undefined);
          }}
          toolbar={<SubmitToolbar label="gatera.gatos.titulos.crear" />}
          sx={{ p: 0 }}
          noValidate
          aria-label={translate('gatera.gatos.titulos.formulario')}
        >
          <GatoInputs mode="create" colonias={colonias} />
        </SimpleForm>
      </SectionCard>
      <SectionCard title="gatera.gatos.titulos.importar" headingId="gatos-importar">
        <CsvImport colonias={colonias} />
      </SectionCard>
    </>
  );
}
