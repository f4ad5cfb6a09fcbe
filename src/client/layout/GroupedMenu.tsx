/**
 * The side menu of the signed-in screens: the role's entries (src/domain/roles.ts,
 * the original labels) under their purpose headings, each heading folding its
 * entries away. The same menu serves wide screens (beside the content; folded
 * to icons by the app bar's button) and phones (a drawer the button opens,
 * closed again when an entry is chosen).
 */
import type { ComponentType } from 'react';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router-dom';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { menuFor, type MenuEntry, type MenuSection } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { areaIcon } from '../resources';
import { isCurrent } from './navCurrent';
import { useIsPhone } from './useIsPhone';

/** Folded to icons, a name stays the accessible name of its link or heading. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function EntryLink({ entry, Icon }: { entry: MenuEntry; Icon: ComponentType }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const phone = useIsPhone();
  const current = isCurrent(pathname, entry.path);
  const label = translate(entry.label);
  const link = (
    <ListItemButton
      component={NavLink}
      to={entry.path}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        if (phone) setOpen(false);
      }}
      sx={{ pl: open ? 3 : 2, minHeight: 40 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={label} sx={open ? undefined : VISUALLY_HIDDEN} />
    </ListItemButton>
  );
  return open ? (
    link
  ) : (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  );
}

function Section({ section }: { section: MenuSection }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const [folded, setFolded] = useStore<boolean>(`menu.${section.group}.plegado`, false);
  const listId = `menu-${section.group}`;
  const heading = translate(section.label);
  return (
    <li>
      <ListItemButton aria-expanded={!folded} aria-controls={listId} onClick={() => setFolded(!folded)} sx={{ minHeight: 36, color: 'text.secondary' }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{folded ? <ExpandMore /> : <ExpandLess />}</ListItemIcon>
        <ListItemText
          primary={heading}
          slotProps={{ primary: { variant: 'overline', sx: { lineHeight: 1.5, fontWeight: 600 } } }}
          sx={open ? undefined : VISUALLY_HIDDEN}
        />
      </ListItemButton>
      <Collapse in={!folded} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding aria-label={heading}>
          {section.entries.map((entry) => (
            <li key={entry.path}>
              <EntryLink entry={entry} Icon={areaIcon(entry.area)} />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

export function GroupedMenu() {
  const translate = useTranslate();
  const sections = menuFor(useStoredUser()?.role);
  const [open] = useSidebarState();
  if (sections.length === 0) return null;
  return (
    <Box component="nav" aria-label={translate('layout.menuPrincipal')} sx={{ width: open ? 248 : 56, mt: 1, mb: 2, transition: 'width 195ms', overflowX: 'hidden' }}>
      <List disablePadding>
        {sections.map((section) => (
          <Section key={section.group} section={section} />
        ))}
      </List>
    </Box>
  );
}
