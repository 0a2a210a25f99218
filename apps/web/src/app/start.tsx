import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { startUp } from '@/app/start-up';
import { i18next } from '@/shared/lib/i18n';
import { nextTask } from '@/shared/lib/next-task';
import { startPwa } from '@/shared/lib/pwa';
import { queryClient } from '@/app/query-client';

/** Starts the app on #root: hydrates the server's markup, or renders the screen here. */
export async function start(): Promise<void> {
  startPwa();
  const { hydrate, ssr } = await startUp(queryClient);
  await nextTask();
  // Created after start-up so the first navigation (and its guards) sees the merchant and language.
  const router = await createAppRouter(hydrate && ssr ? ssr.router : undefined);
  const app = (
    <StrictMode>
      <App client={queryClient} i18n={i18next}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Which way the page came alive: hydrated from the server's markup, or rendered here (tests read it).
  document.documentElement.dataset.render = hydrate ? 'server' : 'browser';
  if (hydrate) {
    await nextTask();
    // In a transition: React hydrates the page in slices of a few milliseconds, yielding to the browser
    // between them (outside one, the first hydration is a single task as long as the whole page). A tap on
    // a part not hydrated yet still hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error, info) {
          // A mismatch React repaired by rendering that part again: a defect to fix, not a broken page. The
          // component stack says where (production errors carry no diff).
          console.error('hydration mismatch', error, info.componentStack ?? '');
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
}
