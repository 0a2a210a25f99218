import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMemberInfo } from '@/test/accounts';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { memberInfoQueryOptions } from './get-member-info';

/** The member info a new query starts with: what the cache would build for the header's first render. */
function firstData() {
  // an observer not subscribed yet builds the query (with its initial data) and fetches nothing
  return new QueryObserver(new QueryClient(), memberInfoQueryOptions()).getCurrentResult().data;
}

describe('member info kept in this browser', () => {
  afterEach(() => {
    sessionStorage.clear();
    delete document.documentElement.dataset.render;
    delete document.documentElement.dataset.hydrated;
  });

  it('paints at once on a page the browser renders', () => {
    sessionStorage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(makeMemberInfo({ headIcon: 7 })));
    document.documentElement.dataset.render = 'browser';
    expect(firstData()?.headIcon).toBe(7);
  });

  it("is not used on a page the server rendered: its parts hydrate after the page is live, as the server drew them", () => {
    sessionStorage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(makeMemberInfo({ headIcon: 7 })));
    document.documentElement.dataset.render = 'server';
    expect(firstData()).toBeUndefined();
    document.documentElement.dataset.hydrated = '';
    expect(firstData()).toBeUndefined();
  });
});
