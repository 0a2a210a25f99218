import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { i18next } from '@/shared/lib/i18n';

/** Login form errors are re-validated 200 ms after a language change. */
export const REVALIDATE_AFTER_LANGUAGE_MS = 200;

/**
 * Error messages are translated when a rule runs; after the language changes, the fields that show an
 * error are validated again so their messages come back in the new language.
 */
export function useRevalidateOnLanguageChange<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const failing = Object.keys(form.formState.errors) as Parameters<typeof form.trigger>[0][];
        if (failing.length > 0) void form.trigger(failing as never);
      }, REVALIDATE_AFTER_LANGUAGE_MS);
    };
    i18next.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18next.off('languageChanged', onChange);
    };
  }, [form]);
}
