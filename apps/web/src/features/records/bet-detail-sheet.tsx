import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { categoryNameKey } from '@/shared/lib/game-categories';
import { GAME_TYPES, INHOUSE_VENDOR, type GameType } from '@lobby/contract/rules';
import { Link } from 'react-router';
import { getHref } from '@/shared/lib/paths';
import { ShieldCheckIcon } from '@/shared/ui/money-icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useBetRecord } from './api/get-bet-record';
import { netTone } from './record-format';

/** A proof value as text: strings and numbers as they are, anything nested as indented JSON. */
function proofText(value: unknown): { text: string; block: boolean } {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { text: String(value), block: false };
  }
  return { text: JSON.stringify(value, null, 2), block: true };
}

/** "serverSeedHash" -> "Server seed hash": the proof's own keys, made readable. */
function humanKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function FairnessProof({ proof }: { proof: unknown }) {
  const { t } = useTranslation();
  const entries =
    proof && typeof proof === 'object' && !Array.isArray(proof) ? Object.entries(proof as Record<string, unknown>) : null;
  return (
    <section className="fairness" aria-labelledby="fairness-title">
      <h3 id="fairness-title" className="fairness__title">
        <ShieldCheckIcon size="0.18rem" />
        {t('history.bets.fairness')}
      </h3>
      <p className="fairness__text">{t('history.bets.fairnessText')}</p>
      {entries ? (
        <dl className="fairness__list">
          {entries.map(([key, value]) => {
            const { text, block } = proofText(value);
            return (
              <div key={key} className="fairness__item">
                <dt>{humanKey(key)}</dt>
                <dd>{block ? <pre className="fairness__json">{text}</pre> : <code>{text}</code>}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <pre className="fairness__json">{proofText(proof).text}</pre>
      )}
    </section>
  );
}

/** The vendor's account of the round (the hand, the draw, the catch), as it reported it. */
function RoundDetailsSection({ details }: { details: NonNullable<BetRecord['details']> }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="round-details" aria-labelledby={titleId}>
      <h3 id={titleId} className="round-details__title">
        {t('history.bets.details')}
      </h3>
      <p className="round-details__summary">{details.summary}</p>
      {details.items.length > 0 ? (
        <dl className="round-details__list">
          {details.items.map((item, i) => (
            <div key={`${i}:${item.label}`}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** One round in detail: ids, times, amounts and, for in-house games, the provably-fair proof. */
export function BetDetailSheet({ record: listed, onClose }: { record: BetRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const titleId = useId();
  const record = useBetRecord(listed).data ?? listed;
  const tone = netTone(record.net);
  const type = (GAME_TYPES as readonly string[]).includes(record.gameType)
    ? t(categoryNameKey(record.gameType as GameType))
    : record.gameType;
  return (
    <Sheet className="sheet record-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={record.gameName} titleId={titleId} onClose={onClose} autoFocusClose />
      <div className="record-sheet__hero">
        <span className={`record-sheet__net record-row__amount--${tone}`}>{money(record.net, { signed: true })}</span>
        <span className={`record-badge record-badge--${record.status}`}>{t(`history.bets.status.${record.status}`)}</span>
      </div>
      <dl className="detail-list">
        <div>
          <dt>{t('history.bets.roundId')}</dt>
          <dd className="detail-list__mono">{record.roundId}</dd>
        </div>
        <div>
          <dt>{t('history.bets.vendor')}</dt>
          <dd>
            {record.vendor} · {type}
          </dd>
        </div>
        <div>
          <dt>{t('history.bets.placedAt')}</dt>
          <dd>{dates.dateTime(record.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('history.bets.settledAt')}</dt>
          <dd>{record.settledAt ? dates.dateTime(record.settledAt) : '—'}</dd>
        </div>
        <div>
          <dt>{t('history.bets.bet')}</dt>
          <dd>{money(record.bet)}</dd>
        </div>
        <div>
          <dt>{t('history.bets.win')}</dt>
          <dd>{money(record.win)}</dd>
        </div>
        <div className="detail-list__total">
          <dt>{t('history.bets.net')}</dt>
          <dd className={`record-row__amount--${tone}`}>{money(record.net, { signed: true })}</dd>
        </div>
      </dl>
      {record.details ? <RoundDetailsSection details={record.details} /> : null}
      {record.fairness !== null && record.fairness !== undefined ? <FairnessProof proof={record.fairness} /> : null}
      {record.gameType === 'SPORTS' || record.gameType === 'ESPORTS' ? (
        // a sports bet's legs, their results and its cash-out live in the sportsbook's My bets
        <Link className="btn btn--secondary btn--block record-sheet__verify" to={getHref('sportGames', { tab: 'bets', sport: record.gameType === 'ESPORTS' ? 'esports' : undefined })}>
          {t('history.bets.sportsBet')}
        </Link>
      ) : null}
      {record.vendor === INHOUSE_VENDOR ? (
        <Link className="btn btn--secondary btn--block record-sheet__verify" to={getHref('inHouseFairness', { round: record.id })}>
          {t('history.bets.verify')}
        </Link>
      ) : null}
    </Sheet>
  );
}
