/**
 * The libraries the app is built on (router, queries, translations). The entry imports this module as a
 * start-up step of its own, so they are evaluated in a task before the app's own modules (app/start.tsx)
 * rather than in one long task with them. Re-exported so the bundler keeps them in this step.
 */
export { RouterProvider, matchRoutes } from 'react-router';
export { QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { I18nextProvider, initReactI18next } from 'react-i18next';
