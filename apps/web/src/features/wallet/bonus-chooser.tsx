import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchBonusCents, PROMO_CODE_PATTERN } from '@lobby/contract/rules';
import type { BonusOffer } from '@/shared/api/bonus/get-bonus-offers';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useOfferSummary } from '@/shared/ui/bonus-texts';
import { TextField } from '@/shared/ui/form/text-field';
import { AlertIcon, CheckIcon, GiftIcon, TagIcon } from '@/shared/ui/icons';
import type { FirstDepositBonus } from './api/get-deposit-channels';

/** What the member picked: no campaign (the first-deposit rule may still apply), one of the offers, or a code. */
export type BonusChoice = { kind: 'none' } | { kind: 'campaign'; campaignId: number } | { kind: 'code'; code: string };

/** The campaign's match as the contract's rule takes it (percent in basis points, amounts in cents). */
export function matchRuleOf(deposit: NonNullable<BonusOffer['deposit']>) {
  return { percentBp: Math.round(deposit.percent * 100), capCents: Math.round(deposit.cap * 100), minDepositCents: Math.round(deposit.minDeposit * 100) };
}

/** A typed code is sent only when it has the shape of one (4-20 letters and digits). */
export function codeError(choice: BonusChoice): boolean {
  return choice.kind === 'code' && !PROMO_CODE_PATTERN.test(choice.code.trim());
}

function Option({
  on,
  name,
  onSelect,
  children,
}: {
  on: boolean;
  name: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className={`bonus-option${on ? ' bonus-option--on' : ''}`}>
      <input type="radio" className="visually-hidden" name={name} checked={on} onChange={onSelect} />
      {children}
      <span className={`radio-dot${on ? ' radio-dot--on' : ''}`} aria-hidden="true">
        {on ? <CheckIcon size="0.1rem" strokeWidth={3.2} /> : null}
      </span>
    </label>
  );
}

/**
 * The deposit's bonus: each deposit match the member may have now (what it gives, its wagering, what it
 * would add to the typed amount), no campaign (then the brand's first-deposit bonus, where there is one,
 * applies as before), or a promo code. A refusal of the choice is shown here, not as a toast.
 */
export function BonusChooser({
  offers,
  firstDeposit,
  value,
  onChange,
  amountCents,
  error,
  codeInvalid,
}: {
  offers: BonusOffer[];
  firstDeposit: FirstDepositBonus | null;
  value: BonusChoice;
  onChange: (choice: BonusChoice) => void;
  amountCents: number | null;
  error: string | null;
  codeInvalid: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const summary = useOfferSummary();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="bonus-chooser" aria-describedby={error ? errorId : undefined}>
      <legend className="money-section__title bonus-chooser__legend">
        <GiftIcon size="0.16rem" />
        {t('bonus.deposit.legend')}
      </legend>
      <div className="bonus-chooser__list">
        {offers.map((offer) => {
          const on = value.kind === 'campaign' && value.campaignId === offer.campaignId;
          const deposit = offer.deposit;
          const extra = deposit && amountCents !== null ? matchBonusCents(matchRuleOf(deposit), amountCents) : null;
          return (
            <Option key={offer.campaignId} on={on} name={name} onSelect={() => onChange({ kind: 'campaign', campaignId: offer.campaignId })}>
              <span className="bonus-option__badge" aria-hidden="true">
                {deposit ? t('deposit.bonus.badge', { percent: deposit.percent }) : <GiftIcon size="0.16rem" />}
              </span>
              <span className="bonus-option__text">
                <span className="bonus-option__title">
                  {offer.title}
                  {offer.pending ? <span className="bonus-option__tag">{t('bonus.deposit.claimed')}</span> : null}
                </span>
                <span className="bonus-option__detail">{summary(offer)}</span>
                <span className="bonus-option__detail">
                  {offer.wagering.multiplier > 0
                    ? t('bonus.deposit.wagering', { multiplier: offer.wagering.multiplier })
                    : t('bonus.offer.noWagering')}
                </span>
              </span>
              {extra !== null && extra > 0 ? <span className="bonus-option__extra">{money(extra / 100, { signed: true })}</span> : null}
            </Option>
          );
        })}
        <Option on={value.kind === 'none'} name={name} onSelect={() => onChange({ kind: 'none' })}>
          <span className="bonus-option__badge bonus-option__badge--plain" aria-hidden="true">
            {firstDeposit ? t('deposit.bonus.badge', { percent: firstDeposit.percent }) : '—'}
          </span>
          <span className="bonus-option__text">
            <span className="bonus-option__title">{firstDeposit ? t('deposit.bonus.title') : t('bonus.deposit.none')}</span>
            {firstDeposit ? <span className="bonus-option__detail">{t('bonus.deposit.standard')}</span> : null}
          </span>
        </Option>
        <Option on={value.kind === 'code'} name={name} onSelect={() => onChange({ kind: 'code', code: value.kind === 'code' ? value.code : '' })}>
          <span className="bonus-option__badge bonus-option__badge--plain" aria-hidden="true">
            <TagIcon size="0.16rem" />
          </span>
          <span className="bonus-option__text">
            <span className="bonus-option__title">{t('bonus.deposit.code')}</span>
            <span className="bonus-option__detail">{t('bonus.deposit.codeHint')}</span>
          </span>
        </Option>
        {value.kind === 'code' ? (
          <TextField
            label={t('bonus.code.label')}
            icon={TagIcon}
            value={value.code}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={codeInvalid ? t('bonus.code.invalidFormat') : undefined}
            onChange={(e) => onChange({ kind: 'code', code: e.target.value })}
            // the member just chose to type one
            autoFocus
          />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="money-alert bonus-chooser__error" role="alert">
          <AlertIcon size="0.18rem" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
