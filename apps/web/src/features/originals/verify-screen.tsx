import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORIGINAL_GAMES, sha256Hex, type OriginalGame } from '@lobby/contract/rules';
import type { Fairness } from '@lobby/contract/schemas';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { useCrashChain, type CrashChain } from './api/crash';
import { useProof } from './api/rounds';
import { FAIR_VERIFIER_HREF, gameFairnessHref } from '@/shared/lib/paths';
import { GameHeader } from './frame/game-frame';
import { checkCommitment, crashPointOf, PARAMS_TEMPLATE, recomputeOutcome, verifyRound, walkChain, type CommitmentCheck, type SeedCheck } from './verify';
import './originals.css';

type ManualGame = Exclude<OriginalGame, 'crash'>;
const MANUAL_GAMES = ORIGINAL_GAMES.filter((g): g is ManualGame => g !== 'crash');

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className={`og-verdict og-verdict--${ok ? 'ok' : 'bad'}`} role="status">
      <span aria-hidden="true">{ok ? '✔' : '✘'}</span> {ok ? yes : no}
    </p>
  );
}

function Json({ value }: { value: unknown }) {
  return <pre className="og-json">{JSON.stringify(value, null, 1)}</pre>;
}

/** The proof of one of my rounds, recomputed here. */
function RoundProof({ id }: { id: number }) {
  const { t } = useTranslation();
  const proof = useProof(id);
  const [check, setCheck] = useState<SeedCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const p: Fairness | undefined = proof.data;
  useEffect(() => {
    if (!p?.serverSeed || p.game === 'crash') return;
    let live = true;
    verifyRound({ ...p, serverSeed: p.serverSeed })
      .then((c) => live && setCheck(c))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [p]);
  if (proof.isError) return <p className="og-error" role="alert">{t('originals.verify.notFound')}</p>;
  if (!p) return <p className="og-muted">{t('general.loading')}</p>;
  return (
    <section className="og-card" aria-label={t('originals.verify.round', { id })}>
      <h2 className="og-subtitle">{t('originals.verify.round', { id })} · {t(`originals.games.${p.game}`)}</h2>
      {check ? (
        <>
          <Verdict ok={check.matches} yes={t('originals.verify.match')} no={t('originals.verify.mismatch')} />
          <Verdict ok={check.hashMatches} yes={t('originals.verify.hashOk')} no={t('originals.verify.hashBad')} />
        </>
      ) : null}
      <dl className="og-kv">
        <div>
          <dt>{t('originals.fair.serverSeedHash')}</dt>
          <dd className="og-mono">{p.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('originals.fair.serverSeed')}</dt>
          <dd className="og-mono">{p.serverSeed ?? t('originals.verify.hidden')}</dd>
        </div>
        <div>
          <dt>{t('originals.fair.clientSeed')}</dt>
          <dd className="og-mono">{p.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('originals.fair.nonce')}</dt>
          <dd className="og-mono">{p.nonce}</dd>
        </div>
      </dl>
      <h3 className="og-label">{t('originals.verify.params')}</h3>
      <Json value={p.params} />
      <h3 className="og-label">{t('originals.verify.recorded')}</h3>
      <Json value={p.outcome} />
      {p.serverSeed === null ? (
        <p className="og-muted">{t('originals.verify.rotateFirst')}</p>
      ) : failed ? (
        <p className="og-error">{t('originals.verify.cannot')}</p>
      ) : check ? (
        <>
          <h3 className="og-label">{t('originals.verify.computed')}</h3>
          <Json value={check.computed} />
        </>
      ) : (
        <p className="og-muted">{t('originals.verify.computing')}</p>
      )}
    </section>
  );
}

/** Any seeds, any game: the outcome they give. */
function ManualVerify() {
  const { t } = useTranslation();
  const id = useId();
  const [game, setGame] = useState<ManualGame>('dice');
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [params, setParams] = useState(JSON.stringify(PARAMS_TEMPLATE.dice));
  const [result, setResult] = useState<{ computed: Record<string, unknown>; hash: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    setResult(null);
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(params || '{}') as Record<string, unknown>;
    } catch {
      setError(t('originals.verify.badParams'));
      return;
    }
    if (!serverSeed || !clientSeed || !/^\d+$/.test(nonce)) {
      setError(t('originals.verify.fillAll'));
      return;
    }
    try {
      const computed = await recomputeOutcome(game, { serverSeed, clientSeed, nonce: Number(nonce) }, parsed);
      setResult({ computed, hash: await sha256Hex(serverSeed) });
    } catch {
      setError(t('originals.verify.badParams'));
    }
  }

  return (
    <form
      className="og-card og-form"
      aria-label={t('originals.verify.manual')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="og-subtitle">{t('originals.verify.manual')}</h2>
      <label className="og-field" htmlFor={`${id}-game`}>
        <span className="og-label">{t('originals.verify.game')}</span>
        <select
          id={`${id}-game`}
          className="og-input"
          value={game}
          onChange={(e) => {
            const g = e.target.value as ManualGame;
            setGame(g);
            setParams(JSON.stringify(PARAMS_TEMPLATE[g]));
          }}
        >
          {MANUAL_GAMES.map((g) => (
            <option key={g} value={g}>
              {t(`originals.games.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="og-field">
        <span className="og-label">{t('originals.fair.serverSeed')}</span>
        <input className="og-input og-mono" value={serverSeed} onChange={(e) => setServerSeed(e.target.value.trim())} />
      </label>
      <label className="og-field">
        <span className="og-label">{t('originals.fair.clientSeed')}</span>
        <input className="og-input og-mono" value={clientSeed} onChange={(e) => setClientSeed(e.target.value.trim())} />
      </label>
      <label className="og-field">
        <span className="og-label">{t('originals.fair.nonce')}</span>
        <input className="og-input og-mono" inputMode="numeric" value={nonce} onChange={(e) => setNonce(e.target.value.replace(/\D/g, ''))} />
      </label>
      <label className="og-field">
        <span className="og-label">{t('originals.verify.params')}</span>
        <input className="og-input og-mono" value={params} onChange={(e) => setParams(e.target.value)} />
      </label>
      {error ? <p className="og-error" role="alert">{error}</p> : null}
      <button type="submit" className="btn btn--primary btn--block">
        {t('originals.verify.compute')}
      </button>
      {result ? (
        <div role="status">
          <h3 className="og-label">{t('originals.fair.serverSeedHash')}</h3>
          <p className="og-mono og-break">{result.hash}</p>
          <h3 className="og-label">{t('originals.verify.computed')}</h3>
          <Json value={result.computed} />
        </div>
      ) : null}
    </form>
  );
}

/** The chain's commitment: when it was fixed, the beacon round it announced, and the salt that round gave. */
function Commitment({ chain }: { chain: CrashChain }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [check, setCheck] = useState<CommitmentCheck | null>(null);
  useEffect(() => {
    let live = true;
    void checkCommitment(chain).then((c) => live && setCheck(c));
    return () => {
      live = false;
    };
  }, [chain]);
  const beacon = chain.beacon;
  return (
    <section aria-label={t('originals.verify.commitment')}>
      <h3 className="og-label">{t('originals.verify.commitment')}</h3>
      <dl className="og-kv">
        <div>
          <dt>{t('originals.verify.chainOf', { number: chain.number, length: chain.length })}</dt>
          <dd className="og-mono og-break">{chain.terminalHash}</dd>
        </div>
        <div>
          <dt>{t('originals.verify.committedAt')}</dt>
          <dd>{dates.dateTime(chain.committedAt)}</dd>
        </div>
        {beacon ? (
          <>
            <div>
              <dt>{t('originals.verify.beacon')}</dt>
              <dd>
                {beacon.name === 'local' ? t('originals.verify.beaconLocal') : beacon.name}{' '}
                <span className="og-mono og-break">{beacon.chain}</span>
              </dd>
            </div>
            <div>
              <dt>{t('originals.verify.beaconRound')}</dt>
              <dd className="og-mono">
                {beacon.url ? (
                  <a href={beacon.url} target="_blank" rel="noopener noreferrer" title={t('originals.verify.atBeacon')}>
                    {beacon.round}
                  </a>
                ) : (
                  beacon.round
                )}
              </dd>
            </div>
            <div>
              <dt>{t('originals.verify.roundAt')}</dt>
              <dd>{dates.dateTime(beacon.roundAt)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('originals.verify.salt')}</dt>
          <dd className="og-mono og-break">
            {chain.salt ?? (beacon ? t('originals.verify.saltPending', { round: beacon.round }) : '')}
          </dd>
        </div>
      </dl>
      {!beacon ? <p className="og-muted">{t('originals.verify.serverSalt')}</p> : null}
      {check && check.leadSeconds !== null ? (
        <Verdict
          ok={check.leadSeconds > 0}
          yes={t('originals.verify.announcedOk', { seconds: check.leadSeconds })}
          no={t('originals.verify.announcedBad')}
        />
      ) : null}
      {check && check.saltMatches !== null ? (
        <Verdict ok={check.saltMatches} yes={t('originals.verify.saltOk')} no={t('originals.verify.saltBad')} />
      ) : null}
    </section>
  );
}

/** A crash round's hash: does it lead to the published chain's end, and which crash point does it give? */
function CrashVerify({ initialHash, shownPoint }: { initialHash: string; shownPoint: number | null }) {
  const { t } = useTranslation();
  const [hash, setHash] = useState(initialHash);
  const chain = useCrashChain(true);
  const [state, setState] = useState<{ steps: number | null; point: number | null } | null>(null);
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);

  async function check() {
    if (!chain.data || !/^[0-9a-f]{64}$/i.test(hash)) return;
    setRunning(true);
    setState(null);
    const max = Math.min(chain.data.length, 200_000);
    const steps = await walkChain(hash, chain.data.terminalHash, max, setProgress);
    // the salt is the beacon round's randomness: no crash point before that round is out
    const salt = chain.data.salt;
    setState({ steps, point: salt === null ? null : await crashPointOf(hash, salt) });
    setRunning(false);
  }
  useEffect(() => {
    if (initialHash && chain.data) void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chain.data]);

  return (
    <form
      className="og-card og-form"
      aria-label={t('originals.verify.crash')}
      onSubmit={(e) => {
        e.preventDefault();
        void check();
      }}
    >
      <h2 className="og-subtitle">{t('originals.verify.crash')}</h2>
      {chain.data ? (
        <>
          <p className="og-muted og-break">
            {t('originals.verify.terminal')} <span className="og-mono">{chain.data.terminalHash}</span>
          </p>
          <Commitment chain={chain.data} />
        </>
      ) : null}
      <label className="og-field">
        <span className="og-label">{t('originals.verify.roundHash')}</span>
        <input className="og-input og-mono" value={hash} onChange={(e) => setHash(e.target.value.trim())} />
      </label>
      <button type="submit" className="btn btn--secondary btn--block" disabled={running || !chain.data}>
        {running ? t('originals.verify.walking', { n: progress }) : t('originals.verify.compute')}
      </button>
      {state ? (
        <>
          <Verdict
            ok={state.steps !== null}
            yes={t('originals.verify.chainOk', { steps: state.steps ?? 0 })}
            no={t('originals.verify.chainBad')}
          />
          {state.point === null ? (
            <p className="og-muted" role="status">{t('originals.verify.pointPending')}</p>
          ) : (
            <>
              <p role="status">
                {t('originals.verify.crashPoint')} <strong>{`${state.point.toFixed(2)}×`}</strong>
              </p>
              {shownPoint !== null ? (
                <Verdict ok={Math.abs(state.point - shownPoint) < 0.005} yes={t('originals.verify.match')} no={t('originals.verify.mismatch')} />
              ) : null}
            </>
          )}
        </>
      ) : null}
    </form>
  );
}

/** Each game's public fairness page (the exact algorithm and a worked example), and the offline verifier. */
function HowEachGame() {
  const { t } = useTranslation();
  return (
    <nav className="og-card og-how" aria-label={t('originals.fairPage.allGames')}>
      <h2 className="og-subtitle">{t('originals.fairPage.allGames')}</h2>
      <ul className="og-how__list">
        {ORIGINAL_GAMES.map((g) => (
          <li key={g}>
            <Link className="og-link" to={gameFairnessHref(g)}>
              {t(`originals.games.${g}`)}
            </Link>
          </li>
        ))}
      </ul>
      <a className="btn btn--secondary btn--block" href={FAIR_VERIFIER_HREF} download="fair-verifier.html">
        {t('originals.fairPage.download')}
      </a>
    </nav>
  );
}

/** /m/inHouse/fairness: verify a round (?round=id), a crash hash (?crash=hash&point=x), or any seeds by hand. */
export function VerifyScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const round = Number(search.get('round'));
  const crash = search.get('crash') ?? '';
  const point = search.get('point');
  return (
    <div className="og og--verify">
      <GameHeader title={t('originals.verify.title')} sound={false} />
      <p className="og-intro">{t('originals.verify.intro')}</p>
      {Number.isInteger(round) && round > 0 ? <RoundProof id={round} /> : null}
      {crash ? <CrashVerify initialHash={crash} shownPoint={point ? Number(point) : null} /> : null}
      <ManualVerify />
      {!crash ? <CrashVerify initialHash="" shownPoint={null} /> : null}
      <HowEachGame />
    </div>
  );
}
