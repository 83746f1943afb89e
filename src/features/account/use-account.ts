// The page's customer session: one per currency, wired to the Storefront door, Amplify and the
// services' multipass; restored once when an account screen mounts.
import { useEffect } from 'react';
import { useSite } from '../../components/site/site-provider';
import { useCustomerSession } from '../../lib/auth';
import { accountDeps } from '../../lib/account/deps';

/** The session, its status and customer; restores the stored session on first use. */
export function useAccount() {
  const site = useSite();
  const deps = accountDeps(site);
  const status = useCustomerSession((s) => s.status);
  const customer = useCustomerSession((s) => s.customer);
  useEffect(() => {
    if (useCustomerSession.getState().status === 'unknown') void deps.session.restore();
  }, [deps]);
  return { ...deps, status, customer, site };
}
