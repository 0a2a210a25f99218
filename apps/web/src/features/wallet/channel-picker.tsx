import type { ReactNode } from 'react';
import type { PaymentChannel } from '@lobby/contract/schemas';
import { CheckIcon } from '@/shared/ui/icons';
import { ChannelIcon } from './channel-icon';

/**
 * Payment methods as cards in a radio group: native radios (arrow keys, one tab stop, announced as "1 of
 * 4") drawn as logo cards with the limits under the name: two a row (`grid`), or one a row with a radio
 * ring at its end (`list`, the brand's new deposit template).
 */
export function ChannelPicker({
  legend,
  name,
  channels,
  value,
  onChange,
  detail,
  layout = 'grid',
}: {
  legend: string;
  name: string;
  channels: readonly PaymentChannel[];
  value: number | null;
  onChange: (id: number) => void;
  /** the line under the name: limits, fee */
  detail: (channel: PaymentChannel) => ReactNode;
  layout?: 'grid' | 'list';
}) {
  return (
    <fieldset className="channel-picker">
      <legend className="money-section__title">{legend}</legend>
      <div className={`channel-grid channel-grid--${layout}`}>
        {channels.map((channel) => {
          const on = channel.id === value;
          return (
            <label key={channel.id} className={`channel-card${on ? ' channel-card--on' : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={channel.id}
                checked={on}
                onChange={() => onChange(channel.id)}
              />
              <ChannelIcon code={channel.code} name={channel.name} />
              <span className="channel-card__text">
                <span className="channel-card__name">{channel.name}</span>
                <span className="channel-card__detail">{detail(channel)}</span>
              </span>
              {layout === 'list' ? (
                <span className="channel-card__ring" aria-hidden="true">
                  {on ? <CheckIcon size="0.12rem" strokeWidth={3} /> : null}
                </span>
              ) : on ? (
                <span className="channel-card__check" aria-hidden="true">
                  <CheckIcon size="0.12rem" strokeWidth={3} />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
