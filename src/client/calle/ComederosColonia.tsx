/** A colony's feeding points on its street page: the list (each removable) and, for those who may, the form that adds one. */
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Comedero, ComederoBody } from '../../domain/schemas/calle';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { CreationForm } from '../components/CreationForm';
import { savedOnce, useStreetMutation } from './streetQuery';
import { COMEDERO_DEFAULTS, ComederoInputs, comederoBody, validateComedero, type ComederoFormValues } from './ComederoInputs';

const T = 'gatera.calle.comederos';

export interface ComederosColoniaProps {
  coloniaId: number;
  comederos: Comedero[];
  /** After a feeding point was added or removed. */
  onChanged: () => void;
}

export function ComederosColonia({ coloniaId, comederos, onChanged }: ComederosColoniaProps) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const eliminar = useStreetMutation({ mutationFn: (comederoId: number) => dataProvider.eliminarComedero(coloniaId, comederoId), onSuccess: onChanged });

  return (
    <Box component="section" aria-labelledby="comederos-titulo" sx={{ mb: 4 }}>
      <Typography id="comederos-titulo" variant="h5" component="h2" gutterBottom>
        {translate(`${T}.comederos`)}
      </Typography>
      {comederos.length === 0 ? (
        <Typography>{translate(`${T}.sinComederos`)}</Typography>
      ) : (
        <List dense data-testid="comederos-colonia">
          {comederos.map((c) => (
            <ListItem
              key={c.id}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={translate(`${T}.eliminarComedero`, { nombre: c.nombre })} onClick={() => eliminar.mutate(c.id)} sx={{ width: 44, height: 44 }}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${c.nombre}${c.activo ? '' : ` (${translate(`${T}.inactivo`)})`}`}
                secondary={[`${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`, c.descripcion].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {can(useStoredUser()?.role, 'comederos.gestionar') ? <NuevoComedero coloniaId={coloniaId} onAdded={onChanged} /> : null}
    </Box>
  );
}

/** The form that adds a feeding point: emptied once it is saved, kept as typed when the server refuses it. */
function NuevoComedero({ coloniaId, onAdded }: { coloniaId: number; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const crear = useStreetMutation({
    mutationFn: (body: ComederoBody) => dataProvider.crearComedero(coloniaId, body),
    onSuccess: () => {
      notify(translate(`${T}.creado`), { type: 'success' });
      onAdded();
    },
  });

  return (
    <Box role="form" aria-label={translate(`${T}.nuevo`)} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate(`${T}.nuevo`)}
      </Typography>
      <CreationForm
        resource="comederos"
        defaultValues={{ ...COMEDERO_DEFAULTS }}
        validate={validateComedero}
        noValidate
        submitLabel={`${T}.anadir`}
        onSave={(values) => savedOnce(crear.mutateAsync(comederoBody(values as unknown as ComederoFormValues)))}
      >
        <ComederoInputs />
      </CreationForm>
    </Box>
  );
}
