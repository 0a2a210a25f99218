import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_LEVELS } from '@lobby/contract/rules';
import type { KycState } from '@lobby/contract/schemas';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { CheckIcon, ChevronRightIcon, ShieldIcon, WithdrawIcon } from '@/shared/ui/icons';
import { HourglassIcon, ShieldCheckIcon } from '@/shared/ui/money-icons';
import { useProfile } from '../api/get-profile';
import { useKycState } from '@/shared/api/kyc/kyc-state';
import { EmailSheet } from '../email-sheet';
import { KycSteps } from './kyc-steps';
import '../settings.css';
import './verification.css';

const TOP_LEVEL = KYC_LEVELS[KYC_LEVELS.length - 1];

/** The level reached as a bar of three: what a glance at the top of the screen tells. */
function Hero({ state }: { state: KycState }) {
  const { t } = useTranslation();
  return (
    <div className="kyc-hero">
      <span className="kyc-hero__icon" aria-hidden="true">
        <ShieldCheckIcon size="0.26rem" />
      </span>
      <div className="kyc-hero__text">
        <p className="kyc-hero__title">{t('verification.intro.title')}</p>
        <p className="kyc-hero__body">{t('verification.intro.text')}</p>
        <p className="kyc-hero__level" data-testid="kyc-level">
          {t('verification.levelOf', { level: state.level, max: TOP_LEVEL })}
        </p>
        <span className="kyc-hero__bar" aria-hidden="true">
          {KYC_LEVELS.filter((l) => l > 0).map((l) => (
            <span key={l} className={l <= state.level ? 'kyc-hero__seg kyc-hero__seg--on' : 'kyc-hero__seg'} />
          ))}
        </span>
      </div>
    </div>
  );
}

/** What to do next, first on the screen: the one button that gets it done (or the wait, or nothing left). */
function NextCard({ state, onContact }: { state: KycState; onContact: () => void }) {
  const { t } = useTranslation();
  const next = state.next;
  // nothing asked: every level reached, or enough for now with the next one still open below
  const key = next ?? (state.level === TOP_LEVEL ? 'none' : 'enough');
  const Icon = next === null ? CheckIcon : next === 'wait' ? HourglassIcon : ChevronRightIcon;
  function go() {
    if (next === 'contact') return onContact();
    const level = next === 'identity' ? 2 : 3;
    const form = document.getElementById(level === 2 ? 'kyc-identity-title' : 'kyc-funds-title') ?? document.getElementById(`kyc-step-${level}-title`);
    form?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // the first control of the form takes the focus: a keyboard or screen-reader user lands where the page went
    form?.closest('form')?.querySelector<HTMLElement>('input:not([disabled])')?.focus({ preventScroll: true });
  }
  return (
    <section className={`kyc-next kyc-next--${key}`} aria-labelledby="kyc-next-title">
      <span className="kyc-next__icon" aria-hidden="true">
        <Icon size="0.2rem" />
      </span>
      <div className="kyc-next__text">
        {next === null ? null : <p className="kyc-next__eyebrow">{t('verification.next.label')}</p>}
        <h2 id="kyc-next-title" className="kyc-next__title">
          {t(`verification.next.${key}.title`)}
        </h2>
        <p className="kyc-next__body">{t(`verification.next.${key}.text`)}</p>
        {next === 'contact' || next === 'identity' || next === 'funds' ? (
          <button type="button" className="btn btn--primary btn--sm kyc-next__go" onClick={go} aria-haspopup={next === 'contact' ? 'dialog' : undefined}>
            {t(`verification.next.${next}.action`)}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * /m/set/verification: identity verification (KYC). The level reached (0 to 3), what to do next, the
 * withdrawals waiting for it, and each level as a step: a confirmed e-mail or phone, then the ID (both sides
 * and a selfie, uploaded as they are taken) with the name, birth date and ID number, then the source of funds
 * with one proof. Each step says its state (done, being reviewed, not accepted and why, needed, optional) and
 * the brand's rule for it. Real members only (the route's access, and the server's).
 */
export function VerificationScreen() {
  const { t } = useTranslation();
  const kyc = useKycState({ follow: true });
  const profile = useProfile();
  const [emailOpen, setEmailOpen] = useState(false);
  const openEmail = () => setEmailOpen(true);

  // the profile fills in the identity form's name and birthday: both are asked at once, the form waits for both
  if (kyc.isPending || profile.isPending) {
    return (
      <div className="settings kyc" aria-busy="true">
        <BlockSkeleton height="1.3rem" />
        <BlockSkeleton height="1rem" />
        <BlockSkeleton height="3.2rem" />
      </div>
    );
  }
  if (kyc.isError) {
    return (
      <div className="settings kyc">
        <RetryBlock onRetry={() => void kyc.refetch()} />
      </div>
    );
  }
  const state = kyc.data;
  const p = profile.data;

  return (
    <div className="settings kyc">
      <Hero state={state} />
      {state.heldWithdrawals > 0 ? (
        <p className="kyc-held" role="note">
          <WithdrawIcon size="0.18rem" />
          <span>{t('verification.held', { count: state.heldWithdrawals })}</span>
        </p>
      ) : null}
      <NextCard state={state} onContact={openEmail} />
      <section className="settings__section" aria-labelledby="kyc-steps-heading">
        <h2 id="kyc-steps-heading" className="settings__heading">
          <ShieldIcon size="0.18rem" />
          {t('verification.stepsTitle')}
        </h2>
        <KycSteps
          state={state}
          context={{ pendingEmail: p?.pendingEmail ?? null, payeeName: p?.payeeName ?? null, birthday: p?.birthday ?? null, onContact: openEmail }}
        />
      </section>
      {emailOpen ? <EmailSheet pending={p?.pendingEmail ?? null} onClose={() => setEmailOpen(false)} /> : null}
    </div>
  );
}
