// The frame of every page: skip link, browser notice, banner, header, breadcrumbs, main, footer.
import React, { Suspense } from 'react';
import type { Breadcrumb } from '../../lib/content/page-types';
import type { SiteContext } from '../../lib/content/site-context';
import type { ImageDataMap } from '../../lib/content/image-data';
import { SiteProvider, makeT } from '../../components/site/site-provider';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { NotificationBanner } from '../../features/banner/notification-banner';
import { CartIsland } from '../../features/cart/cart-island';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { ConsentBootstrap, startConsent } from '../../features/consent/consent-bootstrap';
import { NAVIGATED_TITLE } from '../../platform/gatsby/runtime/route-runtime';
import { FlagsBootstrap } from '../../features/flags/flags-bootstrap';
import { Footer } from './footer';
import { Header } from './header';
import { UnsupportedBrowser } from './unsupported-browser';

/** Theme tokens as CSS custom properties on the page root. */
export function themeStyle(theme: Record<string, string>): React.CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme ?? {})) {
    if (name.startsWith('$')) continue;
    style[name.startsWith('--') ? name : `--${name}`] = value;
  }
  return style as React.CSSProperties;
}

/** Props of Layout. */
export interface LayoutProps {
  site: SiteContext;
  breadcrumbs?: Breadcrumb[];
  images?: ImageDataMap;
  children: React.ReactNode;
}

/** Page frame; the runtime (gatsby-browser) reads the announcer texts from its data attributes. */
export function Layout({ site, breadcrumbs = [], images, children }: LayoutProps) {
  const t = makeT(site);
  // Consent Mode's default goes on the data layer before anything on the page can push an event.
  startConsent(site.analytics);
  return (
    <SiteProvider site={site} images={images}>
      <div
        className="site"
        style={themeStyle(site.brand.theme)}
        lang={site.locale.language}
        data-navigated-to={t('navigatedTo', { pageTitle: NAVIGATED_TITLE })}
        data-navigation-delayed={t('navigationDelayed')}
        data-update-ready={t('updateReady')}
        data-update-reload={t('updateReload')}
      >
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* The consent banner comes first after the skip link: it paints with the page's first content
            (it is the largest text of a first visit's first paint) and is the first thing a keyboard
            or screen-reader visitor meets, as the choice it asks for precedes the rest. */}
        <ConsentBootstrap />
        <UnsupportedBrowser message={t('unsupportedBrowser')} />
        <NotificationBanner banner={site.banner} label={t('announcement')} />
        {/* Hydration boundaries: React 18 hydrates the header, the page's content and the footer
            one after another in slices that yield to the browser (an early click hydrates its part
            first and is replayed), instead of in one long start-up task. Nothing inside suspends,
            so the server HTML and client renders are unchanged. */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        <main id="main" tabIndex={-1} className="site-main">
          <Breadcrumbs items={breadcrumbs} label={t('breadcrumbs')} />
          <Suspense fallback={null}>{children}</Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <CartIsland />
        <ChatLauncher />
        <FlagsBootstrap />
      </div>
    </SiteProvider>
  );
}
