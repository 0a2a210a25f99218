import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, WithdrawalOrder } from '@lobby/contract/schemas';
import { PAYMENT_PASSWORD_PATTERN } from '@lobby/contract/rules';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { errorText, isApiError } from '@/shared/lib/http';
import { PinInput } from '@/shared/ui/form/pin-input';
import { AlertIcon, GiftIcon, SpinnerIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useCreateWithdrawal } from './api/create-withdrawal';
import { ForfeitList } from './forfeit-list';
import { useRequestAttempt } from './request-attempt';

export interface WithdrawalDraft {
  channelId: number;
  channelName: string;
  account: PayoutAccount;
  amount: number;
  /** what reaches the account after the fee */
  payout: number;
}

/** The value a `withdraw.bonus.active` refusal carries: the wagering still to do, in cents. */
function remainingOf(value: unknown): number | null {
  if (value && typeof value === 'object' && 'remainingCents' in value) {
    const cents = (value as { remainingCents: unknown }).remainingCents;
    if (typeof cents === 'number') return cents / 100;
  }
  return null;
}

function triesLeftOf(value: unknown): number | null {
  if (value && typeof value === 'object' && 'triesLeft' in value) {
    const tries = (value as { triesLeft: unknown }).triesLeft;
    if (typeof tries === 'number') return tries;
  }
  return null;
}

/**
 * The last step of a withdrawal: the PIN. A refusal because a bonus is still being wagered turns the sheet
 * into the forfeit question, and only an explicit "give it up" resends the request with forfeitBonus.
 */
export function PinSheet({
  draft,
  bonus,
  onDone,
  onClose,
}: {
  draft: WithdrawalDraft;
  /** the bonus that would be given up */
  bonus: number;
  onDone: (order: WithdrawalOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const titleId = useId();
  const create = useCreateWithdrawal();
  const attempt = useRequestAttempt();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [forfeit, setForfeit] = useState<{ remaining: number | null } | null>(null);

  async function send(forfeitBonus: boolean) {
    setFailure(null);
    setPinError(undefined);
    const key = [draft.channelId, draft.account.id, Math.round(draft.amount * 100), pin, forfeitBonus].join(':');
    try {
      const order = await create.mutateAsync({
        channelId: draft.channelId,
        payoutAccountId: draft.account.id,
        amount: draft.amount,
        paymentPassword: pin,
        requestId: attempt.idFor(key),
        forfeitBonus,
      });
      attempt.settle();
      onDone(order);
    } catch (error) {
      attempt.settle(error);
      const code = isApiError(error) ? error.errorCode : 'common.unknown';
      const value = isApiError(error) ? error.value : undefined;
      if (code === 'withdraw.bonus.active') {
        setForfeit({ remaining: remainingOf(value) });
      } else if (code === 'withdraw.password.wrong') {
        const tries = triesLeftOf(value);
        setPin('');
        setPinError(tries === null ? errorText(code) : t('payout.pinSheet.wrong', { count: tries }));
      } else if (code === 'withdraw.password.locked') {
        setLocked(true);
        setForfeit(null);
        setFailure(errorText(code));
      } else {
        setForfeit(null);
        setFailure(errorText(code, isApiError(error) ? error.message : undefined));
      }
    }
  }

  const busy = create.isPending;
  return (
    <Sheet className="sheet money-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      {forfeit ? (
        <div className="money-sheet__body forfeit" role="group" aria-labelledby={titleId}>
          <span className="forfeit__icon" aria-hidden="true">
            <GiftIcon size="0.3rem" />
          </span>
          <h2 id={titleId} className="forfeit__title">
            {t('payout.forfeit.title')}
          </h2>
          <p className="forfeit__text">
            {forfeit.remaining === null
              ? t('payout.forfeit.text', { bonus: money(bonus) })
              : t('payout.forfeit.textRemaining', { bonus: money(bonus), remaining: money(forfeit.remaining) })}
          </p>
          <ForfeitList />
          {failure ? (
            <p className="money-alert" role="alert">
              <AlertIcon size="0.18rem" />
              <span>{failure}</span>
            </p>
          ) : null}
          <div className="money-actions">
            <button
              type="button"
              className="btn btn--danger btn--block btn--lg"
              disabled={busy}
              onClick={() => void send(true)}
            >
              {busy ? <SpinnerIcon className="spin" size="0.18rem" /> : null}
              {t('payout.forfeit.confirm')}
            </button>
            <button type="button" className="btn btn--secondary btn--block" onClick={onClose} data-autofocus>
              {t('payout.forfeit.keep')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <SheetHeader title={t('payout.pinSheet.title')} titleId={titleId} onClose={onClose} />
          <form
            className="money-sheet__body form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!PAYMENT_PASSWORD_PATTERN.test(pin)) {
                setPinError(t('payout.pin.digits'));
                return;
              }
              void send(false);
            }}
          >
            <div className="pin-summary">
              <span className="pin-summary__amount">{money(draft.amount)}</span>
              <span className="pin-summary__to">
                {t('payout.pinSheet.to', {
                  channel: draft.channelName,
                  account: `${draft.account.bankName} ${draft.account.accountNoMasked}`,
                })}
              </span>
              {draft.payout !== draft.amount ? (
                <span className="pin-summary__to">{t('payout.pinSheet.receive', { amount: money(draft.payout) })}</span>
              ) : null}
            </div>
            <PinInput
              label={t('payout.pinSheet.label')}
              value={pin}
              onChange={(value) => {
                setPin(value);
                setPinError(undefined);
              }}
              error={pinError}
              disabled={locked || busy}
              autoFocus
            />
            {failure ? (
              <p className="money-alert" role="alert">
                <AlertIcon size="0.18rem" />
                <span>{failure}</span>
              </p>
            ) : null}
            <button
              type="submit"
              className="btn btn--primary btn--block btn--lg"
              disabled={locked || busy || pin.length < 6}
            >
              {busy ? <SpinnerIcon className="spin" size="0.18rem" /> : null}
              {t('payout.pinSheet.confirm')}
            </button>
          </form>
        </>
      )}
    </Sheet>
  );
}
