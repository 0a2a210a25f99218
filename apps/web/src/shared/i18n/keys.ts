import type { ParseKeys } from 'i18next';

/** Any translation key, checked against EN.json. Tables (routes, menus) store these instead of text. */
export type I18nKey = ParseKeys<'translation'>;
