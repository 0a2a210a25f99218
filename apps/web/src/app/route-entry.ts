import type { ComponentType } from 'react';
import type { I18nKey } from '@/shared/i18n/keys';
import type { PathName } from '@/shared/lib/paths';
import type { IconProps } from '@/shared/ui/icons';

/**
 * The shape of a route-table entry, apart from the table itself: screens and the shell read an entry
 * without importing the table, which imports them (lazily) in turn.
 */
export type Access = 'public' | 'member' | 'real-member';
/** 'home' -> /m/home; 'previous' -> history back (or /m/home with no history); 'none' -> no back button */
export type BackTarget = 'home' | 'previous' | 'none';
/** 'home' shows the home header (logo, login/register, menus); 'page' a titled header; 'none' no header. */
export type Chrome = 'home' | 'page' | 'none';

export type Screen = ComponentType;

/**
 * A lazy screen that also names its source module (what the build manifest is keyed by), so the server
 * can put that screen's stylesheets and scripts into the head of a server-rendered page.
 */
export type ScreenLoader = (() => Promise<Screen>) & { module?: string };

export function screenIn(module: string, load: () => Promise<Screen>): ScreenLoader {
  return Object.assign(load, { module });
}

export interface RouteEntry {
  name: PathName;
  paths: readonly string[];
  screen: ScreenLoader;
  titleKey: I18nKey;
  back: BackTarget;
  access: Access;
  chrome: Chrome;
  /** show the bottom bar */
  tabBar: boolean;
  /** where Back goes when the page was opened directly (no history of ours); default home */
  backFallback?: PathName;
  /** where a visitor is sent for a member route (default: login) */
  visitorRedirect?: PathName;
  /**
   * rendered on the server: by default the public screens with the app's chrome. True for a screen whose
   * first paint the server can draw for whoever asks (an in-house game's board and controls, full screen; the
   * deposit screen, for the member behind the cookie: it shows no time of day, which only the phone knows)
   */
  serverRender?: boolean;
  /** icon of the empty state while the screen's feature is not built */
  icon?: ComponentType<IconProps>;
}

/** What each route object carries in its handle: the entry it was built from (router.tsx puts it there). */
export interface RouteHandle {
  entry: RouteEntry;
}
