/** Entry point: apply the start-up rule of the session, then render the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './providers/session';
import { App } from './App';

restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
