import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import type { Bet } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { walletKeys } from '@/shared/api/wallet/keys';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useInBrowser } from '@/shared/hooks/use-in-browser';
import { api } from '@/shared/lib/api';
import { errorText, failureText, isApiError } from '@/shared/lib/http';
import { newRequestId } from '@/shared/lib/money';
import { toast } from '@/shared/lib/toast';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { RecordIcon } from '@/shared/ui/icons';
import { RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useBets } from './api/get-bets';
import { sportsbookKeys } from './api/keys';
import { usePreferences } from './api/preferences';
import { useBetMessages, useLiveFeed } from './live-socket';
import { oddsText, useMarketText } from './market-text';

/** My bets: the member's open bets (with the live cash-out offer) and settled bets, each with its legs. */
export function MyBets() {
  const { t } = useTranslation();
  const location = useLocation();
  const member = useSession() !== null;
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const query = useBets(status, member);
  const client = useQueryClient();
  useBetMessages(() => {
    void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
    void client.invalidateQueries({ queryKey: walletKeys.all });
  });
  const bets = query.data?.list ?? [];
  useLiveFeed(status === 'open' ? [...new Set(bets.flatMap((b) => b.legs.map((l) => l.eventId)))].sort((a, b) => a - b) : []);

  if (!member) {
    return (
      <div className="my-bets my-bets--visitor">
        <p>{t('sportsbook.bets.visitor')}</p>
        <Link className="btn btn--primary" to={getHref('login', { [RETURN_PARAM]: `${location.pathname}${location.search}` })}>
          {t('sportsbook.bets.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className="my-bets">
      <div className="seg" role="group" aria-label={t('sportsbook.tabs.bets')}>
        {(['open', 'settled'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={status === s} className={`seg__btn${status === s ? ' seg__btn--active' : ''}`} onClick={() => setStatus(s)}>
            {t(`sportsbook.bets.${s}`)}
          </button>
        ))}
      </div>
      {query.isPending ? <RowSkeletons count={3} /> : null}
      {query.isError ? <RetryBlock onRetry={() => void query.refetch()} /> : null}
      {query.data && bets.length === 0 ? <EmptyState icon={RecordIcon} title={t(status === 'open' ? 'sportsbook.bets.emptyOpen' : 'sportsbook.bets.emptySettled')} /> : null}
      {bets.length > 0 ? (
        <ul className="bet-cards" aria-label={t(`sportsbook.bets.${status}`)}>
          {bets.map((b) => (
            <BetCard key={b.id} bet={b} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BetCard({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  // the time of day is the phone's zone's: the server's page leaves it for the browser
  const inBrowser = useInBrowser();
  const text = useMarketText();
  const { preferences } = usePreferences();
  const format = preferences.oddsFormat;
  const title = bet.kind === 'parlay' ? t('sportsbook.bets.parlay', { count: bet.legs.length }) : t('sportsbook.bets.single');
  const settled = bet.status !== 'open' && bet.status !== 'pending';
  return (
    <li className={`bet-card bet-card--${bet.status}`} aria-label={`${title} ${bet.ref}`}>
      <div className="bet-card__head">
        <span className="bet-card__kind">{title}</span>
        <span className={`bet-status bet-status--${bet.status}`}>{t(`sportsbook.status.${bet.status}`)}</span>
      </div>
      <ul className="bet-legs">
        {bet.legs.map((leg) => {
          const market = { type: leg.marketType, line: leg.line };
          const names = (() => {
            const [home, away] = leg.event.split(/\s+(?:v|vs|–|-)\s+/);
            return { sport: leg.sport, home: home ?? leg.event, away: away ?? '' };
          })();
          return (
            <li key={leg.selectionId} className="bet-leg">
              <div className="bet-leg__main">
                <p className="bet-leg__selection">{text.selection(market, leg.code, leg.name, names)}</p>
                <p className="bet-leg__market">{text.market(market, leg.sport)}</p>
                <p className="bet-leg__event">
                  {leg.event}
                  {leg.score ? <span className="bet-leg__score">{` ${leg.score.home}:${leg.score.away}`}</span> : null}
                </p>
              </div>
              <div className="bet-leg__side">
                <strong>{oddsText(leg.odds, format)}</strong>
                {leg.result ? <span className={`leg-result leg-result--${leg.result}`}>{t(`sportsbook.leg.${leg.result}`)}</span> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="bet-card__figures">
        <div>
          <dt>{t('sportsbook.bets.stake')}</dt>
          <dd>{money(Number(bet.stake))}</dd>
        </div>
        {bet.kind === 'parlay' ? (
          <div>
            <dt>{t('sportsbook.bets.odds')}</dt>
            <dd>{oddsText(bet.odds, format)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{settled ? t('sportsbook.bets.payout') : t('sportsbook.bets.potentialReturn')}</dt>
          <dd className="bet-card__return">{money(Number(settled ? (bet.payout ?? '0.00') : bet.potentialReturn))}</dd>
        </div>
      </dl>
      {bet.status === 'rejected' && bet.rejectReason ? <p className="bet-card__reason">{errorText(bet.rejectReason)}</p> : null}
      <p className="bet-card__meta">
        {t('sportsbook.bets.ticket', { ref: bet.ref })}
        {inBrowser ? ` · ${dates.dateTime(bet.placedAt)}` : null}
      </p>
      {bet.status === 'open' ? <CashOut bet={bet} /> : null}
    </li>
  );
}

/** The cash-out offer as it stands (the list refetches as markets move), confirmed before it is taken. */
function CashOut({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const client = useQueryClient();
  const titleId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const cashOut = useMutation({
    mutationFn: (amount: string) => {
      if (attempt.current?.key !== amount) attempt.current = { key: amount, id: newRequestId() };
      return api.post(SPORTSBOOK_PATHS.cashOut, { params: { id: bet.id }, body: { requestId: attempt.current.id, amount: Number(amount) }, silent: true });
    },
    onSuccess: (done) => {
      attempt.current = null;
      setConfirming(null);
      const text = t('sportsbook.bets.cashedOut', { amount: money(Number(done.payout ?? '0')) });
      // the bet leaves the open list at once: the toast carries the result beyond this card
      setResult({ ok: true, text });
      toast.success(text, { duration: 'long' });
      void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error) => {
      if (!(isApiError(error) && (error.status === 0 || error.status >= 500))) attempt.current = null;
      setConfirming(null);
      setResult({ ok: false, text: failureText(error) });
      void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
    },
  });
  const amount = bet.cashOut.amount;
  const available = bet.cashOut.available && amount !== null;
  return (
    <div className="cash-out">
      <button type="button" className="btn btn--secondary btn--block cash-out__btn" disabled={!available || cashOut.isPending} onClick={() => amount && setConfirming(amount)}>
        {available ? t('sportsbook.bets.cashOut', { amount: money(Number(amount)) }) : t('sportsbook.bets.cashOutUnavailable')}
      </button>
      {!available ? <p className="cash-out__why">{t('errors.sportsbook.cashout.unavailable')}</p> : null}
      <p className="cash-out__result" aria-live="polite">
        {result ? <span className={result.ok ? 'cash-out__ok' : 'cash-out__fail'}>{result.text}</span> : null}
      </p>
      {confirming ? (
        <Sheet className="sheet cash-out-sheet" onClose={() => setConfirming(null)} aria-labelledby={titleId} role="alertdialog" motion="pop">
          <div className="sheet__handle" aria-hidden="true" />
          <SheetHeader title={t('sportsbook.bets.cashOutTitle')} titleId={titleId} onClose={() => setConfirming(null)} />
          <p className="cash-out-sheet__text">{t('sportsbook.bets.cashOutConfirm', { amount: money(Number(confirming)), stake: money(Number(bet.stake)) })}</p>
          <div className="cash-out-sheet__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setConfirming(null)}>
              {t('sportsbook.bets.cancel')}
            </button>
            <button type="button" className="btn btn--primary" disabled={cashOut.isPending} onClick={() => cashOut.mutate(confirming)} data-autofocus>
              {t('sportsbook.bets.confirm')}
            </button>
          </div>
        </Sheet>
      ) : null}
    </div>
  );
}
