/**
 * The drawer of NavDrawer (NavLinks.tsx): the navigation entries as a list.
 * It is loaded the first time the menu is opened, so pages opened on wide
 * screens never download the drawer's code.
 */
import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { NavLink } from 'react-router-dom';
import type { NavEntry } from './publicLinks';
import { useNavItems } from './navCurrent';

export interface NavDrawerPanelProps {
  entries: readonly NavEntry[];
  label: string;
  open: boolean;
  onClose: () => void;
}

export default function NavDrawerPanel({ entries, label, open, onClose }: NavDrawerPanelProps) {
  const items = useNavItems(entries);
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={label} sx={{ width: 260 }}>
        <List>
          {items.map(({ path, text, current, ariaCurrent }) => (
            <ListItemButton key={path} component={NavLink} to={path} selected={current} aria-current={ariaCurrent} onClick={onClose}>
              <ListItemText primary={text} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
