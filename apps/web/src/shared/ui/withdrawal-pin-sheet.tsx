import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PAYMENT_PASSWORD_PATTERN } from '@lobby/contract/rules';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { errorText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { toast } from '@/shared/lib/toast';
import { PinInput } from '@/shared/ui/form/pin-input';
import { AlertIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useResetWithdrawalPin } from '@/shared/api/wallet/reset-withdrawal-pin';
import './withdrawal-pin-sheet.css';

const pin = () => z.string().regex(PAYMENT_PASSWORD_PATTERN, { error: () => i18next.t('payout.pin.digits') });
const schema = z
  .object({ current: pin(), next: pin(), confirm: z.string() })
  .refine((v) => v.next === v.confirm, { path: ['confirm'], error: () => i18next.t('payout.pin.mismatch') })
  .refine((v) => v.next !== v.current, { path: ['next'], error: () => i18next.t('payout.pin.same') });
type Values = z.infer<typeof schema>;

function triesLeftOf(value: unknown): number | null {
  if (value && typeof value === 'object' && 'triesLeft' in value) {
    const tries = (value as { triesLeft: unknown }).triesLeft;
    if (typeof tries === 'number') return tries;
  }
  return null;
}

/** Changes the withdrawal PIN: the current one, then the new one twice. */
export function WithdrawalPinSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reset = useResetWithdrawalPin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { current: '', next: '', confirm: '' },
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, setError, setValue } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ oldPaymentPassword: values.current, newPaymentPassword: values.next });
      toast.success(t('payout.pin.changed'));
      onClose();
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : 'common.unknown';
      if (code === 'withdraw.password.wrong') {
        const tries = triesLeftOf(isApiError(error) ? error.value : undefined);
        setValue('current', '');
        setError('current', {
          message: tries === null ? errorText(code) : t('payout.pinSheet.wrong', { count: tries }),
        });
      } else {
        setFailure(errorText(code, isApiError(error) ? error.message : undefined));
      }
    }
  });

  const field = (name: keyof Values, label: string, autoFocus = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f, fieldState }) => (
        <PinInput
          label={label}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          name={f.name}
          ref={f.ref}
          error={fieldState.error?.message}
          autoFocus={autoFocus}
        />
      )}
    />
  );

  return (
    <Sheet className="sheet pin-change-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('payout.pin.changeTitle')} titleId={titleId} onClose={onClose} />
      <form className="form pin-change-sheet__form" onSubmit={onSubmit} noValidate>
        {field('current', t('payout.pin.current'), true)}
        {field('next', t('payout.pin.new'))}
        {field('confirm', t('payout.pin.confirm'))}
        {failure ? (
          <p className="pin-change-sheet__alert" role="alert">
            <AlertIcon size="0.18rem" />
            <span>{failure}</span>
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={formState.isSubmitting}>
          {t('payout.pin.change')}
        </button>
      </form>
    </Sheet>
  );
}
