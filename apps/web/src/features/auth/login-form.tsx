import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoginPayload } from '@lobby/contract';
import { useCaptcha } from '@/shared/api/session/get-captcha';
import { useCredentialForm } from '@/shared/hooks/use-credential-form';
import { usePhoneFields } from '@/shared/hooks/use-phone-fields';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useFirebasePhone } from '@/shared/api/verification/use-firebase-phone';
import { captchaCode, loginPassword, loginUsername, mobileNumber, smsCode } from '@/shared/lib/account-rules';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { errorText, isApiError } from '@/shared/lib/http';
import { forgetLoginRecord, readLoginRecord, saveLoginRecord, type LoginType } from '@/shared/lib/login-record';
import { getHref, PATHS } from '@/shared/lib/paths';
import { startSession } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { MemberIcon } from '@/shared/ui/icons';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { PasswordField } from '@/shared/ui/form/password-field';
import { PhoneField } from '@/shared/ui/form/phone-field';
import { SmsCodeField } from '@/shared/ui/form/sms-code-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useLogin } from './api/login';

export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  code: string;
  captcha: string;
  remember: boolean;
}

function valuesFor(type: LoginType): LoginValues {
  const record = readLoginRecord(type);
  return {
    username: type === 'username' ? (record?.username ?? '') : '',
    password: '',
    mobileNum: type === 'sms' ? (record?.username ?? '') : '',
    countryDialingCode: record?.countryDialingCode ?? '',
    code: '',
    captcha: '',
    remember: record !== null,
  };
}

/** The rules of the tab in view; the captcha counts only once it is shown. */
function schemaFor(type: LoginType, captchaShown: boolean, dialingCode: string) {
  const captcha = captchaShown ? captchaCode() : z.string();
  if (type === 'username') {
    return z.object({ username: loginUsername(), password: loginPassword(), captcha });
  }
  return z.object({ mobileNum: mobileNumber(dialingCode), code: smsCode(), captcha });
}

function failureWantsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as { captcha?: unknown } | null | undefined;
  return error.errorCode.startsWith('login.captcha.') || value?.captcha === true;
}

/**
 * The login form of one tab (username + password, or mobile number + SMS code). The captcha stays hidden
 * until a failure says the next attempt needs one; switching tabs loads that tab's remembered login.
 */
export function LoginForm({ type, returnTo, tabbed }: { type: LoginType; returnTo: string | null; tabbed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const target = useCredentialForm('login');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha('login', captchaShown);
  const rules = useRef({ type, captchaShown });
  rules.current = { type, captchaShown };

  const resolver = useMemo(
    () =>
      dynamicResolver<LoginValues>((values) =>
        schemaFor(rules.current.type, rules.current.captchaShown, values.countryDialingCode),
      ),
    [],
  );

  const form = useForm<LoginValues>({ defaultValues: valuesFor(type), resolver, mode: 'onTouched' });
  const { register, handleSubmit, formState, setValue, reset, setFocus } = form;
  useRevalidateOnLanguageChange(form);

  // Switching tabs loads the remembered login of that type and refreshes a captcha on show.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    reset(valuesFor(type));
    if (rules.current.captchaShown) void captcha.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a tab switch resets the form
  }, [type]);

  const { dialingCode, setDialingCode, smsTarget } = usePhoneFields(form);
  // The merchant's codes go through Firebase: its ID token, not the code, is what the server checks.
  const firebase = useFirebasePhone();

  /** The SMS tab's payload: the code itself, or the ID token Firebase gave for it (null: Firebase refused it). */
  async function phonePayload(
    values: LoginValues,
    captchaFields: { captcha?: string; captchaId?: string },
  ): Promise<LoginPayload | null> {
    const mobileNum = values.mobileNum.trim();
    const code = values.code.trim();
    if (!firebase) {
      return {
        type: 'sms',
        username: mobileNum,
        password: code,
        countryDialingCode: values.countryDialingCode,
        rememberDevice: values.remember,
        ...captchaFields,
      };
    }
    try {
      const firebaseIdToken = await firebase.confirm(code);
      return {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken,
        firebaseMobileNo: mobileNum,
        countryDialingCode: values.countryDialingCode,
      };
    } catch (error) {
      toast.error(isApiError(error) ? errorText(error.errorCode) : errorText('sms.code.invalid'));
      return null;
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    const captchaFields =
      captchaShown && captcha.data ? { captcha: values.captcha.trim(), captchaId: captcha.data.captchaId } : {};
    const payload: LoginPayload | null =
      type === 'username'
        ? {
            type,
            username: values.username.trim(),
            password: values.password,
            rememberDevice: values.remember,
            ...captchaFields,
          }
        : await phonePayload(values, captchaFields);
    if (!payload) {
      setValue('code', '');
      setTimeout(() => setFocus('code'), 0);
      return;
    }
    try {
      const result = await login.mutateAsync(payload);
      startSession(result);
      if (values.remember) {
        saveLoginRecord({
          type,
          username: type === 'username' ? values.username.trim() : values.mobileNum.trim(),
          countryDialingCode: type === 'sms' ? values.countryDialingCode : undefined,
        });
      } else {
        forgetLoginRecord(type);
      }
      toast.success(t('auth.loggedIn'));
      navigate(returnTo ?? PATHS.home, { replace: true });
    } catch (error) {
      // The http client already showed the error; here the form reacts to it.
      if (failureWantsCaptcha(error)) {
        setValue('captcha', '');
        if (captchaShown) void captcha.refetch();
        else setCaptchaShown(true);
        setTimeout(() => setFocus('captcha'), 0);
      } else if (captchaShown) {
        // A captcha is used up by any attempt.
        setValue('captcha', '');
        void captcha.refetch();
      }
      if (type === 'sms') setValue('code', '');
    }
  });

  const errors = formState.errors;
  return (
    <form
      id="login-form"
      className="form"
      {...target}
      onSubmit={onSubmit}
      noValidate
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? `login-tab-${type}` : undefined}
    >
      {type === 'username' ? (
        <>
          <TextField
            label={t('auth.username')}
            icon={MemberIcon}
            autoComplete="username"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={64}
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            maxLength={128}
            error={errors.password?.message}
            {...register('password')}
          />
        </>
      ) : (
        <>
          <PhoneField
            label={t('auth.mobile')}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            error={errors.mobileNum?.message}
            {...register('mobileNum')}
          />
          <SmsCodeField
            label={t('auth.smsCode')}
            purpose="noLogin"
            getTarget={smsTarget}
            firebase={firebase}
            error={errors.code?.message}
            {...register('code')}
          />
        </>
      )}
      {captchaShown ? (
        <CaptchaField
          label={t('form.captcha')}
          captcha={captcha.data}
          loading={captcha.isFetching}
          onRefresh={() => void captcha.refetch()}
          error={errors.captcha?.message}
          {...register('captcha')}
        />
      ) : null}
      <div className="form__row">
        <CheckboxField {...register('remember')}>{t('auth.remember')}</CheckboxField>
        <ForgotLink />
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('general.loading') : t('auth.submit')}
        </button>
      </div>
    </form>
  );
}

/** The forgot-password link shows only when recovery by e-mail or by verification is on. */
function ForgotLink() {
  const { t } = useTranslation();
  const flags = useStatusInfo()?.whitelabel;
  if (!flags?.CHNGPASSMAIL3 && !flags?.CHNGPASSVERIF3) return null;
  return (
    <Link to={getHref('forget')} className="text-link">
      {t('auth.forgot')}
    </Link>
  );
}
