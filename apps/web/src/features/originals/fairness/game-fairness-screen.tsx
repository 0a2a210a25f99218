import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crashExample, fairExample, ORIGINAL_GAMES, type CrashExample, type FairExample, type OriginalGame } from '@lobby/contract/rules';
import { FAIR_VERIFIER_HREF, gameFairnessHref, getHref } from '@/shared/lib/paths';
import { MultiplierTables, x } from './multiplier-tables';
import { CHAIN_CODE, CRASH_PAYOUT_CODE, GAME_CODE, PAYOUT_CODE, SEEDS_CODE } from './pseudo-code';
import './fairness-page.css';

/**
 * /m/inHouse/fairness/<game>: how one in-house game decides its rounds, for anyone (no account): the exact
 * algorithm in words and pseudo-code, its multipliers from the contract's tables, the payout rule, and a
 * worked example computed by the contract's own functions (pinned by its tests). The example is a query,
 * so the server computes it for the rendered page and the browser hydrates it without hashing again.
 */
export function isOriginalGame(value: string | undefined): value is OriginalGame {
  return (ORIGINAL_GAMES as readonly string[]).includes(value ?? '');
}

export const fairExampleQuery = (game: OriginalGame) =>
  queryOptions<FairExample | CrashExample>({
    queryKey: ['fair-example', game],
    queryFn: () => (game === 'crash' ? crashExample() : fairExample(game)),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Pseudo-code keeps its lines at phone width and scrolls sideways, so it can take focus for the keyboard. */
function Code({ children }: { children: string }) {
  return (
    <pre className="fp-code" translate="no" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="fp-section" aria-label={title}>
      <h2 className="fp-section__title">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="fp-row">
      <dt>{label}</dt>
      <dd className="fp-mono" translate="no" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const cents = (n: number) => (n / 100).toFixed(2);
const bytesOf = (hex: string, at: number) => [0, 1, 2, 3].map((i) => hex.slice((at + i) * 2, (at + i) * 2 + 2)).join(' ');

/** An outcome's fields as the round records them; a hi-lo shoe shows its first cards. */
function outcomeText(outcome: Record<string, unknown>): string {
  return Object.entries(outcome)
    .map(([key, value]) => {
      const shown = Array.isArray(value) && value.length > 12 ? `${JSON.stringify(value.slice(0, 12)).slice(0, -1)}, …]` : JSON.stringify(value);
      return `${key} = ${shown}`;
    })
    .join('\n');
}

const SHOWN_FLOATS = 10;

function SeedExample({ example }: { example: FairExample }) {
  const { t } = useTranslation();
  const { stakeCents, multiplier, centFloat, payoutCents: paid } = example;
  const exact = stakeCents * Math.round(multiplier * 10_000);
  const fraction = exact % 10_000;
  return (
    <>
      <dl className="fp-rows">
        <Row label={t('originals.fair.serverSeed')} value={example.seeds.serverSeed} />
        <Row label={t('originals.fairPage.commitment')} value={example.serverSeedHash} />
        <Row label={t('originals.fair.clientSeed')} value={example.seeds.clientSeed} />
        <Row label={t('originals.fair.nonce')} value={example.seeds.nonce} />
        <Row label={t('originals.fairPage.bet')} value={JSON.stringify(example.params)} />
      </dl>
      <h3 className="fp-sub">{t('originals.fairPage.hmacs')}</h3>
      <dl className="fp-rows">
        {example.hmacs.map((h) => (
          <Row key={h.cursor} label={`"${h.message}"`} value={h.hex} testId={`example-hmac-${h.cursor}`} />
        ))}
      </dl>
      <h3 className="fp-sub">{t('originals.fairPage.floats')}</h3>
      <ol className="fp-floats" start={0} translate="no">
        {example.floats.slice(0, SHOWN_FLOATS).map((f, k) => (
          <li key={k}>
            <span className="fp-floats__k">{k}</span>
            <span className="fp-floats__bytes">{bytesOf(example.hmacs[Math.floor(k / 8)]!.hex, (k % 8) * 4)}</span>
            <span>{f}</span>
          </li>
        ))}
      </ol>
      {example.floats.length > SHOWN_FLOATS ? <p className="fp-note">{t('originals.fairPage.moreFloats', { n: example.floats.length })}</p> : null}
      <h3 className="fp-sub">{t('originals.fairPage.outcome')}</h3>
      <pre className="fp-code fp-code--result" translate="no" data-testid="example-outcome">
        {outcomeText(example.outcome)}
      </pre>
      <h3 className="fp-sub">{t('originals.fairPage.payout')}</h3>
      <dl className="fp-rows">
        <Row label={t('originals.fairPage.stake')} value={cents(stakeCents)} />
        <Row label={t('originals.fairPage.multiplier')} value={x(multiplier)} testId="example-multiplier" />
        <Row label={t('originals.fairPage.centFloat', { n: example.floats.length })} value={centFloat} />
        <Row
          label={t('originals.fairPage.paid')}
          testId="example-paid"
          value={`${cents(stakeCents)} × ${multiplier} = ${(exact / 1_000_000).toFixed(6).replace(/0+$/, '').replace(/\.$/, '')} → ${cents(paid)}`}
        />
      </dl>
      {fraction > 0 ? (
        <p className="fp-note">
          {t(centFloat * 10_000 < fraction ? 'originals.fairPage.centPaid' : 'originals.fairPage.centNotPaid', {
            fraction: (fraction / 10_000).toFixed(4),
            float: centFloat.toFixed(4),
          })}
        </p>
      ) : null}
    </>
  );
}

function CrashExampleView({ example }: { example: CrashExample }) {
  const { t } = useTranslation();
  return (
    <dl className="fp-rows">
      <Row label={t('originals.verify.roundHash')} value={example.hash} />
      <Row label={t('originals.fairPage.salt')} value={example.salt} />
      <Row label={t('originals.fairPage.crashHmac')} value={example.hmac} testId="example-hmac-0" />
      <Row label={t('originals.fairPage.head')} value={example.head} />
      <Row label="r" value={example.r} />
      <Row label={t('originals.fairPage.crashPoint')} value={x(example.point)} testId="example-outcome" />
      <Row label={t('originals.fairPage.previousHash')} value={example.previousHash} />
    </dl>
  );
}

function Example({ game }: { game: OriginalGame }) {
  const { t } = useTranslation();
  const example = useQuery(fairExampleQuery(game));
  if (!example.data) return <p className="fp-note">{example.isError ? t('originals.fairPage.exampleFailed') : t('general.loading')}</p>;
  return 'seeds' in example.data ? <SeedExample example={example.data} /> : <CrashExampleView example={example.data} />;
}

function GameLinks({ current }: { current?: OriginalGame }) {
  const { t } = useTranslation();
  return (
    <nav className="fp-games" aria-label={t('originals.fairPage.allGames')}>
      {ORIGINAL_GAMES.map((g) => (
        <Link key={g} to={gameFairnessHref(g)} className="fp-games__link" aria-current={g === current ? 'page' : undefined}>
          {t(`originals.games.${g}`)}
        </Link>
      ))}
    </nav>
  );
}

function CheckYourself() {
  const { t } = useTranslation();
  return (
    <Section title={t('originals.fairPage.check')}>
      <p className="fp-text">{t('originals.fairPage.checkText')}</p>
      <div className="fp-actions">
        <a className="btn btn--primary btn--block" href={FAIR_VERIFIER_HREF} download="fair-verifier.html">
          {t('originals.fairPage.download')}
        </a>
        <Link className="btn btn--secondary btn--block" to={getHref('inHouseFairness')}>
          {t('originals.fair.openVerify')}
        </Link>
      </div>
    </Section>
  );
}

function GameFairness({ game }: { game: OriginalGame }) {
  const { t } = useTranslation();
  const name = t(`originals.games.${game}`);
  const crash = game === 'crash';
  return (
    <article className="fp">
      <header className="fp-hero">
        <p className="fp-hero__kicker">{t('originals.fairPage.kicker')}</p>
        <h1 className="fp-hero__title">{t('originals.fairPage.title', { game: name })}</h1>
        <p className="fp-text">{t(crash ? 'originals.fairPage.introCrash' : 'originals.fairPage.intro')}</p>
      </header>
      <GameLinks current={game} />
      {crash ? (
        <Section title={t('originals.fairPage.chain')}>
          <p className="fp-text">{t('originals.fairPage.chainText')}</p>
          <Code>{CHAIN_CODE}</Code>
        </Section>
      ) : (
        <Section title={t('originals.fairPage.seeds')}>
          <p className="fp-text">{t('originals.fairPage.seedsText')}</p>
          <Code>{SEEDS_CODE}</Code>
        </Section>
      )}
      <Section title={t('originals.fairPage.result')}>
        <p className="fp-text">{t(`originals.fairPage.how.${game}`)}</p>
        <Code>{GAME_CODE[game]}</Code>
      </Section>
      <Section title={t('originals.fairPage.multipliers')}>
        <p className="fp-text">{t('originals.fairPage.multipliersText')}</p>
        <MultiplierTables game={game} />
      </Section>
      <Section title={t('originals.fairPage.payout')}>
        <p className="fp-text">{t(crash ? 'originals.fairPage.payoutCrash' : 'originals.fairPage.payoutText')}</p>
        <Code>{crash ? CRASH_PAYOUT_CODE : PAYOUT_CODE}</Code>
      </Section>
      <Section title={t('originals.fairPage.example')}>
        <p className="fp-text">{t(crash ? 'originals.fairPage.exampleCrashText' : 'originals.fairPage.exampleText')}</p>
        <Example game={game} />
      </Section>
      <CheckYourself />
    </article>
  );
}

/** Any other address under /m/inHouse/fairness/: the list of games. */
function FairnessIndex() {
  const { t } = useTranslation();
  return (
    <article className="fp">
      <header className="fp-hero">
        <h1 className="fp-hero__title">{t('originals.fairPage.allGames')}</h1>
        <p className="fp-text">{t('originals.fairPage.pickGame')}</p>
      </header>
      <GameLinks />
      <CheckYourself />
    </article>
  );
}

export function GameFairnessScreen() {
  const { game } = useParams();
  return isOriginalGame(game) ? <GameFairness key={game} game={game} /> : <FairnessIndex />;
}
