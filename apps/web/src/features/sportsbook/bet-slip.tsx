import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import type { Bet, Quote } from '@lobby/contract';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { walletKeys } from '@/shared/api/wallet/keys';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';
import { api } from '@/shared/lib/api';
import { failureText, isApiError } from '@/shared/lib/http';
import { errorText } from '@/shared/lib/http';
import { newRequestId } from '@/shared/lib/money';
import { useSession } from '@/shared/lib/session';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { AlertIcon, CheckIcon, CloseIcon, LockIcon, SpinnerIcon } from '@/shared/ui/icons';
import { betQueryOptions } from './api/get-bets';
import { useQuote } from './api/get-quote';
import { sportsbookKeys } from './api/keys';
import { usePreferences } from './api/preferences';
import { useBetMessages, useLiveFeed } from './live-socket';
import { useLiveStore } from './live-store';
import { oddsText, useMarketText } from './market-text';
import { parlayState, useSlipStore, type SlipPick } from './slip-store';
import { odds100, parlayOdds100, policyAccepts, potentialReturnCents, stakeCents } from './slip-math';
import { formatOdds } from '@lobby/contract/rules';

const QUICK_STAKES = [10, 50, 100, 500] as const;

const marketOfPick = (pick: SlipPick) => ({ type: pick.marketType, line: pick.line });

/** A pick as it stands now: the price (socket, else the quote, else as taken) and whether bets are taken on it. */
interface PickNow {
  pick: SlipPick;
  odds: number;
  open: boolean;
}

function usePicksNow(picks: readonly SlipPick[], quote: Quote | undefined): PickNow[] {
  const markets = useLiveStore((s) => s.markets);
  const events = useLiveStore((s) => s.events);
  return picks.map((pick) => {
    const quoted = quote?.selections.find((s) => s.selectionId === pick.selectionId);
    const market = markets[pick.marketId];
    const event = events[pick.eventId];
    const odds = market?.odds[pick.selectionId] ?? quoted?.odds ?? pick.odds;
    const marketOpen = market ? market.status === 'open' : (quoted?.open ?? true);
    const eventOpen = event ? !event.suspended && event.status !== 'ended' && event.status !== 'cancelled' : true;
    return { pick, odds, open: marketOpen && eventOpen };
  });
}

/** The floating slip badge and, when opened, the slip as a bottom sheet. */
export function BetSlip() {
  const { t } = useTranslation();
  const picks = useSlipStore((s) => s.picks);
  const open = useSlipStore((s) => s.sheetOpen);
  const setOpen = useSlipStore((s) => s.setSheetOpen);
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  useLiveFeed(
    picks.map((p) => p.eventId).sort((a, b) => a - b),
    picks.map((p) => p.marketId).sort((a, b) => a - b),
  );
  const count = picks.length;
  return (
    <>
      {count > 0 ? (
        <button type="button" className="slip-badge" onClick={() => setOpen(true)} aria-label={t('sportsbook.slip.openLabel', { count })}>
          <span className="slip-badge__count" aria-hidden="true">
            {count}
          </span>
          <span className="slip-badge__text">{t('sportsbook.slip.title')}</span>
        </button>
      ) : null}
      {open ? (
        <SlipSheet
          onClose={() => {
            setOpen(false);
            setReceipts([]);
          }}
          receipts={receipts}
          setReceipts={setReceipts}
        />
      ) : null}
    </>
  );
}

interface Receipt {
  key: string;
  bet?: Bet;
  error?: string;
  /** what the bet was on, for the line of a failure */
  label: string;
}

