import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons';

/** The neutral "nothing here" block: an icon in a soft halo, a title and an optional line and action. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <div className="empty-state__halo" aria-hidden="true">
        <Icon size="0.4rem" />
      </div>
      <h2 className="empty-state__title">{title}</h2>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action}
    </div>
  );
}
