import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PaymentChannel } from '@lobby/contract/schemas';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useCurrencyDecimals, useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { errorText, failureText, isApiError } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon, DepositIcon, ShieldIcon, SpinnerIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { useCreateDepositOrder } from './api/create-deposit-order';
import { useDepositChannels, type FirstDepositBonus } from './api/get-deposit-channels';
import { AmountField } from './amount-field';
import { amountField, checkAmount, hasFee } from './amount-rules';
import { ChannelPicker } from './channel-picker';
import { depositPreview } from './deposit-preview';
import { useRequestAttempt } from './request-attempt';

/** Where the browser goes to pay: a function on an object, so tests can watch it instead of navigating. */
export const checkoutWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

interface Values {
  amount: string;
}

/** The first-deposit promotion as a banner: the percentage as a badge, its cap, minimum and wagering. */
function BonusBanner({ offer }: { offer: FirstDepositBonus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <section className="bonus-banner" aria-labelledby="bonus-banner-title">
      <span className="bonus-badge bonus-badge--lg">{t('deposit.bonus.badge', { percent: offer.percent })}</span>
      <div className="bonus-banner__text">
        <h2 id="bonus-banner-title" className="bonus-banner__title">
          {t('deposit.bonus.title')}
        </h2>
        <p className="bonus-banner__terms">
          {t('deposit.bonus.terms', {
            max: money(offer.maxBonus, { whole: true }),
            min: money(offer.minDeposit, { whole: true }),
            multiplier: offer.wageringMultiplier,
          })}
        </p>
      </div>
    </section>
  );
}

