import type { ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '@/shared/api/wallet/keys';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getHref, PATHS, type PathName } from '@/shared/lib/paths';
import { useLogout } from '@/shared/api/session/logout';
import { hasSession, useRole } from '@/shared/lib/session';
import { useUiStore } from './ui-store';
import type { I18nKey } from '@/shared/i18n/keys';
import {
  DepositIcon,
  HelpIcon,
  LogoutIcon,
  RecordIcon,
  RefreshIcon,
  WithdrawIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { Sheet } from '@/shared/ui/sheet';
import './drop-down-menu.css';

const LINKS: { to: PathName; labelKey: I18nKey; icon: ComponentType<IconProps> }[] = [
  { to: 'voucherCenter', labelKey: 'dropDown.deposit', icon: DepositIcon },
  { to: 'withdraw', labelKey: 'dropDown.withdraw', icon: WithdrawIcon },
  { to: 'transactions', labelKey: 'dropDown.transactions', icon: RecordIcon },
];

/**
 * The header's quick menu. A disclosure panel of links rather than an ARIA menu: it holds plain
 * navigation, which screen readers handle best as links.
 */
export function DropDownMenu() {
  const { t } = useTranslation();
  const info = useStatusInfo();
  const close = useUiStore((s) => s.closeAll);
  const navigate = useNavigate();
  const client = useQueryClient();
  const role = useRole();
  const logout = useLogout();

  function refreshBalance() {
    // With no session there is no balance to refresh; send the visitor to log in.
    if (!hasSession()) {
      navigate(PATHS.login);
      return;
    }
    void client.invalidateQueries({ queryKey: walletKeys.all });
    close();
  }

  return (
    <Sheet
      as="nav"
      id="quick-menu"
      className="drop-down"
      onClose={close}
      backdrop="clear"
      modal={false}
      aria-label={t('dropDown.label')}
    >
      <ul className="drop-down__grid">
        {LINKS.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Link to={getHref(to)} className="drop-down__tile" data-autofocus={to === 'voucherCenter' ? true : undefined}>
              <span className="drop-down__tile-icon">
                <Icon size="0.22rem" />
              </span>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="drop-down__list">
        <li>
          <button type="button" className="drop-down__item" onClick={refreshBalance}>
            <RefreshIcon size="0.2rem" />
            {t('dropDown.refreshBalance')}
          </button>
        </li>
        <li>
          <Link to={getHref('help')} className="drop-down__item">
            <HelpIcon size="0.2rem" />
            {t('dropDown.help')}
          </Link>
        </li>
        {role !== 'visitor' ? (
          <li>
            <button type="button" className="drop-down__item drop-down__item--danger" onClick={() => void logout()}>
              <LogoutIcon size="0.2rem" />
              {t('dropDown.signOut')}
            </button>
          </li>
        ) : null}
      </ul>
      {info?.brand.copyright ? <p className="drop-down__copyright">{info.brand.copyright}</p> : null}
    </Sheet>
  );
}
