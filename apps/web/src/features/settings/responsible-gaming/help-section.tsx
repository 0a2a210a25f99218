import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESPONSIBLE_GAMING_HELP_TAG, type HelpOrganisation } from '@lobby/contract/rules';
import { getHref } from '@/shared/lib/paths';
import { ChevronRightIcon, HeadsetIcon, HelpIcon } from '@/shared/ui/icons';
import { ExternalIcon, PhoneCallIcon } from './rg-icons';

/** "www.gamblingtherapy.org" from its address, for the link's label. */
function host(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The organisations that help with problem gambling: a phone line to call, a site to open. */
export function HelpList({ help, guide = true }: { help: readonly HelpOrganisation[]; guide?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="settings__card rg-help">
      {help.map((org) => (
        <li key={org.name} className="rg-help__org">
          <span className="settings-row__icon" aria-hidden="true">
            <HeadsetIcon size="0.2rem" />
          </span>
          <div className="rg-help__text">
            <p className="rg-help__name">{org.name}</p>
            <div className="rg-help__actions">
              {org.phone ? (
                <a className="btn btn--secondary btn--sm rg-help__action" href={`tel:${org.phone.replace(/[^\d+]/g, '')}`}>
                  <PhoneCallIcon size="0.14rem" />
                  {t('responsibleGaming.help.call', { phone: org.phone })}
                </a>
              ) : null}
              {org.url ? (
                <a className="btn btn--ghost btn--sm rg-help__action" href={org.url} target="_blank" rel="noopener noreferrer">
                  {host(org.url)}
                  <ExternalIcon size="0.14rem" />
                  <span className="visually-hidden">{t('responsibleGaming.help.newWindow')}</span>
                </a>
              ) : null}
            </div>
          </div>
        </li>
      ))}
      {guide ? (
        <li>
          <Link to={getHref('helpDetail', { tag: RESPONSIBLE_GAMING_HELP_TAG })} className="settings-row">
            <span className="settings-row__icon">
              <HelpIcon size="0.2rem" />
            </span>
            <span className="settings-row__label rg-help__guide">{t('responsibleGaming.help.guide')}</span>
            <ChevronRightIcon size="0.16rem" className="settings-row__chevron" />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
