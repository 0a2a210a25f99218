import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { centsToAmount, matchBonusCents, normalizePromoCode, wageringRequirementCents } from '@lobby/contract/rules';
import type { PaymentChannel } from '@lobby/contract/schemas';
import { useBonusOffers, type BonusOffer } from '@/shared/api/bonus/get-bonus-offers';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useCurrencyDecimals, useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useRevalidateOnLanguageChange } from '@/shared/hooks/use-revalidate-on-language';
import { dynamicResolver } from '@/shared/lib/form-resolver';
import { errorText, failureText, isApiError } from '@/shared/lib/http';
import { DEPOSIT_BONUS_PARAM } from '@/shared/lib/bonus-links';
import { getHref } from '@/shared/lib/paths';
import { useBonusErrorText } from '@/shared/ui/bonus-texts';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon, DepositIcon, ShieldIcon, SpinnerIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { useCreateDepositOrder } from './api/create-deposit-order';
import { useDepositChannels, type FirstDepositBonus } from './api/get-deposit-channels';
import { AmountField } from './amount-field';
import { amountField, checkAmount, hasFee } from './amount-rules';
import { BonusChooser, codeError, matchRuleOf, type BonusChoice } from './bonus-chooser';
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

/** The bonus line of the summary: the first-deposit rule's or the chosen campaign's, computed for the typed amount. */
interface BonusLine {
  /** "+50%" */
  badge: string;
  /** what the typed amount would add (null: no amount yet; 0: under the minimum) */
  bonus: number | null;
  minDeposit: number;
  /** what has to be staked before it turns into cash */
  wagering: number;
  /** how the wagering is computed: "(deposit + bonus) × 8" */
  wageringNote: string;
}

