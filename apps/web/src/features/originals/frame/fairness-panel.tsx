import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CLIENT_SEED_PATTERN, ORIGINAL_GAMES, type OriginalGame } from '@lobby/contract/rules';
import { gameFairnessHref, getHref } from '@/shared/lib/paths';
import { useRotateSeeds, useSeeds } from '../api/seeds';

/**
 * The active pair: the server seed's hash (committed before play), the client seed (editable: it takes
 * effect with a rotation), the next nonce; rotating reveals the previous server seed.
 */
export function FairnessPanel() {
  const { t } = useTranslation();
  const seeds = useSeeds();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const id = useId();
  // The game is the last part of this screen's address (/m/inHouse/<game>): its public page says how it decides.
  const last = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const game = (ORIGINAL_GAMES as readonly string[]).includes(last) ? (last as OriginalGame) : null;
  const howLink = game ? (
    <Link className="og-link" to={gameFairnessHref(game)}>
      {t('originals.fairPage.title', { game: t(`originals.games.${game}`) })}
    </Link>
  ) : null;
  if (!seeds.data) {
    return (
      <div className="og-fair">
        <p className="og-muted">{seeds.isError ? t('originals.fair.unavailable') : t('general.loading')}</p>
        {howLink}
      </div>
    );
  }
  const s = seeds.data;
  const seedValid = clientSeed === '' || CLIENT_SEED_PATTERN.test(clientSeed);
  return (
    <div className="og-fair">
      <dl className="og-kv">
        <div>
          <dt>{t('originals.fair.serverSeedHash')}</dt>
          <dd className="og-mono" data-testid="server-seed-hash">{s.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('originals.fair.clientSeed')}</dt>
          <dd className="og-mono">{s.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('originals.fair.nonce')}</dt>
          <dd className="og-mono" data-testid="nonce">{s.nonce}</dd>
        </div>
      </dl>
      <form
        className="og-fair__rotate"
        onSubmit={(e) => {
          e.preventDefault();
          if (!seedValid) return;
          rotate.mutate(clientSeed || undefined, { onSuccess: () => setClientSeed('') });
        }}
      >
        <label htmlFor={id} className="og-label">
          {t('originals.fair.newClientSeed')}
        </label>
        <input
          id={id}
          className="og-input og-mono"
          value={clientSeed}
          maxLength={64}
          placeholder={t('originals.fair.randomSeed')}
          aria-invalid={!seedValid}
          onChange={(e) => setClientSeed(e.target.value.trim())}
        />
        {!seedValid ? <p className="og-error">{t('originals.fair.seedFormat')}</p> : null}
        <button type="submit" className="btn btn--secondary btn--block" disabled={rotate.isPending || !seedValid}>
          {t('originals.fair.rotate')}
        </button>
      </form>
      {s.previous ? (
        <div className="og-fair__previous">
          <h3 className="og-subtitle">{t('originals.fair.previous')}</h3>
          <dl className="og-kv">
            <div>
              <dt>{t('originals.fair.serverSeed')}</dt>
              <dd className="og-mono" data-testid="previous-server-seed">{s.previous.serverSeed}</dd>
            </div>
            <div>
              <dt>{t('originals.fair.serverSeedHash')}</dt>
              <dd className="og-mono">{s.previous.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('originals.fair.clientSeed')}</dt>
              <dd className="og-mono">{s.previous.clientSeed}</dd>
            </div>
            <div>
              <dt>{t('originals.fair.rounds')}</dt>
              <dd className="og-mono">{s.previous.rounds}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      <Link className="og-link" to={getHref('inHouseFairness')}>
        {t('originals.fair.openVerify')}
      </Link>
      {howLink}
    </div>
  );
}
