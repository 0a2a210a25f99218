import { useLocation } from 'react-router';
import { CREDENTIAL_PAGES } from '@lobby/contract/paths';

export type CredentialPage = keyof typeof CREDENTIAL_PAGES;

/**
 * `method` and `action` for a form that carries a password or a code. The app submits these forms itself
 * (its submit handler prevents the browser's own submission), but a server-rendered page is on screen before
 * its script runs: a tap in that moment, or with scripts blocked, submits the form natively. Without a method
 * that is a GET, which writes every field (the password too) into the address bar, the history and access
 * logs. The form posts to its own page instead, with the page's query (a return path, a reset token), and the
 * server answers with a 303 back to it, dropping the body.
 */
export function useCredentialForm(page: CredentialPage): { method: 'post'; action: string } {
  const { search } = useLocation();
  return { method: 'post', action: `${CREDENTIAL_PAGES[page]}${search}` };
}