function SlipSheet({ onClose, receipts, setReceipts }: { onClose: () => void; receipts: Receipt[]; setReceipts: (r: Receipt[] | ((r: Receipt[]) => Receipt[])) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = useMoneyFormat();
  const member = useSession() !== null;
  const login = useLoginRedirect();
  const client = useQueryClient();
  const text = useMarketText();
  const { preferences, set: setPreferences } = usePreferences();
  const format = preferences.oddsFormat;
  const { picks, mode, stakes, parlayStake, remove, clear, setMode, setStake, setParlayStake, acceptOdds } = useSlipStore();
  const ids = useMemo(() => picks.map((p) => p.selectionId).sort((a, b) => a - b), [picks]);
  const quote = useQuote(ids, member);
  const now = usePicksNow(picks, quote.data);
  const parlay = parlayState(picks);
  const effectiveMode = mode === 'parlay' && parlay === 'ok' ? 'parlay' : 'single';
  const [placing, setPlacing] = useState(false);
  // One request id per bet as sent: the same bet sent again after no answer reuses it (the server answers the
  // first result, never a second bet); any answer, or another stake or price, starts a new one.
  const attempts = useRef(new Map<string, string>());

  const minStake = quote.data ? Math.round(Number(quote.data.minStake) * 100) : null;
  // A parlay's maximum is the quote's (the least room of its markets); a single's is its own selection's:
  // what the member has staked on a market already counts against a player's or a market's maximum.
  const parlayMax = quote.data ? Math.round(Number(quote.data.maxStake) * 100) : null;
  const singleMax = (selectionId: number): number | null => {
    const quoted = quote.data?.selections.find((s) => s.selectionId === selectionId);
    return quoted ? Math.round(Number(quoted.maxStake) * 100) : parlayMax;
  };
  const suspended = now.some((p) => !p.open);
  const changed = now.filter((p) => !policyAccepts(preferences.oddsChange, p.pick.odds, p.odds));
  const movedAny = now.some((p) => odds100(p.pick.odds) !== odds100(p.odds));

  // the bets the button would place: a single per line with a stake, or the one parlay
  const bets =
    effectiveMode === 'parlay'
      ? [{ key: `parlay:${ids.join('-')}`, picks: now, stake: stakeCents(parlayStake), max: parlayMax, label: t('sportsbook.slip.parlayOf', { count: now.length }) }]
      : now
          .map((p) => ({ key: `single:${p.pick.selectionId}`, picks: [p], stake: stakeCents(stakes[p.pick.selectionId] ?? ''), max: singleMax(p.pick.selectionId), label: text.selection(marketOfPick(p.pick), p.pick.code, p.pick.name, p.pick) }))
          .filter((b) => b.stake !== null);
  // the range the slip shows: a parlay's, or the widest a single on the slip may take (each line is checked on its own)
  const shownMax = effectiveMode === 'parlay' ? parlayMax : now.reduce<number | null>((most, p) => Math.max(most ?? 0, singleMax(p.pick.selectionId) ?? 0), null);
  const totalStake = bets.reduce((n, b) => n + (b.stake ?? 0), 0);
  const totalReturn = bets.reduce((n, b) => n + (b.stake === null ? 0 : potentialReturnCents(b.stake, b.picks.map((p) => p.odds))), 0);
  const stakeProblem = bets.find((b) => b.stake !== null && ((minStake !== null && b.stake < minStake) || (b.max !== null && b.stake > b.max)));
  const nothingToPlace = bets.length === 0 || bets.some((b) => b.stake === null);

  async function place() {
    if (!member) {
      onClose();
      login();
      return;
    }
    if (changed.length > 0) {
      acceptOdds(Object.fromEntries(now.map((p) => [p.pick.selectionId, p.odds])));
      return;
    }
    setPlacing(true);
    const sent = bets.map((b) => {
      const legs = b.picks.map((p) => ({ selectionId: p.pick.selectionId, odds: p.odds }));
      const stake = (b.stake ?? 0) / 100;
      const key = `${b.key}:${stake}:${legs.map((l) => l.odds).join(',')}`;
      let requestId = attempts.current.get(key);
      if (!requestId) {
        requestId = newRequestId();
        attempts.current.set(key, requestId);
      }
      return { b, key, promise: api.post(SPORTSBOOK_PATHS.bets, { body: { requestId, legs, stake, oddsChange: preferences.oddsChange }, silent: true }) };
    });
    const results = await Promise.allSettled(sent.map((s) => s.promise));
    const fresh: Receipt[] = [];
    results.forEach((r, i) => {
      const { b, key } = sent[i]!;
      if (r.status === 'fulfilled') {
        attempts.current.delete(key);
        fresh.push({ key: `${r.value.id}`, bet: r.value, label: b.label });
        for (const p of b.picks) remove(p.pick.selectionId);
      } else {
        const unanswered = isApiError(r.reason) && (r.reason.status === 0 || r.reason.status >= 500);
        if (!unanswered) attempts.current.delete(key);
        fresh.push({ key: `${key}:${Date.now()}`, error: failureText(r.reason), label: b.label });
      }
    });
    setReceipts((old) => [...fresh, ...old].slice(0, 6));
    setPlacing(false);
    void client.invalidateQueries({ queryKey: walletKeys.all });
    void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
    // the maximum of what stays on the slip: the member's stakes on its markets have changed
    void client.invalidateQueries({ queryKey: sportsbookKeys.quotes });
  }

  let buttonText: string;
  if (!member) buttonText = t('sportsbook.slip.loginToPlace');
  else if (changed.length > 0) buttonText = t('sportsbook.slip.acceptChanges');
  else if (effectiveMode === 'single' && bets.length > 1) buttonText = t('sportsbook.slip.placeCount', { count: bets.length, amount: money(totalStake / 100) });
  else buttonText = totalStake > 0 ? t('sportsbook.slip.placeAmount', { amount: money(totalStake / 100) }) : t('sportsbook.slip.place');
  const blocked = member && changed.length === 0 && (suspended || nothingToPlace || stakeProblem !== undefined);

  return (
    <Sheet className="sheet slip-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('sportsbook.slip.titleCount', { count: picks.length })} titleId={titleId} onClose={onClose} autoFocusClose />
      <div className="slip">
        <div aria-live="polite" className="slip__receipts">
          {receipts.map((r) => (
            <ReceiptLine key={r.key} receipt={r} />
          ))}
        </div>
        {picks.length === 0 ? (
          <p className="slip__empty">{t('sportsbook.slip.empty')}</p>
        ) : (
          <>
            <div className="slip__modes" role="radiogroup" aria-label={t('sportsbook.slip.kind')}>
              {(['single', 'parlay'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={effectiveMode === m}
                  disabled={m === 'parlay' && parlay !== 'ok'}
                  className={`slip__mode${effectiveMode === m ? ' slip__mode--active' : ''}`}
                  onClick={() => setMode(m)}
                >
                  {t(`sportsbook.slip.${m}`)}
                </button>
              ))}
              <button type="button" className="slip__clear" onClick={clear}>
                {t('sportsbook.slip.clear')}
              </button>
            </div>
            {parlay === 'same-event' ? <p className="slip__note">{t('sportsbook.slip.sameEvent')}</p> : null}
            {parlay === 'too-many' ? <p className="slip__note">{t('sportsbook.slip.tooMany')}</p> : null}
            <ul className="slip__lines" aria-label={t('sportsbook.slip.selections')}>
              {now.map((p) => (
                <SlipLine
                  key={p.pick.selectionId}
                  now={p}
                  format={format}
                  stake={effectiveMode === 'single' ? (stakes[p.pick.selectionId] ?? '') : null}
                  onStake={(v) => setStake(p.pick.selectionId, v)}
                  onRemove={() => remove(p.pick.selectionId)}
                  conflict={parlay === 'same-event' && picks.filter((q) => q.eventId === p.pick.eventId).length > 1}
                />
              ))}
            </ul>
            {effectiveMode === 'parlay' ? (
              <div className="slip__parlay">
                <div className="slip__row">
                  <span>{t('sportsbook.slip.combinedOdds')}</span>
                  <strong className="slip__combined">{formatOdds(parlayOdds100(now.map((p) => p.odds)), format)}</strong>
                </div>
                <StakeInput label={t('sportsbook.slip.parlayStake')} value={parlayStake} onChange={setParlayStake} />
                <QuickStakes onPick={(n) => setParlayStake(String((stakeCents(parlayStake) ?? 0) / 100 + n))} />
              </div>
            ) : (
              <QuickStakes
                label={t('sportsbook.slip.quickAll')}
                onPick={(n) => {
                  for (const p of picks) setStake(p.selectionId, String((stakeCents(stakes[p.selectionId] ?? '') ?? 0) / 100 + n));
                }}
              />
            )}
            {quote.data && shownMax !== null ? <p className="slip__limits">{t('sportsbook.slip.limits', { min: money(Number(quote.data.minStake)), max: money(shownMax / 100) })}</p> : null}
            <fieldset className="slip__policy">
              <legend>{t('sportsbook.oddsChange.label')}</legend>
              <div className="slip__policy-options">
                {(['any', 'higher', 'none'] as const).map((p) => (
                  <label key={p} className={`policy-chip${preferences.oddsChange === p ? ' policy-chip--active' : ''}`}>
                    <input type="radio" name="slip-odds-change" checked={preferences.oddsChange === p} onChange={() => setPreferences({ oddsChange: p })} />
                    {t(`sportsbook.oddsChange.${p}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <dl className="slip__totals">
              <div>
                <dt>{t('sportsbook.slip.totalStake')}</dt>
                <dd>{money(totalStake / 100)}</dd>
              </div>
              <div className="slip__return">
                <dt>{t('sportsbook.slip.potentialReturn')}</dt>
                <dd data-testid="slip-return">{money(totalReturn / 100)}</dd>
              </div>
            </dl>
            {suspended ? (
              <p className="slip__problem" role="alert">
                <LockIcon size="0.14rem" />
                {t('sportsbook.slip.suspended')}
              </p>
            ) : null}
            {!suspended && movedAny && changed.length > 0 ? <p className="slip__problem">{t('sportsbook.slip.oddsChanged')}</p> : null}
            {!suspended && stakeProblem && minStake !== null && stakeProblem.max !== null ? (
              <p className="slip__problem">
                {stakeProblem.stake! < minStake ? t('sportsbook.slip.belowMin', { amount: money(minStake / 100) }) : t('sportsbook.slip.aboveMax', { amount: money(stakeProblem.max / 100) })}
              </p>
            ) : null}
            <button type="button" className="btn btn--primary btn--block slip__place" disabled={placing || blocked} onClick={() => void place()}>
              {placing ? <SpinnerIcon size="0.16rem" className="spin" /> : null}
              {buttonText}
            </button>
          </>
        )}
      </div>
    </Sheet>
  );
}

function SlipLine({
  now,
  format,
  stake,
  onStake,
  onRemove,
  conflict,
}: {
  now: PickNow;
  format: ReturnType<typeof usePreferences>['preferences']['oddsFormat'];
  stake: string | null;
  onStake: (value: string) => void;
  onRemove: () => void;
  conflict: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const text = useMarketText();
  const { pick, odds, open } = now;
  const name = text.selection(marketOfPick(pick), pick.code, pick.name, pick);
  const moved = odds100(pick.odds) !== odds100(odds);
  const cents = stake === null ? null : stakeCents(stake);
  return (
    <li className={`slip-line${open ? '' : ' slip-line--suspended'}${conflict ? ' slip-line--conflict' : ''}`}>
      <div className="slip-line__head">
        <div className="slip-line__what">
          <p className="slip-line__selection">{name}</p>
          <p className="slip-line__market">{text.market(marketOfPick(pick), pick.sport)}</p>
          <p className="slip-line__event">
            {pick.home} – {pick.away}
          </p>
        </div>
        <div className="slip-line__odds">
          {!open ? (
            <span className="slip-line__locked">
              <LockIcon size="0.12rem" />
              {t('sportsbook.suspended')}
            </span>
          ) : moved ? (
            <span className={`slip-line__moved slip-line__moved--${odds > pick.odds ? 'up' : 'down'}`}>
              <s aria-label={t('sportsbook.slip.oldOdds')}>{oddsText(pick.odds, format)}</s> → <strong>{oddsText(odds, format)}</strong>
            </span>
          ) : (
            <strong>{oddsText(odds, format)}</strong>
          )}
        </div>
        <button type="button" className="icon-button slip-line__remove" onClick={onRemove} aria-label={t('sportsbook.slip.remove', { name })}>
          <CloseIcon size="0.16rem" />
        </button>
      </div>
      {stake !== null ? (
        <div className="slip-line__stake">
          <StakeInput label={t('sportsbook.slip.stakeFor', { name })} value={stake} onChange={onStake} compact />
          <span className="slip-line__return">{t('sportsbook.slip.returns', { amount: money((cents === null ? 0 : potentialReturnCents(cents, [odds])) / 100) })}</span>
        </div>
      ) : null}
    </li>
  );
}

function StakeInput({ label, value, onChange, compact = false }: { label: string; value: string; onChange: (v: string) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`stake-input${compact ? ' stake-input--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'stake-input__label'}>
        {label}
      </label>
      <input
        id={id}
        className="stake-input__field"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('sportsbook.slip.stake')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))}
      />
    </div>
  );
}

function QuickStakes({ onPick, label }: { onPick: (n: number) => void; label?: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <div className="quick-stakes" role="group" aria-label={label ?? t('sportsbook.slip.quick')}>
      {label ? <span className="quick-stakes__label">{label}</span> : null}
      {QUICK_STAKES.map((n) => (
        <button key={n} type="button" className="quick-stake" onClick={() => onPick(n)} aria-label={t('sportsbook.slip.add', { amount: money(n, { whole: true }) })}>
          +{n}
        </button>
      ))}
    </div>
  );
}

/** A placed bet's line: accepting (with the in-play delay counting down), accepted, rejected with the reason. */
function ReceiptLine({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = receipt.bet?.id ?? 0;
  const query = useQuery({
    ...betQueryOptions(id),
    enabled: id > 0 && receipt.bet?.status === 'pending',
    initialData: receipt.bet,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 1_000 : false),
  });
  useBetMessages((changed) => {
    if (changed === id) void client.invalidateQueries({ queryKey: sportsbookKeys.bet(id) });
  });
  const bet = query.data;
  const status = bet?.status;
  const settledOnce = useRef(false);
  useEffect(() => {
    if (status && status !== 'pending' && receipt.bet?.status === 'pending' && !settledOnce.current) {
      settledOnce.current = true;
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: sportsbookKeys.bets });
    }
  }, [status, receipt.bet?.status, client]);
  const seconds = useSecondsTo(status === 'pending' ? (bet?.acceptAt ?? null) : null);

  if (receipt.error) {
    return (
      <p className="receipt receipt--rejected">
        <AlertIcon size="0.16rem" />
        <span>
          <strong>{receipt.label}</strong> {receipt.error}
        </span>
      </p>
    );
  }
  if (!bet) return null;
  if (bet.status === 'pending') {
    return (
      <p className="receipt receipt--pending">
        <SpinnerIcon size="0.16rem" className="spin" />
        <span>
          <strong>{receipt.label}</strong> {t('sportsbook.slip.accepting', { seconds })}
        </span>
      </p>
    );
  }
  if (bet.status === 'rejected') {
    return (
      <p className="receipt receipt--rejected">
        <AlertIcon size="0.16rem" />
        <span>
          <strong>{receipt.label}</strong> {t('sportsbook.slip.rejected', { reason: bet.rejectReason ? errorText(bet.rejectReason) : t('sportsbook.slip.noReason') })}
        </span>
      </p>
    );
  }
  return (
    <p className="receipt receipt--accepted">
      <CheckIcon size="0.16rem" />
      <span>
        <strong>{receipt.label}</strong> {t('sportsbook.slip.accepted', { ref: bet.ref })}
      </span>
    </p>
  );
}

function useSecondsTo(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
