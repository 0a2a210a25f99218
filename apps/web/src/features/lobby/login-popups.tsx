import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@lobby/contract';
import { POPUP_PARAMS, useAnnouncements, useAnnouncementViewer } from '@/shared/api/content/get-announcements';
import { local, session } from '@/shared/lib/storage';
import { CloseIcon, NoticeIcon } from '@/shared/ui/icons';
import { RichHtml } from '@/shared/ui/rich-html';
import { Sheet } from '@/shared/ui/sheet';
import './login-popups.css';
import { CdnImage } from '@/shared/ui/cdn-image';
import { useAfterIdle } from '@/shared/hooks/use-after-idle';
import { useOverlayOpen } from '@/shared/hooks/use-scroll-lock';

/** Session storage: who the pop-ups were last shown to in this tab (once per login or visit). */
export const POPUPS_SEEN_KEY = 'MC_POPUPS_SEEN';
/** Local storage: the day (YYYY-MM-DD, local time) the person asked not to see them again. */
export const POPUPS_MUTED_KEY = 'MC_POPUPS_MUTED';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** One set of pop-ups on screen at a time, even while two homes overlap in a route transition. */
let showing = false;

function viewerKey(who: string): string {
  return who || 'visitor';
}

/**
 * The pop-up announcements on home (login pop-ups): shown once per login, or once per visit for
 * visitors, one after another; "don't show again today" mutes them until tomorrow on this device.
 */
export function LoginPopups() {
  const who = useAnnouncementViewer();
  const query = useAnnouncements(POPUP_PARAMS);
  const [queue, setQueue] = useState<Announcement[] | null>(null);
  // They open once the page has come alive and the browser is idle, not during its start-up, and never over
  // a menu or a dialog the player has open (they wait until it closes: a pop-up arriving over the side menu
  // would take the tap meant for it).
  const idle = useAfterIdle();
  const overlayOpen = useOverlayOpen();

  const items = query.data?.popup;
  // A stale cached answer waits for the network's, so a pop-up that has ended is not shown from the cache.
  const settled = !query.isFetching;
  useEffect(() => {
    if (!idle || overlayOpen || queue !== null || !settled || !items || items.length === 0 || showing) return;
    if (session.get(POPUPS_SEEN_KEY) === viewerKey(who)) return;
    if (local.get(POPUPS_MUTED_KEY) === today()) return;
    showing = true;
    setQueue(items);
  }, [idle, overlayOpen, settled, items, queue, who]);

  // Leaving home with the pop-ups open hands them to the next home (they were not closed, so not seen).
  const owns = queue !== null && queue.length > 0;
  useEffect(() => {
    if (!owns) return;
    return () => {
      showing = false;
    };
  }, [owns]);

  if (!queue || queue.length === 0) return null;
  return (
    <PopupDialog
      items={queue}
      onDone={() => {
        // Seen once the person closes them: a reload before that (an app update) shows them again.
        session.set(POPUPS_SEEN_KEY, viewerKey(who));
        setQueue([]);
      }}
    />
  );
}

function PopupDialog({ items, onDone }: { items: Announcement[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [mute, setMute] = useState(false);
  const titleId = useId();
  const muteId = useId();

  function close() {
    if (mute) local.set(POPUPS_MUTED_KEY, today());
    onDone();
  }

  const item = items[index];
  if (!item) return null;
  const last = index === items.length - 1;
  const image = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url;

  return (
    // The backdrop ignores taps: a pop-up is read and closed on purpose, never dismissed by a stray tap.
    <Sheet
      className="login-popup"
      rootClassName="login-popups"
      onClose={close}
      backdrop="static"
      motion="pop"
      aria-labelledby={titleId}
    >
      <button type="button" className="login-popup__close icon-button" onClick={close} aria-label={t('content.popup.close')}>
        <CloseIcon size="0.2rem" />
      </button>
      {image ? (
        <div className="login-popup__media">
          <CdnImage src={image} alt="" width={750} height={360} decoding="async" />
        </div>
      ) : (
        <span className="login-popup__badge" aria-hidden="true">
          <NoticeIcon size="0.24rem" />
        </span>
      )}
      <p className="login-popup__eyebrow">{t('content.popup.label')}</p>
      <h2 id={titleId} className="login-popup__title">
        {item.title}
      </h2>
      <div className="login-popup__body">
        <RichHtml html={item.content} />
      </div>
      <div className="login-popup__foot">
        <label className="login-popup__mute" htmlFor={muteId}>
          <input id={muteId} type="checkbox" checked={mute} onChange={(e) => setMute(e.target.checked)} />
          <span>{t('content.popup.dontShowToday')}</span>
        </label>
        {items.length > 1 ? (
          <span className="login-popup__counter">
            {t('content.popup.counter', { current: index + 1, total: items.length })}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-autofocus
        onClick={() => (last ? close() : setIndex(index + 1))}
      >
        {last ? t('content.popup.done') : t('content.popup.next')}
      </button>
    </Sheet>
  );
}
