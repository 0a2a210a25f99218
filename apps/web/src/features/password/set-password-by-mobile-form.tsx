import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFirebasePhone } from '@/shared/api/verification/use-firebase-phone';
import { useCredentialForm } from '@/shared/hooks/use-credential-form';
import { usePhoneFields } from '@/shared/hooks/use-phone-fields';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { MOBILE_MIN_LENGTH, mobileNumber, newPassword, smsCode } from '@/shared/lib/account-rules';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { errorText, isApiError } from '@/shared/lib/http';
import { PATHS } from '@/shared/lib/paths';
import { startSession } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { PasswordField } from '@/shared/ui/form/password-field';
import { PhoneField } from '@/shared/ui/form/phone-field';
import { SmsCodeField } from '@/shared/ui/form/sms-code-field';
import { useSetPasswordByPhone } from './api/set-password-by-phone';

/** The set-password loader shows up to 15 s. */
const SAVING_MS = 15_000;

interface Values {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

const schemaFor = (dialingCode: string) =>
  z.object({ mobileNum: mobileNumber(dialingCode), verificationCode: smsCode(), newPassword: newPassword() });

/**
 * Set the password by mobile number: number, SMS code, new password. Success signs the member in. The
 * same password as before clears the password; any other failure clears the code (it may be used up).
 */
export function SetPasswordByMobileForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setByPhone = useSetPasswordByPhone();
  const target = useCredentialForm('forget');
  const resolver = useMemo(() => dynamicResolver<Values>((values) => schemaFor(values.countryDialingCode)), []);
  const form = useForm<Values>({
    defaultValues: { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' },
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue } = form;
  useRevalidateOnLanguageChange(form);
  // The phone field fills in the default dialling code; that alone must not count as touching the form.
  const { dialingCode, setDialingCode, smsTarget } = usePhoneFields(form, { markDirty: false });
  // Codes through Firebase: the server checks Firebase's ID token for the number instead of the code.
  const firebase = useFirebasePhone();

  const onSubmit = handleSubmit(async (values) => {
    const hide = toast.loading(t('general.loading'), { timeoutMs: SAVING_MS });
    const verificationCode = values.verificationCode.trim();
    let firebaseIdToken: string | undefined;
    if (firebase) {
      try {
        firebaseIdToken = await firebase.confirm(verificationCode);
      } catch (error) {
        hide();
        toast.error(isApiError(error) ? errorText(error.errorCode) : errorText('sms.code.invalid'));
        setValue('verificationCode', '');
        return;
      }
    }
    try {
      const result = await setByPhone.mutateAsync({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode,
        newPassword: values.newPassword,
        ...(firebaseIdToken ? { firebaseIdToken } : {}),
      });
      hide();
      startSession(result);
      toast.success(t('recovery.phoneDone'));
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      hide();
      if (isApiError(error) && error.errorCode === 'modify.new.old.same') setValue('newPassword', '');
      else setValue('verificationCode', '');
    }
  });

  // Blocked until some field has been touched and no field has an error.
  const touched = Object.keys(formState.touchedFields).length > 0 || formState.isDirty;
  const hasErrors = Object.keys(formState.errors).length > 0;
  return (
    <form className="form" {...target} onSubmit={onSubmit} noValidate>
      <PhoneField
        label={t('auth.mobile')}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        error={formState.errors.mobileNum?.message}
        // from the render's own translator: the page is rendered on the server first, where the app's global
        // i18next instance is not the request's language (a different text here fails hydration)
        hint={t('form.mobileHint', { min: MOBILE_MIN_LENGTH })}
        {...register('mobileNum')}
      />
      <SmsCodeField
        label={t('auth.smsCode')}
        purpose="noLogin"
        getTarget={smsTarget}
        firebase={firebase}
        error={formState.errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <PasswordField
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        maxLength={128}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <div className="form__actions">
        <button
          type="submit"
          className="btn btn--primary btn--block btn--lg"
          disabled={!touched || hasErrors || formState.isSubmitting}
        >
          {t('recovery.submitPhone')}
        </button>
      </div>
    </form>
  );
}
