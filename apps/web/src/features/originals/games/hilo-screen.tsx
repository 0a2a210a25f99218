import { useTranslation } from 'react-i18next';
import { hiloChance, hiloMultiplier, hiloOffered } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { StepFrame, useStepGame } from '../frame/step-game';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

interface Card {
  rank: number;
  suit: number;
}

function toCard(v: unknown): Card | null {
  if (typeof v === 'number') return { rank: (v % 13) + 1, suit: Math.floor(v / 13) };
  if (v && typeof v === 'object' && 'rank' in v) return { rank: Number((v as Card).rank), suit: Number((v as Card).suit ?? 0) };
  return null;
}

function CardView({ card, small }: { card: Card; small?: boolean }) {
  const red = card.suit === 1 || card.suit === 2;
  return (
    <span className={`hilo__card${red ? ' is-red' : ''}${small ? ' hilo__card--small' : ''}`}>
      <span>{RANKS[card.rank - 1]}</span>
      <span aria-hidden="true">{SUITS[card.suit]}</span>
    </span>
  );
}

/** Hi-Lo: guess whether the next card is the same or higher, or the same or lower; skip a card; cash out. */
export function HiloScreen() {
  const { t } = useTranslation();
  const state = useStepGame('hilo');
  const { round, open, frame } = state;
  const cards = ((round?.outcome.cards as unknown[] | undefined) ?? []).map(toCard).filter((c): c is Card => c !== null);
  const current = cards[cards.length - 1] ?? null;
  // a cash-out needs one won guess; skips do not count
  const guesses = ((round?.outcome.guesses as unknown[] | undefined) ?? []).filter((g) => g !== 'skip').length;
  // the chance of the guesses won so far: each guess shows the multiplier the round has if it wins
  const chance = typeof round?.outcome.chance === 'number' ? round.outcome.chance : 1;
  const offered = current ? (['higher', 'lower'] as const).filter((g) => hiloOffered(current.rank, g)) : [];
  const payIf = (g: 'higher' | 'lower') => hiloMultiplier(chance * hiloChance(current!.rank, g));
  return (
    <StepFrame
      state={state}
      title={t('originals.games.hilo')}
      winAt={open && current ? Math.min(...offered.map(payIf)) : hiloMultiplier(12 / 13)}
      canCashout={guesses > 0 && (round?.multiplier ?? 0) > 0}
      hotkeys={
        open && current
          ? [
              ...offered
                .filter((g) => !frame.overCap(payIf(g), round?.amount))
                .map((g) => ({ key: g === 'higher' ? 'ArrowUp' : 'ArrowDown', label: t(`originals.hilo.${g}`), run: () => void state.act({ guess: g }) })),
              { key: 'ArrowRight', label: t('originals.hilo.skip'), run: () => void state.act({ guess: 'skip' }) },
            ]
          : []
      }
      onStart={() => void state.start({})}
      help={
        <>
          <p>{t('originals.help.hilo')}</p>
          <p>{t('originals.help.hiloMath')}</p>
        </>
      }
      stage={
        <div className="hilo">
          <div className="hilo__current" data-testid="hilo-card">
            {current ? <CardView card={current} /> : <span className="hilo__card hilo__card--back" aria-hidden="true" />}
          </div>
          <div className="hilo__trail" aria-label={t('originals.hilo.trail')}>
            {cards.slice(0, -1).map((c, i) => (
              <CardView key={i} card={c} small />
            ))}
          </div>
          <dl className="og-stats og-stats--stage">
            <div>
              <dt>{t('originals.mines.current')}</dt>
              <dd>{formatMultiplier(round?.multiplier ?? 1)}</dd>
            </div>
          </dl>
        </div>
      }
      controls={
        open && current ? (
          <div className="og-controls hilo__guesses">
            {offered.map((g) => (
              <button
                key={g}
                type="button"
                className="btn btn--secondary hilo__guess"
                disabled={frame.busy || frame.overCap(payIf(g), round?.amount)}
                onClick={() => void state.act({ guess: g })}
              >
                <strong>{t(`originals.hilo.${g}`)}</strong>
                <span>{`${(hiloChance(current.rank, g) * 100).toFixed(2)}% · ${formatMultiplier(payIf(g), 4)}`}</span>
              </button>
            ))}
            <button type="button" className="btn btn--ghost hilo__guess" disabled={frame.busy} onClick={() => void state.act({ guess: 'skip' })}>
              {t('originals.hilo.skip')}
            </button>
          </div>
        ) : null
      }
    />
  );
}
