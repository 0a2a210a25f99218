import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReferralProgram, ReferralSummary } from '@lobby/contract/schemas';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { isApiError } from '@/shared/lib/http';
import { getHref } from '@/shared/lib/paths';
import { useRole } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { CheckIcon, GiftIcon, InviteIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock, RowSkeletons } from '@/shared/ui/list-states';
import { QrCode } from '@/shared/ui/qr-code';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useReferralProgram } from './api/get-program';
import { useReferralRewards } from './api/get-rewards';
import { useReferralSummary } from './api/get-summary';
import { copyText, shareOrCopy } from './share';
import './referral.css';

/** How long a "Copied" mark stays on its button. */
const COPIED_MS = 2500;

/**
 * The Invite sheet (bottom bar and side menu). A real member gets the invitation link, code and its QR code,
 * sharing, the friends who joined and deposited and the rewards earned; visitors and trial accounts see the
 * offer and how to take part.
 */
export function ReferralSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const role = useRole();
  const titleId = useId();
  return (
    <Sheet className="sheet referral-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('referral.title')} titleId={titleId} onClose={onClose} autoFocusClose />
      {role === 'member' ? <MemberReferral /> : role === 'agent' ? <Unavailable /> : <GuestReferral trial={role === 'trial'} />}
    </Sheet>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  return <EmptyState icon={InviteIcon} title={t('referral.unavailableTitle')} text={t('referral.unavailableText')} />;
}

function Offer({ program }: { program: ReferralProgram }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = money(program.reward);
  return (
    <div className="referral-offer">
      <span className="referral-offer__icon" aria-hidden="true">
        <GiftIcon size="0.26rem" />
      </span>
      <div>
        <p className="referral-offer__title">{t('referral.offerTitle', { amount })}</p>
        <p className="referral-offer__text">
          {program.minDeposit > 0
            ? t('referral.offerText', { amount, min: money(program.minDeposit) })
            : t('referral.offerTextAny', { amount })}
        </p>
      </div>
    </div>
  );
}

