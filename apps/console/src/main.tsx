import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/shared/lib/i18n';
import { applyTheme, storedTheme } from '@/shared/lib/theme';
import '@/styles/app.css';

initI18n();
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
