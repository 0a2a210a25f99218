import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { i18next } from '@/shared/lib/i18n';

interface PhoneValues {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * The mobile number and dialling code of an account form, as its phone field and SMS-code button use them:
 * the picked dialling code, the picker's setter, and the SMS target (the trimmed number with its dialling
 * code once the mobile field is valid and filled; otherwise null with the field focused and its error
 * shown, so the code button never sends to a number the form would refuse).
 */
export function usePhoneFields<T extends FieldValues & PhoneValues>(
  form: UseFormReturn<T>,
  { markDirty = true }: { markDirty?: boolean } = {},
) {
  const { watch, setValue, trigger, getValues, setError } = form;
  const mobile = 'mobileNum' as Path<T>;
  const dialing = 'countryDialingCode' as Path<T>;
  const dialingCode: string = watch(dialing);
  const setDialingCode = useCallback(
    (code: string) =>
      setValue('countryDialingCode' as Path<T>, code as PathValue<T, Path<T>>, markDirty ? { shouldDirty: true } : {}),
    [setValue, markDirty],
  );

  async function smsTarget(): Promise<PhoneValues | null> {
    if (!(await trigger(mobile, { shouldFocus: true }))) return null;
    const mobileNum = (getValues(mobile) as string).trim();
    if (!mobileNum) {
      setError(mobile, { type: 'required', message: i18next.t('form.errors.mobileRequired') }, { shouldFocus: true });
      return null;
    }
    return { mobileNum, countryDialingCode: getValues(dialing) as string };
  }

  return { dialingCode, setDialingCode, smsTarget };
}
