import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useVendorDisplay } from '@/shared/api/system/use-vendor-display';
import { useReturnTransferWallet, useTransferWallet } from '@/shared/api/wallet/transfer-wallet';
import { failureText, isApiError } from '@/shared/lib/http';
import './in-game-money.css';

/** The vendor cannot answer now (no answer, or a move still under way): the money comes back on its own later. */
const VENDOR_SILENT = new Set(['game.provider.unavailable', 'game.transfer.pending']);

/**
 * Money the player has in a transfer-wallet game ("₱1,234.00 in game", the vendor's name) and a "Bring it
 * back" button that calls the return and refreshes the balance. Nothing at all while nothing is in game (or
 * while the list is unknown). `bar` sits under the home header, `card` in the funds hero.
 */
export function InGameMoney({ variant }: { variant: 'bar' | 'card' }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const vendorName = useVendorDisplay();
  const wallet = useTransferWallet();
  const bringBack = useReturnTransferWallet();
  const inGame = wallet.data?.inGame ?? [];
  if (inGame.length === 0) return null;

  return (
    <section className={`in-game in-game--${variant}`} aria-label={t('wallet.inGame.label')}>
      <ul className="in-game__list">
        {inGame.map((entry) => (
          <li key={`${entry.vendor}:${entry.currency}`} className="in-game__item">
            <span className="in-game__amount">{t('wallet.inGame.amount', { amount: money(entry.amount) })}</span>
            <span className="in-game__vendor">{t('wallet.inGame.vendor', { vendor: vendorName(entry.vendor) })}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--primary btn--sm in-game__back"
        disabled={bringBack.isPending}
        aria-busy={bringBack.isPending}
        onClick={() => bringBack.mutate()}
      >
        {bringBack.isPending ? t('wallet.inGame.bringingBack') : t('wallet.inGame.bringBack')}
      </button>
      {bringBack.isError ? (
        <p className="in-game__error" role="alert">
          {failureText(bringBack.error)}
          {isApiError(bringBack.error) && VENDOR_SILENT.has(bringBack.error.errorCode) ? (
            <span className="in-game__safe"> {t('wallet.inGame.safe')}</span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
