import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_FLAGS, socialStartHref, type SocialProviderName } from '@lobby/contract/rules';
import { useSocialProviders } from '@/shared/api/session/get-social-providers';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { getMerchant } from '@/shared/lib/merchant';
import { getHref } from '@/shared/lib/paths';
import { FacebookIcon, GoogleIcon, type IconProps } from '../icons';
import './form.css';

const ICONS: Record<SocialProviderName, ComponentType<IconProps>> = { google: GoogleIcon, facebook: FacebookIcon };

/**
 * Google / Facebook, each shown when the merchant's flag is on and the server can run it. A plain link to
 * the start URL: the server answers with the provider's page and, at the end, the session cookie.
 */
export function SocialButtons({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const flags = useStatusInfo()?.whitelabel;
  const wanted = (['google', 'facebook'] as const).filter((p) => flags?.[SOCIAL_PROVIDER_FLAGS[p]]);
  const { data: providers } = useSocialProviders(wanted.length > 0);
  const shown = wanted.filter((p) => providers?.some((s) => s.provider === p && s.available));
  if (shown.length === 0) return null;
  return (
    <>
      <p className="divider">{t('auth.or')}</p>
      <div className="social-row">
        {shown.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <a
              key={provider}
              className="btn btn--social"
              href={socialStartHref(provider, {
                returnTo: returnTo ?? getHref('home'),
                merchant: getMerchant() ?? undefined,
              })}
            >
              <Icon size="0.22rem" />
              {t(`auth.social.${provider}`)}
            </a>
          );
        })}
      </div>
    </>
  );
}
