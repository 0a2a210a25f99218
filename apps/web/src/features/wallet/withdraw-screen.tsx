import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@lobby/contract/schemas';
import { useFunds } from '@/shared/api/wallet/get-funds';
import { useHasWithdrawalPin } from '@/shared/api/wallet/get-withdrawal-pin';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { LockIcon } from '@/shared/ui/icons';
import { usePayeeName } from '@/shared/api/wallet/get-payee-name';
import { usePayoutAccounts } from './api/get-payout-accounts';
import { AddAccountSheet } from './add-account-sheet';
import { FundsHero } from './funds-hero';
import { PayeeNameCard } from './payee-name-card';
import { PayoutAccountsCard } from './payout-accounts-card';
import { PinSetupCard } from './pin-setup-card';
import { RecentWithdrawals } from './recent-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSuccess } from './withdraw-success';
import './wallet.css';

/**
 * /m/withdraw: the balance in its parts, then what a first withdrawal needs (payee name, PIN), the payout
 * accounts, and the withdrawal form; after a withdrawal, its pending order.
 */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const funds = useFunds();
  const payee = usePayeeName();
  const pin = useHasWithdrawalPin();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState<{ code?: string } | null>(null);
  const [placed, setPlaced] = useState<WithdrawalOrder | null>(null);

  if (placed) {
    return (
      <div className="money-screen">
        <WithdrawSuccess order={placed} onAgain={() => setPlaced(null)} />
      </div>
    );
  }

  const setupPending = payee.isPending || pin.isPending;
  const setupError = payee.isError || pin.isError;
  const payeeName = payee.data ?? null;
  const ready = payeeName !== null && pin.data === true;

  return (
    <div className="money-screen">
      <FundsHero />
      {setupPending ? (
        <BlockSkeleton height="2.4rem" />
      ) : setupError ? (
        <section className="money-card">
          <RetryBlock
            compact
            onRetry={() => {
              if (payee.isError) void payee.refetch();
              if (pin.isError) void pin.refetch();
            }}
          />
        </section>
      ) : (
        <>
          {!ready ? (
            <p className="setup-intro">
              <LockIcon size="0.16rem" />
              {t('payout.setupIntro')}
            </p>
          ) : null}
          {payeeName === null ? <PayeeNameCard step={1} /> : null}
          {pin.data === false ? <PinSetupCard step={payeeName === null ? 2 : 1} /> : null}
          {payeeName !== null ? <PayoutAccountsCard onAdd={() => setAdding({})} /> : null}
          {ready && funds.data && accounts.data ? (
            <WithdrawForm
              accounts={accounts.data}
              funds={funds.data}
              onAdd={(code) => setAdding({ code })}
              onDone={(order) => {
                setPlaced(order);
                // the order replaces the form: its top (the state, the way to verification) comes into view
                window.scrollTo({ top: 0, behavior: 'auto' });
              }}
            />
          ) : null}
          {ready ? <RecentWithdrawals /> : null}
          {adding && payeeName !== null ? (
            <AddAccountSheet payeeName={payeeName} initialCode={adding.code} onClose={() => setAdding(null)} />
          ) : null}
        </>
      )}
    </div>
  );
}
