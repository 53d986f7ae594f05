import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt, registerServiceWorker } from './features/install/shell';
import { initI18n } from './lib/i18n';
import './styles/global.css';

// The install offer fires early; catch it before React renders.
captureInstallPrompt();
registerServiceWorker();

// Texts of the chosen language are loaded before the first render, so no screen flashes in English first.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
