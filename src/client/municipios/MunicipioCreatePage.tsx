/**
 * /municipios/create (provincia): a new municipality and its first
 * administrator, created together by the server. The account rules are
 * checked before sending; a refusal keeps what was typed and shows the
 * server's reason; a saved municipality goes back to the list.
 */
import { useState } from 'react';
import { Alert } from '@mui/material';
import { SimpleForm, Title, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '../registros/SectionCard';
import { SubmitToolbar, detailOf } from '../registros/formHelpers';
import { AdministradorInputs, MunicipioInputs, municipioNuevoErrors, municipioNuevoPayload } from './MunicipioInputs';

const T = 'gatera.municipios';

const EMPTY = { nombre: '', slug: '', administrador: { username: '', email: '', nombre: '', password: '' } };

export function MunicipioCreatePage() {
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: Record<string, unknown>) {
    setFailure(null);
    try {
      await create('municipios', { data: municipioNuevoPayload(values) }, { returnPromise: true });
      notify(`${T}.creado`, { type: 'success' });
      navigate('/municipios');
    } catch (error) {
      setFailure(detailOf(error) ?? t(`${T}.falloCrear`));
    }
  }

  return (
    <>
      <Title title={`${T}.nuevo`} />
      <SectionCard title={`${T}.nuevo`} headingId="municipio-nuevo">
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(failure, { _: failure })}
          </Alert>
        ) : null}
        <SimpleForm
          resource="municipios"
          defaultValues={EMPTY}
          validate={municipioNuevoErrors}
          onSubmit={save}
          toolbar={<SubmitToolbar label={`${T}.crear`} />}
          sx={{ p: 0 }}
          noValidate
        >
          <MunicipioInputs />
          <AdministradorInputs />
        </SimpleForm>
      </SectionCard>
    </>
  );
}
