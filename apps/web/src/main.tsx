import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { startUp } from '@/app/start-up';
import { startPwa } from '@/shared/lib/pwa';
import { queryClient } from '@/app/query-client';
import '@/shared/styles/global.css';
import '@/app/shell/shell.css';

async function main() {
  startPwa();
  await startUp(queryClient);
  // Created after start-up so the first navigation (and its guards) sees the merchant and language.
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={queryClient} router={router} />
    </StrictMode>,
  );
}

void main();
