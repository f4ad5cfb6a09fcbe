/**
 * The drawer of NavDrawer (NavLinks.tsx): the navigation entries as a list.
 * It is loaded the first time the menu is opened, so pages opened on wide
 * screens never download the drawer's code.
 */
import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavEntry } from './publicLinks';
import { isCurrent } from './navCurrent';
import { useTranslate } from 'react-admin';

export interface NavDrawerPanelProps {
  entries: readonly NavEntry[];
  label: string;
  open: boolean;
  onClose: () => void;
}

export default function NavDrawerPanel({ entries, label, open, onClose }: NavDrawerPanelProps) {
  const { pathname } = useLocation();
  const t = useTranslate();
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={label} sx={{ width: 260 }}>
        <List>
          {entries.map((entry) => {
            const current = isCurrent(pathname, entry.path);
            return (
              <ListItemButton
                key={entry.path}
                component={NavLink}
                to={entry.path}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemText primary={t(entry.label)} />
              </ListItemButton>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
