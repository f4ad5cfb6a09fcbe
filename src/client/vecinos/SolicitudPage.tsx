/**
 * /adopciones/solicitudes/:id: one adoption request (administration and
 * responsables), named by the person who sent it, with its cat linked to the
 * cat's card, and the same actions as its row menu ('Marcar como...',
 * 'Anonimizar').
 */
import type { MouseEvent } from 'react';
import { Button, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SolicitudAdopcion } from '../../domain/schemas/adopcion';
import { fechaDeRegistro } from '../registros/fecha';
import { RecordShow } from '../components/RecordShow';
import { estadoLabel, SOLICITUDES_RESOURCE, SOLICITUDES_T as T, useSolicitudActions } from './useSolicitudActions';

/** Who sent it: their name, or that it was anonymised (the heading, and the list's 'Persona' cell). */
export function useSolicitanteName(): (solicitud: SolicitudAdopcion) => string {
  const translate = useTranslate();
  return (s) => (s.anonimizada ? translate(`${T}.anonimizada`) : s.nombre);
}

export const contactoOf = (s: SolicitudAdopcion) => (s.anonimizada ? '' : [s.email, s.telefono].filter(Boolean).join(' · '));

export function SolicitudPage() {
  const translate = useTranslate();
  const nameOf = useSolicitanteName();
  const { actions, dialogs } = useSolicitudActions();
  return (
    <>
      <RecordShow<SolicitudAdopcion>
        resource={SOLICITUDES_RESOURCE}
        listPath="/adopciones/solicitudes"
        title={`${T}.titulo`}
        heading={nameOf}
        fields={(s) => [
          ['nombre', nameOf(s)],
          ['email', contactoOf(s)],
          [
            'gato_id',
            <Link key="gato" component={RouterLink} to={`/gatos/${s.gato_id}`} onClick={(event: MouseEvent) => event.stopPropagation()}>
              {s.gato_nombre ?? String(s.gato_id)}
            </Link>,
          ],
          ['created_at', fechaDeRegistro(s.created_at)],
          ['estado', estadoLabel(translate, s.estado)],
          ['updated_at', fechaDeRegistro(s.updated_at)],
          ['mensaje', s.mensaje],
        ]}
        actions={(s) =>
          actions(s).map((action) => (
            <Button key={action.label} variant="outlined" color={action.danger ? 'error' : 'primary'} onClick={action.onClick}>
              {action.label}
            </Button>
          ))
        }
      />
      {dialogs}
    </>
  );
}
