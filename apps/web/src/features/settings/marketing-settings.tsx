import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/lib/toast';
import { BellIcon, GiftIcon, MailIcon, type IconProps } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { useMarketing, useSetMarketing } from './api/marketing';
import type { MarketingChange } from './api/marketing';
import { useTogglePush } from './api/push-subscription';
import { PushUnavailable, pushSupported } from './push';
import { PhoneIcon } from './settings-icons';

interface SwitchRowProps {
  id: string;
  icon: ComponentType<IconProps>;
  label: string;
  /** what turning it on means, or why it cannot reach the member yet */
  hint: string;
  checked: boolean;
  disabled?: boolean;
  busy?: boolean;
  onChange: (on: boolean) => void;
}

/** A settings row that is a switch: icon tile, label with a line under it, the track. */
function SwitchRow({ id, icon: Icon, label, hint, checked, disabled, busy, onChange }: SwitchRowProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-describedby={`${id}-hint`}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className="settings-row settings-switch"
      onClick={() => onChange(!checked)}
    >
      <span className="settings-row__icon">
        <Icon size="0.2rem" />
      </span>
      <span className="settings-switch__text">
        <span className="settings-row__label">{label}</span>
        <span id={`${id}-hint`} className="settings-switch__hint">
          {hint}
        </span>
      </span>
      <span className="theme-switch__track" aria-hidden="true">
        <span className="theme-switch__thumb" />
      </span>
    </button>
  );
}

/**
 * What the brand may send the member: offers at all (the inbox), and by e-mail, SMS and push notifications.
 * E-mail, SMS and push are off until turned on; push asks the browser's permission and subscribes this device.
 */
export function MarketingSettings() {
  const { t } = useTranslation();
  const marketing = useMarketing();
  const save = useSetMarketing();
  const push = useTogglePush();

  if (marketing.isPending) return <BlockSkeleton height="2.4rem" className="settings__skeleton" />;
  if (marketing.isError) return <RetryBlock onRetry={() => void marketing.refetch()} />;
  const m = marketing.data;
  const off = !m.marketing;

  const change = (c: MarketingChange) =>
    save.mutate(c, { onSuccess: () => toast.success(t('marketing.saved')), onError: () => toast.error(t('marketing.failed')) });
  const togglePush = (on: boolean) =>
    push.mutate(on, {
      onSuccess: () => toast.success(t(on ? 'marketing.push.on' : 'marketing.push.off')),
      onError: (error) =>
        toast.error(error instanceof PushUnavailable ? t(`marketing.push.${error.reason}`) : t('marketing.failed')),
    });

  return (
    <section className="settings__section" aria-labelledby="settings-marketing">
      <h2 id="settings-marketing" className="settings__heading">
        <BellIcon size="0.18rem" />
        {t('marketing.title')}
      </h2>
      <ul className="settings__card settings-rows">
        <li>
          <SwitchRow id="marketing-all" icon={GiftIcon} label={t('marketing.all.label')} hint={t(m.marketing ? 'marketing.all.on' : 'marketing.all.off')} checked={m.marketing} busy={save.isPending} onChange={(on) => change({ marketing: on })} />
        </li>
        <li>
          <SwitchRow
            id="marketing-email"
            icon={MailIcon}
            label={t('marketing.email.label')}
            hint={m.hasEmail ? t('marketing.email.hint') : t('marketing.email.missing')}
            checked={m.email && !off}
            disabled={off}
            busy={save.isPending}
            onChange={(on) => change({ email: on })}
          />
        </li>
        <li>
          <SwitchRow
            id="marketing-sms"
            icon={PhoneIcon}
            label={t('marketing.sms.label')}
            hint={m.hasPhone ? t('marketing.sms.hint') : t('marketing.sms.missing')}
            checked={m.sms && !off}
            disabled={off}
            busy={save.isPending}
            onChange={(on) => change({ sms: on })}
          />
        </li>
        <li>
          <SwitchRow
            id="marketing-push"
            icon={BellIcon}
            label={t('marketing.push.label')}
            hint={pushSupported() ? t('marketing.push.hint') : t('marketing.push.unsupported')}
            checked={m.push && !off}
            disabled={off || (!m.push && !pushSupported())}
            busy={push.isPending}
            onChange={togglePush}
          />
        </li>
      </ul>
      <p className="settings-switch__note">{t('marketing.note')}</p>
    </section>
  );
}