function DepositSummary({ channel, bonusLine, amount }: { channel: PaymentChannel; bonusLine: BonusLine | null; amount: number | null }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const preview = amount === null ? null : depositPreview(channel, null, amount);
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
        {bonusLine ? (
          <>
            <div className="money-summary__row money-summary__row--bonus">
              <dt>
                {t('deposit.summary.bonus')}
                <span className="bonus-badge">{bonusLine.badge}</span>
              </dt>
              <dd>
                {bonusLine.bonus !== null && bonusLine.bonus > 0
                  ? money(bonusLine.bonus, { signed: true })
                  : amount !== null && amount < bonusLine.minDeposit
                    ? t('deposit.summary.bonusBelowMin', { min: money(bonusLine.minDeposit, { whole: true }) })
                    : dash}
              </dd>
            </div>
            {bonusLine.bonus !== null && bonusLine.bonus > 0 && bonusLine.wagering > 0 ? (
              <div className="money-summary__row">
                <dt>
                  {t('deposit.summary.wagering')}
                  <span className="money-summary__note">{bonusLine.wageringNote}</span>
                </dt>
                <dd>{money(bonusLine.wagering)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** The campaign a deposit screen opens with: a match claimed for the next deposit, else the one the link names. */
function initialChoice(offers: BonusOffer[] | undefined, asked: number | null): BonusChoice | null {
  if (!offers) return null;
  const pending = offers.find((o) => o.pending);
  if (pending) return { kind: 'campaign', campaignId: pending.campaignId };
  const named = asked === null ? undefined : offers.find((o) => o.campaignId === asked);
  return named ? { kind: 'campaign', campaignId: named.campaignId } : { kind: 'none' };
}

function DepositFormBody({
  channels,
  offer,
  offers,
  offersPending,
}: {
  channels: PaymentChannel[];
  offer: FirstDepositBonus | null;
  offers: BonusOffer[] | undefined;
  offersPending: boolean;
}) {
  const { t } = useTranslation();
  const bonusErrorText = useBonusErrorText();
  const [params] = useSearchParams();
  const asked = Number(params.get(DEPOSIT_BONUS_PARAM));
  const [picked, setPicked] = useState<BonusChoice | null>(null);
  const [bonusFailure, setBonusFailure] = useState<string | null>(null);
  const [codeChecked, setCodeChecked] = useState(false);
  // until the member picks, the choice follows the offers as they arrive (a pending claim is preselected)
  const choice: BonusChoice = picked ?? initialChoice(offers, Number.isInteger(asked) && asked > 0 ? asked : null) ?? { kind: 'none' };
  const chosenOffer = choice.kind === 'campaign' ? offers?.find((o) => o.campaignId === choice.campaignId) : undefined;
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
  const amountCents = amount === null ? null : Math.round(amount * 100);
  const bonusLine = useBonusLine(choice, chosenOffer, offer, amountCents);
  const codeInvalid = codeChecked && codeError(choice);

  const onSubmit = handleSubmit(async () => {
    if (amount === null) return;
    setCodeChecked(true);
    if (codeError(choice)) return;
    setFailure(null);
    setBonusFailure(null);
    const bonus =
      choice.kind === 'campaign'
        ? { bonusCampaignId: choice.campaignId }
        : choice.kind === 'code'
          ? { bonusCode: normalizePromoCode(choice.code) }
          : {};
    const requestId = attempt.idFor(`${channel.id}:${Math.round(amount * 100)}:${JSON.stringify(bonus)}`);
    try {
      const order = await create.mutateAsync({ channelId: channel.id, amount, requestId, ...bonus });
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
      } else if (code.startsWith('bonus.')) {
        // the bonus was refused (under its minimum, not eligible, an unknown code): said at the chooser
        setBonusFailure(bonusErrorText(error));
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
      {offer && choice.kind === 'none' ? <BonusBanner offer={offer} /> : null}
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
        <DepositSummary channel={channel} bonusLine={bonusLine} amount={amount} />
      </section>
      <section className="money-card" aria-busy={offersPending}>
        {offersPending ? (
          <BlockSkeleton height="1.2rem" />
        ) : (
          <BonusChooser
            offers={offers ?? []}
            firstDeposit={offer}
            value={choice}
            onChange={(next) => {
              setPicked(next);
              setBonusFailure(null);
              if (next.kind !== 'code') setCodeChecked(false);
            }}
            amountCents={amountCents}
            error={bonusFailure}
            codeInvalid={codeInvalid}
          />
        )}
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

/**
 * What the bonus adds to the typed amount: the chosen campaign's match (the contract's rule, in cents, so the
 * preview is what the server grants), else the first-deposit rule. A code's campaign is known only to the
 * server: no preview until the deposit is made.
 */
function useBonusLine(choice: BonusChoice, chosen: BonusOffer | undefined, firstDeposit: FirstDepositBonus | null, amountCents: number | null): BonusLine | null {
  const { t } = useTranslation();
  if (choice.kind === 'campaign' && chosen?.deposit) {
    const d = chosen.deposit;
    const bonusCents = amountCents === null ? null : matchBonusCents(matchRuleOf(d), amountCents);
    const w = chosen.wagering;
    return {
      badge: t('deposit.bonus.badge', { percent: d.percent }),
      bonus: bonusCents === null ? null : centsToAmount(bonusCents),
      minDeposit: d.minDeposit,
      wagering: bonusCents ? centsToAmount(wageringRequirementCents(w.multiplier, w.base, bonusCents, amountCents ?? 0)) : 0,
      wageringNote:
        w.base === 'bonus_deposit'
          ? t('deposit.summary.wageringNote', { multiplier: w.multiplier })
          : t('bonus.deposit.wageringBonusNote', { multiplier: w.multiplier }),
    };
  }
  if (choice.kind === 'none' && firstDeposit) {
    const preview = amountCents === null ? null : depositPreview({ feePercent: 0, feeFixed: 0, feePayer: 'merchant' }, firstDeposit, amountCents / 100);
    return {
      badge: t('deposit.bonus.badge', { percent: firstDeposit.percent }),
      bonus: preview ? preview.bonus : null,
      minDeposit: firstDeposit.minDeposit,
      wagering: preview ? preview.wagering : 0,
      wageringNote: t('deposit.summary.wageringNote', { multiplier: firstDeposit.wageringMultiplier }),
    };
  }
  return null;
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
  const offers = useBonusOffers('deposit');
  if (query.isPending) return <DepositFormSkeleton />;
  if (query.isError) return <RetryBlock onRetry={() => void query.refetch()} />;
  const { channels, firstDepositBonus } = query.data;
  if (channels.length === 0) {
    return <EmptyState icon={DepositIcon} title={t('deposit.noChannels')} text={t('deposit.noChannelsText')} />;
  }
  return <DepositFormBody channels={channels} offer={firstDepositBonus} offers={offers.data?.list} offersPending={offers.isPending && offers.fetchStatus !== 'idle'} />;
}
