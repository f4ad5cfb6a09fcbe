/** Entry point: apply the start-up rule of the session, settle the language, then render the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './providers/session';
import { App } from './App';
import { initLanguage } from './i18n/language';
import { loadSettings } from './providers/settings';

restoreSession();

// The settings (the council's languages) are the same answer the demo notice reads, fetched once.
void loadSettings()
  .then((settings) => initLanguage(settings))
  .catch(() => initLanguage(null))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
