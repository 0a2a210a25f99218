import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycStepState } from '@lobby/contract/rules';
import type { KycState } from '@lobby/contract/schemas';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { AlertIcon, CheckIcon, InfoIcon, MailIcon } from '@/shared/ui/icons';
import { HourglassIcon } from '@/shared/ui/money-icons';
import { FundsForm } from './funds-form';
import { IdentityForm } from './identity-form';
import { ContactIcon, FundsIcon, IdFrontIcon } from './kyc-icons';

type Step = KycState['steps'][number];
type Level = Step['level'];

const ICONS = { 1: ContactIcon, 2: IdFrontIcon, 3: FundsIcon } as const;

/** What the screen knows about the member beyond the verification itself (the e-mail, the name on the account). */
export interface StepContext {
  pendingEmail: string | null;
  payeeName: string | null;
  birthday: string | null;
  onContact: () => void;
}

function StatePill({ state }: { state: KycStepState }) {
  const { t } = useTranslation();
  return <span className={`kyc-pill kyc-pill--${state}`}>{t(`verification.states.${state}`)}</span>;
}

function Note({ tone, icon, children }: { tone: 'info' | 'danger' | 'pending'; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`kyc-note kyc-note--${tone}`}>
      <span className="kyc-note__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="kyc-note__text">{children}</div>
    </div>
  );
}

/** The brand's rule for a level, from the state: when it is needed (withdrawals a day, deposits in all) and the age. */
function Rules({ level, state }: { level: Level; state: KycState }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rules: string[] = [];
  if (level === 2) {
    if (state.level2DailyWithdrawal !== null) rules.push(t('verification.rules.level2', { amount: money(Number(state.level2DailyWithdrawal)) }));
    rules.push(t('verification.rules.age', { age: state.minimumAge }));
  }
  if (level === 3 && state.level3Deposits !== null) rules.push(t('verification.rules.level3', { amount: money(Number(state.level3Deposits)) }));
  if (rules.length === 0) return null;
  return (
    <ul className="kyc-rules">
      {rules.map((rule) => (
        <li key={rule}>
          <InfoIcon size="0.14rem" />
          <span>{rule}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where the step stands: the review waiting, the refusal with its reason and what to do. */
function StepStatus({ step, state }: { step: Step; state: KycState }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const submission = step.submission;
  if (step.state === 'pending') {
    return (
      <Note tone="pending" icon={<HourglassIcon size="0.16rem" />}>
        <p className="kyc-note__title">{t('verification.pending.title')}</p>
        <p>{submission ? t('verification.pending.sent', { time: dates.dateTime(submission.submittedAt) }) : t('verification.pending.text')}</p>
      </Note>
    );
  }
  if (step.state === 'rejected') {
    const reason = submission?.reason ?? 'other';
    return (
      <Note tone="danger" icon={<AlertIcon size="0.16rem" />}>
        <p className="kyc-note__title">{t(`verification.reasons.${reason}.text`)}</p>
        <p>{t(`verification.reasons.${reason}.todo`, { age: state.minimumAge })}</p>
      </Note>
    );
  }
  return null;
}

/** Level 1: a confirmed e-mail (or a phone confirmed by SMS at sign-up); the e-mail is confirmed on the spot. */
function ContactAction({ step, context }: { step: Step; context: StepContext }) {
  const { t } = useTranslation();
  if (step.state === 'done' || step.state === 'pending') return null;
  return (
    <div className="kyc-step__action">
      {context.pendingEmail ? <p className="kyc-step__hint">{t('verification.contact.codeSent', { email: context.pendingEmail })}</p> : null}
      <button type="button" className="btn btn--secondary btn--block" onClick={context.onContact} aria-haspopup="dialog">
        <MailIcon size="0.18rem" />
        {context.pendingEmail ? t('verification.contact.enterCode') : t('verification.contact.verifyEmail')}
      </button>
    </div>
  );
}

/** A level's form opens once the level before it is reached and this one is neither done nor being reviewed. */
function opens(step: Step, level: number): boolean {
  return level >= step.level - 1 && step.state !== 'done' && step.state !== 'pending';
}

function StepCard({ step, state, context }: { step: Step; state: KycState; context: StepContext }) {
  const { t } = useTranslation();
  const Icon = ICONS[step.level];
  const done = step.state === 'done';
  const blocked = step.level > 1 && state.level < step.level - 1 && !done && step.state !== 'pending';
  const titleId = `kyc-step-${step.level}-title`;
  return (
    <li className={`kyc-step kyc-step--${step.state}`}>
      <span className="kyc-step__marker" aria-hidden="true">
        {done ? <CheckIcon size="0.16rem" /> : step.level}
      </span>
      <section className="kyc-step__card" aria-labelledby={titleId}>
        <header className="kyc-step__head">
          <span className="kyc-step__icon" aria-hidden="true">
            <Icon size="0.2rem" />
          </span>
          {/* the state beside the level, so a long title (Pagkakakilanlan) has the whole line */}
          <span className="kyc-step__heading">
            <span className="kyc-step__meta">
              <span className="kyc-step__level">{t('verification.levelN', { level: step.level })}</span>
              <StatePill state={step.state} />
            </span>
            <h3 id={titleId} className="kyc-step__title">
              {t(`verification.steps.${step.level}.title`)}
            </h3>
          </span>
        </header>
        <p className="kyc-step__text">{t(`verification.steps.${step.level}.text`)}</p>
        {/* a level reached no longer needs its rule said */}
        {done ? null : <Rules level={step.level} state={state} />}
        <StepStatus step={step} state={state} />
        {step.level === 1 ? <ContactAction step={step} context={context} /> : null}
        {blocked ? (
          <p className="kyc-step__blocked">{t('verification.blocked', { level: step.level - 1 })}</p>
        ) : step.level === 2 && opens(step, state.level) ? (
          <IdentityForm minimumAge={state.minimumAge} name={context.payeeName} birthday={context.birthday} />
        ) : step.level === 3 && opens(step, state.level) ? (
          <FundsForm />
        ) : null}
      </section>
    </li>
  );
}

/** The three levels as a vertical stepper: each with its state, the brand's rule, and its form when it is open. */
export function KycSteps({ state, context }: { state: KycState; context: StepContext }) {
  const steps = [...state.steps].sort((a, b) => a.level - b.level);
  return (
    <ol className="kyc-steps">
      {steps.map((step) => (
        <StepCard key={step.level} step={step} state={state} context={context} />
      ))}
    </ol>
  );
}
