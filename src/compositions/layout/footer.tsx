// Site footer: links, contact us, cookie settings, social links, country/location picker.
import { Link } from 'gatsby';
import React from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { openConsentSettings } from '../../lib/analytics/consent-state';
import { NewsletterSignup } from '../../features/forms/newsletter-signup';
import { SocialIcon } from '../../components/ui/icons';
import { LocalePicker } from './locale-picker';
import { localeSwitchPath } from '../../lib/paths/picker-target';

/** The footer landmark. */
export function Footer() {
  const site = useSite();
  const t = useT();
  const contactHref = localeSwitchPath(site.locale.urlPath, '/contact-us/');
  // The brand's footer links may already hold contact us; it is listed once, first.
  const links = site.footerLinks.filter((link) => link.href !== contactHref);
  return (
    <footer className="site-footer">
      <NewsletterSignup />
      <nav aria-label={t('footerNavigation')} className="site-footer__nav">
        <ul>
          <li>
            <Link to={contactHref}>{t('contactUs')}</Link>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith('/') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
            </li>
          ))}
          <li>
            <button type="button" className="link-button" aria-haspopup="dialog" onClick={openConsentSettings}>
              {t('cookieSettings')}
            </button>
          </li>
        </ul>
      </nav>
      {site.social.length > 0 ? (
        <div className="site-footer__social">
          <h2 className="site-footer__heading">{t('followUs')}</h2>
          <ul>
            {site.social.map((entry) => (
              <li key={entry.network}>
                <a href={entry.url} aria-label={t(entry.labelKey)} rel="noopener noreferrer" className="icon-button">
                  <SocialIcon network={entry.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <LocalePicker />
      <p className="site-footer__copyright">{t('copyright', { year: new Date().getFullYear(), brand: site.brand.name })}</p>
    </footer>
  );
}
