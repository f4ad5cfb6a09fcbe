/**
 * One cat in the short lists of a panel (a campaign's cats, a colony's cats):
 * its name linking to its card, a line of details, and what the panel adds.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, ListItem, ListItemText } from '@mui/material';
import { fichaHref } from './columns';

export function GatoListItem({ gato, details, children }: { gato: { id: number; nombre: string }; details: (string | null)[]; children?: ReactNode }) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={
          <Link component={RouterLink} to={fichaHref(gato.id)}>
            {gato.nombre}
          </Link>
        }
        secondary={details.filter(Boolean).join(' · ')}
        sx={{ minWidth: 200 }}
      />
      {children}
    </ListItem>
  );
}
