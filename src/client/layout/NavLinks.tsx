/**
 * The navigation entries as a bar (wide screens) or behind a button in a
 * drawer (narrow screens such as 375 px phones).
 */
import { lazy, Suspense, useState } from 'react';
import { Box, Button, IconButton, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink } from 'react-router-dom';
import type { NavEntry } from './publicLinks';
import { isCurrent, useNavItems } from './navCurrent';
import { useTranslate } from 'react-admin';

export interface NavLinksProps {
  entries: readonly NavEntry[];
  /** Accessible name of the navigation landmark. */
  label: string;
}

export { isCurrent };

/** True on screens narrower than MUI's `md` breakpoint (900 px). */
export function useNarrow(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

const NavDrawerPanel = lazy(() => import('./NavDrawerPanel'));

export function NavDrawer({ entries, label }: NavLinksProps) {
  const [open, setOpen] = useState(false);
  /** The drawer is mounted from its first opening on (so it can also animate its closing). */
  const [opened, setOpened] = useState(false);
  const t = useTranslate();
  if (entries.length === 0) return null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.abrirMenu')}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        edge="start"
      >
        <MenuIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <NavDrawerPanel entries={entries} label={label} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function NavBar({ entries, label }: NavLinksProps) {
  const items = useNavItems(entries);
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {items.map(({ path, text, current, ariaCurrent }) => (
        <Button
          key={path}
          component={NavLink}
          to={path}
          color="inherit"
          size="small"
          aria-current={ariaCurrent}
          sx={{
            textTransform: 'none',
            fontSize: '0.95rem',
            fontWeight: current ? 700 : 400,
            borderBottom: 2,
            borderColor: current ? 'currentColor' : 'transparent',
            borderRadius: 0,
          }}
        >
          {text}
        </Button>
      ))}
    </Box>
  );
}
