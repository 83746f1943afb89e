// Account page shells (spec §2 Account): the heading of each screen, the account tabs, and a
// sign-in prompt. Forms and data arrive with the account features.
import { Link } from 'gatsby';
import React from 'react';
import type { AccountPageContext, AccountView } from '../../lib/content/page-types';
import { useT } from '../../components/site/site-provider';

const HEADINGS: Record<AccountView, { heading: string; description?: string }> = {
  index: { heading: 'myAccountHeading', description: 'myAccountDescription' },
  login: { heading: 'signIn' },
  register: { heading: 'createAccount' },
  'reset-password': { heading: 'resetPassword' },
  'verify-account': { heading: 'verifyAccount' },
  logout: { heading: 'signOut' },
  orders: { heading: 'ordersHeading', description: 'ordersDescription' },
  subscriptions: { heading: 'subscriptionsHeading', description: 'subscriptionsDescription' },
  addresses: { heading: 'addressesHeading' },
  settings: { heading: 'myAccountHeading', description: 'myAccountDescription' },
};

const TABBED: AccountView[] = ['index', 'orders', 'subscriptions', 'addresses', 'settings'];

/** Heading key of an account view (also the page's h1). */
export function accountHeadingKey(view: AccountView): string {
  return HEADINGS[view].heading;
}

/** One account screen's shell. */
export function AccountShell({ view, tabs }: Pick<AccountPageContext, 'view' | 'tabs'>) {
  const t = useT();
  const { heading, description } = HEADINGS[view];
  return (
    <>
      <h1>{t(heading)}</h1>
      {description ? <p>{t(description)}</p> : null}
      {TABBED.includes(view) && tabs.length > 0 ? (
        <nav aria-label={t('accountSections')}>
          <ul className="tabs">
            {tabs.map((tab) => (
              <li key={tab.view}>
                <Link to={tab.href} aria-current={tab.view === view ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {view === 'logout' ? <p role="status">{t('signingOut')}</p> : <p className="note">{t('signInRequired')}</p>}
    </>
  );
}
