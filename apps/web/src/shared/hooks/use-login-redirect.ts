import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';

/** Sends a visitor to login, which brings them back to this page (path and query) afterwards. */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    void navigate(getHref('login', { [RETURN_PARAM]: `${pathname}${search}` }));
  }, [navigate, pathname, search]);
}
