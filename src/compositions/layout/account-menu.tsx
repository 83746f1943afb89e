// The header's account control. Signed out: a link to sign in that brings the visitor back to this
// page (`redirect` = the page's path and search). Signed in: a button with the customer's first name
// ("Hi, Ada") that opens the links to the account and to sign out. The session is read from the keys
// the account pages write (no account code or aws-amplify here: this ships with every page).
import { Link, navigate } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import {
  CUSTOMER_SESSION_EVENT,
  forgetStoredSession,
  readStoredCustomer,
  sharedAccountKey,
  sharedAccountSignedIn,
  type StoredCustomer,
} from '../../lib/auth/stored-customer';
import type { SiteContext } from '../../lib/content/site-context';
import { loginHref } from '../../lib/paths/links';
import { AccountIcon } from '../../components/ui/icons';
import { localeSwitchPath } from '../../lib/paths/picker-target';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The login link for the page the browser shows now (no `redirect` from the account page itself). */
export function headerLoginHref(urlPath: string, location: { pathname: string; search?: string }): string {
  return loginHref(urlPath, { pathname: location.pathname, search: location.search ?? '' });
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Signs this tab in to its store from the shared account; the account code loads only now, after first paint. */
function restoreFromSharedAccount(site: SiteContext): void {
  void import(/* webpackChunkName: "account-restore" */ '../../lib/account/deps')
    .then(({ accountDeps }) => accountDeps(site).session.restore())
    .catch((error: unknown) => console.error('The session could not be restored', error instanceof Error ? error.message : 'unknown'));
}

/**
 * The signed-in customer of this page's currency, kept current as the session changes. A tab that
 * holds no session of its own (a new tab, another market) signs in from the shared account when the
 * browser is signed in to it; signing out of the account in another tab signs this one out too.
 */
function useStoredCustomer(site: SiteContext): StoredCustomer | null {
  const { currency } = site.commerce;
  const { clientId } = site.services.cognito;
  const [customer, setCustomer] = useState<StoredCustomer | null>(null);
  // The site object is the page's; its currency and pool decide what this hook reads.
  const siteRef = useRef(site);
  siteRef.current = site;
  useEffect(() => {
    const read = () => setCustomer(readStoredCustomer(sessionStore(), currency));
    const readOrRestore = () => {
      const stored = readStoredCustomer(sessionStore(), currency);
      setCustomer(stored);
      if (!stored && sharedAccountSignedIn(localStore(), clientId)) restoreFromSharedAccount(siteRef.current);
    };
    const onStorage = (event: StorageEvent) => {
      // Another tab signed out of the shared account, or signed in to it (its id token is written last).
      if (event.key === sharedAccountKey(clientId) && !event.newValue) forgetStoredSession(sessionStore(), currency);
      else if (event.key?.startsWith(`CognitoIdentityServiceProvider.${clientId}.`) && event.key.endsWith('.idToken') && event.newValue) readOrRestore();
      else read();
    };
    readOrRestore();
    window.addEventListener(CUSTOMER_SESSION_EVENT, read);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', read);
    return () => {
      window.removeEventListener(CUSTOMER_SESSION_EVENT, read);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', read);
    };
  }, [currency, clientId]);
  return customer;
}

/** Sign in (signed out) or the customer's menu (signed in). */
export function AccountMenu() {
  const site = useSite();
  const t = useT();
  const { urlPath } = site.locale;
  const customer = useStoredCustomer(site);
  // The built page knows its path; once running, the address bar's path and search are used.
  const [loginTo, setLoginTo] = useState(() => headerLoginHref(urlPath, { pathname: localeSwitchPath(urlPath, site.pagePath) }));
  useEffect(() => setLoginTo(headerLoginHref(urlPath, window.location)), [urlPath, site.pagePath]);

  if (!customer) {
    return (
      <Link
        to={loginTo}
        className="icon-button"
        aria-label={t('account')}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          // The search may have changed since the last render (filters kept in the address).
          event.preventDefault();
          void navigate(headerLoginHref(urlPath, window.location));
        }}
      >
        <AccountIcon />
      </Link>
    );
  }
  return <SignedInMenu customer={customer} />;
}

function SignedInMenu({ customer }: { customer: StoredCustomer }) {
  const site = useSite();
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { urlPath } = site.locale;
  const greeting = customer.firstName ? t('accountGreeting', { name: customer.firstName }) : t('accountMenuAccount');

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="icon-button account-menu__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <AccountIcon />
        <span className="account-menu__greeting">{greeting}</span>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        <li>
          <Link to={localeSwitchPath(urlPath, '/account/')} onClick={() => setOpen(false)}>
            {t('accountMenuAccount')}
          </Link>
        </li>
        <li>
          <Link to={localeSwitchPath(urlPath, '/account/logout/')} onClick={() => setOpen(false)}>
            {t('accountMenuSignOut')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
