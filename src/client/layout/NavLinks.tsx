/**
 * The navigation entries as a bar (wide screens) or behind a button in a
 * drawer (narrow screens such as 375 px phones).
 */
import { useState } from 'react';
import { Box, Button, Drawer, IconButton, List, ListItemButton, ListItemText, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuEntry } from '../../domain/roles';

export interface NavLinksProps {
  entries: readonly MenuEntry[];
  /** Accessible name of the navigation landmark. */
  label: string;
}

export function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

/** True on screens narrower than MUI's `md` breakpoint (900 px). */
export function useNarrow(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

export function NavDrawer({ entries, label }: NavLinksProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  return (
    <>
      <IconButton color="inherit" aria-label="Abrir el menú" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(true)} edge="start">
        <MenuIcon />
      </IconButton>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
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
                  onClick={() => setOpen(false)}
                >
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              );
            })}
          </List>
        </Box>
      </Drawer>
    </>
  );
}

export function NavBar({ entries, label }: NavLinksProps) {
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {entries.map((entry) => {
        const current = isCurrent(pathname, entry.path);
        return (
          <Button
            key={entry.path}
            component={NavLink}
            to={entry.path}
            color="inherit"
            size="small"
            aria-current={current ? 'page' : undefined}
            sx={{
              textTransform: 'none',
              fontSize: '0.95rem',
              fontWeight: current ? 700 : 400,
              borderBottom: 2,
              borderColor: current ? 'currentColor' : 'transparent',
              borderRadius: 0,
            }}
          >
            {entry.label}
          </Button>
        );
      })}
    </Box>
  );
}
