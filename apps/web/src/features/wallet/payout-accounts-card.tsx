import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@lobby/contract/schemas';
import { confirmDialog } from '@/shared/stores/dialog-store';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { PlusIcon, TrashIcon, WalletIcon } from '@/shared/ui/money-icons';
import { usePayoutAccounts } from './api/get-payout-accounts';
import { useRemovePayoutAccount } from './api/remove-payout-account';
import { ChannelIcon } from './channel-icon';

export function AccountLine({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  return (
    <>
      <ChannelIcon code={account.bankCode} name={account.bankName} size="0.34rem" />
      <span className="account-row__text">
        <span className="account-row__name">{account.bankName}</span>
        <span className="account-row__number">
          <span className="visually-hidden">{t('payout.accounts.endingIn')} </span>
          {account.accountNoMasked}
        </span>
      </span>
    </>
  );
}

/** The saved payout accounts (numbers masked), with add and remove. */
export function PayoutAccountsCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const accounts = usePayoutAccounts();
  const remove = useRemovePayoutAccount();

  async function onRemove(account: PayoutAccount) {
    const confirmed = await confirmDialog({
      title: t('payout.accounts.removeTitle'),
      message: t('payout.accounts.removeConfirm', { name: account.bankName, number: account.accountNoMasked }),
      confirmLabel: t('payout.accounts.remove'),
      cancelLabel: t('general.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(account.id);
    } catch {
      // the http client has said what failed
    }
  }

  return (
    <section className="money-card" aria-labelledby="accounts-title">
      <header className="money-card__head">
        <h2 id="accounts-title" className="money-section__title">
          {t('payout.accounts.title')}
        </h2>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onAdd}>
          <PlusIcon size="0.14rem" />
          {t('payout.accounts.add')}
        </button>
      </header>
      {accounts.isPending ? (
        <RowSkeletons count={2} />
      ) : accounts.isError ? (
        <RetryBlock compact onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <div className="accounts-empty">
          <span className="accounts-empty__icon" aria-hidden="true">
            <WalletIcon size="0.22rem" />
          </span>
          <p>{t('payout.accounts.empty')}</p>
        </div>
      ) : (
        <ul className="account-list">
          {accounts.data.map((account) => (
            <li key={account.id} className="account-row">
              <AccountLine account={account} />
              <button
                type="button"
                className="icon-button account-row__remove"
                aria-label={t('payout.accounts.removeLabel', {
                  name: account.bankName,
                  number: account.accountNoMasked,
                })}
                onClick={() => void onRemove(account)}
              >
                <TrashIcon size="0.18rem" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
