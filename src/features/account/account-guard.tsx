// Account pages need a signed-in customer: visitors are sent to login (replace navigation) with
// the page's path and search in `redirect` (none from the account page itself).
import { navigate } from 'gatsby';
import React, { useEffect } from 'react';
import { useT } from '../../components/site/site-provider';
import { loginHref } from '../../lib/paths';
import { ACCOUNT_HISTORY_KEY } from './auth-forms';
import { useAccount } from './use-account';

/** Renders its children for a signed-in customer; sends anyone else to login. */
export function AccountGuard({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { status, site } = useAccount();
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const { pathname, search } = window.location;
    try {
      window.sessionStorage.setItem(ACCOUNT_HISTORY_KEY, `${pathname}${search}`);
    } catch {
      // Without storage the redirect parameter alone brings the visitor back.
    }
    void navigate(loginHref(site.locale.urlPath, { pathname, search }), { replace: true });
  }, [status, site.locale.urlPath]);
  if (status !== 'authenticated') return <p role="status">{t('loading')}</p>;
  return <>{children}</>;
}
