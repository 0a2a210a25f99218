import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useCurrencyDecimals } from '@/shared/api/system/use-money-format';
import { useLanguage } from '@/shared/hooks/use-language';
import { LANGUAGE_TAGS } from '@lobby/contract/rules';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/shared/ui/icons';
import { numberFormat } from '@/shared/lib/money';
import { useWallet } from './api/get-wallet';
import { useBalanceVisibility } from './balance-visibility';

export const BALANCE_MASK = '****';

export function formatBalance(amount: number, languageTag: string, decimals: 0 | 2 = 2): string {
  return numberFormat(languageTag, decimals).format(amount);
}

/**
 * The total balance with the currency's decimals and the merchant's currency symbol, a refresh control and a hide
 * toggle. Asterisks while hidden and while refreshing, so a stale figure never passes for the new one.
 */
export function Balance({ variant = 'header' }: { variant?: 'header' | 'card' }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const symbol = useStatusInfo()?.currency.symbol ?? '';
  const decimals = useCurrencyDecimals();
  const wallet = useWallet();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const toggle = useBalanceVisibility((s) => s.toggle);
  const refreshing = wallet.isFetching;
  const masked = hidden || refreshing || wallet.data === undefined;
  const amount = masked ? BALANCE_MASK : formatBalance(wallet.data!.sumBalance, LANGUAGE_TAGS[lang], decimals);

  return (
    <div className={`balance balance--${variant}`}>
      <span className="balance__amount" aria-live="polite" aria-busy={refreshing}>
        <span className="visually-hidden">{t('wallet.balance')} </span>
        <span className="balance__symbol">{symbol}</span>
        {amount}
      </span>
      <button
        type="button"
        className="balance__toggle"
        aria-pressed={hidden}
        aria-label={t('wallet.hide')}
        onClick={toggle}
      >
        {hidden ? <EyeOffIcon size="0.16rem" /> : <EyeIcon size="0.16rem" />}
      </button>
      <button
        type="button"
        className="balance__refresh"
        aria-label={t('wallet.refresh')}
        onClick={() => void wallet.refetch()}
        disabled={refreshing}
      >
        <RefreshIcon size="0.16rem" className={refreshing ? 'spin' : undefined} />
      </button>
    </div>
  );
}
