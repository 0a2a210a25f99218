import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { centsToAmount } from '@lobby/contract/rules';
import type { Funds, PaymentChannel, PayoutAccount, WithdrawalOrder } from '@lobby/contract/schemas';
import { useKycState, verificationHolds } from '@/shared/api/kyc/kyc-state';
import { useCurrencyDecimals, useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { getHref } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { CheckIcon, WithdrawIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { PlusIcon } from '@/shared/ui/money-icons';
import { useWithdrawChannels } from './api/get-withdraw-channels';
import { AmountField } from './amount-field';
import { amountField, checkAmount, feeFor, hasFee, type AmountLimits } from './amount-rules';
import { ChannelPicker } from './channel-picker';
import { AccountLine } from './payout-accounts-card';
import { accountsFor } from './payout-rules';
import { PinSheet, type WithdrawalDraft } from './pin-sheet';

interface Values {
  amount: string;
}

/** Round amounts offered when a rail has no presets of its own: two that fit, beside "All". */
const ROUND_AMOUNTS = [500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

function quickAmounts(channel: PaymentChannel, all: number): number[] {
  const own = channel.presets.filter((p) => p >= channel.min && p < all);
  if (own.length > 0) return own.slice(0, 5);
  return ROUND_AMOUNTS.filter((p) => p >= channel.min && p <= channel.max && p < all).slice(0, 2);
}

function limitsOf(channel: PaymentChannel, funds: Funds): AmountLimits {
  return { min: channel.min, max: channel.max, available: funds.withdrawable };
}

function AccountPicker({
  accounts,
  value,
  onChange,
  onAdd,
  channelName,
}: {
  accounts: PayoutAccount[];
  value: number | null;
  onChange: (id: number) => void;
  onAdd: () => void;
  channelName: string;
}) {
  const { t } = useTranslation();
  if (accounts.length === 0) {
    return (
      <div className="accounts-empty accounts-empty--inline">
        <p>{t('payout.form.noAccount', { channel: channelName })}</p>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onAdd}>
          <PlusIcon size="0.14rem" />
          {t('payout.accounts.add')}
        </button>
      </div>
    );
  }
  return (
    <fieldset className="account-picker">
      <legend className="money-section__title">{t('payout.form.account')}</legend>
      <div className="account-list">
        {accounts.map((account) => {
          const on = account.id === value;
          return (
            <label key={account.id} className={`account-row account-row--choice${on ? ' account-row--on' : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name="payoutAccount"
                value={account.id}
                checked={on}
                onChange={() => onChange(account.id)}
              />
              <AccountLine account={account} />
              <span className={`radio-dot${on ? ' radio-dot--on' : ''}`} aria-hidden="true">
                {on ? <CheckIcon size="0.1rem" strokeWidth={3.2} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function WithdrawFormBody({
  channels,
  accounts,
  funds,
  onAdd,
  onDone,
}: {
  channels: PaymentChannel[];
  accounts: PayoutAccount[];
  funds: Funds;
  onAdd: (code?: string) => void;
  onDone: (order: WithdrawalOrder) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const decimals = useCurrencyDecimals();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const accepted = accountsFor(channel, accounts);
  const [accountId, setAccountId] = useState<number | null>(accepted[0]?.id ?? null);
  const account = accepted.find((a) => a.id === accountId) ?? accepted[0] ?? null;
  const [draft, setDraft] = useState<WithdrawalDraft | null>(null);
  const kyc = useKycState();

  const limits = limitsOf(channel, funds);
  const limitsRef = useRef(limits);
  limitsRef.current = limits;
  const resolver = useMemo(
    () => dynamicResolver<Values>(() => z.object({ amount: amountField(limitsRef.current, money, decimals) })),
    [money, decimals],
  );
  const form = useForm<Values>({ defaultValues: { amount: '' }, resolver, mode: 'onTouched' });
  const { register, handleSubmit, formState, setValue, watch, trigger, getFieldState } = form;
  useRevalidateOnLanguageChange(form);

  useEffect(() => {
    if (getFieldState('amount').isTouched || formState.isSubmitted) void trigger('amount');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the limits change
  }, [channelId, funds.withdrawable]);

  const typed = watch('amount');
  const checked = checkAmount(typed, limits, decimals);
  const amount = 'amount' in checked ? checked.amount : null;
  const fee = amount === null ? 0 : feeFor(channel, amount);
  const payout =
    amount === null ? null : channel.feePayer === 'member' ? centsToAmount(Math.round((amount - fee) * 100)) : amount;
  // a currency without decimals pays whole units: 'All' leaves a fraction of a dong behind
  // said before the PIN (and before a bonus is given up): this one would wait for the identity check
  const held = verificationHolds(kyc.data, amount);
  const all = decimals === 0 ? Math.floor(Math.min(funds.withdrawable, channel.max)) : Math.min(funds.withdrawable, channel.max);

  function feeLabel(c: PaymentChannel): string {
    if (!hasFee(c) || c.feePayer === 'merchant') return t('payout.form.noFee');
    if (c.feeFixed > 0 && c.feePercent > 0) {
      return t('payout.form.feeBoth', { fee: money(c.feeFixed, { whole: true }), percent: c.feePercent });
    }
    if (c.feeFixed > 0) return t('payout.form.feeFixed', { fee: money(c.feeFixed, { whole: true }) });
    return t('payout.form.feePercent', { percent: c.feePercent });
  }

  const onSubmit = handleSubmit(() => {
    if (amount === null || !account || payout === null) return;
    setDraft({ channelId: channel.id, channelName: channel.name, account, amount, payout });
  });

  const hint = [
    t('money.amount.limits', { min: money(channel.min, { whole: true }), max: money(channel.max, { whole: true }) }),
    t('payout.form.available', { amount: money(funds.withdrawable) }),
  ].join(' · ');

  return (
    <>
    <form className="money-card money-form--card" onSubmit={onSubmit} noValidate aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className="visually-hidden">
        {t('payout.form.title')}
      </h2>
      <ChannelPicker
        legend={t('payout.form.channel')}
        name="withdrawChannel"
        channels={channels}
        value={channel.id}
        onChange={(id) => {
          setChannelId(id);
          const next = channels.find((c) => c.id === id)!;
          setAccountId(accountsFor(next, accounts)[0]?.id ?? null);
        }}
        detail={(c) => feeLabel(c)}
      />
      <AccountPicker
        accounts={accepted}
        value={account?.id ?? null}
        onChange={setAccountId}
        onAdd={() => onAdd(channel.code === 'BANK' ? undefined : channel.code)}
        channelName={channel.name}
      />
      <div className="money-field-group">
        <h3 className="money-section__title">{t('payout.form.amount')}</h3>
        <AmountField
          label={t('money.amount.label')}
          error={formState.errors.amount?.message}
          hint={hint}
          presets={[
            ...quickAmounts(channel, all).map((p) => ({ amount: p })),
            ...(all >= channel.min ? [{ amount: all, label: t('payout.form.all') }] : []),
          ]}
          onPreset={(value) => setValue('amount', String(value), { shouldValidate: true, shouldTouch: true })}
          value={typed}
          {...register('amount')}
        />
      </div>
      <dl className="money-summary">
        <div className="money-summary__row">
          <dt>
            {t('payout.form.fee')}
            <span className="money-summary__note">
              {!hasFee(channel)
                ? t('deposit.summary.feeNone')
                : channel.feePayer === 'member'
                  ? t('deposit.summary.feeMember')
                  : t('deposit.summary.feeMerchant')}
            </span>
          </dt>
          <dd>
            {!hasFee(channel) || channel.feePayer === 'merchant' ? (
              <span className="money-tag money-tag--success">{t('deposit.summary.free')}</span>
            ) : amount === null ? (
              '—'
            ) : (
              money(-fee)
            )}
          </dd>
        </div>
        <div className="money-summary__row money-summary__row--total">
          <dt>{t('payout.form.receive')}</dt>
          <dd>{payout === null ? '—' : money(payout)}</dd>
        </div>
      </dl>
      {channel.dailyLimit > 0 ? (
        <p className="money-hint">{t('payout.form.daily', { count: channel.dailyLimit, channel: channel.name })}</p>
      ) : null}
      {held && kyc.data ? (
        <p className="money-hint money-hint--held" role="note">
          {kyc.data.level2DailyWithdrawal !== null && kyc.data.level < 2
            ? t('payout.form.kycHold', { amount: money(Number(kyc.data.level2DailyWithdrawal), { whole: true }) })
            : t('payout.form.kycFundsHold')}{' '}
          <Link to={getHref('verification')}>{t('payout.form.kycVerify')}</Link>
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--block btn--lg"
        disabled={!account || funds.withdrawable < channel.min}
      >
        <WithdrawIcon size="0.2rem" />
        {amount !== null ? t('payout.form.submitAmount', { amount: money(amount) }) : t('payout.form.submit')}
      </button>
      {funds.withdrawable < channel.min ? (
        <p className="money-hint money-hint--center">
          {t('payout.form.belowMin', { min: money(channel.min, { whole: true }) })}
        </p>
      ) : null}
    </form>
      {/* Outside the form: the sheet's own form would otherwise submit this one through React's tree. */}
      {draft ? (
        <PinSheet
          draft={draft}
          bonus={funds.bonus}
          onClose={() => setDraft(null)}
          onDone={(order) => {
            setDraft(null);
            onDone(order);
          }}
        />
      ) : null}
    </>
  );
}

/** The withdrawal itself: rail, account it accepts, amount within its limits and the withdrawable cash. */
export function WithdrawForm({
  accounts,
  funds,
  onAdd,
  onDone,
}: {
  accounts: PayoutAccount[];
  funds: Funds;
  onAdd: (code?: string) => void;
  onDone: (order: WithdrawalOrder) => void;
}) {
  const { t } = useTranslation();
  const channels = useWithdrawChannels();
  if (channels.isPending) return <BlockSkeleton height="3.6rem" />;
  if (channels.isError) {
    return (
      <section className="money-card">
        <RetryBlock compact onRetry={() => void channels.refetch()} />
      </section>
    );
  }
  if (channels.data.length === 0) {
    return <EmptyState icon={WithdrawIcon} title={t('payout.noChannels')} text={t('payout.noChannelsText')} />;
  }
  return <WithdrawFormBody channels={channels.data} accounts={accounts} funds={funds} onAdd={onAdd} onDone={onDone} />;
}
