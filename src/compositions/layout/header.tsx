// Site header: logo link home, main navigation (collapsible on small screens), search, account
// (sign in, or the signed-in customer's menu with sign out) and cart.
import { Link } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { CartButton } from '../../features/cart/cart-button';
import { HeaderSearch } from '../../features/search/header-search';
import { AccountMenu } from './account-menu';
import { MenuIcon } from '../../components/ui/icons';
import { localeSwitchPath } from '../../lib/paths/picker-target';

/** The header with the mobile navigation texts as accessible names. */
export function Header() {
  const site = useSite();
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const home = localeSwitchPath(site.locale.urlPath, '/');
  const { logo } = site.brand;
  useEffect(() => {
    if (!open) return undefined;
    // Escape closes the open mobile menu wherever focus is (the toggle itself after a tap, or a
    // menu link) and returns focus to the toggle.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          ref={toggleRef}
          type="button"
          className="icon-button site-header__toggle"
          aria-label={t('toggleNavigationMenu')}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
        </button>
        <Link to={home} className="site-header__logo" aria-label={t('logoLinkToHome', { brand: site.brand.name })}>
          <img src={logo.path} alt="" width={logo.width} height={logo.height} />
        </Link>
        <nav
          id={navId}
          aria-label={t('mainNavigation')}
          className="site-nav"
          data-open={open}
        >
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                {link.href.startsWith('/') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <HeaderSearch />
          <AccountMenu />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
