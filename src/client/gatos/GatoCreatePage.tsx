/**
 * /crear-gato (admin, responsable, voluntario): the creation form, with the
 * required fields marked and Enter submitting, and the CSV import below.
 * The photo is shrunk in the browser before it is sent.
 */
import { useState } from 'react';
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
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();

  async function save(values: GatoFormValues) {
    setFailure(null);
    try {
      const photo = await shrinkImage(values.imagen_file as File);
      const data = await dataProvider.crearGato(createFormData(values, photo));
      notify(GATO_MESSAGES.created, { type: 'success' });
      setFormKey((key) => key + 1);
      return data;
    } catch (error) {
      const message = detailOf(error) ?? GATO_MESSAGES.createFailed;
      setFailure(message);
      notify(message, { type: 'error' });
      return undefined;
    }
  }

  return (
    <>
      <Title title="gatera.colonias.nuevoGato" />
      <SectionCard title="gatera.gatos.titulos.registrar" headingId="gato-nuevo">
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <SimpleForm
          key={formKey}
          resource="gatos"
          defaultValues={emptyGatoForm()}
          validate={(values) => validateGatoForm(values as GatoFormValues, 'create')}
          onSubmit={(values: Record<string, unknown>) => save(values as unknown as GatoFormValues)}
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
