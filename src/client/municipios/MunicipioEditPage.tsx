/**
 * /municipios/:id (provincia): a municipality's name, slug, own host name and
 * whether it is active, and the accounts of other municipalities that also work in it
 * (CuentasInvitadas.tsx). A refusal keeps what was typed and shows the server's reason; a
 * municipality that cannot be read shows why, rather than going back to the
 * list without a word.
 */
import { useState } from 'react';
import { Alert } from '@mui/material';
import { EditBase, SimpleForm, Title, useEditContext, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Municipio } from '../../domain/schemas/municipio';
import { Loading } from '../components/Loading';
import { SectionCard } from '../registros/SectionCard';
import { SubmitToolbar, detailOf } from '../registros/formHelpers';
import { MunicipioInputs, municipioErrors, municipioPayload } from './MunicipioInputs';
import { CuentasInvitadas } from './CuentasInvitadas';

const T = 'gatera.municipios';

function MunicipioEditForm({ failure }: { failure: string | null }) {
  const t = useTranslate();
  const { record, isPending, error } = useEditContext<Municipio>();
  if (error) return <Alert severity="error">{detailOf(error) ?? t(`${T}.falloLeer`)}</Alert>;
  if (isPending || !record) return <Loading />;
  return (
    <>
      <Title title={`${T}.editar`} />
      <SectionCard title={record.nombre ?? record.slug ?? String(record.id)} headingId="municipio-editar">
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(failure, { _: failure })}
          </Alert>
        ) : null}
        <SimpleForm validate={municipioErrors} toolbar={<SubmitToolbar label="gatera.comun.guardarCambios" />} sx={{ p: 0 }} noValidate>
          <MunicipioInputs edicion />
        </SimpleForm>
      </SectionCard>
      <CuentasInvitadas municipioId={record.id} />
    </>
  );
}

export function MunicipioEditPage() {
  const { id } = useParams();
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <EditBase
      resource="municipios"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      transform={municipioPayload}
      // The reason is shown on the page (react-admin would go back to the list with a generic notice).
      queryOptions={{ onError: () => undefined }}
      mutationOptions={{
        onMutate: () => setFailure(null),
        onSuccess: () => {
          notify(`${T}.guardado`, { type: 'success' });
          navigate('/municipios');
        },
        onError: (error) => setFailure(detailOf(error) ?? t(`${T}.falloGuardar`)),
      }}
    >
      <MunicipioEditForm failure={failure} />
    </EditBase>
  );
}