function GuestReferral({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const program = useReferralProgram();
  return (
    <div className="referral-sheet__body">
      {program.isPending ? <BlockSkeleton height="0.84rem" /> : program.data?.enabled ? <Offer program={program.data} /> : null}
      <ol className="referral-steps">
        <li>{t('referral.stepShare')}</li>
        <li>{t('referral.stepJoin')}</li>
        <li>{t('referral.stepEarn')}</li>
      </ol>
      <p className="referral-note">{trial ? t('referral.trialText') : t('referral.visitorText')}</p>
      <div className="referral-actions">
        <Link className="btn btn--primary btn--lg btn--block" to={getHref('register')}>
          {t('referral.register')}
        </Link>
        {trial ? null : (
          <Link className="btn btn--secondary btn--lg btn--block" to={getHref('login')}>
            {t('referral.login')}
          </Link>
        )}
      </div>
    </div>
  );
}

function MemberReferral() {
  const summary = useReferralSummary(true);
  if (summary.isPending) {
    return (
      <div className="referral-sheet__body">
        <BlockSkeleton height="0.84rem" />
        <BlockSkeleton height="2.6rem" />
      </div>
    );
  }
  if (summary.isError) {
    if (isApiError(summary.error) && summary.error.status === 403) return <Unavailable />;
    return <RetryBlock onRetry={() => void summary.refetch()} />;
  }
  return <MemberBody summary={summary.data} />;
}

function MemberBody({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const brand = useStatusInfo()?.brand.name ?? '';
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(what: 'code' | 'link') {
    const ok = await copyText(what === 'code' ? summary.code : summary.link);
    setCopied(ok ? what : null);
    setNotice(ok ? t(what === 'code' ? 'referral.codeCopied' : 'referral.linkCopied') : t('referral.copyFailed'));
  }

  async function share() {
    const outcome = await shareOrCopy({
      title: t('referral.shareTitle', { brand }),
      text: t('referral.shareText', { brand, code: summary.code }),
      url: summary.link,
    });
    if (outcome === 'copied') {
      setCopied('link');
      setNotice(t('referral.linkCopied'));
    } else if (outcome === 'failed') {
      setNotice(t('referral.copyFailed'));
    }
  }

  return (
    <div className="referral-sheet__body">
      <Offer program={summary.program} />

      <section className="referral-card" aria-label={t('referral.yourInvitation')}>
        <div className="referral-card__qr">
          <QrCode value={summary.link} label={t('referral.qrLabel')} />
        </div>
        <div className="referral-card__code">
          <span className="referral-card__label">{t('referral.codeLabel')}</span>
          <span className="referral-card__value" data-testid="referral-code">
            {summary.code}
          </span>
          <CopyButton done={copied === 'code'} label={t('referral.copyCode')} onClick={() => void copy('code')} />
        </div>
        <div className="referral-card__link">
          <span className="referral-card__label">{t('referral.linkLabel')}</span>
          <span className="referral-card__url" data-testid="referral-link">
            {summary.link}
          </span>
        </div>
      </section>

      <div className="referral-actions referral-actions--row">
        <button type="button" className="btn btn--primary btn--lg" onClick={() => void share()}>
          <InviteIcon size="0.18rem" />
          {t('referral.share')}
        </button>
        <CopyButton done={copied === 'link'} label={t('referral.copyLink')} onClick={() => void copy('link')} large />
      </div>
      <p className="visually-hidden" role="status">
        {notice}
      </p>

      <dl className="referral-stats" aria-label={t('referral.statsLabel')}>
        <div className="referral-stats__item">
          <dt>{t('referral.joined')}</dt>
          <dd data-testid="referral-joined">{summary.joined}</dd>
        </div>
        <div className="referral-stats__item">
          <dt>{t('referral.deposited')}</dt>
          <dd data-testid="referral-deposited">{summary.deposited}</dd>
        </div>
        <div className="referral-stats__item referral-stats__item--earned">
          <dt>{t('referral.earned')}</dt>
          <dd data-testid="referral-earned">{money(summary.rewardTotal)}</dd>
        </div>
      </dl>

      <Rewards />
    </div>
  );
}

function CopyButton({ done, label, onClick, large = false }: { done: boolean; label: string; onClick: () => void; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn--secondary ${large ? 'btn--lg' : 'btn--sm'} referral-copy${done ? ' referral-copy--done' : ''}`}
      onClick={onClick}
    >
      {done ? <CheckIcon size="0.16rem" /> : null}
      {done ? t('referral.copied') : label}
    </button>
  );
}

function Rewards() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const titleId = useId();
  const rewards = useReferralRewards(true);
  const list = rewards.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="referral-rewards" aria-labelledby={titleId}>
      <h3 id={titleId} className="referral-rewards__title">
        {t('referral.rewardsTitle')}
      </h3>
      {rewards.isPending ? (
        <RowSkeletons count={2} />
      ) : rewards.isError && list.length === 0 ? (
        <RetryBlock compact onRetry={() => void rewards.refetch()} />
      ) : list.length === 0 ? (
        <p className="referral-rewards__empty">{t('referral.rewardsEmpty')}</p>
      ) : (
        <ul className="referral-rewards__list">
          {list.map((r) => (
            <li key={r.id} className="referral-reward">
              <span className="referral-reward__icon" aria-hidden="true">
                <GiftIcon size="0.18rem" />
              </span>
              <span className="referral-reward__text">
                <span className="referral-reward__title">{t('referral.rewardFrom', { friend: r.friend })}</span>
                <span className="referral-reward__date">{dates.dateTime(r.createdAt)}</span>
              </span>
              <span className="referral-reward__amount">{money(r.amount, { signed: true })}</span>
            </li>
          ))}
        </ul>
      )}
      {rewards.hasNextPage ? (
        <button type="button" className="btn btn--ghost btn--sm referral-rewards__more" onClick={() => void rewards.fetchNextPage()} disabled={rewards.isFetchingNextPage}>
          {t('referral.more')}
        </button>
      ) : null}
    </section>
  );
}
