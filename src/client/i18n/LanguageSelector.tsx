/** The language selector of the public and staff headers (issue 18): each language named in itself. */
import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_NAMES } from '../../domain/i18n/languages';
import { offeredLanguages, useLanguage } from './language';
import { chooseLanguage } from './chooseLanguage';
import { useT } from './useT';

export function LanguageSelector() {
  const t = useT();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const languages = offeredLanguages();
  if (languages.length < 2) return null;
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        aria-label={t('gatera.idioma.elegir', { idioma: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === language}
            aria-current={code === language ? 'true' : undefined}
            onClick={() => {
              setAnchor(null);
              void chooseLanguage(code);
            }}
          >
            {LANGUAGE_NAMES[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
