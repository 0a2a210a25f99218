import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { amountToCents, PAYMENT_PASSWORD_PATTERN, PASSWORD_POLICY, type DownlineKind } from '@lobby/contract/rules';
import type { TeamMember } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { errorText, isApiError } from '@/shared/lib/http';
import { i18next } from '@/shared/lib/i18n';
import { newRequestId } from '@/shared/lib/money';
import { getHref } from '@/shared/lib/paths';
import { toast } from '@/shared/lib/toast';
import { PasswordField } from '@/shared/ui/form/password-field';
import { PinInput } from '@/shared/ui/form/pin-input';
import { QrCode } from '@/shared/ui/qr-code';
import { TextField } from '@/shared/ui/form/text-field';
import { AlertIcon, CheckIcon, MemberIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useCreateDownline } from './api/create-downline';
import { useRelay } from './api/relay';
import { ChipGroup } from './chip-group';

function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="agent-sheet__alert" role="alert">
      <AlertIcon size="0.18rem" />
      <span>{text}</span>
    </p>
  );
}

/** The agent's invitation link and its QR code. */
export function InviteSheet({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = `${window.location.origin}${getHref('register')}?code=${encodeURIComponent(code)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('agent.invite.copied'));
    } catch {
      toast.error(t('agent.invite.copyFailed'));
    }
  };

  return (
    <Sheet className="sheet agent-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('agent.invite.title')} titleId={titleId} onClose={onClose} autoFocusClose />
      <div className="agent-invite">
        <div className="agent-invite__qr">
          <QrCode value={link} label={t('agent.invite.qrLabel')} size="2rem" />
        </div>
        <p className="agent-invite__code">
          {t('agent.invite.code')} <strong>{code}</strong>
        </p>
        <p className="agent-invite__link" data-testid="invite-link">
          {link}
        </p>
        <button type="button" className="btn btn--primary btn--block btn--lg" onClick={() => void copy()}>
          {t('agent.invite.copy')}
        </button>
      </div>
    </Sheet>
  );
}

const createSchema = () =>
  z.object({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6,16}$/, { error: () => i18next.t('agent.create.usernameRule') }),
    password: z.string().min(PASSWORD_POLICY.minLength, { error: () => i18next.t('agent.create.passwordRule', { min: PASSWORD_POLICY.minLength }) }),
    nickname: z.string().trim().max(32),
  });
type CreateValues = z.infer<ReturnType<typeof createSchema>>;

/** Opens a player or a sub-agent account under the agent. */
export function CreateMemberSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateDownline();
  const [kind, setKind] = useState<DownlineKind>('member');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateValues>({ defaultValues: { username: '', password: '', nickname: '' }, resolver: zodResolver(createSchema()), mode: 'onTouched' });
  const { register, handleSubmit, formState, setError } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const made = await create.mutateAsync({ kind, username: values.username, password: values.password, nickname: values.nickname || undefined });
      toast.success(t(kind === 'agent' ? 'agent.create.doneAgent' : 'agent.create.doneMember', { name: made.username }));
      onClose();
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : 'common.unknown';
      const text = errorText(code, isApiError(error) ? error.message : undefined);
      if (code === 'register.username.exists' || code === 'register.field.invalid') setError('username', { message: text });
      else if (code.startsWith('password.')) setError('password', { message: text });
      else setFailure(text);
    }
  });

  return (
    <Sheet className="sheet agent-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('agent.create.title')} titleId={titleId} onClose={onClose} />
      <form className="form agent-sheet__form" onSubmit={onSubmit} noValidate>
        <ChipGroup
          variant="segment"
          label={t('agent.create.kindLabel')}
          options={[
            { value: 'member', label: t('agent.create.member') },
            { value: 'agent', label: t('agent.create.agent') },
          ]}
          value={kind}
          onChange={setKind}
        />
        <TextField label={t('agent.create.username')} icon={MemberIcon} autoComplete="off" autoCapitalize="none" error={formState.errors.username?.message} hint={t('agent.create.usernameRule')} {...register('username')} />
        <PasswordField label={t('agent.create.password')} autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
        <TextField label={t('agent.create.nickname')} autoComplete="off" error={formState.errors.nickname?.message} {...register('nickname')} />
        <FormAlert text={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={formState.isSubmitting}>
          {t(kind === 'agent' ? 'agent.create.submitAgent' : 'agent.create.submitMember')}
        </button>
      </form>
    </Sheet>
  );
}

const relaySchema = () =>
  z.object({
    amount: z
      .string()
      .trim()
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && amountToCents(Number(v)) !== null, { error: () => i18next.t('agent.relay.amountRule') }),
    pin: z.string().regex(PAYMENT_PASSWORD_PATTERN, { error: () => i18next.t('payout.pin.digits') }),
  });
type RelayValues = z.infer<ReturnType<typeof relaySchema>>;

/** Pays from the agent's balance into a team member's, confirmed with the withdrawal PIN. */
export function RelaySheet({ member, available, onClose }: { member: TeamMember; available: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = useMoneyFormat();
  const relay = useRelay();
  // One id per attempt: a retry of the same attempt (a lost answer) cannot pay twice.
  const requestId = useRef(newRequestId());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RelayValues>({ defaultValues: { amount: '', pin: '' }, resolver: zodResolver(relaySchema()), mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, control, setValue } = form;
  useRevalidateOnLanguageChange(form);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const done = await relay.mutateAsync({ requestId: requestId.current, memberId: member.id, amount: Number(values.amount), paymentPassword: values.pin });
      toast.success(t('agent.relay.done', { amount: money(done.amount), name: done.username }));
      onClose();
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : 'common.unknown';
      const text = errorText(code, isApiError(error) ? error.message : undefined);
      // the attempt was refused: the next one is a new request
      requestId.current = newRequestId();
      if (code === 'withdraw.password.wrong') {
        setValue('pin', '');
        setError('pin', { message: text });
      } else if (code.startsWith('wallet.')) setError('amount', { message: text });
      else setFailure(text);
    }
  });

  return (
    <Sheet className="sheet agent-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('agent.relay.title')} titleId={titleId} onClose={onClose} />
      <form className="form agent-sheet__form" onSubmit={onSubmit} noValidate>
        <p className="agent-relay__to">
          <span>{t('agent.relay.to')}</span>
          <strong>{member.nickname ? `${member.nickname} (${member.username})` : member.username}</strong>
        </p>
        {available !== null ? <p className="agent-relay__available">{t('agent.relay.available', { amount: money(available) })}</p> : null}
        <TextField label={t('agent.relay.amount')} inputMode="decimal" autoComplete="off" error={formState.errors.amount?.message} {...register('amount')} />
        <Controller
          control={control}
          name="pin"
          render={({ field, fieldState }) => (
            <PinInput label={t('agent.relay.pin')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} error={fieldState.error?.message} />
          )}
        />
        <FormAlert text={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={formState.isSubmitting}>
          <CheckIcon size="0.18rem" />
          {t('agent.relay.submit')}
        </button>
      </form>
    </Sheet>
  );
}
