import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Funds } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { GiftIcon, type IconProps } from './icons';
import { ClockIcon, CoinsIcon } from './money-icons';
import './funds-breakdown.css';

const MASK = '****';

/** Wagering progress in whole percent, 0 to 100. */
export function wageringPercent(wagering: NonNullable<Funds['bonusWagering']>): number {
  if (wagering.required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((wagering.wagered / wagering.required) * 100)));
}

function Row({
  icon: Icon,
  tone,
  label,
  note,
  amount,
  children,
}: {
  icon: ComponentType<IconProps>;
  tone: 'cash' | 'bonus' | 'held';
  label: string;
  note: string;
  amount: string;
  children?: ReactNode;
}) {
  return (
    <li className={`funds-row funds-row--${tone}`}>
      <span className="funds-row__icon" aria-hidden="true">
        <Icon size="0.18rem" />
      </span>
      <span className="funds-row__main">
        <span className="funds-row__label">{label}</span>
        <span className="funds-row__note">{note}</span>
      </span>
      <span className="funds-row__amount">{amount}</span>
      {children}
    </li>
  );
}

/**
 * The balance in its parts: cash, bonus (not withdrawable while its wagering runs, with a progress bar) and
 * cash held by withdrawals waiting for payout. The member centre and the withdraw screen both show it.
 */
export function FundsBreakdown({ funds, masked = false }: { funds: Funds; masked?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const show = (amount: number) => (masked ? MASK : money(amount));
  const wagering = funds.bonusWagering;
  const percent = wagering ? wageringPercent(wagering) : 0;
  return (
    <ul className="funds-breakdown" aria-label={t('funds.breakdownLabel')}>
      <Row icon={CoinsIcon} tone="cash" label={t('funds.cash')} note={t('funds.cashNote')} amount={show(funds.cash)} />
      <Row
        icon={GiftIcon}
        tone="bonus"
        label={t('funds.bonus')}
        note={funds.bonus > 0 ? t('funds.bonusLocked') : t('funds.bonusNone')}
        amount={show(funds.bonus)}
      >
        {wagering ? (
          <span className="funds-row__wagering">
            <span
              className="funds-progress"
              role="progressbar"
              aria-label={t('funds.wageringLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('funds.wageringValue', { percent })}
            >
              <span className="funds-progress__fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="funds-row__wagering-text">
              <span>{t('funds.wagered', { wagered: show(wagering.wagered), required: show(wagering.required) })}</span>
              <strong>{t('funds.wageringLeft', { amount: show(wagering.remaining) })}</strong>
            </span>
          </span>
        ) : null}
      </Row>
      <Row icon={ClockIcon} tone="held" label={t('funds.held')} note={t('funds.heldNote')} amount={show(funds.held)} />
    </ul>
  );
}
