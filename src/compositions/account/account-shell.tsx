// Account page shells: the heading of each screen and the account tabs, rendered
// at build time; the screen itself (forms, orders, addresses …) is an island whose code, with
// aws-amplify, loads only on account pages. The tabs end with Sign out.
import { Link } from 'gatsby';
import React, { Suspense, lazy, useEffect, useState } from 'react';
import type { AccountPageContext, AccountView } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { ACCOUNT_PATHS, localizePath } from '../../lib/paths';

const AccountIsland = lazy(() => import(/* webpackChunkName: "account-island" */ './account-island'));

const HEADINGS: Record<AccountView, { heading: string; description?: string }> = {
  index: { heading: 'ordersHeading', description: 'ordersDescription' },
  login: { heading: 'signIn' },
  register: { heading: 'createAccount' },
  'reset-password': { heading: 'resetPassword' },
  'verify-account': { heading: 'verifyAccount' },
  logout: { heading: 'signOut' },
  orders: { heading: 'ordersHeading', description: 'ordersDescription' },
  subscriptions: { heading: 'subscriptionsHeading', description: 'subscriptionsDescription' },
  addresses: { heading: 'addressesHeading' },
  settings: { heading: 'myAccountHeading', description: 'myAccountDescription' },
  'training-videos': { heading: 'tabTrainingVideos', description: 'trainingVideosDescription' },
};

const TABBED: AccountView[] = ['index', 'orders', 'subscriptions', 'addresses', 'settings', 'training-videos'];

/** One account screen's shell. */
export function AccountShell({ view, tabs }: Pick<AccountPageContext, 'view' | 'tabs'>) {
  const t = useT();
  const site = useSite();
  const { heading, description } = HEADINGS[view];
  // The island renders in the browser only: sessions live in the browser's storage.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <h1>{t(heading)}</h1>
      {description ? <p>{t(description)}</p> : null}
      {TABBED.includes(view) && tabs.length > 0 ? (
        <nav aria-label={t('accountSections')}>
          <ul className="tabs">
            {tabs.map((tab) => (
              <li key={tab.view}>
                <Link to={tab.href} aria-current={tab.view === view || (view === 'index' && tab.view === 'orders') ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            ))}
            <li className="tabs__sign-out">
              <Link to={localizePath(site.locale.urlPath, ACCOUNT_PATHS.logout)}>{t('signOut')}</Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {mounted ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <AccountIsland view={view} />
        </Suspense>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </>
  );
}
