/** The language selector of the public and staff headers: each language named in itself. */
import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_NAMES } from '../../domain/i18n/languages';
import { offeredLanguages, useLanguage } from './language';
import { chooseLanguage } from './chooseLanguage';
import { useTranslate } from 'react-admin';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

export function LanguageSelector() {
  const t = useTranslate();
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The menu is mounted from its first opening on (so it can also animate its closing). */
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const languages = offeredLanguages();
  if (languages.length < 2) return null;
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        aria-label={t('layout.idioma.elegir', { idioma: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        // On a phone only the icon shows (the header must fit 360 px); the name stays in the accessible name.
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
      >
        <Box component="span" lang={language} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[language]}
        </Box>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            languages={languages}
            current={language}
            onClose={() => setAnchor(null)}
            onChoose={(code) => {
              setAnchor(null);
              void chooseLanguage(code);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
