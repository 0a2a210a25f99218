import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterPayload, RegisterSettings } from '@lobby/contract';
import { REGISTER_FIELDS, type RegisterField, type WhitelabelFlags } from '@lobby/contract/rules';
import { useCaptcha } from '@/shared/api/session/get-captcha';
import { useCredentialForm } from '@/shared/hooks/use-credential-form';
import { usePhoneFields } from '@/shared/hooks/use-phone-fields';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { errorText, isApiError } from '@/shared/lib/http';
import { PATHS } from '@/shared/lib/paths';
import { startSession } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { CaptchaField } from '@/shared/ui/form/captcha-field';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { PasswordField } from '@/shared/ui/form/password-field';
import { PhoneField } from '@/shared/ui/form/phone-field';
import { SmsCodeField } from '@/shared/ui/form/sms-code-field';
import { TextField } from '@/shared/ui/form/text-field';
import {
  CalendarIcon,
  ChatIcon,
  IdCardIcon,
  KeyIcon,
  MailIcon,
  MemberIcon,
  StarIcon,
  TagIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { checkAffiliate } from './api/check-affiliate';
import { useRegister, type RegisterMode } from './api/register';
import { registerMethod } from './register-method';
import {
  BIRTHDAY_MIN,
  birthdayMax,
  boundsOf,
  effectiveRules,
  registerSchema,
  ruleMessage,
  visibleFields,
  type RegisterValues,
} from './register-rules';
import { TermsDialog } from './terms-dialog';

const ICONS: Partial<Record<RegisterField, ComponentType<IconProps>>> = {
  username: MemberIcon,
  nickname: StarIcon,
  payeeName: IdCardIcon,
  email: MailIcon,
  birthday: CalendarIcon,
  idNumber: IdCardIcon,
  affiliateCode: TagIcon,
  recommenderId: TagIcon,
  paymentPassword: KeyIcon,
};

const NUMERIC = new Set<RegisterField>(['qqNum', 'whatsapp', 'zalo', 'recommenderId']);

/** Server error codes that belong to one field: the message shows under it and it gets the focus. */
const ERROR_FIELDS: Record<string, RegisterField> = {
  'register.username.exists': 'username',
  'register.mobile.exists': 'mobileNum',
  'mobile.invalid': 'mobileNum',
  'register.email.exists': 'email',
  'email.invalid': 'email',
  'register.password.mismatch': 'confirmPassword',
  'password.too.short': 'password',
  'password.too.long': 'password',
  'password.too.common': 'password',
  'login.captcha.invalid': 'captcha',
  'login.captcha.required': 'captcha',
  'register.affiliate.invalid': 'affiliateCode',
  'register.recommender.invalid': 'recommenderId',
  'register.birthday.invalid': 'birthday',
  'register.age.under': 'birthday',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
};

function emptyValues(affiliateCode: string): RegisterValues {
  const values = { countryDialingCode: '', agree: false } as RegisterValues;
  for (const field of REGISTER_FIELDS) values[field] = '';
  values.affiliateCode = affiliateCode;
  return values;
}

export function RegisterForm({
  mode,
  settings,
  flags,
  ageLimit,
  urlAffiliateCode,
  urlAffiliateValid,
}: {
  mode: RegisterMode;
  settings: RegisterSettings;
  flags: WhitelabelFlags;
  ageLimit: number;
  urlAffiliateCode: string;
  /** true once the code from the link checked out; false when it did not; null while unknown */
  urlAffiliateValid: boolean | null;
}) {
  const { t } = useTranslation();
  const target = useCredentialForm('register');
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const rules = useMemo(() => effectiveRules(settings, mode, flags), [settings, mode, flags]);
  const fields = useMemo(() => visibleFields(rules), [rules]);
  const captcha = useCaptcha('register', fields.includes('captcha'));
  const [termsOpen, setTermsOpen] = useState(false);
  const current = useRef({ rules, settings });
  current.current = { rules, settings };
  /** the invitation code already known to be valid (from the link, or checked at submit) */
  const validAffiliate = useRef<string | null>(null);

  const resolver = useMemo(
    () =>
      dynamicResolver<RegisterValues>((values) =>
        registerSchema(current.current.settings, current.current.rules, values),
      ),
    [],
  );
  const form = useForm<RegisterValues>({
    defaultValues: emptyValues(urlAffiliateCode),
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue, setError, watch, trigger, getValues, clearErrors } =
    form;
  useRevalidateOnLanguageChange(form);

  // A tab switch keeps the values (the typed mobile number carries over) but not the other tab's errors.
  const firstMode = useRef(true);
  useEffect(() => {
    if (firstMode.current) {
      firstMode.current = false;
      return;
    }
    clearErrors();
  }, [mode, clearErrors]);

  useEffect(() => {
    if (urlAffiliateValid === true) validAffiliate.current = urlAffiliateCode;
    if (urlAffiliateValid === false) {
      setError('affiliateCode', { type: 'server', message: t('signup.errors.invitation') });
    }
  }, [urlAffiliateValid, urlAffiliateCode, setError, t]);

  // Changing the password re-checks the confirmation once it has been filled.
  const password = watch('password');
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  const { dialingCode, setDialingCode, smsTarget } = usePhoneFields(form);
  const agreed = watch('agree');

  function showServerError(error: unknown) {
    if (!isApiError(error)) return;
    const value = error.value as { field?: unknown; patternId?: unknown; min?: unknown; max?: unknown } | null;
    let field: RegisterField | undefined;
    let message = errorText(error.errorCode, error.message, error.value);
    if (error.errorCode === 'register.field.invalid' && typeof value?.field === 'string') {
      field = value.field as RegisterField;
      const rule = rules[field];
      if (rule) {
        const bounds = boundsOf(field, rule, settings);
        message = ruleMessage(
          typeof value.patternId === 'number' ? value.patternId : rule.patternId,
          typeof value.min === 'number' ? value.min : bounds.min,
          typeof value.max === 'number' ? value.max : bounds.max,
        );
      }
    } else {
      field = ERROR_FIELDS[error.errorCode];
    }
    // On the mobile form the number is the username.
    if (field === 'username' && !fields.includes('username')) field = 'mobileNum';
    if (field && fields.includes(field)) {
      setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }

  const onValid = async (values: RegisterValues) => {
    // An invitation code not already known to be valid is checked before registering.
    const code = values.affiliateCode.trim();
    if (fields.includes('affiliateCode') && code && code !== validAffiliate.current) {
      let valid = false;
      try {
        valid = await checkAffiliate(code);
      } catch {
        return;
      }
      if (!valid) {
        setError('affiliateCode', { type: 'server', message: t('signup.errors.invitation') }, { shouldFocus: true });
        return;
      }
      validAffiliate.current = code;
    }

    const payload: RegisterPayload = {
      type: 0,
      registerMethod: registerMethod(),
      registerUrl: window.location.host,
      domain: window.location.hostname,
    };
    for (const field of fields) {
      const raw = values[field];
      const value = field === 'password' || field === 'confirmPassword' || field === 'paymentPassword' ? raw : raw.trim();
      if (value) payload[field] = value;
    }
    if (payload.mobileNum) payload.countryDialingCode = values.countryDialingCode;
    if (payload.captcha && captcha.data) payload.captchaId = captcha.data.captchaId;

    try {
      const result = await registerMutation.mutateAsync({ mode, payload });
      startSession(result);
      toast.success(t('signup.success'), { duration: 'default' });
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      showServerError(error);
      // A captcha is used up by any attempt.
      if (fields.includes('captcha')) {
        setValue('captcha', '');
        void captcha.refetch();
      }
    }
  };

  // RHF focuses the first invalid field (in the order they render) before calling this.
  const onInvalid = (_errors: FieldErrors<RegisterValues>) => {};

  const inputFor = (field: RegisterField) => {
    const rule = rules[field]!;
    const label = rule.required || field === 'confirmPassword'
      ? t(`signup.fields.${field}`)
      : t('signup.optional', { field: t(`signup.fields.${field}`) });
    const error = formState.errors[field]?.message;
    const { max } = boundsOf(field, rule, settings);
    switch (field) {
      case 'mobileNum':
        return (
          <PhoneField
            key={field}
            label={label}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            error={error}
            {...register(field)}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField key={field} label={label} purpose="register" getTarget={smsTarget} error={error} {...register(field)} />
        );
      case 'password':
      case 'confirmPassword':
        return (
          <PasswordField
            key={field}
            label={label}
            autoComplete="new-password"
            maxLength={max}
            error={error}
            {...register(field)}
          />
        );
      case 'paymentPassword':
        return (
          <PasswordField
            key={field}
            label={label}
            icon={KeyIcon}
            autoComplete="new-password"
            inputMode="numeric"
            maxLength={max}
            error={error}
            {...register(field)}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            label={label}
            captcha={captcha.data}
            loading={captcha.isFetching}
            onRefresh={() => void captcha.refetch()}
            error={error}
            {...register(field)}
          />
        );
      case 'birthday':
        return (
          <TextField
            key={field}
            label={label}
            icon={CalendarIcon}
            type="date"
            autoComplete="bday"
            min={BIRTHDAY_MIN}
            max={birthdayMax()}
            error={error}
            {...register(field)}
          />
        );
      default:
        return (
          <TextField
            key={field}
            label={label}
            icon={ICONS[field] ?? ChatIcon}
            type={field === 'email' ? 'email' : 'text'}
            inputMode={field === 'email' ? 'email' : NUMERIC.has(field) ? 'numeric' : undefined}
            autoComplete={
              field === 'username'
                ? 'username'
                : field === 'email'
                  ? 'email'
                  : field === 'nickname'
                    ? 'nickname'
                    : field === 'payeeName'
                      ? 'name'
                      : 'off'
            }
            autoCapitalize={field === 'payeeName' || field === 'nickname' ? 'words' : 'off'}
            spellCheck={false}
            maxLength={max}
            error={error}
            {...register(field)}
          />
        );
    }
  };

  // The submit button reads as disabled until the form is valid and the disclaimer checked, yet a
  // tap still shows what is missing (the disclaimer error, the first invalid field focused).
  const ready = formState.isValid && agreed;
  return (
    <>
      <form
        id="register-form"
        className="form"
        {...target}
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        role={flags.USERNAMEREG3 && flags.MOBILENUMREG3 ? 'tabpanel' : undefined}
        aria-labelledby={flags.USERNAMEREG3 && flags.MOBILENUMREG3 ? `register-tab-${mode}` : undefined}
      >
        {fields.map(inputFor)}
        <CheckboxField
          error={formState.errors.agree?.message}
          extra={
            <button type="button" className="text-link" onClick={() => setTermsOpen(true)} aria-haspopup="dialog">
              {t('signup.terms')}
            </button>
          }
          {...register('agree')}
        >
          {t('signup.disclaimer', { age: ageLimit })}
        </CheckboxField>
        <div className="form__actions">
          <button
            type="submit"
            className="btn btn--primary btn--block btn--lg"
            aria-disabled={!ready || formState.isSubmitting}
            onClick={(event) => {
              if (formState.isSubmitting) event.preventDefault();
            }}
          >
            {formState.isSubmitting ? t('general.loading') : t('signup.submit')}
          </button>
        </div>
      </form>
      {termsOpen ? (
        <TermsDialog
          ageLimit={ageLimit}
          onClose={() => setTermsOpen(false)}
          onAgree={() => {
            setValue('agree', true, { shouldValidate: true });
            setTermsOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
