/**
 * A list row's actions behind one "⋮" button, so every row stays one line high
 * however many actions the person's role allows. The button is named after
 * the record ('Acciones de Misi'); each entry is a menu item read by its text.
 */
import { useId, useState, type MouseEvent } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

export interface RowAction {
  /** The entry's text, already translated. */
  label: string;
  onClick: () => void;
  /** Destructive entries (delete) read in the error colour. */
  danger?: boolean;
}

export function RowMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('gatera.consola.listas.accionesDe', { nombre: name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              close();
              action.onClick();
            }}
            sx={action.danger ? { color: 'error.main' } : undefined}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
