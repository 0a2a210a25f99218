import 'i18next';
import type en from '../../locales/EN.json';

// EN is the source of truth: every key used with t() must exist in EN.json, or the type check fails.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
