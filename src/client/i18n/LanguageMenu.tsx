/**
 * The menu of LanguageSelector.tsx, loaded the first time it is opened so the
 * landing page does not download MUI's menu and popover.
 */
import { Menu, MenuItem } from '@mui/material';
import { LANGUAGE_NAMES, type Language } from '../../domain/i18n/languages';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  languages: readonly Language[];
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

export default function LanguageMenu({ id, anchor, languages, current, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((code) => (
        <MenuItem key={code} lang={code} selected={code === current} aria-current={code === current ? 'true' : undefined} onClick={() => onChoose(code)}>
          {LANGUAGE_NAMES[code]}
        </MenuItem>
      ))}
    </Menu>
  );
}
