import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isTrialType } from '@lobby/contract/rules';
import { isMemberInfoFresh, memberInfoKeys, useMemberInfo } from '@/shared/api/member/get-member-info';
import { getHref } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { MemberIcon } from '@/shared/ui/icons';
import { useRankProgress } from './api/get-rank-progress';
import { avatarUrl } from './api/head-icon';
import { Balance } from './balance';
import { VipRing } from './vip-progress';
import './member.css';

/**
 * The signed-in part of the home header: avatar (to the member centre) ringed by the VIP progress, the
 * nickname or else the account name, and the balance under it. On mount the member info is renewed, then
 * the rank progress fetched, so a VIP change made elsewhere shows on the next visit home; an answer the
 * server has just fetched for this page counts as renewed.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const member = useMemberInfo();
  const [renewed, setRenewed] = useState(() => isMemberInfoFresh(client));
  const trial = session ? isTrialType(session.type) : false;

  useEffect(() => {
    if (renewed) return;
    let cancelled = false;
    void client.refetchQueries({ queryKey: memberInfoKeys.all }, { cancelRefetch: false }).finally(() => {
      if (!cancelled) setRenewed(true);
    });
    return () => {
      cancelled = true;
    };
    // Once per mount: `renewed` only tells whether there is anything to renew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  const rank = useRankProgress(renewed && !trial);
  const info = member.data;
  const name = info?.nickname || info?.account || session?.userName || '';
  const label = rank.data?.playerRankProgress.labelName ?? info?.clubLabel?.labelName ?? null;

  return (
    <div className="header-account">
      <div className="header-account__avatar-wrap">
        {trial ? null : <VipRing progress={rank.data} label={label} />}
        <Link to={getHref('memberHome')} className="header-account__avatar" aria-label={t('account.open', { name })}>
          {info ? <img src={avatarUrl(info.headIcon)} alt="" width={30} height={30} /> : <MemberIcon size="0.18rem" />}
        </Link>
      </div>
      <div className="header-account__who">
        <span className="header-account__name">
          <span className="header-account__name-text">{name}</span>
          {trial ? <span className="header-account__badge">{t('trial.badge')}</span> : null}
        </span>
        <Balance />
      </div>
    </div>
  );
}