function DepositSummary({
  channel,
  offer,
  amount,
}: {
  channel: PaymentChannel;
  offer: FirstDepositBonus | null;
  amount: number | null;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const preview = amount === null ? null : depositPreview(channel, offer, amount);
  const dash = '—';
  const free = !hasFee(channel);
  return (
    // The group carries the name: a named role on the <dl> itself would hide its terms from assistive tech.
    <div role="group" aria-label={t('deposit.summary.label')}>
      <dl className="money-summary">
        <div className="money-summary__row">
          <dt>{t('deposit.summary.amount')}</dt>
          <dd>{amount === null ? dash : money(amount)}</dd>
        </div>
        <div className="money-summary__row">
          <dt>
            {t('deposit.summary.fee')}
            <span className="money-summary__note">
              {free
                ? t('deposit.summary.feeNone')
                : channel.feePayer === 'member'
                  ? t('deposit.summary.feeMember')
                  : t('deposit.summary.feeMerchant')}
            </span>
          </dt>
          <dd>
            {free || channel.feePayer === 'merchant' ? (
              <span className="money-tag money-tag--success">{t('deposit.summary.free')}</span>
            ) : preview ? (
              money(-preview.fee)
            ) : (
              dash
            )}
          </dd>
        </div>
        <div className="money-summary__row money-summary__row--total">
          <dt>{t('deposit.summary.credit')}</dt>
          <dd>{preview ? money(preview.credit) : dash}</dd>
        </div>
        {offer ? (
          <>
            <div className="money-summary__row money-summary__row--bonus">
              <dt>
                {t('deposit.summary.bonus')}
                <span className="bonus-badge">{t('deposit.bonus.badge', { percent: offer.percent })}</span>
              </dt>
              <dd>
                {preview && preview.bonus > 0
                  ? money(preview.bonus, { signed: true })
                  : amount !== null && amount < offer.minDeposit
                    ? t('deposit.summary.bonusBelowMin', { min: money(offer.minDeposit, { whole: true }) })
                    : dash}
              </dd>
            </div>
            {preview && preview.bonus > 0 ? (
              <div className="money-summary__row">
                <dt>
                  {t('deposit.summary.wagering')}
                  <span className="money-summary__note">
                    {t('deposit.summary.wageringNote', { multiplier: offer.wageringMultiplier })}
                  </span>
                </dt>
                <dd>{money(preview.wagering)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
    </div>
  );
}

function DepositFormBody({ channels, offer }: { channels: PaymentChannel[]; offer: FirstDepositBonus | null }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const decimals = useCurrencyDecimals();
  // The brand's deposit template: the new one (dep_func 1) lists the methods one a row.
  const newTemplate = useStatusInfo()?.mobileTemplate.dep_func === '1';
  const navigate = useNavigate();
  const create = useCreateDepositOrder();
  const attempt = useRequestAttempt();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const channelRef = useRef(channel);
  channelRef.current = channel;

  const resolver = useMemo(
    () => dynamicResolver<Values>(() => z.object({ amount: amountField(channelRef.current, money, decimals) })),
    [money, decimals],
  );
  const form = useForm<Values>({ defaultValues: { amount: '' }, resolver, mode: 'onTouched' });
  const { register, handleSubmit, formState, setValue, watch, trigger, setError, getFieldState } = form;
  useRevalidateOnLanguageChange(form);

  // A new channel has other limits: an amount already checked is checked again against them.
  useEffect(() => {
    if (getFieldState('amount').isTouched || formState.isSubmitted) void trigger('amount');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the channel changes
  }, [channelId]);

  const typed = watch('amount');
  const checked = checkAmount(typed, channel, decimals);
  const amount = 'amount' in checked ? checked.amount : null;

  const onSubmit = handleSubmit(async () => {
    if (amount === null) return;
    setFailure(null);
    const requestId = attempt.idFor(`${channel.id}:${Math.round(amount * 100)}`);
    try {
      const order = await create.mutateAsync({ channelId: channel.id, amount, requestId });
      attempt.settle();
      if (order.checkoutUrl) {
        setLeaving(true);
        checkoutWindow.open(order.checkoutUrl);
      } else {
        navigate(getHref('voucherCenter', { order: order.orderNo }));
      }
    } catch (error) {
      attempt.settle(error);
      const code = isApiError(error) ? error.errorCode : 'common.unknown';
      if (code === 'payment.amount.invalid') {
        setError('amount', { message: errorText(code) });
      } else {
        // the error's own sentence: a deposit limit reached names the limit and when it resets
        setFailure(failureText(error));
      }
    }
  });

  const busy = formState.isSubmitting || leaving;
  const limits = t('money.amount.limits', {
    min: money(channel.min, { whole: true }),
    max: money(channel.max, { whole: true }),
  });

  return (
    <form className="money-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {offer ? <BonusBanner offer={offer} /> : null}
      <section className="money-card">
        <ChannelPicker
          legend={t('deposit.channel')}
          name="channel"
          channels={channels}
          value={channel.id}
          onChange={(id) => {
            setChannelId(id);
            setFailure(null);
          }}
          detail={(c) => `${money(c.min, { whole: true })} – ${money(c.max, { whole: true })}`}
          layout={newTemplate ? 'list' : 'grid'}
        />
      </section>
      <section className="money-card" aria-labelledby="deposit-amount-title">
        <h2 id="deposit-amount-title" className="money-section__title">
          {t('deposit.amountTitle')}
        </h2>
        <AmountField
          label={t('money.amount.label')}
          error={formState.errors.amount?.message}
          hint={limits}
          presets={channel.presets.map((p) => ({ amount: p }))}
          onPreset={(value) => {
            setValue('amount', String(value), { shouldValidate: true, shouldTouch: true });
            setFailure(null);
          }}
          value={typed}
          {...register('amount', { onChange: () => setFailure(null) })}
        />
        <DepositSummary channel={channel} offer={offer} amount={amount} />
      </section>
      {failure ? (
        <p className="money-alert" role="alert">
          <AlertIcon size="0.18rem" />
          <span>{failure}</span>
        </p>
      ) : null}
      <div className="money-actions">
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy}>
          {busy ? <SpinnerIcon className="spin" size="0.18rem" /> : <DepositIcon size="0.2rem" />}
          {leaving
            ? t('deposit.redirecting', { channel: channel.name })
            : amount !== null
              ? t('deposit.submitAmount', { amount: money(amount) })
              : t('deposit.submit')}
        </button>
        <p className="money-secure">
          <ShieldIcon size="0.14rem" />
          {t('deposit.secure', { channel: channel.name })}
        </p>
      </div>
    </form>
  );
}

export function DepositFormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="money-form" role="status" aria-label={t('general.loading')}>
      <BlockSkeleton height="0.84rem" />
      <BlockSkeleton height="2.1rem" />
      <BlockSkeleton height="2.6rem" />
      <BlockSkeleton height="0.52rem" className="block-skeleton--pill" />
    </div>
  );
}

/** The deposit form: method, amount, what it brings, then off to the provider's checkout page. */
export function DepositForm() {
  const { t } = useTranslation();
  const query = useDepositChannels();
  if (query.isPending) return <DepositFormSkeleton />;
  if (query.isError) return <RetryBlock onRetry={() => void query.refetch()} />;
  const { channels, firstDepositBonus } = query.data;
  if (channels.length === 0) {
    return <EmptyState icon={DepositIcon} title={t('deposit.noChannels')} text={t('deposit.noChannelsText')} />;
  }
  return <DepositFormBody channels={channels} offer={firstDepositBonus} />;
}
